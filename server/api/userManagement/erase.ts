// GDPR erasure of a person (Art. 17), for user management's delete and for a learner's own deletion request
// (super console). With keepLearningRecords the learning records (enrolments, attempts, SCORM states) stay
// for statistics and the account becomes an anonymous shell: name, username and email replaced, password
// unusable, roles and memberships gone, deactivated, sessions ended; rating comments and relatives' links,
// which are the person's own words and contacts, go. Without it the account row is deleted and every
// record hanging off it goes with it (foreign keys cascade). Either way the audit log keeps what was done
// but not who the person was: entries they wrote show "Deleted user", entries about them lose the name,
// username and email they recorded. The caller checks who may erase; this only erases, inside `tx`.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { auditLog, type AuditFieldChange } from '../../db/schema/audit';
import { countedLoginSessions, users } from '../../db/schema/core';
import { ratings } from '../../db/schema/learning';
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

export async function eraseUser(
  tx: Db,
  viewer: Viewer,
  userId: string,
  { keepLearningRecords }: EraseOptions,
): Promise<void> {
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
  if (!keepLearningRecords) {
    await tx.delete(users).where(eq(users.id, userId));
    return;
  }
  const now = new Date();
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
}
