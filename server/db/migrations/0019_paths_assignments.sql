CREATE TYPE "public"."assignment_event" AS ENUM('ASSIGNED', 'DUE_SOON', 'OVERDUE', 'REMINDER');--> statement-breakpoint
CREATE TYPE "public"."learning_path_status" AS ENUM('DRAFT', 'PUBLISHED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."path_section_rule" AS ENUM('ALL_IN_ORDER', 'ALL_ANY_ORDER', 'AT_LEAST');--> statement-breakpoint
CREATE TABLE "assignment_learner_overrides" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"due_on" date,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_learner_overrides_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" "assignment_event" NOT NULL,
	"round_key" text NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_targets" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid,
	"unit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_targets_one" CHECK (("assignment_targets"."user_id" is null) <> ("assignment_targets"."unit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid,
	"path_id" uuid,
	"due_on" date,
	"due_days" integer,
	"recurrence_months" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "assignments_one_item" CHECK (("assignments"."media_id" is null) <> ("assignments"."path_id" is null)),
	CONSTRAINT "assignments_one_due" CHECK ("assignments"."due_on" is null or "assignments"."due_days" is null),
	CONSTRAINT "assignments_due_days" CHECK ("assignments"."due_days" is null or "assignments"."due_days" >= 1),
	CONSTRAINT "assignments_recurrence" CHECK ("assignments"."recurrence_months" is null or "assignments"."recurrence_months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "learning_path_enrolments" (
	"user_id" uuid NOT NULL,
	"path_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "learning_path_enrolments_user_id_path_id_pk" PRIMARY KEY("user_id","path_id"),
	CONSTRAINT "learning_path_enrolments_progress_range" CHECK ("learning_path_enrolments"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "learning_path_items" (
	"section_id" uuid NOT NULL,
	"path_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "learning_path_items_section_id_media_id_pk" PRIMARY KEY("section_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "learning_path_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rule" "path_section_rule" DEFAULT 'ALL_ANY_ORDER' NOT NULL,
	"min_count" integer,
	"requires" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"unlock_on" date,
	CONSTRAINT "learning_path_sections_min_count" CHECK ("learning_path_sections"."min_count" is null or "learning_path_sections"."min_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_id" integer,
	"cover_file_id" uuid,
	"status" "learning_path_status" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "assignment_learner_overrides" ADD CONSTRAINT "assignment_learner_overrides_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_learner_overrides" ADD CONSTRAINT "assignment_learner_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notices" ADD CONSTRAINT "assignment_notices_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notices" ADD CONSTRAINT "assignment_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_enrolments" ADD CONSTRAINT "learning_path_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_enrolments" ADD CONSTRAINT "learning_path_enrolments_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_items" ADD CONSTRAINT "learning_path_items_section_id_learning_path_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."learning_path_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_items" ADD CONSTRAINT "learning_path_items_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_items" ADD CONSTRAINT "learning_path_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_sections" ADD CONSTRAINT "learning_path_sections_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_overrides_user_idx" ON "assignment_learner_overrides" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_notices_once" ON "assignment_notices" USING btree ("assignment_id","user_id","event","round_key");--> statement-breakpoint
CREATE INDEX "assignment_notices_user_idx" ON "assignment_notices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_targets_user_uq" ON "assignment_targets" USING btree ("assignment_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_targets_unit_uq" ON "assignment_targets" USING btree ("assignment_id","unit_id");--> statement-breakpoint
CREATE INDEX "assignment_targets_user_idx" ON "assignment_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignment_targets_unit_idx" ON "assignment_targets" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "assignments_media_idx" ON "assignments" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "assignments_path_idx" ON "assignments" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "assignments_created_idx" ON "assignments" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "learning_path_enrolments_path_idx" ON "learning_path_enrolments" USING btree ("path_id","user_id");--> statement-breakpoint
CREATE INDEX "learning_path_items_media_idx" ON "learning_path_items" USING btree ("media_id","path_id");--> statement-breakpoint
CREATE INDEX "learning_path_items_path_idx" ON "learning_path_items" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "learning_path_sections_path_idx" ON "learning_path_sections" USING btree ("path_id","position");--> statement-breakpoint
CREATE INDEX "learning_paths_status_idx" ON "learning_paths" USING btree ("status","title");