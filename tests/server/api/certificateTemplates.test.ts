// The certificate template API: ADMIN only; a design change is a new version, a name-only change is not;
// conflicts; the design checked with the field named and nothing stored; the background must be an image
// or a PDF; archive, restore, duplicate; attaching replaces a medium's template; every change audited.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import {
  certificateLinks,
  certificateTemplates,
  certificateTemplateVersions,
} from '../../../server/db/schema/credentials';
import { files } from '../../../server/db/schema/media';
import {
  DEMO_TEMPLATE_NAME,
  demoDesign,
  seedDemoCertificates,
} from '../../../server/api/certificateTemplates/seed';
import {
  certificateDesignSchema,
  defaultDesign,
  designProblems,
} from '../../../src/schemas/certificateDesign';
import { addMedium } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';

const FIELDS = `id name currentVersion design backgroundUrl backgroundKind updatedAt archivedAt issuedCount
  versions { version createdAt createdByName } links { id kind mediaId pathId title validityMonths }`;
const OPS = {
  save: `mutation s($input: CertificateTemplateInput!) { saveCertificateTemplate(input: $input) { ${FIELDS} } }`,
  get: `query g($id: ID!) { certificateTemplate(id: $id) { ${FIELDS} } }`,
  list: `query l($search: String, $filter: CertificateTemplateFilter, $sort: CertificateTemplateSort, $direction: SortDirection) {
    certificateTemplates(search: $search, filter: $filter, sort: $sort, direction: $direction) { total hasMore items { id name currentVersion linkCount archivedAt } } }`,
  archive: `mutation a($ids: [ID!]!) { archiveCertificateTemplates(ids: $ids) { id archivedAt } }`,
  restore: `mutation r($ids: [ID!]!) { restoreCertificateTemplates(ids: $ids) { id archivedAt } }`,
  duplicate: `mutation d($id: ID!) { duplicateCertificateTemplate(id: $id) { ${FIELDS} } }`,
  link: `mutation k($input: CertificateLinkInput!) { setCertificateLink(input: $input) { ${FIELDS} } }`,
  unlink: `mutation u($id: ID!) { removeCertificateLink(id: $id) { ${FIELDS} } }`,
  targets: `query t($search: String) { certificateLinkTargets(search: $search) { kind id title templateId templateName } }`,
} as const;

type Template = {
  id: string;
  name: string;
  currentVersion: number;
  design: ReturnType<typeof defaultDesign>;
  backgroundUrl: string | null;
  backgroundKind: string | null;
  updatedAt: string;
  archivedAt: string | null;
  versions: Array<{ version: number; createdByName: string | null }>;
  links: Array<{
    id: string;
    kind: string;
    mediaId: string | null;
    title: string;
    validityMonths: number | null;
  }>;
};
type Who = 'admin' | 'manager' | 'learner';

let t: TestApi;
let mediumA: string;
let mediumB: string;
beforeAll(async () => {
  t = await startTestApi();
  mediumA = await addMedium(t.database, { title: 'Cert fire safety' });
  mediumB = await addMedium(t.database, { title: 'Cert first aid' });
});
afterAll(() => t.close());

const call = <T>(query: string, variables: Record<string, unknown>, who: Who = 'admin') =>
  gql<T>(t.api, query, { token: t.tokens[who], variables });
const errorOf = (r: {
  body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}) => r.body.errors?.[0];
async function create(name: string, design: unknown = defaultDesign()): Promise<Template> {
  const r = await call<{ saveCertificateTemplate: Template }>(OPS.save, { input: { name, design } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.saveCertificateTemplate;
}
const templateCount = async () =>
  (await t.database.db.select({ n: count() }).from(certificateTemplates))[0]!.n;
const auditActions = async (id: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id)).map(
    (a) => a.action,
  );

describe('demo seed', () => {
  it('attaches a valid demo design to the demo course for 24 months, once', async () => {
    const course = await addMedium(t.database, { title: 'Cert demo course', type: 'SCORM' });
    await seedDemoCertificates(t.database.db);
    await seedDemoCertificates(t.database.db);
    const rows = await t.database.db.select().from(certificateTemplates);
    expect(rows.map((r) => r.name)).toEqual([DEMO_TEMPLATE_NAME]);
    const links = await t.database.db.select().from(certificateLinks);
    expect(links).toEqual([
      expect.objectContaining({ templateId: rows[0]!.id, mediaId: course, validityMonths: 24 }),
    ]);
    expect(certificateDesignSchema.safeParse(demoDesign()).success).toBe(true);
    expect(designProblems(demoDesign())).toEqual([]);
  });
});

describe('roles', () => {
  it.each(['manager', 'learner'] as const)(
    'refuses a %s every query and mutation, storing nothing',
    async (who) => {
      const before = await templateCount();
      const own = await create('Admin only');
      for (const [query, variables] of [
        [OPS.save, { input: { name: 'Mine', design: defaultDesign() } }],
        [OPS.list, {}],
        [OPS.get, { id: own.id }],
        [OPS.archive, { ids: [own.id] }],
        [OPS.duplicate, { id: own.id }],
        [OPS.link, { input: { templateId: own.id, mediaId: mediumA } }],
        [OPS.targets, {}],
      ] as const) {
        const r = await call(query, variables, who);
        expect(errorOf(r)?.extensions?.code, query).toBe('FORBIDDEN');
      }
      expect(await templateCount()).toBe(before + 1);
      const [row] = await t.database.db
        .select()
        .from(certificateTemplates)
        .where(eq(certificateTemplates.id, own.id));
      expect(row?.archivedAt).toBeNull();
    },
  );
});

describe('saving and versions', () => {
  it('creates version 1; a name-only change keeps it; a design change writes version 2 and keeps version 1 as it was', async () => {
    const created = await create('Safety certificate');
    expect(created).toMatchObject({
      currentVersion: 1,
      versions: [{ version: 1, createdByName: expect.any(String) }],
    });
    expect(created.design).toEqual(defaultDesign());
    const renamed = await call<{ saveCertificateTemplate: Template }>(OPS.save, {
      input: { id: created.id, name: 'Safety', design: created.design, expectedUpdatedAt: created.updatedAt },
    });
    expect(renamed.body.data!.saveCertificateTemplate).toMatchObject({ name: 'Safety', currentVersion: 1 });
    const moved = {
      ...created.design,
      fields: created.design.fields.map((f) => (f.id === 'name' ? { ...f, y: 80 } : f)),
    };
    const changed = await call<{ saveCertificateTemplate: Template }>(OPS.save, {
      input: {
        id: created.id,
        name: 'Safety',
        design: moved,
        expectedUpdatedAt: renamed.body.data!.saveCertificateTemplate.updatedAt,
      },
    });
    const v2 = changed.body.data!.saveCertificateTemplate;
    expect(v2.currentVersion).toBe(2);
    expect(v2.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(v2.design.fields.find((f) => f.id === 'name')?.y).toBe(80);
    const [v1] = await t.database.db
      .select()
      .from(certificateTemplateVersions)
      .where(
        and(
          eq(certificateTemplateVersions.templateId, created.id),
          eq(certificateTemplateVersions.version, 1),
        ),
      );
    expect(v1?.design.fields.find((f) => f.id === 'name')?.y).toBe(75);
    expect(await auditActions(created.id)).toEqual([
      'certificateTemplate.create',
      'certificateTemplate.update',
      'certificateTemplate.update',
    ]);
  });

  it('answers CONFLICT with the current template for an older expectedUpdatedAt, storing nothing', async () => {
    const created = await create('Conflicted');
    await call(OPS.save, {
      input: { id: created.id, name: 'Theirs', design: created.design, expectedUpdatedAt: created.updatedAt },
    });
    const mine = await call(OPS.save, {
      input: {
        id: created.id,
        name: 'Mine',
        design: { ...created.design, backgroundColour: '#eeeeee' },
        expectedUpdatedAt: created.updatedAt,
      },
    });
    expect(errorOf(mine)?.extensions?.code).toBe('CONFLICT');
    expect((errorOf(mine)?.extensions?.current as Template).name).toBe('Theirs');
    const [row] = await t.database.db
      .select()
      .from(certificateTemplates)
      .where(eq(certificateTemplates.id, created.id));
    expect(row).toMatchObject({ name: 'Theirs', currentVersion: 1 });
  });

  it.each([
    [
      'design.fields.1.x',
      (d: Template['design']) => ({ ...d, fields: d.fields.map((f, i) => (i === 1 ? { ...f, x: -5 } : f)) }),
    ],
    [
      'design.fields.0.colour',
      (d: Template['design']) => ({
        ...d,
        fields: d.fields.map((f, i) => (i === 0 ? { ...f, colour: 'red' } : f)),
      }),
    ],
    ['design.pageSize', (d: Template['design']) => ({ ...d, pageSize: 'A3' })],
    [
      'design.fields.2.fontSize',
      (d: Template['design']) => ({
        ...d,
        fields: d.fields.map((f, i) => (i === 2 ? { ...f, fontSize: 500 } : f)),
      }),
    ],
    [
      'design.fields.1.id',
      (d: Template['design']) => ({
        ...d,
        fields: d.fields.map((f, i) => (i === 1 ? { ...f, id: d.fields[0]!.id } : f)),
      }),
    ],
    ['design.backgroundFileId', (d: Template['design']) => ({ ...d, backgroundFileId: 'not-a-uuid' })],
  ])('refuses a design with a bad %s, naming it, storing nothing', async (field, spoil) => {
    const before = await templateCount();
    const r = await call(OPS.save, { input: { name: 'Bad', design: spoil(defaultDesign()) } });
    expect(errorOf(r)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await templateCount()).toBe(before);
  });

  it('refuses an empty name and a background that is missing or not an image or PDF', async () => {
    const before = await templateCount();
    expect(
      errorOf(await call(OPS.save, { input: { name: '  ', design: defaultDesign() } }))?.extensions?.field,
    ).toBe('name');
    const missing = await call(OPS.save, {
      input: {
        name: 'Bg',
        design: { ...defaultDesign(), backgroundFileId: '11111111-1111-4111-8111-111111111111' },
      },
    });
    expect(errorOf(missing)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'design.backgroundFileId',
    });
    const file = async (kind: 'SCORM' | 'IMAGE' | 'PDF') =>
      (
        await t.database.db
          .insert(files)
          .values({ kind, originalName: 'x', contentType: 'x', size: 1, sha256: 'x', storagePath: 'x' })
          .returning({ id: files.id })
      )[0]!.id;
    const scorm = await call(OPS.save, {
      input: { name: 'Bg', design: { ...defaultDesign(), backgroundFileId: await file('SCORM') } },
    });
    expect(errorOf(scorm)?.extensions?.field).toBe('design.backgroundFileId');
    expect(await templateCount()).toBe(before);
    const pdf = await file('PDF');
    const withPdf = await create('With PDF', { ...defaultDesign(), backgroundFileId: pdf });
    expect(withPdf).toMatchObject({ backgroundKind: 'PDF', backgroundUrl: `/files/${pdf}` });
  });
});

describe('list, archive, restore, duplicate', () => {
  it('searches by name, hides archived ones unless asked, restores them; all audited', async () => {
    const a = await create('Zebra course certificate');
    const list = async (variables: Record<string, unknown>) => {
      const r = await call<{ certificateTemplates: { total: number; items: Template[] } }>(
        OPS.list,
        variables,
      );
      expect(r.body.errors).toBeUndefined();
      return r.body.data!.certificateTemplates;
    };
    expect((await list({ search: 'zebra' })).items.map((i) => i.id)).toEqual([a.id]);
    const archived = await call<{ archiveCertificateTemplates: Template[] }>(OPS.archive, { ids: [a.id] });
    expect(archived.body.data!.archiveCertificateTemplates.map((i) => i.id)).toEqual([a.id]);
    expect((await list({ search: 'zebra' })).total).toBe(0);
    expect((await list({ search: 'zebra', filter: { archived: true } })).items.map((i) => i.id)).toEqual([
      a.id,
    ]);
    const again = await call<{ archiveCertificateTemplates: Template[] }>(OPS.archive, { ids: [a.id] });
    expect(again.body.data!.archiveCertificateTemplates).toEqual([]);
    await call(OPS.restore, { ids: [a.id] });
    expect((await list({ search: 'zebra' })).total).toBe(1);
    expect(await auditActions(a.id)).toEqual([
      'certificateTemplate.create',
      'certificateTemplate.archive',
      'certificateTemplate.restore',
    ]);
    const unknown = await call(OPS.archive, { ids: [a.id, '11111111-1111-4111-8111-111111111111'] });
    expect(errorOf(unknown)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids.1' });
  });

  it('duplicates the current design as version 1 of a copy attached to nothing', async () => {
    const a = await create('Original', { ...defaultDesign(), backgroundColour: '#fafafa' });
    await call(OPS.link, { input: { templateId: a.id, mediaId: mediumB } });
    const copy = (await call<{ duplicateCertificateTemplate: Template }>(OPS.duplicate, { id: a.id })).body
      .data!.duplicateCertificateTemplate;
    expect(copy).toMatchObject({ name: 'Original (copy)', currentVersion: 1, links: [] });
    expect(copy.design.backgroundColour).toBe('#fafafa');
    expect(await auditActions(copy.id)).toEqual(['certificateTemplate.duplicate']);
  });
});

describe('links', () => {
  it('attaches with a validity, replaces the template a medium had, detaches; audited', async () => {
    const first = await create('First');
    const second = await create('Second');
    const linked = (
      await call<{ setCertificateLink: Template }>(OPS.link, {
        input: { templateId: first.id, mediaId: mediumA, validityMonths: 24 },
      })
    ).body.data!.setCertificateLink;
    expect(linked.links).toEqual([
      expect.objectContaining({
        kind: 'MEDIUM',
        mediaId: mediumA,
        title: 'Cert fire safety',
        validityMonths: 24,
      }),
    ]);
    const targets = (
      await call<{ certificateLinkTargets: Array<{ id: string; templateName: string | null }> }>(
        OPS.targets,
        { search: 'Cert fire' },
      )
    ).body.data!.certificateLinkTargets;
    expect(targets.find((x) => x.id === mediumA)?.templateName).toBe('First');
    const replaced = (
      await call<{ setCertificateLink: Template }>(OPS.link, {
        input: { templateId: second.id, mediaId: mediumA },
      })
    ).body.data!.setCertificateLink;
    expect(replaced.links).toEqual([expect.objectContaining({ mediaId: mediumA, validityMonths: null })]);
    const rows = await t.database.db
      .select()
      .from(certificateLinks)
      .where(eq(certificateLinks.mediaId, mediumA));
    expect(rows.map((r) => r.templateId)).toEqual([second.id]);
    expect(
      (await call<{ certificateTemplate: Template }>(OPS.get, { id: first.id })).body.data!
        .certificateTemplate.links,
    ).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, second.id), eq(auditLog.action, 'certificateTemplate.link')));
    expect(entry?.changes).toMatchObject({ replaced: { before: null, after: first.id } });
    const removed = (
      await call<{ removeCertificateLink: Template }>(OPS.unlink, { id: replaced.links[0]!.id })
    ).body.data!.removeCertificateLink;
    expect(removed.links).toEqual([]);
    expect(await auditActions(second.id)).toEqual([
      'certificateTemplate.create',
      'certificateTemplate.link',
      'certificateTemplate.unlink',
    ]);
  });

  it.each([
    [{ validityMonths: 0 }, 'validityMonths'],
    [{ validityMonths: 601 }, 'validityMonths'],
    [{ mediaId: undefined }, 'mediaId'],
    [{ mediaId: '11111111-1111-4111-8111-111111111111' }, 'mediaId'],
  ])('refuses %j naming %s, storing nothing', async (change, field) => {
    const tpl = await create('Refused link');
    const r = await call(OPS.link, { input: { templateId: tpl.id, mediaId: mediumB, ...change } });
    expect(errorOf(r)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const rows = await t.database.db
      .select()
      .from(certificateLinks)
      .where(eq(certificateLinks.templateId, tpl.id));
    expect(rows).toEqual([]);
  });
});
