// learning_path_enrolments follows the learners' progress (through applyProgress) and the path's structure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { media } from '../../../server/db/schema/media';
import { assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import {
  learningPathEnrolments,
  learningPathItems,
  learningPathSections,
  learningPaths,
} from '../../../server/db/schema/paths';
import { applyProgress, ensureEnrolment } from '../../../server/api/enrolments/store';
import { refreshPathProgress } from '../../../server/api/pathProgress/refresh';

let database: Database;
let db: Db;
let pathId = '';
const m: string[] = [];
const sections = { basics: '', advanced: '' };
let anna = '';
let ben = '';

async function learner(name: string) {
  const [row] = await db
    .insert(users)
    .values({ username: name, passwordHash: 'x', name, email: `${name}@example.org`, roles: ['LEARNER'] })
    .returning({ id: users.id });
  return row!.id;
}

const complete = (userId: string, mediaId: string) =>
  db.transaction(async (tx) => {
    await ensureEnrolment(tx, userId, mediaId);
    return applyProgress(tx, userId, mediaId, { status: 'COMPLETED', progress: 100 });
  });

const row = async (userId: string) =>
  (
    await db
      .select()
      .from(learningPathEnrolments)
      .where(and(eq(learningPathEnrolments.userId, userId), eq(learningPathEnrolments.pathId, pathId)))
  )[0];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  for (const title of ['One', 'Two', 'Three', 'Four']) {
    const [medium] = await db
      .insert(media)
      .values({ title, type: 'LINK', published: true })
      .returning({ id: media.id });
    m.push(medium!.id);
  }
  const [path] = await db
    .insert(learningPaths)
    .values({ title: 'Onboarding', status: 'PUBLISHED' })
    .returning();
  pathId = path!.id;
  const [basics] = await db
    .insert(learningPathSections)
    .values({ pathId, position: 0, title: 'Basics', rule: 'ALL_IN_ORDER' })
    .returning();
  const [advanced] = await db
    .insert(learningPathSections)
    .values({ pathId, position: 1, title: 'Advanced', requires: [basics!.id] })
    .returning();
  sections.basics = basics!.id;
  sections.advanced = advanced!.id;
  await db.insert(learningPathItems).values([
    { sectionId: basics!.id, pathId, mediaId: m[0]!, position: 0 },
    { sectionId: basics!.id, pathId, mediaId: m[1]!, position: 1 },
    { sectionId: advanced!.id, pathId, mediaId: m[2]!, position: 0 },
  ]);
  anna = await learner('anna');
  ben = await learner('ben');
});

afterAll(() => database.close());

describe('path progress', () => {
  it('follows an enrolled learner’s progress in the path’s media, in the same transaction', async () => {
    await db.insert(learningPathEnrolments).values({ userId: anna, pathId });
    await complete(anna, m[0]!);
    expect(await row(anna)).toMatchObject({ progress: 33, started: true, completed: false });
    expect((await row(anna))!.lastActivityAt).not.toBeNull();
    await complete(anna, m[1]!);
    await complete(anna, m[2]!);
    const done = await row(anna);
    expect(done).toMatchObject({ progress: 100, completed: true });
    expect(done!.completedAt).not.toBeNull();
  });

  it('progress in a medium of no path writes nothing', async () => {
    await complete(anna, m[3]!);
    expect(await db.select().from(learningPathEnrolments)).toHaveLength(1);
  });

  it('a medium added to the path: the finished learner stays completed', async () => {
    const completedAt = (await row(anna))!.completedAt;
    await db
      .insert(learningPathItems)
      .values({ sectionId: sections.advanced, pathId, mediaId: m[3]!, position: 1 });
    // anna did m[3] on its own before it joined the path: it counts. Take it out of her record to see the rule.
    await db.delete(learningPathItems).where(eq(learningPathItems.mediaId, m[3]!));
    const [extra] = await db
      .insert(media)
      .values({ title: 'New', type: 'LINK', published: true })
      .returning();
    await db
      .insert(learningPathItems)
      .values({ sectionId: sections.advanced, pathId, mediaId: extra!.id, position: 1 });
    expect(await refreshPathProgress(db, { pathId })).toBe(0);
    expect(await row(anna)).toMatchObject({ completed: true, progress: 100, completedAt });
  });

  it('a learner assigned the path (through a unit) is followed without enrolling', async () => {
    const [unit] = await db
      .insert(units)
      .values({ key: 'sales', name: 'Sales', displayedId: 'U-1' })
      .returning();
    await db.insert(userUnits).values({ userId: ben, unitId: unit!.id });
    const [assignment] = await db.insert(assignments).values({ pathId }).returning();
    await db.insert(assignmentTargets).values({ assignmentId: assignment!.id, unitId: unit!.id });
    expect(await row(ben)).toBeUndefined();
    await complete(ben, m[0]!);
    expect(await row(ben)).toMatchObject({ progress: 25, completed: false, started: true });
  });

  it('a structure change recomputes everyone: removing the medium not done completes the path', async () => {
    await complete(ben, m[1]!);
    await complete(ben, m[2]!);
    expect(await row(ben)).toMatchObject({ progress: 75, completed: false });
    await db.delete(learningPathItems).where(eq(learningPathItems.sectionId, sections.advanced));
    await db
      .insert(learningPathItems)
      .values({ sectionId: sections.advanced, pathId, mediaId: m[2]!, position: 0 });
    expect(await refreshPathProgress(db, { pathId })).toBe(1);
    expect(await row(ben)).toMatchObject({ progress: 100, completed: true });
  });
});
