// The catalogue: full-text search, filters, sorting, paging and who sees what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStats } from '../../../server/db/schema/learning';
import { categories } from '../../../server/db/schema/media';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addCategory, addMedium, addUnit, Q, unitId } from './fixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Item = { id: string; title: string; durationMinutes: number | null; category: { id: string } | null };
type Page = { catalogue: { total: number; offset: number; hasMore: boolean; items: Item[] } };

const search = async (variables: Record<string, unknown>, token = t.tokens.learner) => {
  const res = await gql<Page>(t.api, Q.catalogue, { token, variables });
  expect(res.body.errors).toBeUndefined();
  const page = res.body.data?.catalogue;
  if (!page) throw new Error('no catalogue page');
  return page;
};
const titles = (page: Page['catalogue']) => page.items.map((i) => i.title);

describe('full-text search', () => {
  beforeAll(async () => {
    await addMedium(t.database, { title: 'Zephyr safety at height', description: 'Ladders and scaffolds.' });
    await addMedium(t.database, {
      title: 'Working with ladders',
      description: 'Zephyr rules for the workshop.',
    });
    await addMedium(t.database, { title: 'Unrelated course', description: 'Nothing about it.' });
  });

  it('matches words of the title and of the description, title matches first', async () => {
    const page = await search({ search: 'zephyr' });
    expect(page.total).toBe(2);
    expect(titles(page)).toEqual(['Zephyr safety at height', 'Working with ladders']);
  });

  it('needs every word, and matches the last word as a prefix while typing', async () => {
    expect(titles(await search({ search: 'zephyr ladd' }))).toEqual([
      'Working with ladders',
      'Zephyr safety at height',
    ]);
    expect(titles(await search({ search: 'zeph' }))).toHaveLength(2);
    expect(titles(await search({ search: 'zephyr workshop' }))).toEqual(['Working with ladders']);
  });

  it('reads quotes and a leading minus as web search syntax', async () => {
    expect(titles(await search({ search: '"safety at height"' }))).toEqual(['Zephyr safety at height']);
    expect(titles(await search({ search: 'zephyr -height' }))).toEqual(['Working with ladders']);
  });

  it('answers no match with an empty page and total 0, and ignores tsquery syntax in the text', async () => {
    expect(await search({ search: 'qwertyuiop' })).toEqual({
      total: 0,
      offset: 0,
      hasMore: false,
      items: [],
    });
    expect((await search({ search: "zephyr & | ! ( ) :* '" })).total).toBe(2);
  });
});

describe('filters', () => {
  let leadership: string;
  let coaching: string;
  beforeAll(async () => {
    leadership = await addCategory(t.database, 'Leadership');
    coaching = await addCategory(t.database, 'Coaching', leadership);
    await addMedium(t.database, {
      title: 'Filtra video en',
      type: 'VIDEO',
      durationMinutes: 5,
      categoryId: leadership,
    });
    await addMedium(t.database, {
      title: 'Filtra pdf de',
      type: 'PDF',
      language: 'de',
      durationMinutes: 30,
      categoryId: coaching,
    });
    await addMedium(t.database, { title: 'Filtra scorm en', type: 'SCORM', durationMinutes: 60 });
    await addMedium(t.database, { title: 'Filtra link', durationMinutes: null });
  });

  it('by category including its subcategories', async () => {
    expect(titles(await search({ search: 'filtra', filter: { categoryIds: [leadership] } }))).toEqual([
      'Filtra pdf de',
      'Filtra video en',
    ]);
    expect(titles(await search({ search: 'filtra', filter: { categoryIds: [coaching] } }))).toEqual([
      'Filtra pdf de',
    ]);
  });

  it('by media type, language and duration range', async () => {
    expect(titles(await search({ search: 'filtra', filter: { types: ['VIDEO', 'SCORM'] } }))).toEqual([
      'Filtra scorm en',
      'Filtra video en',
    ]);
    expect(titles(await search({ search: 'filtra', filter: { languages: ['de'] } }))).toEqual([
      'Filtra pdf de',
    ]);
    expect(
      titles(await search({ search: 'filtra', filter: { minDurationMinutes: 5, maxDurationMinutes: 30 } })),
    ).toEqual(['Filtra pdf de', 'Filtra video en']);
  });

  it('refuses impossible ranges and bad ids with the field named', async () => {
    for (const [filter, field] of [
      [{ minDurationMinutes: 10, maxDurationMinutes: 5 }, 'filter.maxDurationMinutes'],
      [{ minDurationMinutes: -1 }, 'filter'],
      [{ categoryIds: ['nope'] }, 'filter.categoryIds'],
    ] as const) {
      const res = await gql(t.api, Q.catalogue, { token: t.tokens.learner, variables: { filter } });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});

describe('sorting and paging', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (const [i, [title, minutes]] of (
      [
        ['Sortix charlie', 20],
        ['Sortix alpha', null],
        ['Sortix bravo', 5],
      ] as const
    ).entries()) {
      ids[title] = await addMedium(t.database, {
        title,
        durationMinutes: minutes,
        createdAt: new Date(base + i * 60_000),
      });
    }
    await t.database.db.insert(mediaStats).values([
      { mediaId: ids['Sortix bravo'] as string, ratingCount: 2, ratingSum: 9, averageRating: 4.5 },
      { mediaId: ids['Sortix charlie'] as string, ratingCount: 1, ratingSum: 3, averageRating: 3 },
    ]);
  });

  it.each([
    ['TITLE', ['Sortix alpha', 'Sortix bravo', 'Sortix charlie']],
    ['NEWEST', ['Sortix bravo', 'Sortix alpha', 'Sortix charlie']],
    ['DURATION', ['Sortix bravo', 'Sortix charlie', 'Sortix alpha']],
    ['RATING', ['Sortix bravo', 'Sortix charlie', 'Sortix alpha']],
  ])('sorts by %s', async (sort, expected) => {
    expect(titles(await search({ search: 'sortix', sort }))).toEqual(expected);
  });

  it('pages through every match once, with a stable order and the total on every page', async () => {
    for (let i = 0; i < 23; i += 1) await addMedium(t.database, { title: `Pagina item ${i % 5}` });
    const seen: string[] = [];
    for (let offset = 0; offset < 30; offset += 10) {
      const page = await search({ search: 'pagina', first: 10, offset });
      expect(page.total).toBe(23);
      expect(page.hasMore).toBe(offset + 10 < 23);
      seen.push(...page.items.map((i) => i.id));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    const beyond = await search({ search: 'pagina', first: 10, offset: 40 });
    expect(beyond).toMatchObject({ total: 23, items: [], hasMore: false });
  });

  it('refuses page sizes outside 1-100', async () => {
    const res = await gql(t.api, Q.catalogue, { token: t.tokens.learner, variables: { first: 101 } });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('visibility', () => {
  let own: string;
  let foreign: string;
  let hidden: string;
  beforeAll(async () => {
    own = await addMedium(t.database, {
      title: 'Visibilis service desk',
      unitId: await unitId(t.database, 'customer-service'),
    });
    foreign = await addMedium(t.database, {
      title: 'Visibilis other unit',
      unitId: await addUnit(t.database, 'logistics'),
    });
    hidden = await addMedium(t.database, { title: 'Visibilis draft', published: false });
    await addMedium(t.database, { title: 'Visibilis for everyone' });
  });

  it("shows published media of every unit and of the learner's own units only", async () => {
    expect(titles(await search({ search: 'visibilis' }))).toEqual([
      'Visibilis for everyone',
      'Visibilis service desk',
    ]);
    // The coach belongs to the general unit only.
    expect(titles(await search({ search: 'visibilis' }, t.tokens.coach))).toEqual(['Visibilis for everyone']);
  });

  it('gives no detail of an unpublished or foreign medium', async () => {
    for (const id of [foreign, hidden]) {
      const res = await gql(t.api, Q.catalogueItem, { token: t.tokens.learner, variables: { id } });
      expect(res.body).toEqual({ data: { catalogueItem: null } });
    }
    const res = await gql<{ catalogueItem: { item: { id: string } } }>(t.api, Q.catalogueItem, {
      token: t.tokens.learner,
      variables: { id: own },
    });
    expect(res.body.data?.catalogueItem.item.id).toBe(own);
  });

  it.each(['admin', 'manager'] as const)('is a learner view: %s gets FORBIDDEN', async (who) => {
    for (const query of [Q.catalogue, 'query { catalogueCategories { id } }']) {
      const res = await gql(t.api, query, { token: t.tokens[who] });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('category names on the cards', () => {
  it("names an item's category in the reader's language, as the filter does, else the default's name", async () => {
    const [row] = await t.database.db
      .insert(categories)
      .values({ name: 'Fire safety', names: { en: 'Fire safety', de: 'Brandschutz' } })
      .returning({ id: categories.id });
    const plain = await addCategory(t.database, 'Only English');
    const id = await addMedium(t.database, { title: 'Localized card', categoryId: row!.id });
    const other = await addMedium(t.database, { title: 'Localized plain', categoryId: plain });
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const page = await gql<{ catalogue: { items: Array<{ id: string; category: { name: string } }> } }>(
      t.api,
      Q.catalogue,
      { token: t.tokens.learner, variables: { search: 'localized' }, headers: german },
    );
    const names = Object.fromEntries(page.body.data!.catalogue.items.map((i) => [i.id, i.category.name]));
    expect(names).toEqual({ [id]: 'Brandschutz', [other]: 'Only English' });
    const detail = await gql<{ catalogueItem: { item: { category: { name: string } } } }>(
      t.api,
      Q.catalogueItem,
      { token: t.tokens.learner, variables: { id }, headers: german },
    );
    expect(detail.body.data!.catalogueItem.item.category.name).toBe('Brandschutz');
    const english = await gql<{ catalogueItem: { item: { category: { name: string } } } }>(
      t.api,
      Q.catalogueItem,
      { token: t.tokens.learner, variables: { id }, headers: { 'accept-language': 'en' } },
    );
    expect(english.body.data!.catalogueItem.item.category.name).toBe('Fire safety');
  });
});
