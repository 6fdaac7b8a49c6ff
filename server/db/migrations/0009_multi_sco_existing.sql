-- Packages imported before multi-SCO support keep working as one SCO: the item they launched (the first
-- item with a launch file in the stored manifest summary) becomes their only item, with the package's
-- launch path and mastery score.
INSERT INTO "scorm_items" ("package_id", "identifier", "position", "depth", "title", "kind", "href", "is_visible", "mastery_score")
SELECT p."id", coalesce(l."identifier", 'sco'), 0, 0, coalesce(nullif(l."title", ''), p."title"), 'SCO', p."launch_path", true, p."mastery_score"
FROM "scorm_packages" p
LEFT JOIN LATERAL (
  SELECT e."item"->>'identifier' AS "identifier", e."item"->>'title' AS "title"
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p."manifest"->'items') = 'array' THEN p."manifest"->'items' ELSE '[]'::jsonb END)
    WITH ORDINALITY AS e("item", "n")
  WHERE coalesce(e."item"->>'href', '') <> '' AND coalesce(e."item"->>'identifier', '') <> ''
  ORDER BY e."n"
  LIMIT 1
) l ON true
WHERE NOT EXISTS (SELECT 1 FROM "scorm_items" i WHERE i."package_id" = p."id");
--> statement-breakpoint
-- Each learner's saved state becomes the state of that one SCO, with the medium's total_time bookkeeping
-- and the last commit's exit (so a suspended attempt still resumes).
INSERT INTO "scorm_sco_states" ("user_id", "media_id", "package_id", "sco_id", "last_attempt_id", "lesson_status", "lesson_location", "score_raw", "suspend_data", "exit", "session_time", "total_time", "closed_seconds", "session_id", "session_seconds", "committed_at", "updated_at")
SELECT s."user_id", s."media_id", m."scorm_package_id",
  coalesce((SELECT i."identifier" FROM "scorm_items" i WHERE i."package_id" = m."scorm_package_id" ORDER BY i."position" LIMIT 1), 'sco'),
  s."last_attempt_id", s."lesson_status", s."lesson_location", s."score_raw", s."suspend_data",
  CASE WHEN jsonb_typeof(a."cmi"->'core') = 'object' THEN a."cmi"->'core'->>'exit' END,
  s."session_time", s."total_time",
  coalesce(e."scorm_closed_seconds", 0), e."scorm_session_id", coalesce(e."scorm_session_seconds", 0),
  s."committed_at", s."updated_at"
FROM "scorm12_attempt_states" s
JOIN "media" m ON m."id" = s."media_id"
LEFT JOIN "scorm12_attempts" a ON a."id" = s."last_attempt_id"
LEFT JOIN "enrolments" e ON e."user_id" = s."user_id" AND e."media_id" = s."media_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Learners who started a package keep it when the medium's package is replaced later.
UPDATE "enrolments" e SET "scorm_package_id" = m."scorm_package_id"
FROM "media" m
WHERE m."id" = e."media_id" AND e."scorm_package_id" IS NULL AND m."scorm_package_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "scorm12_attempt_states" s WHERE s."user_id" = e."user_id" AND s."media_id" = e."media_id");
