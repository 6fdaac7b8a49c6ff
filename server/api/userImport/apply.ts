// Carrying out one planned row, all or nothing: the account, its memberships and the audit entry in one
// transaction. The row is checked again under a lock (the account may have changed since it was planned);
// a row that can no longer be done as planned fails with a reason instead of being half done.
import { randomBytes, scryptSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { userUnits } from '../../db/schema/units';
import { queueWelcomeMail } from '../../identity/welcome';
import { writeAudit } from '../audit/record';
import { isUniqueViolation } from '../errors';
import { managedUserCondition } from '../unitScope';
import type { RowPlan } from './plan';
import type { RowReason } from './reasons';

/**
 * The password of an imported account: 32 random bytes nobody ever sees, so nobody can sign in with it
 * until an administrator sets an initial or one-time password (user management), which must then be
 * changed at the first sign-in (must_change_password). Key stretching protects guessable passwords; a
 * 256-bit random secret cannot be guessed at any cost, so the lowest scrypt cost keeps 10,000 rows fast
 * (about 0.06 ms instead of 50 ms a row); verifyPassword reads the cost from the stored hash.
 */
export function unusablePasswordHash(): string {
  const salt = randomBytes(16);
  const key = scryptSync(randomBytes(32), salt, 32, { N: 16, r: 8, p: 1 });
  return ['scrypt', 16, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export type ApplyResult = { ok: true } | { ok: false; reason: RowReason };

class RowFailure extends Error {
  constructor(readonly reason: RowReason) {
    super(reason.code);
  }
}

/** Where the welcome mail's set-password link points; without it no welcome mail is queued. */
export type WelcomeLinks = Pick<ServerConfig, 'issuer'>;

async function createAccount(tx: Db, viewer: Viewer, plan: RowPlan, welcome: WelcomeLinks | undefined) {
  const account = plan.create!;
  const [row] = await tx
    .insert(users)
    .values({
      username: account.username,
      name: account.name,
      email: account.email,
      locale: account.locale,
      roles: account.roles,
      passwordHash: unusablePasswordHash(),
      mustChangePassword: true,
    })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  if (!row) throw new RowFailure({ code: 'username.taken', value: account.username });
  if (account.unitIds.length)
    await tx.insert(userUnits).values(account.unitIds.map((unitId) => ({ userId: row.id, unitId })));
  await writeAudit(tx, viewer, {
    action: 'user.import.create',
    entityType: 'user',
    entityId: row.id,
    unitId: account.unitIds[0] ?? null,
    after: { ...account, unitIds: [...account.unitIds].sort((a, b) => a - b) },
  });
  // The imported account's only way in until an administrator sets a password.
  if (welcome) await queueWelcomeMail(tx, welcome, { id: row.id, username: account.username });
}

async function updateAccount(tx: Db, viewer: Viewer, plan: RowPlan) {
  const update = plan.update!;
  const rule = managedUserCondition(viewer);
  const [current] = await tx
    .select({
      version: sql<string>`${users.updatedAt}::text`,
      managed: rule ? sql<boolean>`${rule}` : sql<boolean>`true`,
    })
    .from(users)
    .where(eq(users.id, update.userId))
    .for('update', { of: users });
  if (!current || current.version !== update.version) throw new RowFailure({ code: 'user.changedMeanwhile' });
  if (!current.managed) throw new RowFailure({ code: 'user.notManaged' });
  if (Object.keys(update.set).length) {
    try {
      await tx
        .update(users)
        .set({ ...update.set, updatedAt: new Date() })
        .where(eq(users.id, update.userId));
    } catch (error) {
      if (isUniqueViolation(error))
        throw new RowFailure({ code: 'username.taken', value: update.set.username ?? '' });
      throw error;
    }
  } else await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, update.userId));
  if (update.addUnitIds.length)
    await tx
      .insert(userUnits)
      .values(update.addUnitIds.map((unitId) => ({ userId: update.userId, unitId })))
      .onConflictDoNothing();
  const { before } = update;
  const pick = (u: {
    username: string;
    name: string;
    email: string;
    locale: string | null;
    roles: string[];
  }) => ({
    username: u.username,
    name: u.name,
    email: u.email,
    locale: u.locale,
    roles: [...u.roles].sort(),
  });
  await writeAudit(tx, viewer, {
    action: 'user.import.update',
    entityType: 'user',
    entityId: update.userId,
    unitId: before.unitIds[0] ?? null,
    before: { ...pick(before), unitIds: before.unitIds },
    after: {
      ...pick({ ...before, ...update.set }),
      unitIds: [...before.unitIds, ...update.addUnitIds].sort((a, b) => a - b),
    },
  });
}

/**
 * Does one CREATE or UPDATE row in its own transaction (a savepoint when `db` is a transaction already);
 * other outcomes write nothing.
 */
export async function applyRow(
  db: Db,
  viewer: Viewer,
  plan: RowPlan,
  welcome?: WelcomeLinks,
): Promise<ApplyResult> {
  if (plan.outcome !== 'CREATE' && plan.outcome !== 'UPDATE') return { ok: true };
  try {
    await db.transaction(async (tx) => {
      if (plan.outcome === 'CREATE') await createAccount(tx, viewer, plan, welcome);
      else await updateAccount(tx, viewer, plan);
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof RowFailure) return { ok: false, reason: error.reason };
    throw error;
  }
}
