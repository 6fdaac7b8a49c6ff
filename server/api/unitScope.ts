// Who may manage what, in one place: every unit-scoped area (media, ratings, units, users, imports, jobs,
// the audit log, news) asks here. An ADMIN manages everything. An EDUCATION_MANAGER looks after the units they
// belong to and every unit below them (the unit tree, units.parent_id): media for every unit (no unit)
// and media of those units, those units themselves, and the users who belong to one of them (never an
// ADMIN), nothing of another department.
import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/verify';
import type { Db } from '../db/client';
import { files, media, mediaVersions } from '../db/schema/media';
import { units, userUnits } from '../db/schema/units';
import { users } from '../db/schema/core';
import { auditLog } from '../db/schema/audit';
import { backgroundJobs } from '../db/schema/jobs';
import { learningPaths } from '../db/schema/paths';
import { assignments, assignmentTargets } from '../db/schema/assignments';
import { badUserInput, forbidden } from './errors';

export const isAdmin = (viewer: Viewer) => viewer.roles.includes('ADMIN');

export type MediumRow = typeof media.$inferSelect;

/**
 * The ids of the units the viewer looks after, as a subquery: the units they belong to and, down the
 * tree, every unit below them. A cycle cannot make it loop (`union` drops rows already found), and the
 * units resolvers refuse to create one anyway.
 */
export const managedUnitIds = (viewer: Viewer): SQL =>
  sql`(with recursive managed(id) as (
    select ${userUnits.unitId} from ${userUnits} where ${userUnits.userId} = ${viewer.userId}
    union select child.id from units child join managed on child.parent_id = managed.id
  ) select id from managed)`;

/**
 * The rule as a condition on `media`, for lists (managedMedia): undefined for an ADMIN (every medium),
 * else media for every unit and media of the manager's units.
 */
export function managedMediaCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return or(isNull(media.unitId), inArray(media.unitId, managedUnitIds(viewer))) as SQL;
}

export interface ScopeOptions {
  /** The input field the ids came from (`id`, `ids`, `mediaId`); a list names the position: ids.2. */
  field: string;
  /** What the caller was doing, for the FORBIDDEN message: "change", "read the ratings of". */
  doing: string;
  /** Lock the rows (FOR UPDATE) in the caller's transaction, so a concurrent change waits. */
  lock?: boolean;
}

/**
 * The media, in the order of `ids`, when the caller manages every one of them. BAD_USER_INPUT on the
 * field of the first that does not exist; FORBIDDEN when any belongs to a unit the caller does not look
 * after, so a list is all or nothing.
 */
export async function requireManagedMedia(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  { field, doing, lock = false }: ScopeOptions,
): Promise<MediumRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({ row: media, managed: sql<boolean>`${media.unitId} in ${managedUnitIds(viewer)}` })
    .from(media)
    .where(inArray(media.id, [...ids]))
    // Ids in a fixed order, so two bulk changes over the same media lock them in the same order.
    .orderBy(asc(media.id))
    .$dynamic();
  const found = await (lock ? query.for('update', { of: media }) : query);
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const list = ids.length > 1;
  ids.forEach((id, index) => {
    if (!byId.has(id))
      throw badUserInput(list ? `${field}.${index}` : field, `There is no medium with id ${id}.`);
  });
  if (!isAdmin(viewer) && found.some((f) => f.row.unitId !== null && !f.managed))
    throw forbidden(`Education managers can only ${doing} media of units they look after.`);
  return ids.map((id) => byId.get(id)!.row);
}

/** One medium the caller manages; see requireManagedMedia. */
export async function requireManagedMedium(
  db: Db,
  viewer: Viewer,
  mediaId: string,
  options: ScopeOptions,
): Promise<MediumRow> {
  const [row] = await requireManagedMedia(db, viewer, [mediaId], options);
  return row!;
}

/**
 * Whether the caller may give a medium to the unit: an ADMIN any active unit, an EDUCATION_MANAGER only an
 * active unit they belong to, so a manager cannot publish into departments they do not look after. null
 * (every unit) is open to both. BAD_USER_INPUT when the unit does not exist or is no longer active (nobody
 * would see the medium; targetUnits does not offer it either).
 */
export async function requireTargetUnit(db: Db, viewer: Viewer, unitId: number | null): Promise<void> {
  if (unitId === null) return;
  const [row] = await db
    .select({
      id: units.id,
      name: units.name,
      isActive: units.isActive,
      managed: sql<boolean>`${units.id} in ${managedUnitIds(viewer)}`,
    })
    .from(units)
    .where(eq(units.id, unitId));
  if (!row) throw badUserInput('unitId', `There is no unit with id ${unitId}.`);
  if (!row.isActive)
    throw badUserInput(
      'unitId',
      `The unit "${row.name}" is no longer active. Choose an active unit, or every unit.`,
    );
  if (!isAdmin(viewer) && !row.managed)
    throw forbidden('Education managers can only give media to units they look after.');
}

/**
 * Whether the caller may build on an uploaded file (a medium's file, a new version, a cover image): an
 * ADMIN any file; anyone else a file they uploaded themselves, or one that already belongs to a medium
 * they manage (its file, cover or one of its versions). A file's id is no secret (every /files/<id>
 * address shows one), so without this a manager could take over another department's upload. BAD_USER_INPUT
 * on `field` when there is no such file; FORBIDDEN otherwise.
 */
export async function requireUsableFile(
  db: Db,
  viewer: Viewer,
  fileId: string,
  field: string,
): Promise<void> {
  const [file] = await db.select({ uploadedBy: files.uploadedBy }).from(files).where(eq(files.id, fileId));
  if (!file) throw badUserInput(field, `There is no uploaded file with id ${fileId}.`);
  if (isAdmin(viewer) || file.uploadedBy === viewer.userId) return;
  const holds = or(
    eq(media.fileId, fileId),
    eq(media.coverFileId, fileId),
    exists(
      db
        .select({ one: sql`1` })
        .from(mediaVersions)
        .where(and(eq(mediaVersions.mediaId, media.id), eq(mediaVersions.fileId, fileId))),
    ),
  );
  const [managed] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(holds, managedMediaCondition(viewer)))
    .limit(1);
  if (!managed)
    throw forbidden(
      'You can only use files you uploaded yourself or files of media you manage. Upload the file yourself.',
    );
}

/** The units the caller may give media to (an ADMIN: every active unit; a manager: the active units they look after). */
export function targetUnits(db: Db, viewer: Viewer): Promise<Array<{ id: number; name: string }>> {
  const query = db.select({ id: units.id, name: units.name }).from(units).$dynamic();
  const active = eq(units.isActive, true);
  const where = isAdmin(viewer) ? active : and(active, inArray(units.id, managedUnitIds(viewer)));
  return query.where(where).orderBy(asc(units.name), asc(units.id));
}

/** The rule as a condition on `units`: undefined for an ADMIN (every unit), else the units the manager looks after. */
export function managedUnitCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return inArray(units.id, managedUnitIds(viewer));
}

export type UnitRow = typeof units.$inferSelect;

/**
 * The units, in the order of `ids`, when the caller looks after every one of them: BAD_USER_INPUT on the
 * field of the first that does not exist, FORBIDDEN when any lies outside the manager's part of the tree
 * (all or nothing, as for media).
 */
export async function requireManagedUnits(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
  { field, doing, lock = false }: ScopeOptions,
): Promise<UnitRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({ row: units, managed: sql<boolean>`${units.id} in ${managedUnitIds(viewer)}` })
    .from(units)
    .where(inArray(units.id, [...ids]))
    .orderBy(asc(units.id))
    .$dynamic();
  const found = await (lock ? query.for('update', { of: units }) : query);
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const list = ids.length > 1;
  ids.forEach((id, index) => {
    if (!byId.has(id))
      throw badUserInput(list ? `${field}.${index}` : field, `There is no unit with id ${id}.`);
  });
  if (!isAdmin(viewer) && found.some((f) => !f.managed))
    throw forbidden(`Education managers can only ${doing} units they look after.`);
  return ids.map((id) => byId.get(id)!.row);
}

/**
 * The rule as a condition on `users`: undefined for an ADMIN (everybody), else the people who belong to at
 * least one unit the manager looks after and are not an ADMIN (a manager never changes an administrator).
 * Another EDUCATION_MANAGER only when every unit they belong to is the caller's: a manager of a sub-unit
 * could otherwise reset the password of the manager above and act in units that are not theirs.
 */
export function managedUserCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  // Uncorrelated subqueries: the unit tree is walked once per query, not once per person (a correlated
  // EXISTS made the manager's list of 100,000 people about eight times slower).
  const managed = managedUnitIds(viewer);
  return and(
    inArray(
      users.id,
      sql`(select ${userUnits.userId} from ${userUnits} where ${userUnits.unitId} in ${managed})`,
    ),
    sql`not ('ADMIN' = any(${users.roles}))`,
    sql`(not ('EDUCATION_MANAGER' = any(${users.roles})) or ${users.id} not in (select ${userUnits.userId} from ${userUnits} where ${userUnits.unitId} not in ${managed}))`,
  ) as SQL;
}

export type UserRow = typeof users.$inferSelect;

/**
 * The users, in the order of `ids`, when the caller may manage every one of them (see
 * managedUserCondition): BAD_USER_INPUT on the field of the first that does not exist, FORBIDDEN when any
 * is outside the manager's units or an ADMIN.
 */
export async function requireManagedUsers(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  { field, doing, lock = false }: ScopeOptions,
): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rule = managedUserCondition(viewer);
  const query = db
    .select({ row: users, managed: rule ? sql<boolean>`${rule}` : sql<boolean>`true` })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id))
    .$dynamic();
  const found = await (lock ? query.for('update', { of: users }) : query);
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const list = ids.length > 1;
  ids.forEach((id, index) => {
    if (!byId.has(id))
      throw badUserInput(list ? `${field}.${index}` : field, `There is no user with id ${id}.`);
  });
  if (found.some((f) => !f.managed))
    throw forbidden(
      `Education managers can only ${doing} people of units they look after, and never an administrator.`,
    );
  return ids.map((id) => byId.get(id)!.row);
}

/** The roles an importer or editor may give: an ADMIN every role, a manager never ADMIN (FORBIDDEN, naming the field). */
export function requireGrantableRoles(viewer: Viewer, roles: readonly string[], field: string): void {
  if (!isAdmin(viewer) && roles.includes('ADMIN'))
    throw forbidden(`Only administrators can grant the role ADMIN (${field}).`);
}

/** Whether the viewer may grant the role (for dry runs that report instead of throwing). */
export const mayGrantRole = (viewer: Viewer, role: string): boolean => isAdmin(viewer) || role !== 'ADMIN';

/**
 * The rule as a condition on `audit_log`: undefined for an ADMIN (every entry), else the entries of the units
 * the manager looks after (an entry without a unit belongs to no department and is the administrators').
 */
export function managedAuditCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return inArray(auditLog.unitId, managedUnitIds(viewer));
}

/** The rule as a condition on `background_jobs`: undefined for an ADMIN (every job), else the jobs the caller started. */
export function visibleJobsCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return eq(backgroundJobs.createdBy, viewer.userId);
}

/**
 * The rule as a condition on `learning_paths`, as for media: undefined for an ADMIN, else paths for every
 * unit and paths of the units the manager looks after.
 */
export function managedPathCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return or(isNull(learningPaths.unitId), inArray(learningPaths.unitId, managedUnitIds(viewer))) as SQL;
}

export type LearningPathRow = typeof learningPaths.$inferSelect;

/**
 * The learning paths, in the order of `ids`, when the caller manages every one of them (see
 * managedPathCondition): BAD_USER_INPUT on the field of the first that does not exist, FORBIDDEN when any
 * belongs to a unit the manager does not look after (all or nothing, as for media).
 */
export async function requireManagedPaths(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  { field, doing, lock = false }: ScopeOptions,
): Promise<LearningPathRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      row: learningPaths,
      managed: sql<boolean>`${learningPaths.unitId} in ${managedUnitIds(viewer)}`,
    })
    .from(learningPaths)
    .where(inArray(learningPaths.id, [...ids]))
    .orderBy(asc(learningPaths.id))
    .$dynamic();
  const found = await (lock ? query.for('update', { of: learningPaths }) : query);
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const list = ids.length > 1;
  ids.forEach((id, index) => {
    if (!byId.has(id))
      throw badUserInput(list ? `${field}.${index}` : field, `There is no learning path with id ${id}.`);
  });
  if (!isAdmin(viewer) && found.some((f) => f.row.unitId !== null && !f.managed))
    throw forbidden(`Education managers can only ${doing} learning paths of units they look after.`);
  return ids.map((id) => byId.get(id)!.row);
}

/**
 * The rule as a condition on `assignments`: undefined for an ADMIN, else the assignments every target of
 * which the manager looks after (a unit of theirs, or a person in one of their units). An assignment that
 * also reaches another department is the administrators' (or that department's) to change, so it is all
 * or nothing, like the media and people rules; one whose targets are all gone is the administrators'.
 */
export function managedAssignmentCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  const managed = managedUnitIds(viewer);
  return sql`(exists (select 1 from ${assignmentTargets} t where t.assignment_id = ${assignments.id})
    and not exists (select 1 from ${assignmentTargets} t where t.assignment_id = ${assignments.id} and (
      (t.unit_id is not null and t.unit_id not in ${managed})
      or (t.user_id is not null and t.user_id not in
        (select ${userUnits.userId} from ${userUnits} where ${userUnits.unitId} in ${managed})))))`;
}

export type AssignmentScopeRow = typeof assignments.$inferSelect;

/**
 * The assignments, in the order of `ids`, when the caller manages every one of them (see
 * managedAssignmentCondition): BAD_USER_INPUT on the field of the first that does not exist, FORBIDDEN when
 * any reaches beyond the manager's units (all or nothing, as for media).
 */
export async function requireManagedAssignments(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  { field, doing, lock = false }: ScopeOptions,
): Promise<AssignmentScopeRow[]> {
  if (ids.length === 0) return [];
  const rule = managedAssignmentCondition(viewer);
  const query = db
    .select({ row: assignments, managed: rule ? sql<boolean>`${rule}` : sql<boolean>`true` })
    .from(assignments)
    .where(inArray(assignments.id, [...ids]))
    .orderBy(asc(assignments.id))
    .$dynamic();
  const found = await (lock ? query.for('update', { of: assignments }) : query);
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const list = ids.length > 1;
  ids.forEach((id, index) => {
    if (!byId.has(id))
      throw badUserInput(list ? `${field}.${index}` : field, `There is no assignment with id ${id}.`);
  });
  if (found.some((f) => !f.managed))
    throw forbidden(
      `Education managers can only ${doing} assignments all of whose people and units they look after.`,
    );
  return ids.map((id) => byId.get(id)!.row);
}

/**
 * News the caller manages, as a condition on `news`: undefined for an ADMIN, else items for everybody and
 * items all of whose units (news_units, or the legacy single unit_id) the manager looks after.
 */
export function managedNewsCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  const managed = managedUnitIds(viewer);
  // Qualified by hand: drizzle leaves columns unqualified in a one-table select.
  return sql`(("news"."unit_id" is null or "news"."unit_id" in ${managed}) and not exists (
    select 1 from "news_units" nu where nu.news_id = "news"."id" and nu.unit_id not in ${managed}))`;
}

/**
 * The units a news item goes to (none: everybody): each must exist and be active (BAD_USER_INPUT on
 * `field.<index>`), and a manager may address only units they look after (FORBIDDEN), as with media.
 */
export async function requireNewsUnits(
  db: Db,
  viewer: Viewer,
  unitIds: readonly number[],
  field: string,
): Promise<void> {
  if (unitIds.length === 0) return;
  const rows = await db
    .select({
      id: units.id,
      name: units.name,
      isActive: units.isActive,
      managed: sql<boolean>`${units.id} in ${managedUnitIds(viewer)}`,
    })
    .from(units)
    .where(inArray(units.id, [...unitIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  unitIds.forEach((id, index) => {
    const row = byId.get(id);
    if (!row) throw badUserInput(`${field}.${index}`, `There is no unit with id ${id}.`);
    if (!row.isActive)
      throw badUserInput(
        `${field}.${index}`,
        `The unit "${row.name}" is no longer active. Choose an active unit.`,
      );
  });
  if (!isAdmin(viewer) && rows.some((row) => !row.managed))
    throw forbidden('Education managers can only address news to units they look after.');
}
