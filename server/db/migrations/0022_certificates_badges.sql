CREATE TYPE "public"."badge_kind" AS ENUM('SYSTEM', 'COURSE');--> statement-breakpoint
CREATE TYPE "public"."badge_rule" AS ENUM('LOGIN_COUNT', 'FIRST_COMPLETION', 'COMPLETIONS', 'MEDIUM', 'PATH');--> statement-breakpoint
CREATE TYPE "public"."certificate_pdf_status" AS ENUM('PENDING', 'READY', 'FAILED');--> statement-breakpoint
CREATE TABLE "badge_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"badge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_index" serial NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" uuid,
	"credential_jwt" text
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "badge_kind" NOT NULL,
	"rule" "badge_rule" NOT NULL,
	"threshold" integer,
	"media_id" uuid,
	"path_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"criteria" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_file_id" uuid,
	"design" jsonb,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_threshold" CHECK ("badges"."threshold" is null or "badges"."threshold" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "certificate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"media_id" uuid,
	"path_id" uuid,
	"validity_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_links_one_subject" CHECK (("certificate_links"."media_id" is null) <> ("certificate_links"."path_id" is null)),
	CONSTRAINT "certificate_links_validity" CHECK ("certificate_links"."validity_months" is null or "certificate_links"."validity_months" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "certificate_template_versions" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"design" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"media_id" uuid,
	"path_id" uuid,
	"subject_key" text NOT NULL,
	"round_key" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"completed_on" date NOT NULL,
	"expires_on" date,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" uuid,
	"replaces_id" uuid,
	"pdf_status" "certificate_pdf_status" DEFAULT 'PENDING' NOT NULL,
	"pdf_path" text,
	"sha256" text,
	"rendered_at" timestamp with time zone,
	"render_claimed_at" timestamp with time zone,
	"render_attempts" integer DEFAULT 0 NOT NULL,
	"render_error" text,
	CONSTRAINT "certificates_one_subject" CHECK ("certificates"."media_id" is null or "certificates"."path_id" is null)
);
--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_links" ADD CONSTRAINT "certificate_links_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_links" ADD CONSTRAINT "certificate_links_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_links" ADD CONSTRAINT "certificate_links_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_template_versions" ADD CONSTRAINT "certificate_template_versions_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_template_versions" ADD CONSTRAINT "certificate_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_awards_once_idx" ON "badge_awards" USING btree ("badge_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_awards_status_idx" ON "badge_awards" USING btree ("status_index");--> statement-breakpoint
CREATE INDEX "badge_awards_user_idx" ON "badge_awards" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "badges_rule_idx" ON "badges" USING btree ("rule","threshold");--> statement-breakpoint
CREATE INDEX "badges_media_idx" ON "badges" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "badges_path_idx" ON "badges" USING btree ("path_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_links_media_idx" ON "certificate_links" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_links_path_idx" ON "certificate_links" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "certificate_links_template_idx" ON "certificate_links" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_round_idx" ON "certificates" USING btree ("user_id","subject_key","round_key");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_pending_idx" ON "certificates" USING btree ("pdf_status","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_sha_idx" ON "certificates" USING btree ("sha256");