// Which media a caller may manage, in one place: every unit-scoped area (media management, ratings,
// and the areas that follow) asks here. An ADMIN manages every unit; an EDUCATION_MANAGER media for
// every unit (no unit) and media of the units they belong to, nothing of another department.
import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/verify';
import type { Db } from '../db/client';
import { files, media, mediaVersions } from '../db/schema/media';
import { units, userUnits } from '../db/schema/units';
import { badUserInput, forbidden } from './errors';

export const isAdmin = (viewer: Viewer) => viewer.roles.includes('ADMIN');

export type MediumRow = typeof media.$inferSelect;

const memberUnits = (viewer: Viewer) =>
  sql`(select ${userUnits.unitId} from ${userUnits} where ${userUnits.userId} = ${viewer.userId})`;

/**
 * The rule as a condition on `media`, for lists (managedMedia): undefined for an ADMIN (every medium),
 * else media for every unit and media of the manager's units.
 */
export function managedMediaCondition(viewer: Viewer): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  return or(isNull(media.unitId), inArray(media.unitId, memberUnits(viewer))) as SQL;
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
    .select({ row: media, member: userUnits.userId })
    .from(media)
    .leftJoin(userUnits, and(eq(userUnits.unitId, media.unitId), eq(userUnits.userId, viewer.userId)))
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
  if (!isAdmin(viewer) && found.some((f) => f.row.unitId !== null && f.member === null))
    throw forbidden(`Education managers can only ${doing} media of units they belong to.`);
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
    .select({ id: units.id, name: units.name, isActive: units.isActive, member: userUnits.userId })
    .from(units)
    .leftJoin(userUnits, and(eq(userUnits.unitId, units.id), eq(userUnits.userId, viewer.userId)))
    .where(eq(units.id, unitId));
  if (!row) throw badUserInput('unitId', `There is no unit with id ${unitId}.`);
  if (!row.isActive)
    throw badUserInput(
      'unitId',
      `The unit "${row.name}" is no longer active. Choose an active unit, or every unit.`,
    );
  if (!isAdmin(viewer) && row.member === null)
    throw forbidden('Education managers can only give media to units they belong to.');
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

/** The units the caller may give media to (an ADMIN: every active unit; a manager: the active units they belong to). */
export function targetUnits(db: Db, viewer: Viewer): Promise<Array<{ id: number; name: string }>> {
  const query = db.select({ id: units.id, name: units.name }).from(units).$dynamic();
  const active = eq(units.isActive, true);
  const where = isAdmin(viewer) ? active : and(active, inArray(units.id, memberUnits(viewer)));
  return query.where(where).orderBy(asc(units.name), asc(units.id));
}
