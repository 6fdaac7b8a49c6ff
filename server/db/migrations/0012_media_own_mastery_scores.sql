-- A medium's mastery_score holds only its own score; null means the package's adlcp:masteryscore applies.
-- Media made before the two were kept apart (the demo seed, older imports) copied their package's score into
-- it, which pinned the old package's score over a new version's. Where it only repeats the current
-- package's score it is cleared: the score in force stays the same, and a new package's own applies after
-- a replacement. Run once, instead of the guess replaceMediumFile made on every request (which also dropped
-- a score a manager had set on purpose to the package's value, however long after).
UPDATE "media" AS m SET "mastery_score" = NULL
FROM "scorm_packages" AS p
WHERE p."id" = m."scorm_package_id" AND m."mastery_score" IS NOT NULL AND m."mastery_score" = p."mastery_score";
