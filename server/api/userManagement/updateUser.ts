import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { writeAudit } from '../audit/record';
import { badUserInput, conflict, isUniqueViolation } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireGrantableRoles, requireManagedUsers } from '../unitScope';
import { setMemberships } from './memberships';
import { nextUpdatedAt } from '../updatedAt';
import { auditFields, auditUnit, loadManagedUsers, unitIdsOf } from './row';
import { checkUnitId, checkUserId, parseUpdateUser, usernameTaken } from './rules';

// Absent fields stay. The row is locked after the scope check, so a concurrent change waits and the
// conflict check sees its result; a refusal anywhere rolls back everything, audit entry included.
export const updateUser: MutationResolvers['updateUser'] = async (
  _parent,
  { id, input, expectedUpdatedAt },
  context,
) => {
  const { db, viewer, config } = context;
  const userId = checkUserId('id', id);
  const values = parseUpdateUser(config, input as Record<string, unknown>);
  if (values.roles) requireGrantableRoles(viewer, values.roles, 'input.roles');
  const wantedUnits = values.unitIds?.map((unit, i) => checkUnitId(`input.unitIds.${i}`, unit));
  try {
    await db.transaction(async (tx) => {
      const [row] = await requireManagedUsers(tx, viewer, [userId], {
        field: 'id',
        doing: 'change',
        lock: true,
      });
      if (!row || row.anonymisedAt) throw badUserInput('id', `There is no user with id ${userId}.`);
      if (expectedUpdatedAt && row.updatedAt.getTime() > expectedUpdatedAt.getTime()) {
        const [current] = await loadManagedUsers(tx, viewer, [userId]);
        throw conflict(
          `Someone else changed "${row.name}" after you opened it. Reload to see their version, or save yours over it.`,
          current,
        );
      }
      if (
        userId === viewer.userId &&
        values.roles &&
        row.roles.includes('ADMIN') &&
        !values.roles.includes('ADMIN')
      )
        throw badUserInput(
          'input.roles',
          'You cannot take the role ADMIN from yourself; ask another administrator.',
        );
      if (values.username && values.username !== row.username) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.username, values.username), ne(users.id, userId)));
        if (taken) throw usernameTaken(values.username);
      }
      const beforeUnits = (await unitIdsOf(tx, [userId])).get(userId) ?? [];
      const afterUnits = wantedUnits
        ? await setMemberships(tx, viewer, userId, beforeUnits, wantedUnits, 'input.unitIds')
        : beforeUnits;
      const change = {
        ...(values.username !== undefined ? { username: values.username } : {}),
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.email !== undefined ? { email: values.email } : {}),
        ...(values.locale !== undefined ? { locale: values.locale } : {}),
        ...(values.roles !== undefined ? { roles: values.roles } : {}),
      };
      const before = auditFields(row, beforeUnits);
      const unchanged = { ...auditFields({ ...row, ...change }, afterUnits) };
      if (JSON.stringify(before) === JSON.stringify(unchanged)) return;
      const [after] = await tx
        .update(users)
        .set({ ...change, updatedAt: nextUpdatedAt(row.updatedAt) })
        .where(eq(users.id, userId))
        .returning();
      await writeAudit(tx, viewer, {
        action: 'user.update',
        entityType: 'user',
        entityId: userId,
        unitId: auditUnit(afterUnits),
        before,
        after: auditFields(after!, afterUnits),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error) && values.username) throw usernameTaken(values.username);
    throw error;
  }
  const [updated] = await loadManagedUsers(db, viewer, [userId]);
  return updated!;
};
