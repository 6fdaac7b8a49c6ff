// GET /api/certificates/<id>.pdf: the stored bytes exactly, for the owner and administrators; the same
// 404 for another learner's and an unknown certificate; 401 without a token; 409 while not rendered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fastify, { type FastifyInstance } from 'fastify';
import { certificates } from '../../../server/db/schema/credentials';
import { issueCertificatesOnCompletions } from '../../../server/api/certificates/issue';
import { certificateFileName, registerCertificateDownload } from '../../../server/api/certificates/download';
import { createMedium, testVerifier } from '../api/harness';
import {
  attachTemplate,
  certificatesOfUser,
  createLearner,
  renderAll,
  startCertificates,
  type CertificateHarness,
} from './certificatesHarness';

let h: CertificateHarness;
let app: FastifyInstance;
let owner: { id: string; token: string };
let other: { id: string; token: string };
let certificateId: string;
beforeAll(async () => {
  h = await startCertificates();
  app = fastify();
  registerCertificateDownload(app, {
    db: h.t.database.db,
    verifier: testVerifier(h.t.config, h.t.keys, h.t.database.db),
    storage: h.storage,
  });
  const mediaId = await createMedium(h.t.database, 'Première «Hilfe» / first aid');
  await attachTemplate(h.t, { mediaId });
  owner = await createLearner(h.t, 'Owner Learner');
  other = await createLearner(h.t, 'Other Learner');
  await issueCertificatesOnCompletions(h.t.database.db, [
    { userId: owner.id, subject: { kind: 'MEDIUM', mediaId }, at: new Date(), score: null },
  ]);
  certificateId = (await certificatesOfUser(h.t, owner.id))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await h.close();
});

const get = (id: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/certificates/${id}.pdf`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the certificate download', () => {
  it('answers 409 with a clear message while the PDF is pending, and when it failed', async () => {
    const pending = await get(certificateId, owner.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'PDF_PENDING',
      message: expect.stringMatching(/still being made/),
    });
    await h.t.database.db
      .update(certificates)
      .set({ pdfStatus: 'FAILED' })
      .where(eq(certificates.id, certificateId));
    const failed = await get(certificateId, owner.token);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ code: 'PDF_FAILED' });
    await h.t.database.db
      .update(certificates)
      .set({ pdfStatus: 'PENDING' })
      .where(eq(certificates.id, certificateId));
    expect(await renderAll(h)).toMatchObject({ rendered: 1 });
  });

  it('gives the owner the stored bytes exactly, as an attachment, not cached', async () => {
    const [row] = await h.t.database.db.select().from(certificates).where(eq(certificates.id, certificateId));
    const stored = await readFile(h.storage.absolute(row!.pdfPath!));
    const response = await get(certificateId, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="C-${String(row!.number).padStart(6, '0')}-Premiere-Hilfe-first-aid.pdf"`,
    );
  });

  it('gives an administrator the same bytes; an upper-case id works too', async () => {
    const mine = await get(certificateId, owner.token);
    const response = await get(certificateId.toUpperCase(), h.t.tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(mine.rawPayload)).toBe(true);
  });

  it('answers another learner and a manager 404, as for an unknown certificate', async () => {
    for (const token of [other.token, h.t.tokens.manager]) {
      const response = await get(certificateId, token);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Owner');
    }
    const unknown = await get(randomUUID(), h.t.tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual((await get(certificateId, other.token)).json());
    expect((await get('not-an-id', h.t.tokens.admin)).statusCode).toBe(404);
  });

  it('answers 401 without a token or with a bad one, before looking anything up', async () => {
    expect((await get(certificateId)).statusCode).toBe(401);
    expect((await get(certificateId, 'garbage')).statusCode).toBe(401);
  });

  it('names the file with plain letters only', () => {
    expect(certificateFileName(12, 'Zoë’s "quote" / ../etc')).toBe('C-000012-Zoe-s-quote-etc.pdf');
    expect(certificateFileName(7, '山田')).toBe('C-000007.pdf');
  });
});
