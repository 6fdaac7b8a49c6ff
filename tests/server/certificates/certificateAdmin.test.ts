// The administrators' certificate operations through the API: the list (search, status, sort, paging),
// issuing by hand, revoking with a reason, re-issuing a revoked or expired one, retrying a failed PDF;
// each audited, bad input refused with the field named and nothing written, ADMIN only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import { certificates } from '../../../server/db/schema/credentials';
import { issueCertificatesOnCompletions } from '../../../server/api/certificates/issue';
import { createMedium, gql } from '../api/harness';
import {
  attachTemplate,
  certificatesOfUser,
  createLearner,
  newTemplateVersion,
  startCertificates,
  type CertificateHarness,
} from './certificatesHarness';
import { defaultDesign } from '../../../src/schemas/certificateDesign';

let h: CertificateHarness;
let mediaId: string;
let templateId: string;
beforeAll(async () => {
  h = await startCertificates();
  mediaId = await createMedium(h.t.database, 'Manual handling');
  templateId = await attachTemplate(h.t, { mediaId }, { validityMonths: 12 });
});
afterAll(() => h.close());

const FIELDS = `id number userId learnerName title status pdfStatus templateVersion completedOn expiresOn
  revokedAt revokedReason replacesId replacedById issuedByName verificationUrl downloadUrl`;
interface Row {
  id: string;
  number: string;
  userId: string;
  learnerName: string;
  title: string;
  status: string;
  pdfStatus: string;
  templateVersion: number;
  completedOn: string;
  expiresOn: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  replacesId: string | null;
  replacedById: string | null;
  issuedByName: string | null;
  verificationUrl: string;
  downloadUrl: string;
}
interface Data {
  issuedCertificates: { items: Row[]; total: number; hasMore: boolean };
  issueCertificate: Row;
  revokeCertificate: Row;
  reissueCertificate: Row;
  retryCertificateRender: Row;
}
const admin = (query: string, variables: Record<string, unknown> = {}, token = h.t.tokens.admin) =>
  gql<Data>(h.t.api, query, { token, variables });
const LIST = `query($search: String, $filter: IssuedCertificatesFilter, $sort: IssuedCertificateSort,
  $direction: SortDirection, $offset: Int, $first: Int) {
  issuedCertificates(search: $search, filter: $filter, sort: $sort, direction: $direction, offset: $offset,
    first: $first) { total hasMore items { ${FIELDS} } } }`;
const ISSUE = `mutation($userId: ID!, $mediaId: ID, $pathId: ID) {
  issueCertificate(userId: $userId, mediaId: $mediaId, pathId: $pathId) { ${FIELDS} } }`;
const REVOKE = `mutation($id: ID!, $reason: String!) { revokeCertificate(id: $id, reason: $reason) { ${FIELDS} } }`;
const REISSUE = `mutation($id: ID!) { reissueCertificate(id: $id) { ${FIELDS} } }`;
const RETRY = `mutation($id: ID!) { retryCertificateRender(id: $id) { ${FIELDS} } }`;

const auditOf = (id: string, action: string) =>
  h.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('issued certificates for administrators', () => {
  it('issues by hand with the current version, audited; twice gives two certificates', async () => {
    const learner = await createLearner(h.t, 'Manual Mara');
    const res = await admin(ISSUE, { userId: learner.id, mediaId });
    expect(res.body.errors).toBeUndefined();
    const issued = res.body.data!.issueCertificate;
    expect(issued).toMatchObject({
      userId: learner.id,
      learnerName: 'Manual Mara',
      title: 'Manual handling',
      status: 'VALID',
      pdfStatus: 'PENDING',
      templateVersion: 1,
      issuedByName: expect.any(String),
      downloadUrl: `/api/certificates/${issued.id}.pdf`,
      verificationUrl: expect.stringMatching(/\/verify\/[A-Z2-7]{20}$/),
    });
    expect(issued.number).toMatch(/^C-\d{6}$/);
    expect(await auditOf(issued.id, 'certificate.issue')).toHaveLength(1);
    const [row] = await certificatesOfUser(h.t, learner.id);
    expect(row!.roundKey).toMatch(/^manual:\d{4}-/);
    await admin(ISSUE, { userId: learner.id, mediaId });
    expect(await certificatesOfUser(h.t, learner.id)).toHaveLength(2);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const learner = await createLearner(h.t, 'Refused Rita');
    const plain = await createMedium(h.t.database, 'Nothing attached');
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: learner.id }, 'mediaId'],
      [{ userId: learner.id, mediaId, pathId: mediaId }, 'mediaId'],
      [{ userId: 'nope', mediaId }, 'userId'],
      [{ userId: '00000000-0000-4000-8000-000000000000', mediaId }, 'userId'],
      [{ userId: learner.id, mediaId: '00000000-0000-4000-8000-000000000000' }, 'mediaId'],
      [{ userId: learner.id, mediaId: plain }, 'mediaId'],
    ];
    for (const [variables, field] of cases) {
      const res = await admin(ISSUE, variables);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await certificatesOfUser(h.t, learner.id)).toHaveLength(0);
  });

  it('revokes with a reason of 3-500 characters, once; the reason is audited', async () => {
    const learner = await createLearner(h.t, 'Revoked Rolf');
    const { id } = (await admin(ISSUE, { userId: learner.id, mediaId })).body.data!.issueCertificate;
    for (const reason of ['  x ', 'x'.repeat(501)]) {
      const res = await admin(REVOKE, { id, reason });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    }
    expect((await certificatesOfUser(h.t, learner.id))[0]!.revokedAt).toBeNull();
    const res = await admin(REVOKE, { id, reason: '  Issued to the wrong person  ' });
    expect(res.body.data!.revokeCertificate).toMatchObject({
      status: 'REVOKED',
      revokedReason: 'Issued to the wrong person',
      revokedAt: expect.any(String),
    });
    const again = await admin(REVOKE, { id, reason: 'Another reason' });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const [entry] = await auditOf(id, 'certificate.revoke');
    expect(entry!.changes).toMatchObject({
      revokedReason: { before: null, after: 'Issued to the wrong person' },
    });
    const unknown = await admin(REVOKE, { id: '00000000-0000-4000-8000-000000000000', reason: 'Whatever' });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("re-issues a revoked one with the template's current version and a new code, once", async () => {
    const learner = await createLearner(h.t, 'Reissued Rosa');
    const first = (await admin(ISSUE, { userId: learner.id, mediaId })).body.data!.issueCertificate;
    const valid = await admin(REISSUE, { id: first.id });
    expect(valid.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    await admin(REVOKE, { id: first.id, reason: 'Name misspelt' });
    await newTemplateVersion(h.t, templateId, defaultDesign());
    const res = await admin(REISSUE, { id: first.id });
    expect(res.body.errors).toBeUndefined();
    const second = res.body.data!.reissueCertificate;
    expect(second).toMatchObject({
      replacesId: first.id,
      status: 'VALID',
      templateVersion: 2,
      completedOn: first.completedOn,
      expiresOn: first.expiresOn,
    });
    expect(second.verificationUrl).not.toBe(first.verificationUrl);
    expect(second.number).not.toBe(first.number);
    const [old] = (await admin(LIST, { search: first.number })).body.data!.issuedCertificates.items;
    expect(old).toMatchObject({ id: first.id, status: 'REVOKED', replacedById: second.id });
    expect(await auditOf(second.id, 'certificate.reissue')).toHaveLength(1);
    const twice = await admin(REISSUE, { id: first.id });
    expect(twice.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('re-issues an expired one counting from today', async () => {
    const learner = await createLearner(h.t, 'Expired Egon');
    await issueCertificatesOnCompletions(h.t.database.db, [
      {
        userId: learner.id,
        subject: { kind: 'MEDIUM', mediaId },
        at: new Date('2020-01-10T10:00:00Z'),
        score: 70,
      },
    ]);
    const [old] = await certificatesOfUser(h.t, learner.id);
    expect(old!.expiresOn).toBe('2021-01-10');
    const res = await admin(REISSUE, { id: old!.id });
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.data!.reissueCertificate).toMatchObject({ status: 'VALID', completedOn: today });
  });

  it('lists with search, status filter, sort and paging', async () => {
    const learner = await createLearner(h.t, 'Listed Lotte', { email: 'lotte@example.org' });
    await issueCertificatesOnCompletions(h.t.database.db, [
      {
        userId: learner.id,
        subject: { kind: 'MEDIUM', mediaId },
        at: new Date(Date.now() - 350 * 86_400_000),
        score: null,
      },
    ]);
    const byEmail = (await admin(LIST, { search: 'LOTTE@example' })).body.data!.issuedCertificates;
    expect(byEmail.items.map((i) => i.learnerName)).toEqual(['Listed Lotte']);
    expect(byEmail.items[0]!.status).toBe('EXPIRING_SOON');
    const soon = (await admin(LIST, { filter: { status: 'EXPIRING_SOON' } })).body.data!.issuedCertificates;
    expect(soon.items.every((i) => i.status === 'EXPIRING_SOON')).toBe(true);
    expect(soon.items.some((i) => i.learnerName === 'Listed Lotte')).toBe(true);
    const all = (await admin(LIST, { sort: 'LEARNER', direction: 'ASC', first: 100 })).body.data!
      .issuedCertificates;
    expect(all.items).toHaveLength(all.total);
    for (const status of ['VALID', 'EXPIRED', 'REVOKED']) {
      const page = (await admin(LIST, { filter: { status }, first: 100 })).body.data!.issuedCertificates;
      // The filter counts exactly the certificates of that status in the whole list (the tests before made some).
      const expected = all.items.filter((i) => i.status === status).map((i) => i.id);
      expect(expected.length, status).toBeGreaterThanOrEqual(1);
      expect(page.total, status).toBe(expected.length);
      expect(page.items.map((i) => i.id).sort()).toEqual(expected.sort());
    }
    const names = all.items.map((i) => i.learnerName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page = (await admin(LIST, { first: 2, offset: 1 })).body.data!.issuedCertificates;
    expect(page).toMatchObject({ total: all.total, hasMore: true });
    expect(page.items).toHaveLength(2);
    const tooMany = await admin(LIST, { first: 101 });
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('retries a failed PDF only', async () => {
    const learner = await createLearner(h.t, 'Retry Rudi');
    const { id } = (await admin(ISSUE, { userId: learner.id, mediaId })).body.data!.issueCertificate;
    const pending = await admin(RETRY, { id });
    expect(pending.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    await h.t.database.db
      .update(certificates)
      .set({ pdfStatus: 'FAILED', renderAttempts: 5, renderError: 'boom' })
      .where(eq(certificates.id, id));
    const res = await admin(RETRY, { id });
    expect(res.body.data!.retryCertificateRender).toMatchObject({ pdfStatus: 'PENDING' });
    const [row] = await certificatesOfUser(h.t, learner.id);
    expect(row).toMatchObject({ renderAttempts: 0, renderError: null });
    expect(await auditOf(id, 'certificate.retryRender')).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const learner = await createLearner(h.t, 'Curious Carl');
    for (const token of [h.t.tokens.manager, learner.token]) {
      const list = await admin(LIST, {}, token);
      expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const issue = await admin(ISSUE, { userId: learner.id, mediaId }, token);
      expect(issue.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await certificatesOfUser(h.t, learner.id)).toHaveLength(0);
  });
});
