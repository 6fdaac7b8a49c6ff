// The public certificate verification routes through the real server: a code shows only what the
// certificate shows and its status; unknown and malformed codes get one answer; a dropped PDF matches
// only when byte for byte the issued one; non-PDFs, oversize files and garbage are clear 4xx, never a 500;
// one budget per address; strict headers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { buildServer, type Server } from '../../../server/app';
import type { Db } from '../../../server/db/client';
import {
  registerCertificateVerification,
  UNKNOWN_CERTIFICATE,
  VERIFY_FILE_MAX_BYTES,
  VERIFY_FILE_PATH,
  VERIFY_PATH,
} from '../../../server/api/certificateVerification/http';
import { certificates } from '../../../server/db/schema/credentials';
import { certificateNumber } from '../../../server/api/myCertificates/rules';
import { addDays, localDate } from '../../../src/schemas/assignmentDue';
import { addLearner } from '../learning/fixtures';
import { startTestApi, type TestApi } from './harness';
import { addCertificate, addTemplate, randomCode, tinyPdf } from './myCertificatesFixtures';

let t: TestApi;
let server: Server;
let templateId: string;
let learnerId: string;
beforeAll(async () => {
  t = await startTestApi({ organisationName: 'Sitos Test Academy' });
  server = await buildServer({ config: t.config, database: t.database });
  templateId = await addTemplate(t.database.db);
  learnerId = (await addLearner(t, 'verify-anna')).id;
});
afterAll(async () => {
  await server.app.close();
  await t.close();
});

let address = 0;
const nextAddress = () => `10.2.0.${(address += 1)}`;

const verify = (code: unknown, remoteAddress = nextAddress()) =>
  server.app.inject({
    method: 'POST',
    url: VERIFY_PATH,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ code }),
  });

const BOUNDARY = '----b2verification';
function multipartBody(parts: { name: string; value: Uint8Array | string; filename?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/pdf\r\n' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const verifyFile = (file: Uint8Array | null, code?: string, remoteAddress = nextAddress()) =>
  server.app.inject({
    method: 'POST',
    url: VERIFY_FILE_PATH,
    remoteAddress,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([
      ...(code === undefined ? [] : [{ name: 'code', value: code }]),
      ...(file ? [{ name: 'file', value: file, filename: 'certificate.pdf' }] : []),
    ]),
  });

function expectStrictHeaders(headers: Record<string, unknown>) {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(String(headers['content-security-policy'])).toContain("default-src 'none'");
}

describe('POST /api/certificates/verify', () => {
  it('shows a valid certificate’s printed data, issuer and status, and nothing else', async () => {
    const row = await addCertificate(t.database.db, {
      userId: learnerId,
      templateId,
      title: 'Fire safety',
      learnerName: 'Anna Ñúñez',
      completedOn: '2026-01-15',
      expiresOn: '2099-01-15',
      pdf: tinyPdf('valid'),
    });
    const res = await verify(row.code);
    expect(res.statusCode).toBe(200);
    expectStrictHeaders(res.headers);
    expect(res.json()).toEqual({
      number: certificateNumber(row.number),
      learnerName: 'Anna Ñúñez',
      title: 'Fire safety',
      completedOn: '2026-01-15',
      expiresOn: '2099-01-15',
      issuedAt: row.issuedAt.toISOString(),
      issuer: 'Sitos Test Academy',
      status: 'VALID',
      revokedAt: null,
      pdfAvailable: true,
    });
    expect(res.body).not.toContain(learnerId);
    expect(res.body).not.toContain(row.id);
    expect(res.body).not.toMatch(/example\.org/);
    // Typed by hand: lower case and spaced groups still find it.
    const typed = `${row.code.slice(0, 5)} ${row.code.slice(5, 10)}-${row.code.slice(10)}`.toLowerCase();
    expect((await verify(typed)).json().number).toBe(certificateNumber(row.number));
  });

  it('says expired from the expiry day on, and revoked with its date but not its reason', async () => {
    const today = localDate(new Date(), null);
    const expired = await addCertificate(t.database.db, {
      userId: learnerId,
      templateId,
      expiresOn: addDays(today, -1),
    });
    expect((await verify(expired.code)).json()).toMatchObject({ status: 'EXPIRED', pdfAvailable: false });
    const soon = await addCertificate(t.database.db, {
      userId: learnerId,
      templateId,
      expiresOn: addDays(today, 5),
    });
    expect((await verify(soon.code)).json().status).toBe('VALID');
    const revokedAt = new Date('2026-02-01T09:00:00Z');
    const revoked = await addCertificate(t.database.db, {
      userId: learnerId,
      templateId,
      revokedAt,
      revokedReason: 'Issued to the wrong person (private note)',
    });
    const res = await verify(revoked.code);
    expect(res.json()).toMatchObject({ status: 'REVOKED', revokedAt: revokedAt.toISOString() });
    expect(res.body).not.toContain('private note');
  });

  it('answers unknown and malformed codes identically with 404', async () => {
    const known = await addCertificate(t.database.db, { userId: learnerId, templateId });
    const wrong = `${known.code.slice(0, 19)}${known.code.endsWith('A') ? 'B' : 'A'}`;
    const answers = [];
    for (const code of [
      wrong,
      randomCode(),
      'short',
      '1'.repeat(20),
      'x'.repeat(5000).slice(0, 3000),
      42,
      null,
      {},
      ['A'],
    ]) {
      const res = await verify(code);
      answers.push({ status: res.statusCode, body: res.body, cache: res.headers['cache-control'] });
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 404, body: JSON.stringify(UNKNOWN_CERTIFICATE), cache: 'no-store' });
  });

  it('refuses bodies that are not JSON with a 4xx and strict headers, never a 500', async () => {
    for (const [type, payload] of [
      ['application/json', '{"code":'],
      ['application/json', 'x'.repeat(10_000)],
      ['text/plain', 'ABCDEFGHIJKLMNOPQRST'],
      ['application/x-www-form-urlencoded', 'code=ABC'],
    ] as const) {
      const res = await server.app.inject({
        method: 'POST',
        url: VERIFY_PATH,
        remoteAddress: nextAddress(),
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${payload.slice(0, 10)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives an address 20 checks a minute across both routes, then 429 with Retry-After', async () => {
    const row = await addCertificate(t.database.db, { userId: learnerId, templateId });
    const statuses = [];
    // The minute's window opens with this address's first check, so the wait left is 60 s less what has passed.
    const started = Date.now();
    for (let i = 0; i < 15; i += 1) statuses.push((await verify(randomCode(), '10.9.8.7')).statusCode);
    for (let i = 0; i < 5; i += 1)
      statuses.push((await verifyFile(tinyPdf('x'), undefined, '10.9.8.7')).statusCode);
    expect(statuses).toEqual([...Array(15).fill(404), ...Array(5).fill(200)]);
    for (const refused of [
      await verify(row.code, '10.9.8.7'),
      await verifyFile(tinyPdf('x'), undefined, '10.9.8.7'),
    ]) {
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(seconds).toBeGreaterThanOrEqual(Math.floor(60 - (Date.now() - started) / 1000));
      expectStrictHeaders(refused.headers);
      expect(refused.json()).toMatchObject({ error: 'rate_limited', retryAfter: seconds });
      expect(refused.body).not.toContain('Anna');
    }
    expect((await verify(row.code, '10.9.8.8')).statusCode).toBe(200);
  });

  it('is not reachable with GET, so codes are not looked up from addresses by crawlers', async () => {
    const row = await addCertificate(t.database.db, { userId: learnerId, templateId });
    const res = await server.app.inject({ method: 'GET', url: `${VERIFY_PATH}?code=${row.code}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain(certificateNumber(row.number));
  });
});

describe('POST /api/certificates/verify-file', () => {
  it('matches the issued PDF byte for byte, and not a copy with one byte changed', async () => {
    const pdf = tinyPdf('Anna Example, Fire safety');
    const row = await addCertificate(t.database.db, {
      userId: learnerId,
      templateId,
      title: 'Fire safety',
      pdf,
    });
    const res = await verifyFile(pdf);
    expect(res.statusCode).toBe(200);
    expectStrictHeaders(res.headers);
    expect(res.json()).toEqual({
      matches: true,
      certificate: expect.objectContaining({
        number: certificateNumber(row.number),
        title: 'Fire safety',
        status: 'VALID',
      }),
      sameAsCode: null,
    });
    const edited = new Uint8Array(pdf);
    const at = new TextDecoder().decode(pdf).indexOf('Anna');
    edited[at] = 'E'.charCodeAt(0);
    expect(await verifyFile(edited).then((r) => r.json())).toEqual({
      matches: false,
      certificate: null,
      sameAsCode: null,
    });
    const appended = new Uint8Array([...pdf, 0x0a]);
    expect((await verifyFile(appended)).json().matches).toBe(false);
  });

  it('says whether the file is the certificate of the code the page was opened for', async () => {
    const pdfA = tinyPdf('A');
    const a = await addCertificate(t.database.db, { userId: learnerId, templateId, pdf: pdfA });
    const b = await addCertificate(t.database.db, { userId: learnerId, templateId, pdf: tinyPdf('B') });
    expect((await verifyFile(pdfA, a.code)).json()).toMatchObject({ matches: true, sameAsCode: true });
    expect((await verifyFile(pdfA, b.code)).json()).toMatchObject({ matches: true, sameAsCode: false });
    expect((await verifyFile(pdfA, 'not a code')).json()).toMatchObject({ matches: true, sameAsCode: false });
    expect((await verifyFile(tinyPdf('other'), a.code)).json()).toEqual({
      matches: false,
      certificate: null,
      sameAsCode: false,
    });
  });

  it('reports a revoked certificate’s PDF as matching and revoked', async () => {
    const pdf = tinyPdf('to revoke');
    const row = await addCertificate(t.database.db, { userId: learnerId, templateId, pdf });
    await t.database.db
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(eq(certificates.id, row.id));
    expect((await verifyFile(pdf)).json()).toMatchObject({
      matches: true,
      certificate: { status: 'REVOKED' },
    });
  });

  it('refuses a file that is not a PDF (by its bytes, not its name) with a clear 400', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    for (const file of [
      png,
      new TextEncoder().encode(' %PDF-1.4 shifted'),
      new TextEncoder().encode('%PD'),
    ]) {
      const res = await verifyFile(file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'not_pdf', message: expect.stringContaining('not a PDF') });
    }
    const none = await verifyFile(null, 'ABC');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('no_file');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(VERIFY_FILE_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const res = await verifyFile(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'too_large', message: expect.stringContaining('10 MB') });
    expectStrictHeaders(res.headers);
  });

  it('answers garbage, truncated and non-multipart bodies with a 4xx, never a 500, and stores nothing', async () => {
    const before = await t.database.db.select({ id: certificates.id }).from(certificates);
    const pdf = tinyPdf('garbage');
    const full = multipartBody([{ name: 'file', value: pdf, filename: 'a.pdf' }]);
    const cases: { type: string; payload: Buffer | string }[] = [
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: 'garbage without any boundary' },
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: full.subarray(0, full.length - 20) },
      { type: 'multipart/form-data', payload: full },
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.alloc(0) },
      { type: 'application/json', payload: '{"file":"%PDF-"}' },
      { type: 'application/pdf', payload: Buffer.from(pdf) },
      {
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: multipartBody([
          { name: 'file', value: pdf, filename: 'a.pdf' },
          { name: 'file2', value: pdf, filename: 'b.pdf' },
        ]),
      },
    ];
    for (const { type, payload } of cases) {
      const res = await server.app.inject({
        method: 'POST',
        url: VERIFY_FILE_PATH,
        remoteAddress: nextAddress(),
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}: ${res.body}`).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const after = await t.database.db.select({ id: certificates.id }).from(certificates);
    expect(after).toEqual(before);
  });
});

describe('when the database fails', () => {
  it('answers 503 with a plain message and the strict headers, not a 500 with internals', async () => {
    const app = fastify();
    await app.register(rateLimit, { global: false });
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('connection refused to db.internal:5432');
        },
      },
    ) as unknown as Db;
    await registerCertificateVerification(app, { db: broken, config: t.config });
    try {
      for (const res of [
        await app.inject({ method: 'POST', url: VERIFY_PATH, payload: { code: randomCode() } }),
        await app.inject({
          method: 'POST',
          url: VERIFY_FILE_PATH,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipartBody([{ name: 'file', value: tinyPdf('x'), filename: 'a.pdf' }]),
        }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: 'unavailable', message: expect.stringContaining('Try again') });
        expect(res.body).not.toContain('db.internal');
        expectStrictHeaders(res.headers);
      }
    } finally {
      await app.close();
    }
  });
});
