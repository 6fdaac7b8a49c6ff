-- Assignments made before the assignments tables existed become assignments of one medium to one learner,
-- due on the day they were due (UTC), before the columns that held them go.
WITH "src" AS (
  SELECT gen_random_uuid() AS "id", "user_id", "media_id", "assigned_by", "assigned_at", "due_at"
  FROM "enrolments" WHERE "assigned_at" IS NOT NULL
), "made" AS (
  INSERT INTO "assignments" ("id", "media_id", "due_on", "created_by", "created_at", "updated_at")
  SELECT "id", "media_id", ("due_at" AT TIME ZONE 'UTC')::date, "assigned_by", "assigned_at", "assigned_at" FROM "src"
)
INSERT INTO "assignment_targets" ("assignment_id", "user_id", "created_at")
SELECT "id", "user_id", "assigned_at" FROM "src";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_assigned_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "assigned_at";--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "assigned_by";--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "due_at";