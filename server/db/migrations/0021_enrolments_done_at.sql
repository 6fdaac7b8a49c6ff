ALTER TABLE "enrolments" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
-- Completed or passed enrolments were done when they finished.
UPDATE "enrolments" SET "done_at" = coalesce("completed_at", "last_activity_at", "enrolled_at")
WHERE "status" IN ('COMPLETED', 'PASSED');
