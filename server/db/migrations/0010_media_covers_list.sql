ALTER TABLE "media" ADD COLUMN "cover_from_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "media_managed_updated_idx" ON "media" USING btree ("updated_at","id") WHERE "media"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "media_managed_title_idx" ON "media" USING btree ("title","id") WHERE "media"."archived_at" is null;