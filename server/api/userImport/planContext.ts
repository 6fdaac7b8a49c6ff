// What planning an import needs from the database, read in bulk before the rows are judged: every unit
// (with whether the importer looks after it) and the existing accounts the file's usernames and emails
// name (with whether the importer may manage them and their units). Thousands of rows, a few queries.
import { inArray, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { units, userUnits } from '../../db/schema/units';
import { managedUnitIds, managedUserCondition } from '../unitScope';

export interface KnownUnit {
  id: number;
  key: string;
  name: string;
  isActive: boolean;
  managed: boolean;
}

export interface KnownUser {
  id: string;
  username: string;
  name: string;
  email: string;
  locale: string | null;
  roles: string[];
  unitIds: number[];
  /** updated_at as PostgreSQL prints it (microseconds; a Date would drop them). */
  version: string;
  managed: boolean;
}

export interface UnitLookup {
  byId: Map<number, KnownUnit>;
  /** By lower-case key, name and displayed id. */
  byWord: Map<string, KnownUnit>;
}

export async function loadUnits(db: Db, viewer: Viewer): Promise<UnitLookup> {
  const rows = await db
    .select({
      id: units.id,
      key: units.key,
      name: units.name,
      displayedId: units.displayedId,
      isActive: units.isActive,
      managed: sql<boolean>`${units.id} in ${managedUnitIds(viewer)}`,
    })
    .from(units);
  const byId = new Map<number, KnownUnit>();
  const byWord = new Map<string, KnownUnit>();
  // Keys and displayed ids are unique; a name two units share would be ambiguous, so keys win over names.
  for (const row of rows) {
    const unit = { id: row.id, key: row.key, name: row.name, isActive: row.isActive, managed: row.managed };
    byId.set(unit.id, unit);
    if (!byWord.has(row.name.toLowerCase())) byWord.set(row.name.toLowerCase(), unit);
  }
  for (const row of rows) {
    byWord.set(row.displayedId.toLowerCase(), byId.get(row.id)!);
    byWord.set(row.key.toLowerCase(), byId.get(row.id)!);
  }
  return { byId, byWord };
}

const CHUNK = 1000;

/** Existing accounts whose username or email (both compared lower-cased) the file names. */
export async function loadUsers(
  db: Db,
  viewer: Viewer,
  usernames: readonly string[],
  emails: readonly string[],
): Promise<KnownUser[]> {
  const rule = managedUserCondition(viewer);
  const found = new Map<string, KnownUser>();
  const size = Math.max(usernames.length, emails.length);
  for (let start = 0; start < size; start += CHUNK) {
    const names = usernames.slice(start, start + CHUNK);
    const mails = emails.slice(start, start + CHUNK);
    const conditions = [
      ...(names.length ? [inArray(users.username, names)] : []),
      ...(mails.length ? [inArray(sql`lower(${users.email})`, mails)] : []),
    ];
    if (conditions.length === 0) continue;
    const rows = await db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        email: users.email,
        locale: users.locale,
        roles: users.roles,
        version: sql<string>`${users.updatedAt}::text`,
        managed: rule ? sql<boolean>`${rule}` : sql<boolean>`true`,
        unitIds: sql<
          number[]
        >`coalesce((select array_agg(${userUnits.unitId} order by ${userUnits.unitId}) from ${userUnits} where ${userUnits.userId} = ${users.id}), '{}')`,
      })
      .from(users)
      .where(or(...conditions));
    for (const row of rows) found.set(row.id, { ...row, unitIds: row.unitIds.map(Number) });
  }
  return [...found.values()];
}
