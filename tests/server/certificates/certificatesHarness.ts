// What the certificate tests share: the API over a fresh database, a storage folder, templates attached
// straight in the tables (area A's editor is not under test here), learners in any language, completions
// through the real commitSco path and the render job run by hand.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import {
  certificateLinks,
  certificates,
  certificateTemplates,
  certificateTemplateVersions,
} from '../../../server/db/schema/credentials';
import { openStorage, type Storage } from '../../../server/files/storage';
import { runCertificateRenders } from '../../../server/api/certificates/renderJob';
import { defaultDesign, type CertificateDesign } from '../../../src/schemas/certificateDesign';
import { gql, OPERATIONS, signToken, startTestApi, type TestApi } from '../api/harness';

export const run = promisify(execFile);

export interface CertificateHarness {
  t: TestApi;
  storage: Storage;
  close(): Promise<void>;
}

export async function startCertificates(): Promise<CertificateHarness> {
  const t = await startTestApi({ organisationName: 'Sitos Academy' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'certificates-test-'));
  const storage = await openStorage(dir);
  return {
    t,
    storage,
    close: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A template with version 1 of `design`, attached to the medium or path. */
export async function attachTemplate(
  t: TestApi,
  subject: { mediaId: string } | { pathId: string },
  {
    design = defaultDesign(),
    validityMonths = null,
  }: { design?: CertificateDesign; validityMonths?: number | null } = {},
): Promise<string> {
  const db = t.database.db;
  const [template] = await db
    .insert(certificateTemplates)
    .values({ name: 'Test template' })
    .returning({ id: certificateTemplates.id });
  await db.insert(certificateTemplateVersions).values({ templateId: template!.id, version: 1, design });
  await db.insert(certificateLinks).values({ templateId: template!.id, validityMonths, ...subject });
  return template!.id;
}

/** Saves a new version of the design as the template editor does (version rows are never updated). */
export async function newTemplateVersion(t: TestApi, templateId: string, design: CertificateDesign) {
  const db = t.database.db;
  const [row] = await db
    .select({ version: certificateTemplates.currentVersion })
    .from(certificateTemplates)
    .where(eq(certificateTemplates.id, templateId));
  const version = row!.version + 1;
  await db.insert(certificateTemplateVersions).values({ templateId, version, design });
  await db
    .update(certificateTemplates)
    .set({ currentVersion: version, updatedAt: new Date() })
    .where(eq(certificateTemplates.id, templateId));
}

let learnerCount = 0;

/** A learner with a name, locale, date format and time zone of the test's choosing, and their token. */
export async function createLearner(
  t: TestApi,
  name: string,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; token: string }> {
  learnerCount += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: `cert-learner-${learnerCount}-${Date.now()}`,
      passwordHash: 'x',
      name,
      email: `cert${learnerCount}@example.org`,
      roles: ['LEARNER'],
      ...extra,
    })
    .returning({ id: users.id });
  const token = await signToken(t.config, t.keys, { sub: row!.id, roles: ['LEARNER'] });
  return { id: row!.id, token };
}

let hashes = 0;

/** A SCORM commit that passes the medium, through the API (the learner's real progress request). */
export function completeMedium(t: TestApi, token: string, mediaId: string, score = 90) {
  hashes += 1;
  return gql(t.api, OPERATIONS.commitSco, {
    token,
    variables: {
      input: {
        hash: `cert-${hashes}-${Date.now()}`,
        mediaId,
        cmi: { core: { lesson_status: 'passed', score: { raw: String(score), min: '0', max: '100' } } },
        committedAt: new Date().toISOString(),
      },
    },
  });
}

export const certificatesOfUser = (t: TestApi, userId: string) =>
  t.database.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(certificates.number);

export const renderAll = (h: CertificateHarness, retryAfterMs = 0) =>
  runCertificateRenders({ db: h.t.database.db, storage: h.storage, config: h.t.config }, { retryAfterMs });

/** The PDF's text as Debian's pdftotext reads it. */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}
