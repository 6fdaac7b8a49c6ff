ALTER TABLE "enrolments" ADD COLUMN "video_watched_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "video_duration_seconds" real;