CREATE TABLE "user_import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" uuid,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"delimiter" text,
	"encoding" text NOT NULL,
	"headers" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_roles" text[] NOT NULL,
	"unit_ids" integer[],
	"job_id" uuid,
	"counts" jsonb,
	"failed_rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_import_files" ADD CONSTRAINT "user_import_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_file_id_user_import_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."user_import_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_import_files_uploader_idx" ON "user_import_files" USING btree ("uploaded_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_imports_creator_idx" ON "user_imports" USING btree ("created_by","created_at" DESC NULLS LAST);