// A unit's members and the people who could become members, for the member panel. Roles are the
// person's own (users.roles), the same in every unit. `manageable` tells the panel whom the caller may
// add or remove: an ADMIN everybody, a manager the people of their units who are not administrators.
import { and, asc, count, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { userUnits } from '../../db/schema/units';
import { badUserInput } from '../errors';
import type { QueryResolvers, Role } from '../generated/resolvers';
import { managedUserCondition, requireManagedUnits } from '../unitScope';
import { containing } from './managedUnits';
import { checkUnitId } from './rules';

const ROLES: readonly Role[] = ['ADMIN', 'EDUCATION_MANAGER', 'LEARNER'];

const searchCondition = (search: string | null | undefined): SQL | undefined => {
  const text = (search ?? '').trim();
  if (!text) return undefined;
  const like = containing(text);
  return or(ilike(users.name, like), ilike(users.username, like), ilike(users.email, like));
};

const isMember = (unitId: number) =>
  sql`exists (select 1 from ${userUnits} where ${userUnits.userId} = ${users.id} and ${userUnits.unitId} = ${unitId})`;

function memberColumns(viewerRule: SQL | undefined) {
  return {
    id: users.id,
    username: users.username,
    name: users.name,
    email: users.email,
    roles: users.roles,
    isActive: users.isActive,
    manageable: viewerRule ? sql<boolean>`${viewerRule}` : sql<boolean>`true`,
  };
}

const shaped = <T extends { roles: string[] }>(row: T) => ({
  ...row,
  roles: row.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
});

export const unitMembers: QueryResolvers['unitMembers'] = async (_parent, args, { db, viewer }) => {
  const unitId = checkUnitId('unitId', args.unitId);
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > 100) throw badUserInput('first', 'first must be 1-100.');
  if (offset < 0 || offset > 100_000) throw badUserInput('offset', 'offset must be 0-100000.');
  await requireManagedUnits(db, viewer, [unitId], { field: 'unitId', doing: 'see the members of' });
  const where = and(isMember(unitId), searchCondition(args.search));
  const [rows, [counted]] = await Promise.all([
    db
      .select(memberColumns(managedUserCondition(viewer)))
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { items: rows.map(shaped), total, offset, hasMore: offset + rows.length < total };
};

export const unitMemberCandidates: QueryResolvers['unitMemberCandidates'] = async (
  _parent,
  args,
  { db, viewer },
) => {
  const unitId = checkUnitId('unitId', args.unitId);
  const first = args.first ?? 10;
  if (first < 1 || first > 50) throw badUserInput('first', 'first must be 1-50.');
  await requireManagedUnits(db, viewer, [unitId], { field: 'unitId', doing: 'add members to' });
  const rule = managedUserCondition(viewer);
  const rows = await db
    .select(memberColumns(undefined))
    .from(users)
    .where(and(not(isMember(unitId)), rule, searchCondition(args.search)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(first);
  return rows.map(shaped);
};
