// GDPR erasure of a person (Art. 17), for user management's delete and for a learner's own deletion request
// (super console). With keepLearningRecords the learning records (enrolments, attempts, SCORM states) stay
// for statistics and the account becomes an anonymous shell: name, username and email replaced, password
// unusable, roles and memberships gone, deactivated, sessions ended; rating comments and relatives' links,
// which are the person's own words and contacts, go. Without it the account row is deleted and every
// record hanging off it goes with it (foreign keys cascade). Either way the audit log keeps what was done
// but not who the person was: entries they wrote show "Deleted user", entries about them lose the name,
// username and email they recorded. Both ways the person's deletion requests lose their words (a pending
// one is done by this) and their data exports go, rows here and zips through removeErasedExports once the
// transaction committed: an export is a copy of exactly the data being erased. Import runs the person
// started stay for the administration's history, their file no longer tied to them. The caller checks who
// may erase; this only erases, inside `tx`.
import { rm } from 'node:fs/promises';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { auditLog, type AuditFieldChange } from '../../db/schema/audit';
import { countedLoginSessions, users } from '../../db/schema/core';
import { backgroundJobs } from '../../db/schema/jobs';
import { ratings } from '../../db/schema/learning';
import { deletionRequests } from '../../db/schema/privacy';
import { userImportFiles, userImports } from '../../db/schema/userImport';
import type { ServerConfig } from '../../config';
import { DATA_EXPORT, exportFile } from '../superConsole/dataExportJob';
import { relativeLinks } from '../../db/schema/relatives';
import { userUnits } from '../../db/schema/units';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import { endSessions } from './sessions';

export const DELETED_USER_NAME = 'Deleted user';
const ERASED = '[erased]';
const PERSONAL = ['username', 'name', 'email'];

export interface EraseOptions {
  keepLearningRecords: boolean;
}

/** Erases the person; answers the ids of the data exports whose zips removeErasedExports deletes. */
export async function eraseUser(
  tx: Db,
  viewer: Viewer,
  userId: string,
  { keepLearningRecords }: EraseOptions,
): Promise<string[]> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row || row.anonymisedAt) throw badUserInput('id', `There is no user with id ${userId}.`);
  const [firstUnit] = await tx
    .select({ unitId: userUnits.unitId })
    .from(userUnits)
    .where(eq(userUnits.userId, userId))
    .orderBy(userUnits.unitId)
    .limit(1);
  // First, so a person erasing themselves is renamed in this entry too.
  await writeAudit(tx, viewer, {
    action: 'user.erase',
    entityType: 'user',
    entityId: userId,
    unitId: firstUnit?.unitId ?? null,
    before: { keepLearningRecords: null },
    after: { keepLearningRecords },
  });
  await tx.update(auditLog).set({ actorName: DELETED_USER_NAME }).where(eq(auditLog.actorId, userId));
  const about = await tx
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)));
  for (const entry of about) {
    if (!PERSONAL.some((key) => key in entry.changes)) continue;
    const changes: Record<string, AuditFieldChange> = { ...entry.changes };
    for (const key of PERSONAL)
      if (changes[key])
        changes[key] = {
          before: changes[key].before === null ? null : ERASED,
          after: changes[key].after === null ? null : ERASED,
        };
    await tx.update(auditLog).set({ changes }).where(eq(auditLog.id, entry.id));
  }
  await endSessions(tx, [userId]);
  const exports = await tx
    .delete(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, DATA_EXPORT), eq(backgroundJobs.createdBy, userId)))
    .returning({ id: backgroundJobs.id });
  const now = new Date();
  await tx
    .update(deletionRequests)
    .set({ state: 'done', handledBy: viewer.userId, handledAt: now })
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.state, 'pending')));
  await tx.update(deletionRequests).set({ reason: '' }).where(eq(deletionRequests.userId, userId));
  // An import's file cascades with its uploader but a run keeps its file: untie the files runs still read.
  await tx
    .update(userImportFiles)
    .set({ uploadedBy: null })
    .where(
      and(
        eq(userImportFiles.uploadedBy, userId),
        inArray(userImportFiles.id, tx.select({ id: userImports.fileId }).from(userImports)),
      ),
    );
  const exportIds = exports.map((job) => job.id);
  if (!keepLearningRecords) {
    await tx.delete(users).where(eq(users.id, userId));
    return exportIds;
  }
  const anonymous = `deleted-${userId.replace(/-/g, '').slice(0, 16)}`;
  await tx
    .update(users)
    .set({
      username: anonymous,
      name: DELETED_USER_NAME,
      email: '',
      locale: null,
      roles: [],
      // Not a scrypt hash: verifyPassword refuses it for every password.
      passwordHash: '!erased',
      mustChangePassword: false,
      isActive: false,
      deactivatedAt: row.deactivatedAt ?? now,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(userUnits).where(eq(userUnits.userId, userId));
  await tx.delete(countedLoginSessions).where(eq(countedLoginSessions.userId, userId));
  await tx.delete(relativeLinks).where(eq(relativeLinks.learnerId, userId));
  await tx
    .update(ratings)
    .set({ comment: null })
    .where(and(eq(ratings.userId, userId), isNotNull(ratings.comment)));
  return exportIds;
}

/** After the erasing transaction committed: the zips of the data exports eraseUser answered. */
export async function removeErasedExports(config: ServerConfig, jobIds: readonly string[]): Promise<void> {
  await Promise.all(jobIds.map((id) => rm(exportFile(config, id), { force: true })));
}
