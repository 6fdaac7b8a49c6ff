// The learning-path administration API: who may do what (roles and units), the whole structure saved in
// one go, problems that can never be met refusing publication with the section's field and nothing stored,
// conflicts, archive/restore, duplicate and the picker for assignments.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { enrolments } from '../../../server/db/schema/learning';
import { learningPathEnrolments, learningPaths, learningPathSections } from '../../../server/db/schema/paths';
import { addMedium, addUnit, unitId } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';
import { LP, pathInput, section, type SavedPath } from './learningPathsOps';

const TWICE = '11111111-1111-4111-8111-111111111111';
let t: TestApi;
let m: { a: string; b: string; c: string; draft: string; otherUnit: string };
let other: number;
let general: number;
beforeAll(async () => {
  t = await startTestApi();
  other = await addUnit(t.database, 'lp-other');
  general = await unitId(t.database, 'general');
  m = {
    a: await addMedium(t.database, { title: 'Fire safety', durationMinutes: 10 }),
    b: await addMedium(t.database, { title: 'First aid', durationMinutes: 20 }),
    c: await addMedium(t.database, { title: 'Evacuation', durationMinutes: 5 }),
    draft: await addMedium(t.database, { title: 'Unfinished', published: false }),
    otherUnit: await addMedium(t.database, { title: 'Other department', unitId: other }),
  };
});
afterAll(() => t.close());

const pathCount = async () => (await t.database.db.select({ n: count() }).from(learningPaths))[0]?.n ?? 0;

type Save = { saveLearningPath: SavedPath };
async function save(
  input: Record<string, unknown>,
  who: 'admin' | 'manager' | 'learner' | 'coach' = 'admin',
) {
  return gql<Save>(t.api, LP.save, { token: t.tokens[who], variables: { input } });
}
async function created(input: Record<string, unknown>, who: 'admin' | 'manager' = 'admin') {
  const response = await save(input, who);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.saveLearningPath;
}
const errorOf = (response: {
  body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}) => response.body.errors?.[0];

describe('roles and units', () => {
  it('refuses a learner everything with FORBIDDEN and stores nothing', async () => {
    const before = await pathCount();
    const response = await save(pathInput('Learner path', [section({ mediaIds: [m.a] })]), 'learner');
    expect(errorOf(response)?.extensions?.code).toBe('FORBIDDEN');
    expect(await pathCount()).toBe(before);
    const list = await gql(t.api, LP.list, { token: t.tokens.learner });
    expect(errorOf(list)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets an admin build a path with two sections and a prerequisite, audited', async () => {
    const first = section({ title: 'Basics', mediaIds: [m.a, m.b], rule: 'ALL_IN_ORDER' });
    const second = section({
      title: 'Practice',
      mediaIds: [m.c],
      requires: [first.id],
      unlockOn: '2030-01-31',
    });
    const path = await created(
      pathInput('Safety', [first, second], { translations: [{ locale: 'de', title: 'Sicherheit' }] }),
    );
    expect(path.status).toBe('DRAFT');
    expect(path.sections.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(path.sections[1]!.requires).toEqual([first.id]);
    expect(path.sections[0]!.items.map((i) => i.mediumId)).toEqual([m.a, m.b]);
    expect(path.problems).toEqual([]);
    expect(path).toMatchObject({
      estimatedMinutes: 35,
      translations: [{ locale: 'de', title: 'Sicherheit' }],
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, path.id));
    expect(audit.map((a) => a.action)).toEqual(['learningPath.create']);
  });

  it('keeps a manager out of another unit’s path: FORBIDDEN to open, change, publish, archive; nothing stored', async () => {
    const theirs = await created(
      pathInput('Other unit path', [section({ mediaIds: [m.a] })], { unitId: String(other) }),
    );
    const get = await gql(t.api, LP.get, { token: t.tokens.manager, variables: { id: theirs.id } });
    expect(errorOf(get)?.extensions?.code).toBe('FORBIDDEN');
    const change = await save(
      pathInput('Taken over', [section({ mediaIds: [m.b] })], { id: theirs.id, unitId: String(other) }),
      'manager',
    );
    expect(errorOf(change)?.extensions?.code).toBe('FORBIDDEN');
    for (const [query, variables] of [
      [LP.publish, { id: theirs.id }],
      [LP.archive, { ids: [theirs.id] }],
      [LP.duplicate, { id: theirs.id }],
    ] as const) {
      const response = await gql(t.api, query, { token: t.tokens.manager, variables });
      expect(errorOf(response)?.extensions?.code).toBe('FORBIDDEN');
    }
    const [row] = await t.database.db.select().from(learningPaths).where(eq(learningPaths.id, theirs.id));
    expect(row).toMatchObject({ title: 'Other unit path', status: 'DRAFT', archivedAt: null });
    const list = await gql<{ learningPaths: { items: Array<{ id: string }> } }>(t.api, LP.list, {
      token: t.tokens.manager,
      variables: { first: 100 },
    });
    expect(list.body.data!.learningPaths.items.map((i) => i.id)).not.toContain(theirs.id);
  });

  it('lets a manager build a path of their unit, but not with another unit’s medium or for another unit', async () => {
    const own = await created(
      pathInput('Manager path', [section({ mediaIds: [m.a] })], { unitId: String(general) }),
      'manager',
    );
    expect(own.status).toBe('DRAFT');
    const before = await pathCount();
    const foreign = await save(
      pathInput('Foreign medium', [section({ mediaIds: [m.otherUnit] })]),
      'manager',
    );
    expect(errorOf(foreign)?.extensions?.code).toBe('FORBIDDEN');
    const foreignUnit = await save(
      pathInput('Foreign unit', [section({ mediaIds: [m.a] })], { unitId: String(other) }),
      'manager',
    );
    expect(errorOf(foreignUnit)?.extensions?.code).toBe('FORBIDDEN');
    expect(await pathCount()).toBe(before);
  });
});

describe('bad input: a clear field error and nothing stored', () => {
  it.each([
    ['no title', pathInput('  ', [section({ mediaIds: [] })]), 'title'],
    ['no sections', pathInput('Empty', []), 'sections'],
    [
      'at least 0',
      pathInput('Zero', [section({ mediaIds: [], rule: 'AT_LEAST', minCount: 0 })]),
      'sections.0.minCount',
    ],
    [
      'an impossible day',
      pathInput('Day', [section({ mediaIds: [], unlockOn: '2025-02-30' })]),
      'sections.0.unlockOn',
    ],
    ['a medium twice', pathInput('Twice', [section({ mediaIds: [TWICE, TWICE] })]), 'sections.0.mediaIds.1'],
  ])('refuses %s', async (_name, input, field) => {
    const before = await pathCount();
    const response = await save(input);
    expect(errorOf(response)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(errorOf(response)?.message.length).toBeGreaterThan(10);
    expect(await pathCount()).toBe(before);
  });

  it('refuses a unit’s medium in a path for everybody or for another unit, and takes it in its own unit’s path', async () => {
    const before = await pathCount();
    const everybody = await save(pathInput('For all', [section({ mediaIds: [m.a, m.otherUnit] })]));
    expect(errorOf(everybody)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.0.mediaIds.1',
    });
    expect(errorOf(everybody)?.message).toContain('only for the members of its unit');
    const elsewhere = await save(
      pathInput('For general', [section({ mediaIds: [m.otherUnit] })], { unitId: String(general) }),
    );
    expect(errorOf(elsewhere)?.extensions).toMatchObject({ field: 'sections.0.mediaIds.0' });
    expect(await pathCount()).toBe(before);
    const own = await created(
      pathInput('For other', [section({ mediaIds: [m.otherUnit] })], { unitId: String(other) }),
    );
    // Widening that path to everybody later is refused the same way.
    const widened = await save(
      pathInput('For other', [section({ mediaIds: [m.otherUnit] })], { id: own.id, unitId: null }),
    );
    expect(errorOf(widened)?.extensions).toMatchObject({ field: 'sections.0.mediaIds.0' });
  });

  it('refuses an unknown medium and an unpublished one, naming the place', async () => {
    const before = await pathCount();
    const unknown = await save(
      pathInput('Unknown', [
        section({ mediaIds: [m.a] }),
        section({ mediaIds: [m.b, '00000000-0000-4000-8000-000000000000'] }),
      ]),
    );
    expect(errorOf(unknown)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.1.mediaIds.1',
    });
    const draft = await save(pathInput('Draft medium', [section({ mediaIds: [m.draft] })]));
    expect(errorOf(draft)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.0.mediaIds.0',
    });
    expect(errorOf(draft)?.message).toContain('not published');
    expect(await pathCount()).toBe(before);
  });

  it('saves a draft with a cycle, shows it as a problem and refuses to publish it, naming the section', async () => {
    const one = section({ title: 'One', mediaIds: [m.a] });
    const two = section({ title: 'Two', mediaIds: [m.b], requires: [one.id] });
    one.requires = [two.id];
    const path = await created(pathInput('Cycle', [one, two]));
    expect(path.problems.map((p) => [p.code, p.field])).toEqual([
      ['CYCLE', 'sections.0.requires'],
      ['CYCLE', 'sections.1.requires'],
    ]);
    const publish = await gql(t.api, LP.publish, { token: t.tokens.admin, variables: { id: path.id } });
    expect(errorOf(publish)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.0.requires',
    });
    expect(errorOf(publish)?.message).toMatch(/require each other/);
    const [row] = await t.database.db.select().from(learningPaths).where(eq(learningPaths.id, path.id));
    expect(row?.status).toBe('DRAFT');
  });

  it('refuses to publish "at least 3 of 2" and a prerequisite on an empty section', async () => {
    const atLeast = await created(
      pathInput('At least', [
        section({ mediaIds: [m.c] }),
        section({ mediaIds: [m.a, m.b], rule: 'AT_LEAST', minCount: 3 }),
      ]),
    );
    const refused = await gql(t.api, LP.publish, { token: t.tokens.admin, variables: { id: atLeast.id } });
    expect(errorOf(refused)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.1.minCount',
    });
    expect(errorOf(refused)?.message).toContain('At least 3 of 2 media can never be met');

    const empty = section({ title: 'Empty', mediaIds: [] });
    const onEmpty = await created(
      pathInput('On empty', [empty, section({ mediaIds: [m.a], requires: [empty.id] })]),
    );
    expect(onEmpty.problems.map((p) => [p.code, p.severity])).toEqual([
      ['EMPTY_SECTION', 'WARNING'],
      ['PREREQUISITE_ON_EMPTY', 'ERROR'],
    ]);
    const second = await gql(t.api, LP.publish, { token: t.tokens.admin, variables: { id: onEmpty.id } });
    expect(errorOf(second)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.1.requires',
    });
  });

  it('refuses to save an error into a published path and keeps the stored structure', async () => {
    const first = section({ mediaIds: [m.a, m.b] });
    const path = await created(pathInput('Published', [first]));
    const publish = await gql(t.api, LP.publish, { token: t.tokens.admin, variables: { id: path.id } });
    expect(errorOf(publish)).toBeUndefined();
    const broken = await save(
      pathInput('Published', [{ ...first, rule: 'AT_LEAST', minCount: 5 }], { id: path.id }),
    );
    expect(errorOf(broken)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.0.minCount',
    });
    const [stored] = await t.database.db
      .select()
      .from(learningPathSections)
      .where(eq(learningPathSections.id, first.id));
    expect(stored).toMatchObject({ rule: 'ALL_ANY_ORDER', minCount: null });
  });

  it('answers CONFLICT with the current path when someone saved after the editor loaded it', async () => {
    const first = section({ mediaIds: [m.a] });
    const path = await created(pathInput('Conflict', [first]));
    await created(pathInput('Theirs', [first], { id: path.id, expectedUpdatedAt: path.updatedAt }));
    const mine = await save(pathInput('Mine', [first], { id: path.id, expectedUpdatedAt: path.updatedAt }));
    expect(errorOf(mine)?.extensions?.code).toBe('CONFLICT');
    expect(errorOf(mine)?.extensions?.current).toMatchObject({ id: path.id, title: 'Theirs' });
    const [row] = await t.database.db.select().from(learningPaths).where(eq(learningPaths.id, path.id));
    expect(row?.title).toBe('Theirs');
  });
});

describe('ids in capitals', () => {
  const upper = (id: string) => id.toUpperCase();
  it('finds the path, its sections and media as the database writes them, in every operation', async () => {
    const first = upper(crypto.randomUUID());
    const input = pathInput('Capitals', [
      section({ id: first, mediaIds: [upper(m.a)] }),
      section({ requires: [first], mediaIds: [upper(m.b)] }),
    ]);
    const path = await created(input);
    expect(path.sections[0]!.id).toBe(first.toLowerCase());
    expect(path.sections[1]!.requires).toEqual([first.toLowerCase()]);
    expect(path.sections.map((s) => s.items[0]!.mediumId)).toEqual([m.a, m.b]);
    const before = await pathCount();
    const renamed = await created({ ...input, id: upper(path.id), title: 'Capitals again' });
    expect(renamed).toMatchObject({ id: path.id, title: 'Capitals again' });
    expect(await pathCount()).toBe(before);
    const opened = await gql<{ learningPath: SavedPath }>(t.api, LP.get, {
      token: t.tokens.admin,
      variables: { id: upper(path.id) },
    });
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data!.learningPath.id).toBe(path.id);
    const published = await gql<{ publishLearningPath: { id: string; status: string } }>(t.api, LP.publish, {
      token: t.tokens.admin,
      variables: { id: upper(path.id) },
    });
    expect(published.body.data!.publishLearningPath).toEqual({ id: path.id, status: 'PUBLISHED' });
    const copy = await gql<{ duplicateLearningPath: SavedPath }>(t.api, LP.duplicate, {
      token: t.tokens.admin,
      variables: { id: upper(path.id) },
    });
    expect(copy.body.errors).toBeUndefined();
    expect(copy.body.data!.duplicateLearningPath.title).toBe('Capitals again (copy)');
    const archived = await gql<{ archiveLearningPaths: Array<{ id: string; status: string }> }>(
      t.api,
      LP.archive,
      { token: t.tokens.admin, variables: { ids: [upper(path.id)] } },
    );
    expect(archived.body.data!.archiveLearningPaths).toMatchObject([{ id: path.id, status: 'ARCHIVED' }]);
  });

  it('refuses a medium named twice, once in capitals, naming the second place and storing nothing', async () => {
    const before = await pathCount();
    const response = await save(pathInput('Twice in capitals', [section({ mediaIds: [m.a, upper(m.a)] })]));
    expect(errorOf(response)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sections.0.mediaIds.1',
    });
    expect(await pathCount()).toBe(before);
  });
});

describe('duplicate, archive, restore, picker', () => {
  it('duplicates with new section ids, prerequisites pointing at the copies, as a DRAFT "(copy)"', async () => {
    const a = section({ mediaIds: [m.a] });
    const b = section({ mediaIds: [m.b], requires: [a.id] });
    const path = await created(pathInput('Original', [a, b]));
    await gql(t.api, LP.publish, { token: t.tokens.admin, variables: { id: path.id } });
    const copy = await gql<{ duplicateLearningPath: SavedPath }>(t.api, LP.duplicate, {
      token: t.tokens.admin,
      variables: { id: path.id },
    });
    const c = copy.body.data!.duplicateLearningPath;
    expect(c).toMatchObject({ title: 'Original (copy)', status: 'DRAFT' });
    expect(c.id).not.toBe(path.id);
    expect(c.sections.map((s) => s.id)).not.toContain(a.id);
    expect(c.sections[1]!.requires).toEqual([c.sections[0]!.id]);
    expect(c.sections[1]!.items.map((i) => i.mediumId)).toEqual([m.b]);
  });

  it('archives (leaving the list and the picker) and restores as it was; the undo gets only what changed', async () => {
    const path = await created(pathInput('Archivable', [section({ mediaIds: [m.a] })]));
    await gql(t.api, LP.publish, { token: t.tokens.admin, variables: { id: path.id } });
    const picked = await gql<{ assignablePaths: Array<{ id: string }> }>(t.api, LP.assignable, {
      token: t.tokens.manager,
      variables: { search: 'Archivable' },
    });
    expect(picked.body.data!.assignablePaths.map((p) => p.id)).toEqual([path.id]);
    const archived = await gql<{ archiveLearningPaths: Array<{ id: string; status: string }> }>(
      t.api,
      LP.archive,
      {
        token: t.tokens.admin,
        variables: { ids: [path.id] },
      },
    );
    expect(archived.body.data!.archiveLearningPaths).toMatchObject([{ id: path.id, status: 'ARCHIVED' }]);
    const again = await gql<{ archiveLearningPaths: unknown[] }>(t.api, LP.archive, {
      token: t.tokens.admin,
      variables: { ids: [path.id] },
    });
    expect(again.body.data!.archiveLearningPaths).toEqual([]);
    const list = await gql<{ learningPaths: { items: Array<{ id: string }> } }>(t.api, LP.list, {
      token: t.tokens.admin,
      variables: { search: 'Archivable' },
    });
    expect(list.body.data!.learningPaths.items).toEqual([]);
    const archivedList = await gql<{ learningPaths: { items: Array<{ id: string }> } }>(t.api, LP.list, {
      token: t.tokens.admin,
      variables: { search: 'Archivable', filter: { statuses: ['ARCHIVED'] } },
    });
    expect(archivedList.body.data!.learningPaths.items.map((i) => i.id)).toEqual([path.id]);
    const none = await gql<{ assignablePaths: unknown[] }>(t.api, LP.assignable, {
      token: t.tokens.admin,
      variables: { search: 'Archivable' },
    });
    expect(none.body.data!.assignablePaths).toEqual([]);
    const restored = await gql<{ restoreLearningPaths: Array<{ status: string }> }>(t.api, LP.restore, {
      token: t.tokens.admin,
      variables: { ids: [path.id] },
    });
    expect(restored.body.data!.restoreLearningPaths).toMatchObject([
      { status: 'PUBLISHED', archivedAt: null },
    ]);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, path.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'learningPath.archive',
      'learningPath.create',
      'learningPath.publish',
      'learningPath.restore',
    ]);
  });

  it('lists with counts, sorts and pages on the server', async () => {
    const list = await gql<{
      learningPaths: {
        total: number;
        hasMore: boolean;
        items: Array<{ title: string; sectionCount: number; mediaCount: number }>;
      };
    }>(t.api, LP.list, {
      token: t.tokens.admin,
      variables: { search: 'Safety', sort: 'TITLE', direction: 'ASC', first: 1 },
    });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data!.learningPaths).toMatchObject({ total: 1, hasMore: false });
    expect(list.body.data!.learningPaths.items[0]).toMatchObject({
      title: 'Safety',
      sectionCount: 2,
      mediaCount: 3,
    });
    const bad = await gql(t.api, LP.list, { token: t.tokens.admin, variables: { first: 0 } });
    expect(errorOf(bad)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('learners following a path', () => {
  it('recomputes their progress in the save: removing the medium they had not done completes the path', async () => {
    const first = section({ mediaIds: [m.a, m.b] });
    const path = await created(pathInput('Followed', [first]));
    const learner = t.userIds.learner;
    await t.database.db
      .insert(enrolments)
      .values({ userId: learner, mediaId: m.a, status: 'COMPLETED', progress: 100 });
    await t.database.db.insert(learningPathEnrolments).values({ userId: learner, pathId: path.id });
    const fetched = await gql<{ learningPath: { learnerCount: number } }>(t.api, LP.get, {
      token: t.tokens.admin,
      variables: { id: path.id },
    });
    expect(fetched.body.data!.learningPath.learnerCount).toBe(1);
    await created(pathInput('Followed', [{ ...first, mediaIds: [m.a] }], { id: path.id }));
    const [row] = await t.database.db
      .select()
      .from(learningPathEnrolments)
      .where(eq(learningPathEnrolments.pathId, path.id));
    expect(row).toMatchObject({ progress: 100, completed: true });
  });
});
