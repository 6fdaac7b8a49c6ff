CREATE TABLE "news_translations" (
	"news_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "news_translations_news_id_locale_pk" PRIMARY KEY("news_id","locale")
);
--> statement-breakpoint
CREATE TABLE "news_units" (
	"news_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "news_units_news_id_unit_id_pk" PRIMARY KEY("news_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_units" ADD CONSTRAINT "news_units_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_units" ADD CONSTRAINT "news_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_units_unit_idx" ON "news_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "news_due_idx" ON "news" USING btree ("publish_at") WHERE "news"."published_at" is null and "news"."publish_at" is not null;