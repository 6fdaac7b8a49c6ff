// Category management: who may read and change the tree, creating and renaming with names per locale
// (cleaned, required where the app shows them, unique among siblings), concurrency, the audit log, and the
// learner's catalogue filter following the tree in the reader's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories } from '../../../server/db/schema/categories';
import { media } from '../../../server/db/schema/media';
import { createMedium, gql, startTestApi, type TestApi } from './harness';
import {
  auditOf,
  CATALOGUE,
  clearCategories,
  create,
  CREATE,
  DELETE,
  errorOf,
  MOVE,
  names,
  paths,
  RENAME,
  REORDER,
  snapshot,
  tokenWithLocale,
  tree,
  TREE,
  type TreeEntry,
} from './categoriesHelpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());
beforeEach(() => clearCategories(t));

describe('access', () => {
  it('is for administrators only: managers, learners and coaches get FORBIDDEN and nothing is written', async () => {
    const a = await create(t, 'Safety');
    const b = await create(t, 'Fire');
    const before = await snapshot(t);
    const calls: [string, Record<string, unknown>][] = [
      [TREE, {}],
      [CREATE, { input: { names: names('New') } }],
      [RENAME, { id: a.id, names: names('Renamed') }],
      [MOVE, { id: b.id, parentId: a.id, position: 0 }],
      [REORDER, { parentId: null, ids: [b.id, a.id] }],
      [DELETE, { id: a.id, moveContentTo: { categoryId: null } }],
    ];
    for (const who of ['manager', 'learner', 'coach'] as const)
      for (const [query, variables] of calls) {
        const res = await gql(t.api, query, { token: t.tokens[who], variables });
        expect(errorOf(res)?.code, `${who}: ${query.slice(0, 40)}`).toBe('FORBIDDEN');
      }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('createCategory', () => {
  it('adds at the end of its siblings or at a position, with cleaned names, the default name and an audit entry', async () => {
    const safety = await create(t, 'Safety');
    await create(t, 'IT');
    const first = await gql<{ createCategory: { category: TreeEntry } }>(t.api, CREATE, {
      token: t.tokens.admin,
      variables: {
        input: {
          names: { en: '  Compliance\u200b\n rules ', de: 'Regeln', sw: 'Kanuni', fr: '', it: null },
          position: 0,
        },
      },
    });
    expect(first.body.errors).toBeUndefined();
    const made = first.body.data!.createCategory.category;
    expect(made).toMatchObject({
      name: 'Compliance rules',
      names: { en: 'Compliance rules', de: 'Regeln', sw: 'Kanuni', fr: null },
      position: 0,
      depth: 0,
      mediaCount: 0,
      childCount: 0,
      updatedByName: expect.any(String),
    });
    const fire = await create(t, 'Fire', safety.id);
    expect(fire).toMatchObject({ parentId: safety.id, depth: 1, position: 0 });
    expect(paths(await tree(t))).toEqual(['Compliance rules', 'Safety', 'Safety/Fire', 'IT']);
    const [entry] = await auditOf(t, made.id);
    expect(entry).toMatchObject({
      action: 'category.create',
      entityType: 'category',
      actorId: t.userIds.admin,
      changes: {
        name: { before: null, after: 'Compliance rules' },
        names: { before: null, after: { en: 'Compliance rules', de: 'Regeln', sw: 'Kanuni' } },
        position: { before: null, after: 0 },
      },
    });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['an empty English name', { names: names('', { en: '  \u200b ' }) }, 'input.names.en'],
    ['no German name (an allowed locale)', { names: { en: 'Tools', sw: 'Zana' } }, 'input.names.de'],
    ['an empty Swahili name', { names: names('Tools', { sw: '' }) }, 'input.names.sw'],
    [
      'a name over 100 characters',
      { names: names('x'.repeat(101), { de: 'Lang', sw: 'Refu' }) },
      'input.names.en',
    ],
    [
      'an optional name over 100 characters',
      { names: names('Tools', { fr: 'y'.repeat(101) }) },
      'input.names.fr',
    ],
    [
      'the same name as a sibling (other case)',
      { names: names('SAFETY', { de: 'Neu', sw: 'Mpya' }) },
      'input.names.en',
    ],
    ['a German name a sibling has', { names: names('Tools', { de: 'Safety (de)' }) }, 'input.names.de'],
    [
      'a French name a sibling shows by fallback',
      { names: names('Tools', { fr: 'Safety' }) },
      'input.names.fr',
    ],
    [
      'an unknown parent',
      { names: names('Tools'), parentId: '00000000-0000-4000-8000-000000000000' },
      'input.parentId',
    ],
    ['a parent that is no id', { names: names('Tools'), parentId: 'abc' }, 'input.parentId'],
    ['a position past the end', { names: names('Tools'), position: 2 }, 'input.position'],
    ['a negative position', { names: names('Tools'), position: -1 }, 'input.position'],
  ];
  it.each(refused)('refuses %s naming the field, writing nothing', async (_what, input, field) => {
    await create(t, 'Safety');
    const before = await snapshot(t);
    const res = await gql(t.api, CREATE, { token: t.tokens.admin, variables: { input } });
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(res.body.errors?.[0]?.message).toMatch(/\w{4,}/);
    expect(await snapshot(t)).toEqual(before);
  });

  it('allows the same name under different parents', async () => {
    const a = await create(t, 'A');
    const b = await create(t, 'B');
    await create(t, 'Basics', a.id);
    await expect(create(t, 'Basics', b.id)).resolves.toMatchObject({ parentId: b.id });
  });
});

describe('renameCategory', () => {
  it('replaces the names, keeps name as the default locale, and logs before and after', async () => {
    const safety = await create(t, 'Safety');
    const res = await gql<{ renameCategory: { category: TreeEntry } }>(t.api, RENAME, {
      token: t.tokens.admin,
      variables: {
        id: safety.id,
        names: { en: 'Safety at work', de: 'Arbeitssicherheit', sw: 'Usalama kazini' },
        expectedUpdatedAt: safety.updatedAt,
      },
    });
    expect(res.body.errors).toBeUndefined();
    const renamed = res.body.data!.renameCategory.category;
    expect(renamed).toMatchObject({ name: 'Safety at work', names: { de: 'Arbeitssicherheit', fr: null } });
    expect(new Date(renamed.updatedAt!).getTime()).toBeGreaterThan(new Date(safety.updatedAt!).getTime() - 1);
    const entries = await auditOf(t, safety.id);
    expect(entries.map((e) => e.action)).toEqual(['category.create', 'category.rename']);
    expect(entries[1]?.changes).toEqual({
      name: { before: 'Safety', after: 'Safety at work' },
      names: {
        before: { en: 'Safety', de: 'Safety (de)', sw: 'Safety (sw)' },
        after: { en: 'Safety at work', de: 'Arbeitssicherheit', sw: 'Usalama kazini' },
      },
    });
  });

  it('answers CONFLICT with the category as it is now when someone renamed it first, writing nothing', async () => {
    const safety = await create(t, 'Safety');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await gql(t.api, RENAME, {
      token: t.tokens.admin,
      variables: { id: safety.id, names: names('Theirs'), expectedUpdatedAt: safety.updatedAt },
    });
    expect(first.body.errors).toBeUndefined();
    const before = await snapshot(t);
    const second = await gql(t.api, RENAME, {
      token: t.tokens.admin,
      variables: { id: safety.id, names: names('Mine'), expectedUpdatedAt: safety.updatedAt },
    });
    expect(errorOf(second)).toMatchObject({ code: 'CONFLICT', current: { id: safety.id, name: 'Theirs' } });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a sibling name, an unknown id and a bad name, writing nothing', async () => {
    const a = await create(t, 'Alpha');
    await create(t, 'Beta');
    const before = await snapshot(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ id: a.id, names: names('beta') }, 'names.en'],
      [{ id: a.id, names: names('Alpha', { de: '' }) }, 'names.de'],
      [{ id: '00000000-0000-4000-8000-000000000000', names: names('Gamma') }, 'id'],
      [{ id: 'nope', names: names('Gamma') }, 'id'],
    ];
    for (const [variables, field] of cases) {
      const res = await gql(t.api, RENAME, { token: t.tokens.admin, variables });
      expect(errorOf(res), field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await snapshot(t)).toEqual(before);
    // Its own names again (another case) is no clash with itself.
    const same = await gql(t.api, RENAME, {
      token: t.tokens.admin,
      variables: { id: a.id, names: names('ALPHA') },
    });
    expect(same.body.errors).toBeUndefined();
  });
});

describe('catalogueCategories', () => {
  it('lists the tree in order with names in the reader language: own locale, browser language, default, name', async () => {
    const safety = await create(t, 'Safety', null, { de: 'Sicherheit' });
    await create(t, 'Fire', safety.id, { de: 'Brand' });
    const itCategory = await create(t, 'IT', null, { de: 'Informatik', fr: 'Informatique' });
    // A row from before translated names: only the name column.
    await t.database.db.insert(categories).values({ name: 'Legacy', position: 9 });
    await gql(t.api, MOVE, {
      token: t.tokens.admin,
      variables: { id: itCategory.id, parentId: null, position: 0 },
    });
    const read = async (options: { token: string; headers?: Record<string, string> }) => {
      const res = await gql<{ catalogueCategories: { name: string }[] }>(t.api, CATALOGUE, options);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.catalogueCategories.map((c) => c.name);
    };
    const learner = t.tokens.learner;
    expect(await read({ token: learner })).toEqual(['IT', 'Safety', 'Fire', 'Legacy']);
    expect(await read({ token: learner, headers: { 'accept-language': 'de-CH, en;q=0.5' } })).toEqual([
      'Informatik',
      'Sicherheit',
      'Brand',
      'Legacy',
    ]);
    // French is no allowed locale: the browser's second choice (Swahili) wins.
    expect(await read({ token: learner, headers: { 'accept-language': 'fr, sw;q=0.8' } })).toEqual([
      'IT (sw)',
      'Safety (sw)',
      'Fire (sw)',
      'Legacy',
    ]);
    const german = await tokenWithLocale(t, t.userIds.learner, 'de');
    expect(await read({ token: german, headers: { 'accept-language': 'sw' } })).toEqual([
      'Informatik',
      'Sicherheit',
      'Brand',
      'Legacy',
    ]);
  });

  it('counts the media filed directly under each category', async () => {
    const safety = await create(t, 'Safety');
    const fire = await create(t, 'Fire', safety.id);
    for (const title of ['One', 'Two']) {
      const id = await createMedium(t.database, title);
      await t.database.db.update(media).set({ categoryId: fire.id }).where(eq(media.id, id));
    }
    const entries = await tree(t);
    expect(entries.map((e) => [e.name, e.mediaCount])).toEqual([
      ['Safety', 0],
      ['Fire', 2],
    ]);
  });
});
