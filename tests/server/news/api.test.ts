// News through the API: who sees which items, who may publish where, and clear refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { units } from '../../../server/db/schema/units';
import { seedDemoNews } from '../../../server/api/news/seed';
import { gql, startTestApi, type DemoUser, type TestApi } from '../api/harness';

let t: TestApi;
let serviceUnit: string;
let generalUnit: string;
beforeAll(async () => {
  t = await startTestApi();
  await seedDemoNews(t.database.db);
  const unitId = async (key: string) =>
    String((await t.database.db.select().from(units).where(eq(units.key, key)))[0]?.id);
  [serviceUnit, generalUnit] = [await unitId('customer-service'), await unitId('general')];
});
afterAll(() => t.close());

interface Item {
  id: string;
  title: string;
  body: string;
  unitId: string | null;
  unitName: string | null;
  publishedAt: string;
}
const FIELDS = 'id title body unitId unitName publishedAt';
const LATEST = `query latest($limit: Int) { latestNews(limit: $limit) { ${FIELDS} } }`;
const ONE = `query one($id: ID!) { newsItem(id: $id) { ${FIELDS} } }`;
const PUBLISH = `mutation publish($input: PublishNewsInput!) { publishNews(input: $input) { ${FIELDS} } }`;

const latest = async (user: DemoUser, limit?: number) =>
  (await gql<{ latestNews: Item[] }>(t.api, LATEST, { token: t.tokens[user], variables: { limit } })).body;
const publish = (user: DemoUser, input: Record<string, unknown>) =>
  gql<{ publishNews: Item }>(t.api, PUBLISH, { token: t.tokens[user], variables: { input } });
const firstError = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0];

describe('latestNews', () => {
  it('shows a member of Customer Service the unit’s item and the items for everybody, newest first, no draft', async () => {
    const { data } = await latest('learner');
    expect(data?.latestNews.map((n) => [n.title, n.unitName])).toEqual([
      ['Customer Service: new call-handling guidelines', 'Customer Service'],
      ['New course: Information security basics', null],
      ['Welcome to Sitos Academy', null],
    ]);
    expect(data?.latestNews[0]?.unitId).toBe(serviceUnit);
    expect(data?.latestNews[1]?.body).toMatch(/^Phishing, strong passwords.*\n\nIt is in the catalogue/s);
    const times = data?.latestNews.map((n) => Date.parse(n.publishedAt)) ?? [];
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('hides another unit’s items from a user outside it', async () => {
    const { data } = await latest('coach');
    expect(data?.latestNews.map((n) => n.title)).toEqual([
      'New course: Information security basics',
      'Welcome to Sitos Academy',
    ]);
  });

  it('honours the limit and refuses one outside 1-20', async () => {
    expect((await latest('learner', 1)).data?.latestNews).toHaveLength(1);
    expect((await latest('learner', 20)).data?.latestNews).toHaveLength(3);
    for (const limit of [0, 21, -3]) {
      const body = await latest('learner', limit);
      expect(body.data).toBeNull();
      expect(firstError(body)).toMatchObject({
        message: `limit must be between 1 and 20; it was ${limit}.`,
        extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
      });
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await gql(t.api, LATEST, {});
    expect(res.status).toBe(401);
    expect(firstError(res.body)?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('newsItem', () => {
  it('returns a visible item and null for one of another unit, a draft or an unknown id', async () => {
    const [unitItem] = (await latest('learner')).data?.latestNews ?? [];
    const asLearner = await gql<{ newsItem: Item | null }>(t.api, ONE, {
      token: t.tokens.learner,
      variables: { id: unitItem?.id },
    });
    expect(asLearner.body.data?.newsItem).toEqual(unitItem);
    const asCoach = await gql(t.api, ONE, { token: t.tokens.coach, variables: { id: unitItem?.id } });
    expect(asCoach.body).toEqual({ data: { newsItem: null } });

    const [draft] = await t.database.db.query.news.findMany({
      where: (n, { isNull }) => isNull(n.publishedAt),
    });
    expect(draft?.title).toBe('Summer learning week (draft)');
    const asAuthor = await gql(t.api, ONE, { token: t.tokens.manager, variables: { id: draft?.id } });
    expect(asAuthor.body).toEqual({ data: { newsItem: null } });
    const unknown = await gql(t.api, ONE, {
      token: t.tokens.learner,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body).toEqual({ data: { newsItem: null } });
  });

  it('refuses a malformed id', async () => {
    const res = await gql(t.api, ONE, { token: t.tokens.learner, variables: { id: 'nope' } });
    expect(firstError(res.body)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});

describe('publishNews', () => {
  it('is forbidden for a learner, and nothing is stored', async () => {
    const res = await publish('learner', { title: 'Free cake', body: 'In the kitchen.' });
    expect(firstError(res.body)?.extensions?.code).toBe('FORBIDDEN');
    expect((await latest('learner')).data?.latestNews.map((n) => n.title)).not.toContain('Free cake');
  });

  it('lets a manager publish to every unit: the item is at the top for everybody', async () => {
    const res = await publish('manager', {
      title: '  Platform   maintenance\non Saturday ',
      body: 'The platform is offline 8-10 am.\r\n\r\n\r\nPlease save your work. <b>Thanks</b>\u202e',
      unitId: null,
    });
    expect(res.body.errors).toBeUndefined();
    const item = res.body.data?.publishNews;
    expect(item).toMatchObject({
      title: 'Platform maintenance on Saturday',
      // Plain text: markup stays as typed (the app shows it as text), blank-line runs become one.
      body: 'The platform is offline 8-10 am.\n\nPlease save your work. <b>Thanks</b>',
      unitId: null,
      unitName: null,
    });
    expect(Date.now() - Date.parse(item?.publishedAt ?? '')).toBeLessThan(60_000);
    for (const user of ['learner', 'coach', 'admin'] as const)
      expect((await latest(user, 1)).data?.latestNews[0]?.id).toBe(item?.id);
  });

  it('lets a manager publish to their own unit, seen by its members only', async () => {
    const res = await publish('manager', {
      title: 'Team lunch',
      body: 'Friday, 12:30.',
      unitId: serviceUnit,
    });
    expect(res.body.data?.publishNews).toMatchObject({ unitId: serviceUnit, unitName: 'Customer Service' });
    expect((await latest('learner', 1)).data?.latestNews[0]?.title).toBe('Team lunch');
    expect((await latest('coach')).data?.latestNews.map((n) => n.title)).not.toContain('Team lunch');
  });

  it('refuses a manager a unit they do not belong to, but lets an admin publish there', async () => {
    const refused = await publish('coach', { title: 'Hello', body: 'Text.', unitId: serviceUnit });
    expect(firstError(refused.body)).toMatchObject({
      message: 'Education managers can only address news to units they look after.',
      extensions: { code: 'FORBIDDEN' },
    });
    const own = await publish('coach', { title: 'Coaching hours', body: 'Tuesdays.', unitId: generalUnit });
    expect(own.body.data?.publishNews.unitName).toBe('Sitos Academy');
    const admin = await publish('admin', {
      title: 'Audit next week',
      body: 'Be ready.',
      unitId: serviceUnit,
    });
    expect(admin.body.data?.publishNews.unitName).toBe('Customer Service');
  });

  it.each([
    ['an empty title', { title: '  \n ', body: 'x' }, 'input.title', 'Give the news item a title.'],
    [
      'a title over 200 characters',
      { title: 'a'.repeat(201), body: 'x' },
      'input.title',
      'The title is 201 characters long; at most 200 are allowed.',
    ],
    ['an empty body', { title: 'x', body: ' \n\n ' }, 'input.body', 'Write the text of the news item.'],
    [
      'a body over 10000 characters',
      { title: 'x', body: 'b'.repeat(10_001) },
      'input.body',
      'The text is 10001 characters long; at most 10000 are allowed.',
    ],
    [
      'an unknown unit',
      { title: 'x', body: 'y', unitId: '9999' },
      'input.unitId',
      'There is no unit with id 9999.',
    ],
    [
      'a malformed unit',
      { title: 'x', body: 'y', unitId: 'sales' },
      'input.unitId',
      'There is no unit with id sales.',
    ],
  ])('refuses %s with a message for the field', async (_name, input, field, message) => {
    const res = await publish('admin', input);
    expect(res.body.data).toBeNull();
    expect(firstError(res.body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('accepts a title of exactly 200 characters', async () => {
    const res = await publish('admin', { title: 't'.repeat(200), body: 'Long title.' });
    expect(res.body.data?.publishNews.title).toHaveLength(200);
  });
});
