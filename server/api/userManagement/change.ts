// How every bulk change to people runs: one transaction, the rows locked after the scope check
// (unitScope.ts), each change written with its audit entry; a refusal anywhere rolls everything back, so a
// FORBIDDEN or a bad id writes nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import { requireManagedUsers, type UserRow } from '../unitScope';
import { nextUpdatedAt } from '../updatedAt';
import { auditFields, auditUnit, loadManagedUsers, unitIdsOf, type ManagedUserRow } from './row';

export interface UserChange {
  /** Column changes; absent or empty: only memberships changed. */
  set?: Partial<typeof users.$inferInsert>;
  /** Memberships afterwards, when the change wrote them. */
  unitIds?: number[];
}

export interface ChangeUsersOptions {
  action: string;
  doing: string;
  field: string;
  /** The unit the audit entries are filed under (a unit's bulk change); else each person's first unit. */
  unitId?: number;
  /**
   * false: leave updatedAt as it is. Status and password are not fields of the user form, so changing them
   * must not make an open form's next save a CONFLICT.
   */
  touch?: boolean;
  /** Runs once after the changes, inside the transaction (ending sessions). */
  after?: (tx: Db, changedIds: string[]) => Promise<unknown>;
}

export async function changeUsers(
  context: ApiContext,
  ids: readonly string[],
  options: ChangeUsersOptions,
  decide: (row: UserRow, unitIds: number[], tx: Db) => Promise<UserChange | null> | UserChange | null,
): Promise<ManagedUserRow[]> {
  const { db, viewer } = context;
  await db.transaction(async (tx) => {
    const rows = await requireManagedUsers(tx, viewer, ids, {
      field: options.field,
      doing: options.doing,
      lock: true,
    });
    const memberships = await unitIdsOf(tx, ids);
    const changed: string[] = [];
    for (const [index, row] of rows.entries()) {
      if (row.anonymisedAt)
        throw badUserInput(
          ids.length > 1 ? `${options.field}.${index}` : options.field,
          `There is no user with id ${row.id}.`,
        );
      const before = memberships.get(row.id) ?? [];
      const change = await decide(row, before, tx);
      if (!change) continue;
      const [after] = await tx
        .update(users)
        .set(
          options.touch === false
            ? { ...change.set }
            : { ...change.set, updatedAt: nextUpdatedAt(row.updatedAt) },
        )
        .where(eq(users.id, row.id))
        .returning();
      const afterUnits = change.unitIds ?? before;
      changed.push(row.id);
      await writeAudit(tx, viewer, {
        action: options.action,
        entityType: 'user',
        entityId: row.id,
        unitId: options.unitId ?? auditUnit(afterUnits),
        before: auditFields(row, before),
        after: auditFields(after!, afterUnits),
      });
    }
    await options.after?.(tx, changed);
  });
  return loadManagedUsers(db, viewer, ids);
}
