// Deactivating a unit says what happens to its members: they stay members (KEEP), become members of
// another unit (MOVE) or lose the membership (REMOVE). One transaction with the audit entries of both
// units, so the members are never half moved.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import type { units } from '../../db/schema/units';
import { userUnits } from '../../db/schema/units';
import { writeAudit } from '../audit/record';
import { badUserInput, forbidden } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { isAdmin, requireManagedUnits } from '../unitScope';
import { applyUnitChange, checkNotChanged, lockUnitTree, requireUnit } from './change';
import { loadUnitRow } from './row';
import { checkUnitId } from './rules';
import { memberCountOf, refuseDeactivation } from './updateUnit';

export const deactivateUnit: MutationResolvers['deactivateUnit'] = async (
  _parent,
  { id, members, moveMembersTo, expectedUpdatedAt },
  { db, viewer },
) => {
  const unitId = checkUnitId('id', id);
  const targetId =
    members === 'MOVE'
      ? moveMembersTo
        ? checkUnitId('moveMembersTo', moveMembersTo)
        : (() => {
            throw badUserInput('moveMembersTo', 'Choose the unit the members move to.');
          })()
      : null;
  if (targetId === unitId)
    throw badUserInput('moveMembersTo', 'Choose another unit than the one you deactivate.');
  await db.transaction(async (tx) => {
    await lockUnitTree(tx);
    const before = await requireUnit(tx, viewer, unitId, 'deactivate');
    await checkNotChanged(tx, before, expectedUpdatedAt, () => loadUnitRow(tx, unitId));
    await refuseDeactivation(tx, before, 'id', true);
    const memberIds = (
      await tx.select({ userId: userUnits.userId }).from(userUnits).where(eq(userUnits.unitId, unitId))
    ).map((m) => m.userId);
    let target: typeof units.$inferSelect | null = null;
    if (targetId !== null) {
      [target] = (await requireManagedUnits(tx, viewer, [targetId], {
        field: 'moveMembersTo',
        doing: 'move members to',
        lock: true,
      })) as [typeof units.$inferSelect];
      if (!target.isActive)
        throw badUserInput('moveMembersTo', `"${target.name}" is not active. Choose an active unit.`);
    }
    if (members !== 'KEEP' && memberIds.length > 0 && !isAdmin(viewer)) {
      // A manager never changes an administrator's memberships (unitScope's rule for people).
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, memberIds), sql`'ADMIN' = any(${users.roles})`))
        .limit(1);
      if (admin)
        throw forbidden(
          'An administrator belongs to this unit: only an administrator can move or remove their membership. Keep the members, or ask an administrator.',
        );
    }
    const targetBefore = target ? await memberCountOf(tx, target.id) : 0;
    if (target && memberIds.length > 0)
      await tx
        .insert(userUnits)
        .values(memberIds.map((userId) => ({ userId, unitId: target.id })))
        .onConflictDoNothing();
    if (members !== 'KEEP') await tx.delete(userUnits).where(eq(userUnits.unitId, unitId));
    const after = await applyUnitChange(tx, viewer, before, { isActive: false }, 'unit.deactivate');
    // The members' fate, on the unit's own entry (applyUnitChange wrote the active flag's).
    if (memberIds.length > 0 && members !== 'KEEP')
      await writeAudit(tx, viewer, {
        action: members === 'MOVE' ? 'unit.moveMembers' : 'unit.removeMembers',
        entityType: 'unit',
        entityId: String(unitId),
        unitId,
        before: { members: memberIds.length },
        after: { members: 0, movedTo: target?.id ?? null, userIds: memberIds.slice(0, 1000) },
      });
    if (target && memberIds.length > 0)
      await writeAudit(tx, viewer, {
        action: 'unit.addMembers',
        entityType: 'unit',
        entityId: String(target.id),
        unitId: target.id,
        before: { members: targetBefore },
        after: { members: await memberCountOf(tx, target.id), movedFrom: after.id },
      });
  });
  return loadUnitRow(db, unitId);
};
