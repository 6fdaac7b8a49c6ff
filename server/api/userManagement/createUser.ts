import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { hashPassword } from '../../identity/password';
import { queueWelcomeMail } from '../../identity/welcome';
import { writeAudit } from '../audit/record';
import { badUserInput, isUniqueViolation } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { isAdmin, requireGrantableRoles } from '../unitScope';
import { setMemberships } from './memberships';
import { auditFields, auditUnit, loadManagedUsers } from './row';
import { checkUnitId, parseCreateUser, usernameTaken } from './rules';

// The password is hashed before the transaction (scrypt takes a while and holds no lock); the person must
// choose their own at the first sign-in, since the administrator knows this one.
export const createUser: MutationResolvers['createUser'] = async (_parent, { input }, context) => {
  const { db, viewer, config } = context;
  const values = parseCreateUser(config, input as Record<string, unknown>);
  requireGrantableRoles(viewer, values.roles, 'input.roles');
  const unitIds = values.unitIds.map((id, i) => checkUnitId(`input.unitIds.${i}`, id));
  if (!isAdmin(viewer) && unitIds.length === 0)
    throw badUserInput('input.unitIds', 'Choose at least one unit you look after for the new person.');
  const passwordHash = await hashPassword(values.initialPassword);
  let id = '';
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, values.username));
      if (taken) throw usernameTaken(values.username);
      const now = new Date();
      const [row] = await tx
        .insert(users)
        .values({
          username: values.username,
          name: values.name,
          email: values.email,
          locale: values.locale,
          roles: values.roles,
          passwordHash,
          mustChangePassword: true,
          passwordChangedAt: now,
        })
        .returning();
      if (!row) throw new Error('The user was not created.');
      id = row.id;
      const after = await setMemberships(tx, viewer, row.id, [], unitIds, 'input.unitIds');
      await writeAudit(tx, viewer, {
        action: 'user.create',
        entityType: 'user',
        entityId: row.id,
        unitId: auditUnit(after),
        after: auditFields(row, after),
      });
      // With the account, or not at all: the link to choose a password (the initial one still works too).
      await queueWelcomeMail(tx, config, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(values.username);
    throw error;
  }
  const [created] = await loadManagedUsers(db, viewer, [id]);
  return created!;
};
