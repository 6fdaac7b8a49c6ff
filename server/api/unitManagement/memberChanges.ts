// Adding and removing members. The unit must be one the caller looks after, and a manager changes only
// people of their units who are not administrators (requireManagedUsers): a refusal writes nothing. One
// audit entry per call on the unit, naming the people added or removed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userUnits } from '../../db/schema/units';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireManagedUnits, requireManagedUsers } from '../unitScope';
import { checkUnitId } from './rules';
import { memberCountOf } from './updateUnit';

function checkUserIds(ids: readonly string[]): string[] {
  if (ids.length === 0) throw badUserInput('userIds', 'Choose at least one person.');
  ids.forEach((id, index) => {
    if (!UUID_PATTERN.test(id))
      throw badUserInput(`userIds.${index}`, `"${id.slice(0, 60)}" is not a valid user id.`);
  });
  return [...new Set(ids)];
}

async function changeMembers(
  { db, viewer }: ApiContext,
  rawUnitId: string,
  rawUserIds: readonly string[],
  adding: boolean,
  write: (tx: Db, unitId: number, userIds: string[]) => Promise<string[]>,
): Promise<number> {
  const unitId = checkUnitId('unitId', rawUnitId);
  const userIds = checkUserIds(rawUserIds);
  return db.transaction(async (tx) => {
    const [unit] = await requireManagedUnits(tx, viewer, [unitId], {
      field: 'unitId',
      doing: 'change the members of',
      lock: true,
    });
    if (adding && !unit!.isActive)
      throw badUserInput('unitId', `"${unit!.name}" is not active. Activate it before adding members.`);
    await requireManagedUsers(tx, viewer, userIds, { field: 'userIds', doing: adding ? 'add' : 'remove' });
    const before = await memberCountOf(tx, unitId);
    const changed = await write(tx, unitId, userIds);
    if (changed.length > 0)
      await writeAudit(tx, viewer, {
        action: adding ? 'unit.addMembers' : 'unit.removeMembers',
        entityType: 'unit',
        entityId: String(unitId),
        unitId,
        before: { members: before },
        after: { members: before + (adding ? changed.length : -changed.length), userIds: changed },
      });
    return changed.length;
  });
}

export const addUnitMembers: MutationResolvers['addUnitMembers'] = (_parent, { unitId, userIds }, context) =>
  changeMembers(context, unitId, userIds, true, async (tx, unit, ids) =>
    (
      await tx
        .insert(userUnits)
        .values(ids.map((userId) => ({ userId, unitId: unit })))
        .onConflictDoNothing()
        .returning({ userId: userUnits.userId })
    ).map((r) => r.userId),
  );

export const removeUnitMembers: MutationResolvers['removeUnitMembers'] = (
  _parent,
  { unitId, userIds },
  context,
) =>
  changeMembers(context, unitId, userIds, false, async (tx, unit, ids) =>
    (
      await tx
        .delete(userUnits)
        .where(and(eq(userUnits.unitId, unit), inArray(userUnits.userId, ids)))
        .returning({ userId: userUnits.userId })
    ).map((r) => r.userId),
  );
