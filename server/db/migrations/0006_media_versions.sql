CREATE TABLE "media_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid,
	"scorm_package_id" uuid,
	"launch_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "scorm_package_id" uuid;--> statement-breakpoint
ALTER TABLE "media_versions" ADD CONSTRAINT "media_versions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_versions" ADD CONSTRAINT "media_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_versions" ADD CONSTRAINT "media_versions_scorm_package_id_scorm_packages_id_fk" FOREIGN KEY ("scorm_package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_versions" ADD CONSTRAINT "media_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_versions_media_version" ON "media_versions" USING btree ("media_id","version");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_scorm_package_id_scorm_packages_id_fk" FOREIGN KEY ("scorm_package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "media_versions" ("media_id", "version", "file_id", "scorm_package_id", "launch_url", "created_by", "created_at")
SELECT "id", 1, "file_id", "scorm_package_id", "launch_url", "created_by", "created_at" FROM "media" WHERE "file_id" IS NOT NULL;
