// The conditions and order of the user list, shared by managedUsers (a page) and exportUsersCsv (every
// page): the caller's scope (unitScope.ts), a case-insensitive search in name, username and email, the
// filters, and a sort with the id as the last key so pages never overlap.
import { and, asc, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import { users } from '../../db/schema/core';
import { userUnits } from '../../db/schema/units';
import type { ManagedUserSort, ManagedUsersFilter, SortDirection } from '../generated/resolvers';
import { managedUserCondition } from '../unitScope';
import { checkUnitId } from './rules';

/** `%`, `_` and `\` typed by a person are searched for, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListArgs {
  search?: string | null;
  filter?: ManagedUsersFilter | null;
  sort?: ManagedUserSort | null;
  direction?: SortDirection | null;
}

export function listCondition(viewer: Viewer, { search, filter }: ListArgs): SQL | undefined {
  const conditions: (SQL | undefined)[] = [managedUserCondition(viewer), isNull(users.anonymisedAt)];
  const words = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  // Every word somewhere in the name, username or email: "ada lov" finds Ada Lovelace. search_text is
  // the three in lower case, kept by the database (one column to scan, no lower() per row).
  for (const word of words) conditions.push(sql`${users.searchText} like ${`%${likeLiteral(word)}%`}`);
  const unitIds = (filter?.unitIds ?? []).map((id, i) => checkUnitId(`filter.unitIds.${i}`, id));
  if (unitIds.length)
    conditions.push(
      sql`exists (select 1 from ${userUnits} where ${userUnits.userId} = ${users.id} and ${userUnits.unitId} in (${sql.join(
        unitIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  if (filter?.roles?.length)
    conditions.push(
      sql`${users.roles} && array[${sql.join(
        filter.roles.map((role) => sql`${role}`),
        sql`, `,
      )}]::text[]`,
    );
  if (filter?.active !== null && filter?.active !== undefined)
    conditions.push(eq(users.isActive, filter.active));
  return and(...conditions);
}

export function listOrder({ sort, direction }: ListArgs): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'DESC' ? desc(key) : asc(key));
  const id = dir(users.id);
  switch (sort ?? 'NAME') {
    case 'USERNAME':
      return [dir(users.username), id];
    case 'EMAIL':
      return [dir(users.email), id];
    case 'CREATED':
      return [dir(users.createdAt), id];
    case 'ACTIVE':
      return [dir(users.isActive), asc(users.name), id];
    case 'NAME':
      return [dir(users.name), id];
  }
}
