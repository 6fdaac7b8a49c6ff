// The news editor's API: formatted text sanitised to the allow-list (a list of known XSS payloads), locale
// versions with a fallback, units and the managers' scope, pin, edited, unpublish, CONFLICT, the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import { news } from '../../../server/db/schema/news';
import { units } from '../../../server/db/schema/units';
import { gql, startTestApi, type DemoUser, type TestApi } from '../api/harness';

let t: TestApi;
let serviceUnit: string;
let generalUnit: string;
beforeAll(async () => {
  t = await startTestApi();
  const unitId = async (key: string) =>
    String((await t.database.db.select().from(units).where(eq(units.key, key)))[0]?.id);
  [serviceUnit, generalUnit] = [await unitId('customer-service'), await unitId('general')];
});
afterAll(() => t.close());

const RECORD = `id status defaultLocale versions { locale title html } units { id name } pinned publishAt publishedAt editedAt unpublishedAt updatedAt`;
interface NewsRecord {
  id: string;
  status: string;
  defaultLocale: string;
  versions: { locale: string; title: string; html: string }[];
  units: { id: string; name: string }[];
  pinned: boolean;
  publishAt: string | null;
  publishedAt: string | null;
  editedAt: string | null;
  updatedAt: string;
}
type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

const call = async <T>(user: DemoUser, query: string, variables: Record<string, unknown> = {}) =>
  (await gql<T>(t.api, query, { token: t.tokens[user], variables })).body as { data?: T | null } & Errors;

const input = (overrides: Record<string, unknown> = {}) => ({
  defaultLocale: 'en',
  versions: [{ locale: 'en', title: 'Hello', html: '<p>Body</p>' }],
  unitIds: [],
  pinned: false,
  ...overrides,
});
const save = (user: DemoUser, values: Record<string, unknown>) =>
  call<{ saveNews: NewsRecord }>(
    user,
    `mutation s($input: SaveNewsInput!) { saveNews(input: $input) { ${RECORD} } }`,
    {
      input: values,
    },
  );
const act = (user: DemoUser, verb: 'publishNewsNow' | 'unpublishNews', id: string) =>
  call<Record<string, NewsRecord>>(user, `mutation a($id: ID!) { ${verb}(id: $id) { ${RECORD} } }`, { id });
const schedule = (user: DemoUser, id: string, at: string) =>
  call<{ scheduleNews: NewsRecord }>(
    user,
    `mutation s($id: ID!, $at: DateTime!) { scheduleNews(id: $id, at: $at) { ${RECORD} } }`,
    {
      id,
      at,
    },
  );
const latest = async (user: DemoUser, locale?: string) => {
  const res = await gql<{
    latestNews: {
      id: string;
      title: string;
      html: string;
      locale: string;
      pinned: boolean;
      editedAt: string | null;
      unitNames: string[];
    }[];
  }>(t.api, 'query { latestNews(limit: 20) { id title html locale pinned editedAt unitNames } }', {
    token: t.tokens[user],
    headers: locale ? { 'accept-language': locale } : undefined,
  });
  return res.body.data?.latestNews ?? [];
};
const saved = async (user: DemoUser, values: Record<string, unknown>) => {
  const res = await save(user, values);
  expect(res.errors).toBeUndefined();
  return res.data!.saveNews;
};

const IMAGE = '/files/0b8e4a4e-1111-4222-8333-444455556666';

/** Known XSS payloads; after sanitising, none may keep a script, handler, style, frame or foreign URL. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<img src="${IMAGE}" onerror="alert(1)">`,
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://tracker.example/pixel.gif">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<video><source onerror="alert(1)"></video>',
  '<div style="width:expression(alert(1))">old IE</div>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<a href="https://ok.example" onmouseover="alert(1)" style="color:red" target="_self" rel="opener">ok</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '"><img src=x onerror=alert(1)>',
];

const DANGER =
  /<script|<style|<iframe|<svg|<math|<object|<embed|<form|<input|<meta|<base|<link|<video|<template|\son[a-z]+\s*=|style\s*=|javascript:|vbscript:|data:|srcdoc|tracker\.example|src="x"|evil\.example/i;

describe('sanitising', () => {
  it.each(PAYLOADS)('removes the danger from %s', async (payload) => {
    const record = await saved(
      'admin',
      input({ versions: [{ locale: 'en', title: 'XSS', html: `<p>Safe text</p>${payload}` }] }),
    );
    const html = record.versions[0]!.html;
    expect(html).not.toMatch(DANGER);
    expect(html).toContain('<p>Safe text</p>');
    const [row] = await t.database.db.select({ html: news.html }).from(news).where(eq(news.id, record.id));
    expect(row?.html).toBe(html);
  });

  it('keeps the allowed formatting, forces rel/target on links and keeps our own images', async () => {
    const html =
      '<h2>Head</h2><h3>Sub</h3><p><strong>b</strong> <em>i</em><br></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol>' +
      `<blockquote><p>q</p></blockquote><p><a href="https://example.org/a?b=1">web</a> <a href="mailto:x@example.org">mail</a></p><img src="${IMAGE}" alt="Team photo">`;
    const record = await saved('admin', input({ versions: [{ locale: 'en', title: 'Format', html }] }));
    expect(record.versions[0]!.html).toBe(
      '<h2>Head</h2><h3>Sub</h3><p><strong>b</strong> <em>i</em><br /></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol>' +
        '<blockquote><p>q</p></blockquote><p><a href="https://example.org/a?b=1" rel="noopener noreferrer nofollow" target="_blank">web</a> ' +
        '<a href="mailto:x@example.org" rel="noopener noreferrer nofollow" target="_blank">mail</a></p>' +
        `<img src="${IMAGE}" alt="Team photo" />`,
    );
    const [row] = await t.database.db.select({ body: news.body }).from(news).where(eq(news.id, record.id));
    expect(row?.body).toBe('Head\n\nSub\n\nb i\n\none\n\ntwo\n\nq\n\nweb mail');
  });

  it('refuses a body that is empty once sanitised, naming the version’s field, and stores nothing', async () => {
    const before = await t.database.db.select({ id: news.id }).from(news);
    const res = await save(
      'admin',
      input({ versions: [{ locale: 'en', title: 'Only a script', html: '<script>alert(1)</script>' }] }),
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Write the text of this version.',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.versions.0.html' },
    });
    expect(await t.database.db.select({ id: news.id }).from(news)).toHaveLength(before.length);
  });
});

describe('validation', () => {
  it.each([
    [
      'an empty title',
      input({ versions: [{ locale: 'en', title: ' ', html: '<p>x</p>' }] }),
      'input.versions.0.title',
    ],
    [
      'a long title',
      input({ versions: [{ locale: 'en', title: 'x'.repeat(201), html: '<p>x</p>' }] }),
      'input.versions.0.title',
    ],
    [
      'an empty body',
      input({ versions: [{ locale: 'en', title: 'x', html: '<p> </p>' }] }),
      'input.versions.0.html',
    ],
    [
      'a bad locale',
      input({ versions: [{ locale: 'EN-x', title: 'x', html: '<p>x</p>' }] }),
      'input.versions.0.locale',
    ],
    [
      'two versions in one locale',
      input({
        versions: [
          { locale: 'en', title: 'a', html: '<p>a</p>' },
          { locale: 'en', title: 'b', html: '<p>b</p>' },
        ],
      }),
      'input.versions.1.locale',
    ],
    ['a default locale without a version', input({ defaultLocale: 'de' }), 'input.defaultLocale'],
    ['no version', input({ versions: [] }), 'input.versions'],
    ['a malformed unit', input({ unitIds: ['sales'] }), 'input.unitIds.0'],
    ['an unknown unit', input({ unitIds: ['99999'] }), 'input.unitIds.0'],
  ])('refuses %s with BAD_USER_INPUT on its field', async (_name, values, field) => {
    const res = await save('admin', values);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('refuses a learner (FORBIDDEN)', async () => {
    expect((await save('learner', input())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('lifecycle', () => {
  it('a draft is invisible; published it is seen; edited shows "edited"; unpublished it is gone', async () => {
    const draft = await saved(
      'manager',
      input({ versions: [{ locale: 'en', title: 'Lifecycle', html: '<p>One</p>' }] }),
    );
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null, editedAt: null, units: [] });
    expect((await latest('learner')).map((n) => n.title)).not.toContain('Lifecycle');

    const published = (await act('manager', 'publishNewsNow', draft.id)).data!.publishNewsNow!;
    expect(published.status).toBe('PUBLISHED');
    const seen = (await latest('learner')).find((n) => n.id === draft.id);
    expect(seen).toMatchObject({ title: 'Lifecycle', html: '<p>One</p>', editedAt: null });

    // Saving the same text again is no edit; a changed text is.
    await saved(
      'manager',
      input({ id: draft.id, versions: [{ locale: 'en', title: 'Lifecycle', html: '<p>One</p>' }] }),
    );
    expect((await latest('learner')).find((n) => n.id === draft.id)?.editedAt).toBeNull();
    const edited = await saved(
      'manager',
      input({ id: draft.id, versions: [{ locale: 'en', title: 'Lifecycle', html: '<p>Two</p>' }] }),
    );
    expect(edited.status).toBe('PUBLISHED');
    expect(edited.editedAt).not.toBeNull();
    expect((await latest('learner')).find((n) => n.id === draft.id)).toMatchObject({ html: '<p>Two</p>' });
    expect((await latest('learner')).find((n) => n.id === draft.id)?.editedAt).toBe(edited.editedAt);

    const again = await act('manager', 'publishNewsNow', draft.id);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });

    const off = (await act('manager', 'unpublishNews', draft.id)).data!.unpublishNews!;
    expect(off).toMatchObject({ status: 'UNPUBLISHED', publishedAt: null });
    expect((await latest('learner')).map((n) => n.id)).not.toContain(draft.id);
    expect((await act('manager', 'unpublishNews', draft.id)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'news'), eq(auditLog.entityId, draft.id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      'news.create',
      'news.publish',
      // The save that changed nothing leaves no entry.
      'news.update',
      'news.unpublish',
    ]);
  });

  it('pins: a pinned item comes first in the learner’s news even when older', async () => {
    const pinned = await saved(
      'admin',
      input({ pinned: true, versions: [{ locale: 'en', title: 'Pinned one', html: '<p>P</p>' }] }),
    );
    await act('admin', 'publishNewsNow', pinned.id);
    const newer = await saved(
      'admin',
      input({ versions: [{ locale: 'en', title: 'Newer one', html: '<p>N</p>' }] }),
    );
    await act('admin', 'publishNewsNow', newer.id);
    const list = await latest('learner');
    expect(list[0]).toMatchObject({ title: 'Pinned one', pinned: true });
    expect(list[1]?.title).toBe('Newer one');
  });

  it('refuses a stale save with CONFLICT carrying the current record', async () => {
    const item = await saved(
      'admin',
      input({ versions: [{ locale: 'en', title: 'Race', html: '<p>a</p>' }] }),
    );
    await saved(
      'admin',
      input({
        id: item.id,
        expectedUpdatedAt: item.updatedAt,
        versions: [{ locale: 'en', title: 'Race 2', html: '<p>a</p>' }],
      }),
    );
    const stale = await save(
      'admin',
      input({
        id: item.id,
        expectedUpdatedAt: item.updatedAt,
        versions: [{ locale: 'en', title: 'Race 3', html: '<p>a</p>' }],
      }),
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: item.id, versions: [{ title: 'Race 2' }] },
    });
  });
});

describe('locale versions', () => {
  it('shows the reader’s locale version, else the item’s default one', async () => {
    const item = await saved(
      'admin',
      input({
        defaultLocale: 'de',
        versions: [
          { locale: 'de', title: 'Hallo zusammen', html: '<p>Deutsch</p>' },
          { locale: 'sw', title: 'Habari', html: '<p>Kiswahili</p>' },
        ],
      }),
    );
    await act('admin', 'publishNewsNow', item.id);
    const inSw = (await latest('learner', 'sw')).find((n) => n.id === item.id);
    expect(inSw).toMatchObject({ title: 'Habari', html: '<p>Kiswahili</p>', locale: 'sw' });
    const inEn = (await latest('learner', 'en')).find((n) => n.id === item.id);
    expect(inEn).toMatchObject({ title: 'Hallo zusammen', html: '<p>Deutsch</p>', locale: 'de' });
    const record = (
      await call<{ newsRecord: NewsRecord }>(
        'admin',
        `query r($id: ID!) { newsRecord(id: $id) { ${RECORD} } }`,
        { id: item.id },
      )
    ).data?.newsRecord;
    expect(record?.versions.map((v) => v.locale)).toEqual(['de', 'sw']);
  });
});

describe('units and the managers’ scope', () => {
  it('an item for several units reaches their members only', async () => {
    const item = await saved(
      'admin',
      input({
        unitIds: [serviceUnit, generalUnit],
        versions: [{ locale: 'en', title: 'Two units', html: '<p>x</p>' }],
      }),
    );
    expect(item.units.map((u) => u.name).sort()).toEqual(['Customer Service', 'Sitos Academy']);
    await act('admin', 'publishNewsNow', item.id);
    expect((await latest('learner')).find((n) => n.id === item.id)?.unitNames.sort()).toEqual([
      'Customer Service',
      'Sitos Academy',
    ]);
    expect((await latest('coach')).map((n) => n.id)).toContain(item.id);
  });

  it('a manager may address only their units, and may not touch another unit’s item', async () => {
    const refused = await save('coach', input({ unitIds: [serviceUnit] }));
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Education managers can only address news to units they look after.',
      extensions: { code: 'FORBIDDEN' },
    });
    const theirs = await saved(
      'admin',
      input({
        unitIds: [serviceUnit],
        versions: [{ locale: 'en', title: 'Service only', html: '<p>x</p>' }],
      }),
    );
    for (const res of [
      await save('coach', input({ id: theirs.id })),
      await act('coach', 'publishNewsNow', theirs.id),
      await act('coach', 'unpublishNews', theirs.id),
      await schedule('coach', theirs.id, new Date(Date.now() + 60_000).toISOString()),
      await call('coach', `query r($id: ID!) { newsRecord(id: $id) { id } }`, { id: theirs.id }),
    ])
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await call<{ newsAdminList: { rows: { id: string }[] } }>(
      'coach',
      'query { newsAdminList(first: 100) { rows { id } } }',
    );
    expect(list.data?.newsAdminList.rows.map((r) => r.id)).not.toContain(theirs.id);
    const mine = await saved(
      'manager',
      input({
        unitIds: [serviceUnit],
        versions: [{ locale: 'en', title: 'Manager’s own', html: '<p>x</p>' }],
      }),
    );
    expect(mine.units).toEqual([{ id: serviceUnit, name: 'Customer Service' }]);
    const options = await call<{ newsUnitOptions: { name: string }[] }>(
      'coach',
      'query { newsUnitOptions { name } }',
    );
    expect(options.data?.newsUnitOptions.map((o) => o.name)).not.toContain('Customer Service');
  });
});

describe('the editors’ list', () => {
  it('searches, filters by status, sorts and pages', async () => {
    const a = await saved(
      'admin',
      input({
        versions: [
          { locale: 'en', title: 'Zebra listing', html: '<p>x</p>' },
          { locale: 'de', title: 'Zebrastreifen', html: '<p>x</p>' },
        ],
      }),
    );
    await saved(
      'admin',
      input({ versions: [{ locale: 'en', title: 'Aardvark listing', html: '<p>x</p>' }] }),
    );
    await act('admin', 'publishNewsNow', a.id);
    const q = `query l($search: String, $status: NewsStatus, $sort: NewsSort, $direction: SortDirection, $first: Int, $offset: Int) {
      newsAdminList(search: $search, status: $status, sort: $sort, direction: $direction, first: $first, offset: $offset) { total rows { title status locales } } }`;
    type Page = {
      newsAdminList: { total: number; rows: { title: string; status: string; locales: string[] }[] };
    };
    const byTitle = await call<Page>('admin', q, { search: 'listing', sort: 'TITLE', direction: 'ASC' });
    expect(byTitle.data?.newsAdminList.rows.map((r) => r.title)).toEqual([
      'Aardvark listing',
      'Zebra listing',
    ]);
    expect(byTitle.data?.newsAdminList.rows[1]?.locales).toEqual(['de', 'en']);
    const inGerman = await call<Page>('admin', q, { search: 'zebrastreifen' });
    expect(inGerman.data?.newsAdminList.rows.map((r) => r.title)).toEqual(['Zebra listing']);
    const published = await call<Page>('admin', q, { search: 'listing', status: 'PUBLISHED' });
    expect(published.data?.newsAdminList).toEqual({
      total: 1,
      rows: [{ title: 'Zebra listing', status: 'PUBLISHED', locales: ['de', 'en'] }],
    });
    const paged = await call<Page>('admin', q, {
      search: 'listing',
      sort: 'TITLE',
      direction: 'ASC',
      first: 1,
      offset: 1,
    });
    expect(paged.data?.newsAdminList).toMatchObject({ total: 2, rows: [{ title: 'Zebra listing' }] });
    const bad = await call<Page>('admin', q, { first: 101 });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
