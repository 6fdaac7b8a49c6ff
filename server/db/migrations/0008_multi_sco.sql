CREATE TYPE "public"."scorm_item_kind" AS ENUM('SCO', 'ASSET', 'CONTAINER');--> statement-breakpoint
CREATE TABLE "scorm_items" (
	"package_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"parent_identifier" text,
	"position" integer NOT NULL,
	"depth" integer NOT NULL,
	"title" text NOT NULL,
	"kind" "scorm_item_kind" NOT NULL,
	"href" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"prerequisites" text,
	"mastery_score" integer,
	"max_time_allowed" text,
	"time_limit_action" text,
	"data_from_lms" text,
	CONSTRAINT "scorm_items_package_id_identifier_pk" PRIMARY KEY("package_id","identifier"),
	CONSTRAINT "scorm_items_package_position" UNIQUE("package_id","position")
);
--> statement-breakpoint
CREATE TABLE "scorm_sco_states" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"package_id" uuid,
	"sco_id" text NOT NULL,
	"last_attempt_id" uuid NOT NULL,
	"lesson_status" text,
	"lesson_location" text,
	"score_raw" real,
	"suspend_data" text,
	"exit" text,
	"session_time" text,
	"total_time" text,
	"closed_seconds" real DEFAULT 0 NOT NULL,
	"session_id" text,
	"session_seconds" real DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_sco_states_key" UNIQUE NULLS NOT DISTINCT("user_id","media_id","package_id","sco_id")
);
--> statement-breakpoint
ALTER TABLE "scorm12_attempts" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "scorm12_attempts" ADD COLUMN "sco_id" text;--> statement-breakpoint
ALTER TABLE "scorm_items" ADD CONSTRAINT "scorm_items_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sco_states" ADD CONSTRAINT "scorm_sco_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sco_states" ADD CONSTRAINT "scorm_sco_states_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sco_states" ADD CONSTRAINT "scorm_sco_states_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sco_states" ADD CONSTRAINT "scorm_sco_states_last_attempt_id_scorm12_attempts_id_fk" FOREIGN KEY ("last_attempt_id") REFERENCES "public"."scorm12_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_sco_states_media_idx" ON "scorm_sco_states" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "scorm12_attempts" ADD CONSTRAINT "scorm12_attempts_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE set null ON UPDATE no action;