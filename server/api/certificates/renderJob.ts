// Renders issued certificates to PDF in the background: woken right after an issue commits (the
// achievements bridge triggers it) and every minute as the safety net. A run claims a few PENDING rows
// at a time with `skip locked`, so two servers (or two runs) never render the same one; a claim a crashed
// renderer left behind is taken again after five minutes. The PDF goes under the storage root in
// certificates/ (no files row: the upload sweep only looks at files rows and tmp/, so it never sees them).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { certificates, certificateTemplateVersions } from '../../db/schema/credentials';
import { files } from '../../db/schema/media';
import type { Storage } from '../../files/storage';
import type { Jobs } from '../../jobs/index';
import { CERTIFICATE_RENDER_JOB } from '../achievements/bridge';
import type { JobDeps } from '../jobHandlers';
import { renderCertificatePdf, type Background } from './render';

export const CERTIFICATE_RENDER_CRON = '* * * * *';
export const MAX_RENDER_ATTEMPTS = 5;
/** A claim older than this belongs to a renderer that died; a failed attempt waits as long to retry. */
export const CLAIM_STALE_MS = 5 * 60 * 1000;
const BATCH = 4;

export type RenderDeps = Pick<JobDeps, 'db' | 'storage'> & {
  config: Pick<ServerConfig, 'publicUrl' | 'organisationName'>;
};

/**
 * A file of its own for every render: a claim taken over as stale means two renderers of one certificate,
 * and pdf-lib's PDFs differ byte for byte (font subset names are random), so the loser must never
 * overwrite the file whose SHA-256 the winner recorded.
 */
export const certificatePdfPath = (certificateId: string) =>
  `certificates/${certificateId}-${randomUUID()}.pdf`;

type Claimed = Pick<
  typeof certificates.$inferSelect,
  | 'id'
  | 'number'
  | 'code'
  | 'locale'
  | 'data'
  | 'issuedAt'
  | 'templateId'
  | 'templateVersion'
  | 'renderAttempts'
>;

async function claim(db: Db, staleBefore: Date, skip: string[]): Promise<Claimed[]> {
  const skipped = skip.length
    ? sql`and id not in (${sql.join(
        skip.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    update certificates set render_claimed_at = now()
    where id in (
      select id from certificates
      where pdf_status = 'PENDING'
        and (render_claimed_at is null or render_claimed_at < ${staleBefore.toISOString()}::timestamptz)
        ${skipped}
      order by issued_at
      limit ${BATCH}
      for update skip locked)
    returning id, number, code, locale, data, issued_at, template_id, template_version, render_attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: row.id as string,
    number: Number(row.number),
    code: row.code as string,
    locale: row.locale as string,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Claimed['data'],
    issuedAt: new Date(row.issued_at as string),
    templateId: row.template_id as string,
    templateVersion: Number(row.template_version),
    renderAttempts: Number(row.render_attempts),
  }));
}

async function backgroundOf(db: Db, storage: Storage, fileId: string | null): Promise<Background | null> {
  if (!fileId) return null;
  const [row] = await db
    .select({ storagePath: files.storagePath, contentType: files.contentType })
    .from(files)
    .where(eq(files.id, fileId));
  const bytes = row && (await readFile(storage.absolute(row.storagePath)).catch(() => undefined));
  if (!row || !bytes) throw new Error(`The template's background file (${fileId}) is missing.`);
  return { bytes: new Uint8Array(bytes), contentType: row.contentType };
}

/**
 * Renders one claimed certificate and stores its PDF; false when another renderer stored it first (its
 * file and SHA-256 stand, this one's file is removed).
 */
async function renderOne(deps: RenderDeps, row: Claimed): Promise<boolean> {
  const [version] = await deps.db
    .select({ design: certificateTemplateVersions.design })
    .from(certificateTemplateVersions)
    .where(
      and(
        eq(certificateTemplateVersions.templateId, row.templateId),
        eq(certificateTemplateVersions.version, row.templateVersion),
      ),
    );
  if (!version) throw new Error(`Version ${row.templateVersion} of the certificate's template is missing.`);
  const background = await backgroundOf(deps.db, deps.storage, version.design.backgroundFileId);
  const bytes = await renderCertificatePdf({
    design: version.design,
    certificate: row,
    config: deps.config,
    background,
  });
  const storagePath = certificatePdfPath(row.id);
  const target = deps.storage.absolute(storagePath);
  await mkdir(path.dirname(target), { recursive: true });
  // Nobody reads the file before the row below names it, so half a PDF is never served.
  await writeFile(target, bytes, { flag: 'wx' });
  const stored = await deps.db
    .update(certificates)
    .set({
      pdfStatus: 'READY',
      pdfPath: storagePath,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      renderedAt: new Date(),
      renderClaimedAt: null,
      renderError: null,
      renderAttempts: row.renderAttempts + 1,
    })
    .where(and(eq(certificates.id, row.id), eq(certificates.pdfStatus, 'PENDING')))
    .returning({ id: certificates.id });
  if (stored.length === 0) await rm(target, { force: true });
  return stored.length > 0;
}

async function recordFailure(db: Db, row: Claimed, error: unknown): Promise<void> {
  const attempts = row.renderAttempts + 1;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db
    .update(certificates)
    .set({
      pdfStatus: attempts >= MAX_RENDER_ATTEMPTS ? 'FAILED' : 'PENDING',
      renderAttempts: attempts,
      renderError: message,
      // Kept as claimed now: the next attempt waits CLAIM_STALE_MS instead of failing again at once.
      renderClaimedAt: new Date(),
    })
    // Only while still pending: another renderer may have stored the PDF meanwhile.
    .where(and(eq(certificates.id, row.id), eq(certificates.pdfStatus, 'PENDING')));
}

export interface RenderRun {
  rendered: number;
  failed: number;
}

/**
 * Renders what is waiting until nothing is left (or the signal aborts). A certificate that fails is not
 * tried again in the same run. `retryAfterMs` is how old a claim or a failure must be to be tried again.
 */
export async function runCertificateRenders(
  deps: RenderDeps,
  { signal, retryAfterMs = CLAIM_STALE_MS }: { signal?: AbortSignal; retryAfterMs?: number } = {},
): Promise<RenderRun> {
  const run: RenderRun = { rendered: 0, failed: 0 };
  const failedHere: string[] = [];
  while (!signal?.aborted) {
    const claimed = await claim(deps.db, new Date(Date.now() - retryAfterMs), failedHere);
    if (claimed.length === 0) break;
    for (const row of claimed) {
      try {
        if (await renderOne(deps, row)) run.rendered += 1;
      } catch (error) {
        console.warn(`certificates: rendering ${row.id} failed:`, error);
        await recordFailure(deps.db, row, error);
        failedHere.push(row.id);
        run.failed += 1;
      }
    }
  }
  return run;
}

export function registerCertificateJobs(jobs: Jobs, deps: RenderDeps): void {
  jobs.define(CERTIFICATE_RENDER_JOB, ({ signal }) => runCertificateRenders(deps, { signal }), {
    // The next trigger or the minute's tick does the same work: no retries piling up behind it.
    retryLimit: 0,
  });
  jobs.schedule(CERTIFICATE_RENDER_JOB, CERTIFICATE_RENDER_CRON);
}
