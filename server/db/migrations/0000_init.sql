CREATE TYPE "public"."file_kind" AS ENUM('SCORM', 'VIDEO', 'PDF', 'IMAGE');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('SCORM', 'VIDEO', 'PDF', 'LINK');--> statement-breakpoint
CREATE TYPE "public"."learning_status" AS ENUM('NOT_ATTEMPTED', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED');--> statement-breakpoint
CREATE TABLE "scorm12_attempt_states" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"last_attempt_id" uuid NOT NULL,
	"lesson_status" text,
	"lesson_location" text,
	"score_raw" real,
	"suspend_data" text,
	"session_time" text,
	"total_time" text,
	"committed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm12_attempt_states_user_id_media_id_pk" PRIMARY KEY("user_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "scorm12_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"cmi" jsonb NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text,
	"theme" text DEFAULT 'default' NOT NULL,
	"date_format" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"displayed_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_general" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "units_key_unique" UNIQUE("key"),
	CONSTRAINT "units_displayed_id_unique" UNIQUE("displayed_id")
);
--> statement-breakpoint
CREATE TABLE "user_units" (
	"user_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "module_preferences" (
	"module_name" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_preferences_module_name_key_pk" PRIMARY KEY("module_name","key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "file_kind" NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "media_type" NOT NULL,
	"category_id" uuid,
	"unit_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"duration_minutes" integer,
	"published" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"scorm_package_id" uuid,
	"launch_url" text,
	"external_url" text,
	"mastery_score" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"version" text DEFAULT '1.2' NOT NULL,
	"launch_path" text NOT NULL,
	"mastery_score" integer,
	"manifest" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"status" "learning_status" DEFAULT 'NOT_ATTEMPTED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"score" real,
	"video_position_seconds" real,
	"assigned_at" timestamp with time zone,
	"assigned_by" uuid,
	"due_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"scorm_closed_seconds" real DEFAULT 0 NOT NULL,
	"scorm_session_id" text,
	"scorm_session_seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "enrolments_user_id_media_id_pk" PRIMARY KEY("user_id","media_id"),
	CONSTRAINT "enrolments_progress_range" CHECK ("enrolments"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "media_cooccurrence" (
	"media_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_cooccurrence_media_id_other_id_pk" PRIMARY KEY("media_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "media_stats" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"enrolment_count" integer DEFAULT 0 NOT NULL,
	"completion_count" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"average_rating" real
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_media_id_pk" PRIMARY KEY("user_id","media_id"),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "scorm12_attempt_states" ADD CONSTRAINT "scorm12_attempt_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm12_attempt_states" ADD CONSTRAINT "scorm12_attempt_states_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm12_attempt_states" ADD CONSTRAINT "scorm12_attempt_states_last_attempt_id_scorm12_attempts_id_fk" FOREIGN KEY ("last_attempt_id") REFERENCES "public"."scorm12_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm12_attempts" ADD CONSTRAINT "scorm12_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm12_attempts" ADD CONSTRAINT "scorm12_attempts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_scorm_package_id_scorm_packages_id_fk" FOREIGN KEY ("scorm_package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_cooccurrence" ADD CONSTRAINT "media_cooccurrence_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_cooccurrence" ADD CONSTRAINT "media_cooccurrence_other_id_media_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_stats" ADD CONSTRAINT "media_stats_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm12_attempts_user_hash" ON "scorm12_attempts" USING btree ("user_id","hash");--> statement-breakpoint
CREATE INDEX "scorm12_attempts_user_media" ON "scorm12_attempts" USING btree ("user_id","media_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "units_single_default" ON "units" USING btree ("is_default") WHERE "units"."is_default";--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "media_category_idx" ON "media" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "media_unit_idx" ON "media" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "media_search_idx" ON "media" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "media_catalogue_title_idx" ON "media" USING btree ("title","id") WHERE "media"."published";--> statement-breakpoint
CREATE INDEX "media_catalogue_newest_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "media"."published";--> statement-breakpoint
CREATE INDEX "media_catalogue_duration_idx" ON "media" USING btree ("duration_minutes","title","id") WHERE "media"."published";--> statement-breakpoint
CREATE INDEX "media_catalogue_filter_idx" ON "media" USING btree ("unit_id","type","language","duration_minutes","category_id") WHERE "media"."published";--> statement-breakpoint
CREATE INDEX "enrolments_media_idx" ON "enrolments" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "enrolments_user_activity_idx" ON "enrolments" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "media_cooccurrence_rank_idx" ON "media_cooccurrence" USING btree ("media_id","weight" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_stats_popularity_idx" ON "media_stats" USING btree ("enrolment_count","media_id");--> statement-breakpoint
CREATE INDEX "media_stats_rating_idx" ON "media_stats" USING btree ("average_rating");--> statement-breakpoint
CREATE INDEX "ratings_media_idx" ON "ratings" USING btree ("media_id");