// Everything the platform holds about one person, section by section, for their data export (GDPR art. 15
// and 20). Each section is rows of plain values; secrets (the password hash, relatives' token hashes) are
// left out, since they are not "about" the person and would only help an attacker who got the file.
import { and, asc, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedLoginSessions, users } from '../../db/schema/core';
import { units, userUnits } from '../../db/schema/units';
import { enrolments, ratings } from '../../db/schema/learning';
import { media } from '../../db/schema/media';
import { scorm12Attempts, scorm12AttemptStates } from '../../db/schema/attempts';
import { scormScoStates } from '../../db/schema/scorm';
import { auditLog } from '../../db/schema/audit';
import { backgroundJobs } from '../../db/schema/jobs';
import { relativeLinks } from '../../db/schema/relatives';
import { deletionRequests } from '../../db/schema/privacy';

export type Section = Record<string, unknown>[];
export type MyData = Record<string, Section>;

/** The sections in the order of the export's files. */
export async function collectMyData(db: Db, userId: string): Promise<MyData> {
  const { passwordHash: _secret, ...profileColumns } = getTableColumns(users);
  const { tokenHash: _token, ...linkColumns } = getTableColumns(relativeLinks);
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!profile) throw new Error(`There is no user with id ${userId}.`);
  const [
    memberships,
    enrolled,
    attempts,
    attemptStates,
    scoStates,
    rated,
    audit,
    jobs,
    links,
    requests,
    logins,
  ] = await Promise.all([
    db
      .select({ unitId: units.id, unitKey: units.key, unitName: units.name, since: userUnits.createdAt })
      .from(userUnits)
      .innerJoin(units, eq(units.id, userUnits.unitId))
      .where(eq(userUnits.userId, userId))
      .orderBy(asc(units.name)),
    db
      .select({ mediumTitle: media.title, ...getTableColumns(enrolments) })
      .from(enrolments)
      .leftJoin(media, eq(media.id, enrolments.mediaId))
      .where(eq(enrolments.userId, userId))
      .orderBy(asc(enrolments.enrolledAt)),
    db
      .select()
      .from(scorm12Attempts)
      .where(eq(scorm12Attempts.userId, userId))
      .orderBy(asc(scorm12Attempts.committedAt)),
    db.select().from(scorm12AttemptStates).where(eq(scorm12AttemptStates.userId, userId)),
    db.select().from(scormScoStates).where(eq(scormScoStates.userId, userId)),
    db
      .select({ mediumTitle: media.title, ...getTableColumns(ratings) })
      .from(ratings)
      .leftJoin(media, eq(media.id, ratings.mediaId))
      .where(eq(ratings.userId, userId)),
    // About them (their account) or by them (changes they made). The before/after of a change they made
    // to something else is someone else's data (a manager's edits of other people), so only what, which
    // and when of those.
    db
      .select({
        ...getTableColumns(auditLog),
        changes: sql<
          Record<string, unknown>
        >`case when ${auditLog.entityType} = 'user' and ${auditLog.entityId} = ${userId} then ${auditLog.changes} else '{}'::jsonb end`,
      })
      .from(auditLog)
      .where(
        or(eq(auditLog.actorId, userId), and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId))),
      )
      .orderBy(desc(auditLog.at))
      .limit(50_000),
    db.select().from(backgroundJobs).where(eq(backgroundJobs.createdBy, userId)),
    db.select(linkColumns).from(relativeLinks).where(eq(relativeLinks.learnerId, userId)),
    db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)),
    db
      .select({ countedAt: countedLoginSessions.countedAt })
      .from(countedLoginSessions)
      .where(eq(countedLoginSessions.userId, userId))
      .orderBy(asc(countedLoginSessions.countedAt)),
  ]);
  return {
    profile: [profile],
    units: memberships,
    roles: profile.roles.map((role) => ({ role })),
    enrolments: enrolled,
    scormAttempts: attempts,
    scormStates: attemptStates,
    scormScoStates: scoStates,
    ratings: rated,
    auditEntries: audit,
    backgroundJobs: jobs,
    relativeLinks: links,
    deletionRequests: requests,
    logins,
  };
}
