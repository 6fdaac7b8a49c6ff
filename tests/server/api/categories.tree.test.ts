// Category management, the tree's shape: moving (never below itself), reordering siblings, and deleting
// only empty categories or after choosing where the media and subcategories go; each with its audit
// entries, refusals that name the field and write nothing, and CONFLICT for a stale view.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { media } from '../../../server/db/schema/media';
import { createMedium, gql, startTestApi, type TestApi } from './harness';
import {
  auditOf,
  clearCategories,
  create,
  DELETE,
  errorOf,
  MOVE,
  paths,
  REORDER,
  snapshot,
  tree,
  type TreeEntry,
} from './categoriesHelpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());
beforeEach(() => clearCategories(t));

/** Safety (Fire, First aid), IT (Security), Leadership. */
async function sample() {
  const safety = await create(t, 'Safety');
  const fire = await create(t, 'Fire', safety.id);
  const aid = await create(t, 'First aid', safety.id);
  const it = await create(t, 'IT');
  const security = await create(t, 'Security', it.id);
  const leadership = await create(t, 'Leadership');
  return { safety, fire, aid, it, security, leadership };
}

const admin = (query: string, variables: Record<string, unknown>) =>
  gql<Record<string, { tree: TreeEntry[]; category: TreeEntry | null }>>(t.api, query, {
    token: t.tokens.admin,
    variables,
  });

async function fileMedia(categoryId: string, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const id = await createMedium(t.database, title);
    await t.database.db.update(media).set({ categoryId }).where(eq(media.id, id));
    ids.push(id);
  }
  return ids;
}

describe('moveCategory', () => {
  it('moves among siblings and to another parent, numbering both sibling sets, with an audit entry', async () => {
    const c = await sample();
    const up = await admin(MOVE, { id: c.leadership.id, parentId: null, position: 0 });
    expect(up.body.errors).toBeUndefined();
    expect(paths(up.body.data!.moveCategory!.tree)).toEqual([
      'Leadership',
      'Safety',
      'Safety/Fire',
      'Safety/First aid',
      'IT',
      'IT/Security',
    ]);
    const across = await admin(MOVE, {
      id: c.aid.id,
      parentId: c.it.id,
      position: 0,
      expectedUpdatedAt: c.aid.updatedAt,
    });
    expect(across.body.errors).toBeUndefined();
    expect(across.body.data!.moveCategory!.category).toMatchObject({
      parentId: c.it.id,
      depth: 1,
      position: 0,
    });
    const entries = await tree(t);
    expect(paths(entries)).toEqual([
      'Leadership',
      'Safety',
      'Safety/Fire',
      'IT',
      'IT/First aid',
      'IT/Security',
    ]);
    expect(entries.map((e) => e.position)).toEqual([0, 1, 0, 2, 0, 1]);
    const log = await auditOf(t, c.aid.id);
    expect(log.at(-1)).toMatchObject({
      action: 'category.move',
      changes: { parentId: { before: c.safety.id, after: c.it.id }, position: { before: 1, after: 0 } },
    });
  });

  it('keeps the order after another change (positions are stored, not recomputed from names)', async () => {
    const c = await sample();
    await admin(MOVE, { id: c.leadership.id, parentId: null, position: 0 });
    await create(t, 'Aardvark');
    expect(paths(await tree(t)).filter((p) => !p.includes('/'))).toEqual([
      'Leadership',
      'Safety',
      'IT',
      'Aardvark',
    ]);
  });

  const refusals: [
    string,
    (c: Awaited<ReturnType<typeof sample>>) => Record<string, unknown>,
    string,
    RegExp,
  ][] = [
    [
      'into itself',
      (c) => ({ id: c.safety.id, parentId: c.safety.id, position: 0 }),
      'parentId',
      /inside itself/,
    ],
    [
      'below its own child',
      (c) => ({ id: c.safety.id, parentId: c.fire.id, position: 0 }),
      'parentId',
      /loop/,
    ],
    [
      'to an unknown parent',
      (c) => ({ id: c.fire.id, parentId: '00000000-0000-4000-8000-000000000000', position: 0 }),
      'parentId',
      /no category/,
    ],
    [
      'a category that does not exist',
      () => ({ id: '00000000-0000-4000-8000-000000000000', parentId: null, position: 0 }),
      'id',
      /no category/,
    ],
    [
      'past the end of the siblings',
      (c) => ({ id: c.fire.id, parentId: c.it.id, position: 2 }),
      'position',
      /0 to 1/,
    ],
    [
      'beside a sibling of the same name',
      (c) => ({ id: c.security.id, parentId: null, position: 0, _rename: true }),
      'parentId',
      /already called/,
    ],
  ];
  it.each(refusals)(
    'refuses a move %s, naming the field and writing nothing',
    async (_what, vars, field, message) => {
      const c = await sample();
      const variables = vars(c);
      if (variables._rename) await create(t, 'Security');
      delete variables._rename;
      const before = await snapshot(t);
      const res = await admin(MOVE, variables);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.body.errors?.[0]?.message).toMatch(message);
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('answers CONFLICT when the category changed after it was read', async () => {
    const c = await sample();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin(MOVE, { id: c.fire.id, parentId: null, position: 0 });
    const before = await snapshot(t);
    const res = await admin(MOVE, {
      id: c.fire.id,
      parentId: c.it.id,
      position: 0,
      expectedUpdatedAt: c.fire.updatedAt,
    });
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', current: { id: c.fire.id, parentId: null } });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('reorderCategories', () => {
  it('sets the order of one sibling set and logs each category whose place changed', async () => {
    const c = await sample();
    const res = await admin(REORDER, { parentId: null, ids: [c.it.id, c.leadership.id, c.safety.id] });
    expect(res.body.errors).toBeUndefined();
    expect(paths(res.body.data!.reorderCategories!.tree).filter((p) => !p.includes('/'))).toEqual([
      'IT',
      'Leadership',
      'Safety',
    ]);
    const kids = await admin(REORDER, { parentId: c.safety.id, ids: [c.aid.id, c.fire.id] });
    expect(paths(kids.body.data!.reorderCategories!.tree)).toContain('Safety/First aid');
    const order = paths(await tree(t));
    expect(order.indexOf('Safety/First aid')).toBeLessThan(order.indexOf('Safety/Fire'));
    expect((await auditOf(t, c.it.id)).at(-1)).toMatchObject({
      action: 'category.reorder',
      changes: { position: { before: 1, after: 0 } },
    });
  });

  it('answers CONFLICT when the ids are not exactly the children, and refuses a repeated id', async () => {
    const c = await sample();
    const before = await snapshot(t);
    const missing = await admin(REORDER, { parentId: null, ids: [c.it.id, c.safety.id] });
    expect(errorOf(missing)?.code).toBe('CONFLICT');
    const foreign = await admin(REORDER, { parentId: null, ids: [c.it.id, c.safety.id, c.fire.id] });
    expect(errorOf(foreign)?.code).toBe('CONFLICT');
    const twice = await admin(REORDER, { parentId: null, ids: [c.it.id, c.it.id, c.safety.id] });
    expect(errorOf(twice)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids.1' });
    const unknown = await admin(REORDER, { parentId: '00000000-0000-4000-8000-000000000000', ids: [] });
    expect(errorOf(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('deleteCategory', () => {
  it('deletes an empty category at once and closes the gap among its siblings', async () => {
    const c = await sample();
    const res = await admin(DELETE, { id: c.leadership.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.deleteCategory!.category).toBeNull();
    const fireGone = await admin(DELETE, { id: c.fire.id, expectedUpdatedAt: c.fire.updatedAt });
    expect(fireGone.body.errors).toBeUndefined();
    const entries = await tree(t);
    expect(paths(entries)).toEqual(['Safety', 'Safety/First aid', 'IT', 'IT/Security']);
    expect(entries.find((e) => e.name === 'First aid')?.position).toBe(0);
    expect((await auditOf(t, c.leadership.id)).at(-1)).toMatchObject({
      action: 'category.delete',
      changes: { name: { before: 'Leadership', after: null } },
    });
  });

  it('refuses a category with media or subcategories until a destination is chosen, writing nothing', async () => {
    const c = await sample();
    await fileMedia(c.leadership.id, ['Leading teams']);
    const before = await snapshot(t);
    for (const id of [c.leadership.id, c.safety.id]) {
      const res = await admin(DELETE, { id });
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'moveContentTo' });
    }
    const inside = await admin(DELETE, { id: c.safety.id, moveContentTo: { categoryId: c.fire.id } });
    expect(errorOf(inside)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'moveContentTo.categoryId' });
    const itself = await admin(DELETE, { id: c.safety.id, moveContentTo: { categoryId: c.safety.id } });
    expect(errorOf(itself)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'moveContentTo.categoryId' });
    const unknown = await admin(DELETE, {
      id: c.leadership.id,
      moveContentTo: { categoryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(errorOf(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'moveContentTo.categoryId' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('moves the media and the subcategories to the chosen category, with audit entries for each', async () => {
    const c = await sample();
    const filed = await fileMedia(c.safety.id, ['Evacuation', 'Ladders']);
    await create(t, 'Existing', c.leadership.id);
    const res = await admin(DELETE, { id: c.safety.id, moveContentTo: { categoryId: c.leadership.id } });
    expect(res.body.errors).toBeUndefined();
    const entries = res.body.data!.deleteCategory!.tree;
    expect(paths(entries)).toEqual([
      'IT',
      'IT/Security',
      'Leadership',
      'Leadership/Existing',
      'Leadership/Fire',
      'Leadership/First aid',
    ]);
    expect(entries.find((e) => e.name === 'Leadership')?.mediaCount).toBe(2);
    const moved = await t.database.db
      .select({ categoryId: media.categoryId })
      .from(media)
      .where(inArray(media.id, filed));
    expect(moved).toEqual([{ categoryId: c.leadership.id }, { categoryId: c.leadership.id }]);
    expect((await auditOf(t, filed[0]!)).map((e) => [e.action, e.entityType, e.changes])).toEqual([
      ['medium.update', 'medium', { categoryId: { before: c.safety.id, after: c.leadership.id } }],
    ]);
    expect((await auditOf(t, c.fire.id)).at(-1)).toMatchObject({
      action: 'category.move',
      changes: {
        parentId: { before: c.safety.id, after: c.leadership.id },
        position: { before: 0, after: 1 },
      },
    });
    expect((await auditOf(t, c.safety.id)).at(-1)?.action).toBe('category.delete');
  });

  it('marks the moved media as changed by the caller, so a form opened before sees a conflict', async () => {
    const c = await sample();
    const [early, late] = await fileMedia(c.safety.id, ['Evacuation', 'Ladders']);
    const past = new Date('2026-01-01T10:00:00.000Z');
    // A stamp ahead of the database clock still moves forward (strictly after the one a form holds).
    const ahead = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.update(media).set({ updatedAt: past, updatedBy: null }).where(eq(media.id, early!));
    await t.database.db.update(media).set({ updatedAt: ahead }).where(eq(media.id, late!));
    const res = await admin(DELETE, { id: c.safety.id, moveContentTo: { categoryId: c.leadership.id } });
    expect(res.body.errors).toBeUndefined();
    const rows = await t.database.db
      .select({ id: media.id, updatedAt: media.updatedAt, updatedBy: media.updatedBy })
      .from(media)
      .where(inArray(media.id, [early!, late!]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(early!)!.updatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(byId.get(late!)!.updatedAt.getTime()).toBeGreaterThan(ahead.getTime());
    expect(rows.map((r) => r.updatedBy)).toEqual([t.userIds.admin, t.userIds.admin]);
    const stale = await gql(
      t.api,
      `mutation u($id: ID!, $input: UpdateMediumInput!, $expectedUpdatedAt: DateTime) {
        updateMedium(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { id } }`,
      {
        token: t.tokens.admin,
        variables: { id: early, input: { title: 'Mine' }, expectedUpdatedAt: past.toISOString() },
      },
    );
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT' });
  });

  it('with no destination, leaves the media without a category and puts the subcategories in its place', async () => {
    const c = await sample();
    const filed = await fileMedia(c.safety.id, ['Evacuation']);
    const res = await admin(DELETE, { id: c.safety.id, moveContentTo: { categoryId: null } });
    expect(res.body.errors).toBeUndefined();
    expect(paths(res.body.data!.deleteCategory!.tree)).toEqual([
      'Fire',
      'First aid',
      'IT',
      'IT/Security',
      'Leadership',
    ]);
    const [row] = await t.database.db
      .select({ categoryId: media.categoryId })
      .from(media)
      .where(eq(media.id, filed[0]!));
    expect(row?.categoryId).toBeNull();
  });

  it('refuses subcategories whose names clash at the destination, and a stale view with CONFLICT', async () => {
    const c = await sample();
    await create(t, 'Fire', c.it.id);
    const before = await snapshot(t);
    const clash = await admin(DELETE, { id: c.safety.id, moveContentTo: { categoryId: c.it.id } });
    expect(errorOf(clash)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'moveContentTo.categoryId' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin(MOVE, { id: c.leadership.id, parentId: null, position: 0 });
    const stale = await admin(DELETE, { id: c.leadership.id, expectedUpdatedAt: c.leadership.updatedAt });
    expect(errorOf(stale)?.code).toBe('CONFLICT');
    expect((await snapshot(t)).rows.length).toBe(before.rows.length);
  });
});
