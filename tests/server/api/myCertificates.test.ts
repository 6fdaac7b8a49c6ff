// myCertificates: the caller's own certificates only, their status on the caller's calendar (30 days of
// "expiring soon", the expiry day itself already expired, revoked over everything), and the LinkedIn
// address with every value encoded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/core';
import {
  certificateNumber,
  certificateStatus,
  linkedInAddToProfileUrl,
} from '../../../server/api/myCertificates/rules';
import { addDays, localDate } from '../../../src/schemas/assignmentDue';
import { addLearner } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';
import { addCertificate, addTemplate, tinyPdf } from './myCertificatesFixtures';

const QUERY = `query { myCertificates {
  id number title status pdfStatus issuedAt completedOn expiresOn revokedAt verificationUrl downloadUrl
  linkedIn { name organizationName issueYear issueMonth expirationYear expirationMonth certUrl certId addToProfileUrl }
} }`;

interface Row {
  id: string;
  number: string;
  title: string;
  status: string;
  pdfStatus: string;
  expiresOn: string | null;
  verificationUrl: string;
  downloadUrl: string;
  linkedIn: Record<string, string | number | null>;
}

let t: TestApi;
let templateId: string;
beforeAll(async () => {
  t = await startTestApi({ organisationName: 'Akademie Süd & Partner' });
  templateId = await addTemplate(t.database.db);
});
afterAll(() => t.close());

const mine = async (token: string) => {
  const res = await gql<{ myCertificates: Row[] }>(t.api, QUERY, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.myCertificates;
};

describe('the status rule', () => {
  it('reads the expiry day as the first day no longer valid, and 30 days before it as expiring soon', () => {
    const row = (expiresOn: string | null, revokedAt: Date | null = null) => ({ expiresOn, revokedAt });
    expect(certificateStatus(row(null), '2026-03-01')).toBe('VALID');
    expect(certificateStatus(row('2026-04-01'), '2026-03-01')).toBe('VALID'); // 31 days left
    expect(certificateStatus(row('2026-03-31'), '2026-03-01')).toBe('EXPIRING_SOON'); // 30 days left
    expect(certificateStatus(row('2026-03-02'), '2026-03-01')).toBe('EXPIRING_SOON');
    expect(certificateStatus(row('2026-03-01'), '2026-03-01')).toBe('EXPIRED');
    expect(certificateStatus(row('2025-01-01'), '2026-03-01')).toBe('EXPIRED');
    expect(certificateStatus(row(null, new Date()), '2026-03-01')).toBe('REVOKED');
    expect(certificateStatus(row('2025-01-01', new Date()), '2026-03-01')).toBe('REVOKED');
  });

  it('prints numbers with six digits at least', () => {
    expect(certificateNumber(123)).toBe('C-000123');
    expect(certificateNumber(1234567)).toBe('C-1234567');
  });
});

describe('myCertificates', () => {
  it('lists only the caller’s own certificates, newest first, with the addresses to verify and download', async () => {
    const anna = await addLearner(t, 'cert-anna');
    const ben = await addLearner(t, 'cert-ben');
    const older = await addCertificate(t.database.db, {
      userId: anna.id,
      templateId,
      title: 'Fire safety',
      issuedAt: new Date('2026-01-10T10:00:00Z'),
      pdf: tinyPdf('anna 1'),
    });
    const newer = await addCertificate(t.database.db, {
      userId: anna.id,
      templateId,
      title: 'First aid',
      issuedAt: new Date('2026-02-10T10:00:00Z'),
    });
    await addCertificate(t.database.db, { userId: ben.id, templateId, title: 'Ben’s forklift licence' });

    const rows = await mine(anna.token);
    expect(rows.map((r) => r.title)).toEqual(['First aid', 'Fire safety']);
    expect(rows.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(rows[1]).toMatchObject({
      number: certificateNumber(older.number),
      pdfStatus: 'READY',
      status: 'VALID',
      verificationUrl: `${t.config.publicUrl}/verify/${older.code}`,
      downloadUrl: `${t.config.publicUrl}/api/certificates/${older.id}.pdf`,
    });
    expect(rows[0]!.pdfStatus).toBe('PENDING');
    expect(await mine(ben.token)).toHaveLength(1);
    expect((await mine(ben.token))[0]!.title).toBe('Ben’s forklift licence');
    const nobody = await addLearner(t, 'cert-nobody');
    expect(await mine(nobody.token)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const res = await gql(t.api, QUERY, {});
    expect(res.body.data?.myCertificates).toBeUndefined();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('decides expired and expiring soon on the learner’s own calendar day', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different calendar days.
    const ahead = await addLearner(t, 'cert-kiritimati');
    const behind = await addLearner(t, 'cert-pagopago');
    await t.database.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, ahead.id));
    await t.database.db.update(users).set({ timeZone: 'Pacific/Pago_Pago' }).where(eq(users.id, behind.id));
    const expiresOn = localDate(new Date(), 'Pacific/Kiritimati');
    for (const learner of [ahead, behind])
      await addCertificate(t.database.db, { userId: learner.id, templateId, expiresOn });
    expect((await mine(ahead.token))[0]!.status).toBe('EXPIRED');
    expect((await mine(behind.token))[0]!.status).toBe('EXPIRING_SOON');

    const utc = await addLearner(t, 'cert-utc');
    const today = localDate(new Date(), null);
    await addCertificate(t.database.db, {
      userId: utc.id,
      templateId,
      title: '31',
      expiresOn: addDays(today, 31),
    });
    await addCertificate(t.database.db, {
      userId: utc.id,
      templateId,
      title: '30',
      expiresOn: addDays(today, 30),
    });
    await addCertificate(t.database.db, {
      userId: utc.id,
      templateId,
      title: 'revoked',
      expiresOn: addDays(today, 300),
      revokedAt: new Date(),
    });
    const byTitle = Object.fromEntries((await mine(utc.token)).map((r) => [r.title, r.status]));
    expect(byTitle).toEqual({ '31': 'VALID', '30': 'EXPIRING_SOON', revoked: 'REVOKED' });
  });

  it('prepares LinkedIn’s form with every value encoded, so a title cannot add or cut parameters', async () => {
    const learner = await addLearner(t, 'cert-linkedin');
    const title = 'Safety & Health #1 = "Ärzte+Pflege" / 日本語?x=1';
    const row = await addCertificate(t.database.db, {
      userId: learner.id,
      templateId,
      title,
      issuedAt: new Date('2026-03-31T23:30:00Z'),
      expiresOn: '2028-03-31',
    });
    await t.database.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, learner.id));
    const [cert] = await mine(learner.token);
    const number = certificateNumber(row.number);
    // Issued at 01:30 on 1 April in Berlin: April, not March.
    expect(cert!.linkedIn).toMatchObject({
      name: title,
      organizationName: 'Akademie Süd & Partner',
      issueYear: 2026,
      issueMonth: 4,
      expirationYear: 2028,
      expirationMonth: 3,
      certUrl: cert!.verificationUrl,
      certId: number,
    });
    const url = new URL(String(cert!.linkedIn.addToProfileUrl));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect([...url.searchParams.keys()]).toEqual([
      'startTask',
      'name',
      'organizationName',
      'issueYear',
      'issueMonth',
      'expirationYear',
      'expirationMonth',
      'certUrl',
      'certId',
    ]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: title,
      organizationName: 'Akademie Süd & Partner',
      issueYear: '2026',
      issueMonth: '4',
      expirationYear: '2028',
      expirationMonth: '3',
      certUrl: cert!.verificationUrl,
      certId: number,
    });
    expect(url.search).not.toContain(' ');
    expect(url.search).not.toContain('日本');
  });

  it('leaves out the expiration of a certificate that does not expire', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'X',
        organizationName: 'Y',
        issueYear: 2026,
        issueMonth: 1,
        expirationYear: null,
        expirationMonth: null,
        certUrl: 'https://example.org/verify/ABC',
        certId: 'C-000001',
      }),
    );
    expect(url.searchParams.has('expirationYear')).toBe(false);
    expect(url.searchParams.has('expirationMonth')).toBe(false);
    expect(url.searchParams.get('certUrl')).toBe('https://example.org/verify/ABC');
  });
});
