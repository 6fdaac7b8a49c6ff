// Media, units and learners for the learner-journey tests, written straight to the database so each
// test states exactly the catalogue it searches.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { categories, media, type MediaType } from '../../../server/db/schema/media';
import { units, userUnits } from '../../../server/db/schema/units';
import type { Role } from '../../../server/roles';
import { signToken, type TestApi } from '../api/harness';

export interface MediumSpec {
  title: string;
  description?: string;
  type?: MediaType;
  language?: string;
  durationMinutes?: number | null;
  categoryId?: string | null;
  unitId?: number | null;
  published?: boolean;
  createdAt?: Date;
  masteryScore?: number | null;
}

export async function addMedium(database: Database, spec: MediumSpec): Promise<string> {
  const type = spec.type ?? 'LINK';
  const [row] = await database.db
    .insert(media)
    .values({
      title: spec.title,
      description: spec.description ?? '',
      type,
      language: spec.language ?? 'en',
      durationMinutes: spec.durationMinutes === undefined ? 10 : spec.durationMinutes,
      categoryId: spec.categoryId ?? null,
      unitId: spec.unitId ?? null,
      published: spec.published ?? true,
      createdAt: spec.createdAt ?? new Date(),
      masteryScore: spec.masteryScore ?? null,
      launchUrl: type === 'LINK' ? null : `/files/test/${randomUUID()}/index.html`,
      externalUrl: type === 'LINK' ? 'https://example.org/reading' : null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('medium not created');
  return row.id;
}

export async function addCategory(database: Database, name: string, parentId: string | null = null) {
  const [row] = await database.db
    .insert(categories)
    .values({ name, parentId })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not created');
  return row.id;
}

export async function unitId(database: Database, key: string): Promise<number> {
  const [row] = await database.db.select({ id: units.id }).from(units).where(eq(units.key, key));
  if (!row) throw new Error(`unit ${key} missing`);
  return row.id;
}

export async function addUnit(database: Database, key: string): Promise<number> {
  const [row] = await database.db
    .insert(units)
    .values({ key, name: key, displayedId: `U-${key}` })
    .returning({ id: units.id });
  if (!row) throw new Error('unit not created');
  return row.id;
}

/** A fresh learner (in the given units) with a token; for tests that need an untouched history. */
export async function addLearner(
  t: TestApi,
  username: string,
  unitIds: number[] = [],
  roles: Role[] = ['LEARNER'],
): Promise<{ id: string; token: string }> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      passwordHash: 'x',
      name: `Test ${username}`,
      email: `${username}@example.org`,
      roles,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  if (unitIds.length)
    await t.database.db.insert(userUnits).values(unitIds.map((unitId) => ({ userId: row.id, unitId })));
  return { id: row.id, token: await signToken(t.config, t.keys, { sub: row.id, roles }) };
}

export const ITEM_FIELDS =
  'id title description type language durationMinutes averageRating ratingCount myStatus category { id name }';

export const Q = {
  catalogue: `query catalogue($search: String, $filter: CatalogueFilter, $sort: CatalogueSort, $first: Int, $offset: Int) {
    catalogue(search: $search, filter: $filter, sort: $sort, first: $first, offset: $offset) {
      total offset hasMore items { ${ITEM_FIELDS} } } }`,
  catalogueItem: `query catalogueItem($id: ID!) { catalogueItem(id: $id) {
    item { ${ITEM_FIELDS} } myMedium { status progress } leadsTo { score reason medium { id title } } } }`,
  myMedia: `query myMedia($status: [LearningStatus!]) { myMedia(status: $status) {
    status progress score assigned assignment { id dueOn status daysLeft validUntil note } enrolledAt lastActivityAt completedAt medium { id title }
    launch { type url videoPositionSeconds scorm { packageId masteryScore studentId studentName lessonStatus
      lessonLocation suspendData entry credit totalTime scoreRaw } } } }`,
  enrol: `mutation enrol($mediaId: ID!) { enrol(mediaId: $mediaId) { status progress medium { id } } }`,
  video: `mutation recordVideoProgress($input: VideoProgressInput!) { recordVideoProgress(input: $input) {
    status progress completedAt launch { videoPositionSeconds videoWatchedShare } } }`,
  done: `mutation markMediumDone($mediaId: ID!) { markMediumDone(mediaId: $mediaId) { status progress completedAt } }`,
  rate: `mutation rateMedium($input: RatingInput!) { rateMedium(input: $input) {
    stars comment medium { id averageRating ratingCount } } }`,
  deleteRating: `mutation deleteMyRating($mediaId: ID!) { deleteMyRating(mediaId: $mediaId) }`,
  myRatings: `query myRatings { myRatings { stars comment medium { id title } } }`,
  mediumRatings: `query mediumRatings($mediaId: ID!) { mediumRatings(mediaId: $mediaId) {
    averageRating ratingCount ratings { learnerName stars comment } } }`,
  recommendations: `query recommendations($mediaId: ID, $count: Int) { recommendations(mediaId: $mediaId, count: $count) {
    score reason medium { id title } } }`,
} as const;
