// The managers' list and detail: who sees which media (units), search, every filter and sort with pages
// that never overlap, the fields the list fills in one query, and the form's options.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, media } from '../../../server/db/schema/media';
import { mediaStats } from '../../../server/db/schema/learning';
import { addCategory, addMedium, addUnit, unitId } from '../learning/fixtures';
import { goodZip } from '../scorm/helpers';
import { gql } from './harness';
import { startMediaApi, type MediaApi } from './mediaHarness';
import { dataOf, errorOf, MM } from './mediaManagementOps';

type Item = Record<string, unknown> & { id: string; title: string };
type Page = { managedMedia: { total: number; offset: number; hasMore: boolean; items: Item[] } };

let t: MediaApi;
let service: number;
let club: number;
let safety: string;
let fire: string;
const ids: Record<string, string> = {};

const list = (variables: Record<string, unknown> = {}, token = t.tokens.admin, headers = {}) =>
  gql<Page>(t.api, MM.list, { token, variables: { first: 100, ...variables }, headers });
const titles = async (variables: Record<string, unknown>, token = t.tokens.admin) =>
  dataOf(await list(variables, token)).managedMedia.items.map((i) => i.title);

beforeAll(async () => {
  t = await startMediaApi();
  // Only this test's media: the seed's demo media are not in the API test database.
  service = await unitId(t.database, 'customer-service');
  club = await addUnit(t.database, 'golf-club');
  safety = await addCategory(t.database, 'Safety');
  fire = await addCategory(t.database, 'Fire', safety);
  await t.database.db
    .update(categories)
    .set({ names: { de: 'Brandschutz' } })
    .where(eq(categories.id, fire));
  const add = async (key: string, spec: Parameters<typeof addMedium>[1], updatedAt: string) => {
    ids[key] = await addMedium(t.database, spec);
    await t.database.db
      .update(media)
      .set({ updatedAt: new Date(updatedAt) })
      .where(eq(media.id, ids[key]!));
  };
  await add('alpha', { title: 'Alpha lifting', type: 'VIDEO', categoryId: fire }, '2026-01-05T00:00:00Z');
  await add(
    'beta',
    { title: 'Beta ladders', type: 'PDF', unitId: service, published: false },
    '2026-01-04T00:00:00Z',
  );
  await add(
    'gamma',
    { title: 'Gamma greens', type: 'LINK', unitId: club, categoryId: safety },
    '2026-01-03T00:00:00Z',
  );
  await add('delta', { title: 'Delta lifting', type: 'LINK', categoryId: safety }, '2026-01-02T00:00:00Z');
  await add(
    'echo',
    { title: 'Echo archive', type: 'LINK', description: 'lifting old' },
    '2026-01-01T00:00:00Z',
  );
  await t.database.db.update(media).set({ archivedAt: new Date() }).where(eq(media.id, ids.echo!));
  await t.database.db.insert(mediaStats).values([
    { mediaId: ids.alpha!, enrolmentCount: 7 },
    { mediaId: ids.delta!, enrolmentCount: 3 },
  ]);
});
afterAll(() => t.close());

describe('managedMedia: who sees what', () => {
  it('shows an admin every medium not archived, most recently changed first', async () => {
    const page = dataOf(await list()).managedMedia;
    expect(page.items.map((i) => i.title)).toEqual([
      'Alpha lifting',
      'Beta ladders',
      'Gamma greens',
      'Delta lifting',
    ]);
    expect(page).toMatchObject({ total: 4, offset: 0, hasMore: false });
  });

  it("shows a manager media for every unit and their units' media, not another department's", async () => {
    expect(await titles({}, t.tokens.manager)).toEqual(['Alpha lifting', 'Beta ladders', 'Delta lifting']);
    // The coach manages the general unit only: customer service's draft is not theirs.
    expect(await titles({}, t.tokens.coach)).toEqual(['Alpha lifting', 'Delta lifting']);
  });

  it('refuses learners', async () => {
    expect(errorOf(await list({}, t.tokens.learner))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('managedMedia: search, filters, paging', () => {
  it('searches titles and descriptions, the last word as a prefix', async () => {
    expect(await titles({ search: 'lift' })).toEqual(['Alpha lifting', 'Delta lifting']);
    expect(await titles({ search: 'lifting', filter: { state: 'ALL' } })).toEqual([
      'Alpha lifting',
      'Delta lifting',
      'Echo archive',
    ]);
    expect(await titles({ search: 'nothing-like-this' })).toEqual([]);
  });

  it('filters by type, category (not its subcategories), unit, every unit, published and state', async () => {
    expect(await titles({ filter: { types: ['LINK'] } })).toEqual(['Gamma greens', 'Delta lifting']);
    expect(await titles({ filter: { categoryIds: [safety] } })).toEqual(['Gamma greens', 'Delta lifting']);
    expect(await titles({ filter: { unitIds: [String(club)] } })).toEqual(['Gamma greens']);
    expect(await titles({ filter: { everyUnit: true } })).toEqual(['Alpha lifting', 'Delta lifting']);
    expect(await titles({ filter: { everyUnit: true, unitIds: [String(service)] } })).toEqual([
      'Alpha lifting',
      'Beta ladders',
      'Delta lifting',
    ]);
    expect(await titles({ filter: { published: false } })).toEqual(['Beta ladders']);
    expect(await titles({ filter: { state: 'ARCHIVED' } })).toEqual(['Echo archive']);
    // A filter does not widen the unit scope.
    expect(await titles({ filter: { unitIds: [String(club)] } }, t.tokens.manager)).toEqual([]);
  });

  it.each([
    ['TITLE', 'ASC', ['Alpha lifting', 'Beta ladders', 'Delta lifting', 'Gamma greens']],
    ['TITLE', 'DESC', ['Gamma greens', 'Delta lifting', 'Beta ladders', 'Alpha lifting']],
    // Types in their declared order (SCORM, VIDEO, PDF, LINK), as the type filter lists them.
    ['TYPE', 'ASC', ['Alpha lifting', 'Beta ladders', 'Delta lifting', 'Gamma greens']],
    ['PUBLISHED', 'ASC', ['Beta ladders', 'Alpha lifting', 'Delta lifting', 'Gamma greens']],
    ['ENROLMENTS', 'DESC', ['Alpha lifting', 'Delta lifting', 'Beta ladders', 'Gamma greens']],
    ['CATEGORY', 'ASC', ['Delta lifting', 'Gamma greens', 'Alpha lifting', 'Beta ladders']],
    ['UPDATED', 'ASC', ['Delta lifting', 'Gamma greens', 'Beta ladders', 'Alpha lifting']],
  ])('sorts by %s %s', async (sort, direction, expected) => {
    expect(await titles({ sort, direction })).toEqual(expected);
  });

  it('pages with a stable order when the sort key ties everywhere', async () => {
    await t.database.db.update(media).set({ published: true }).where(eq(media.id, ids.beta!));
    const seen: string[] = [];
    for (let offset = 0; offset < 4; offset += 3) {
      const page = dataOf(await list({ sort: 'PUBLISHED', first: 3, offset })).managedMedia;
      expect(page.total).toBe(4);
      expect(page.hasMore).toBe(offset === 0);
      seen.push(...page.items.map((i) => i.id));
    }
    expect(new Set(seen).size).toBe(4);
    await t.database.db.update(media).set({ published: false }).where(eq(media.id, ids.beta!));
  });

  it.each([
    [{ first: 0 }, 'first'],
    [{ first: 101 }, 'first'],
    [{ offset: -1 }, 'offset'],
    [{ filter: { categoryIds: [randomUUID(), 'fire'] } }, 'filter.categoryIds.1'],
    [{ filter: { unitIds: ['0'] } }, 'filter.unitIds.0'],
  ])('refuses %j naming %s', async (variables, field) => {
    expect(errorOf(await list(variables))?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('the fields a list row carries', () => {
  it('fills category path, unit name, enrolments, file and cover from one page query', async () => {
    const items = dataOf(await list()).managedMedia.items;
    const byTitle = Object.fromEntries(items.map((i) => [i.title, i]));
    expect(byTitle['Alpha lifting']).toMatchObject({
      categoryPath: 'Safety / Fire',
      enrolmentCount: 7,
      unitName: null,
    });
    expect(byTitle['Beta ladders']).toMatchObject({ unitId: String(service), unitName: 'Customer Service' });
    expect(byTitle['Gamma greens']).toMatchObject({
      categoryPath: 'Safety',
      unitName: 'golf-club',
      enrolmentCount: 0,
    });
    expect(byTitle['Delta lifting']).toMatchObject({ version: 1, coverUrl: null, archivedAt: null });
  });

  it("names categories in the reader's language, falling back to the default name", async () => {
    const page = dataOf(await list({}, t.tokens.admin, { 'accept-language': 'de-DE,de;q=0.9' })).managedMedia;
    expect(page.items.find((i) => i.id === ids.alpha)?.categoryPath).toBe('Safety / Brandschutz');
  });

  it('shows the uploaded file name and size and the package mastery score of a SCORM medium', async () => {
    const uploaded = await t.upload(t.tokens.admin, 'lifting-course.zip', goodZip());
    const created = dataOf(
      await gql<{ createMedium: Item }>(t.api, MM.create, {
        token: t.tokens.admin,
        variables: { input: { title: 'Zulu course', type: 'SCORM', fileId: uploaded.body.id } },
      }),
    ).createMedium;
    expect(created).toMatchObject({ fileName: 'lifting-course.zip', masteryScore: 80, version: 1 });
    expect(created.fileSize).toBe(goodZip().length);
    await t.database.db.update(media).set({ archivedAt: new Date() }).where(eq(media.id, created.id));
  });
});

describe('managedMedium', () => {
  it('answers null for an unknown medium and FORBIDDEN for another unit’s', async () => {
    const unknown = await gql<{ managedMedium: null }>(t.api, MM.one, {
      token: t.tokens.manager,
      variables: { id: randomUUID() },
    });
    expect(dataOf(unknown).managedMedium).toBeNull();
    const foreign = await gql(t.api, MM.one, { token: t.tokens.manager, variables: { id: ids.gamma } });
    expect(errorOf(foreign)?.extensions?.code).toBe('FORBIDDEN');
    const bad = await gql(t.api, MM.one, { token: t.tokens.manager, variables: { id: 'golf' } });
    expect(errorOf(bad)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('answers an archived medium of the manager with its fields', async () => {
    const one = await gql<{ managedMedium: Item }>(t.api, MM.one, {
      token: t.tokens.manager,
      variables: { id: ids.echo },
    });
    expect(dataOf(one).managedMedium).toMatchObject({ id: ids.echo, title: 'Echo archive', versions: [] });
    expect(dataOf(one).managedMedium.archivedAt).toEqual(expect.any(String));
  });
});

describe('mediaManagementOptions', () => {
  it('lists every category with its path and the units the caller may target', async () => {
    type Options = {
      mediaManagementOptions: { categories: Item[]; units: Array<{ id: string; name: string }> };
    };
    const admin = dataOf(
      await gql<Options>(t.api, MM.options, { token: t.tokens.admin }),
    ).mediaManagementOptions;
    expect(admin.categories).toEqual([
      { id: safety, name: 'Safety', path: 'Safety', parentId: null },
      { id: fire, name: 'Fire', path: 'Safety / Fire', parentId: safety },
    ]);
    expect(admin.units.map((u) => u.name)).toEqual(['Customer Service', 'golf-club', 'Sitos Academy']);
    const manager = dataOf(
      await gql<Options>(t.api, MM.options, {
        token: t.tokens.manager,
        headers: { 'accept-language': 'de' },
      }),
    ).mediaManagementOptions;
    expect(manager.units.map((u) => u.id)).not.toContain(String(club));
    expect(manager.units).toHaveLength(2);
    expect(manager.categories[1]).toMatchObject({ name: 'Brandschutz', path: 'Safety / Brandschutz' });
  });
});
