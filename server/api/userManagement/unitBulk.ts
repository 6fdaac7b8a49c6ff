import type { MutationResolvers } from '../generated/resolvers';
import { changeUsers } from './change';
import { notManagedUnit, setMemberships, unitFacts } from './memberships';
import { checkUnitId, checkUserIds } from './rules';
import { badUserInput } from '../errors';

// One unit for many people; the unit is checked before any person (FORBIDDEN for a unit the caller does not
// look after, BAD_USER_INPUT for an unknown one or, when adding, an inactive one).
export const addUsersToUnit: MutationResolvers['addUsersToUnit'] = async (
  _parent,
  { ids, unitId },
  context,
) => {
  const userIds = checkUserIds('ids', ids);
  const unit = checkUnitId('unitId', unitId);
  const facts = (await unitFacts(context.db, context.viewer, [unit], () => 'unitId')).get(unit)!;
  if (!facts.managed) throw notManagedUnit();
  if (!facts.isActive)
    throw badUserInput(
      'unitId',
      `The unit "${facts.name}" is no longer active; people cannot be added to it.`,
    );
  return changeUsers(
    context,
    userIds,
    { action: 'user.addToUnit', doing: 'add to a unit', field: 'ids', unitId: unit },
    async (row, current, tx) =>
      current.includes(unit)
        ? null
        : {
            unitIds: await setMemberships(tx, context.viewer, row.id, current, [...current, unit], 'unitId'),
          },
  );
};

export const removeUsersFromUnit: MutationResolvers['removeUsersFromUnit'] = async (
  _parent,
  { ids, unitId },
  context,
) => {
  const userIds = checkUserIds('ids', ids);
  const unit = checkUnitId('unitId', unitId);
  const facts = (await unitFacts(context.db, context.viewer, [unit], () => 'unitId')).get(unit)!;
  if (!facts.managed) throw notManagedUnit();
  return changeUsers(
    context,
    userIds,
    { action: 'user.removeFromUnit', doing: 'remove from a unit', field: 'ids', unitId: unit },
    async (row, current, tx) =>
      current.includes(unit)
        ? {
            unitIds: await setMemberships(
              tx,
              context.viewer,
              row.id,
              current,
              current.filter((id) => id !== unit),
              'unitId',
            ),
          }
        : null,
  );
};
