// GET /api/certificates/<id>.pdf: the stored PDF, byte for byte as issued (its SHA-256 is what the
// verification page compares a dropped file with), for its owner or an administrator. Anybody else gets
// the same 404 as for an id that does not exist, so the route does not tell whose certificates exist.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { viewerOrRefuse, type TokenVerifier } from '../../auth/verify';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/credentials';
import type { Storage } from '../../files/storage';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { certificateNumber } from './values';

export const certificateDownloadPath = (certificateId: string) => `/api/certificates/${certificateId}.pdf`;

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'Not Found', message: 'There is no such certificate.' });

/** A file name any browser and file system accepts: the number and the title's plain letters. */
export function certificateFileName(number: number, title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${certificateNumber(number)}${plain ? `-${plain}` : ''}.pdf`;
}

export function registerCertificateDownload(
  app: FastifyInstance,
  { db, verifier, storage }: { db: Db; verifier: TokenVerifier; storage: Storage },
): void {
  app.get<{ Params: { file: string } }>('/api/certificates/:file', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
    const viewer = await viewerOrRefuse(verifier, request, reply);
    if (!viewer) return reply;
    const id = /^(.+)\.pdf$/.exec(request.params.file)?.[1]?.toLowerCase();
    if (!id || !UUID_PATTERN.test(id)) return notFound(reply);
    const [row] = await db
      .select({
        userId: certificates.userId,
        number: certificates.number,
        data: certificates.data,
        pdfStatus: certificates.pdfStatus,
        pdfPath: certificates.pdfPath,
      })
      .from(certificates)
      .where(eq(certificates.id, id));
    if (!row || (row.userId !== viewer.userId && !viewer.roles.includes('ADMIN'))) return notFound(reply);
    if (row.pdfStatus !== 'READY' || !row.pdfPath)
      return reply.code(409).send({
        error: 'Conflict',
        code: row.pdfStatus === 'FAILED' ? 'PDF_FAILED' : 'PDF_PENDING',
        message:
          row.pdfStatus === 'FAILED'
            ? 'The PDF of this certificate could not be made. An administrator can try again.'
            : 'The PDF of this certificate is still being made. Try again in a moment.',
      });
    const bytes = await readFile(storage.absolute(row.pdfPath)).catch(() => undefined);
    if (!bytes) {
      request.log.error({ certificate: id }, 'the stored PDF of a certificate is missing');
      return reply.code(503).send({
        error: 'Service Unavailable',
        message: 'The stored PDF cannot be read right now. Please try again later or ask an administrator.',
      });
    }
    const name = certificateFileName(row.number, row.data.title);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-length', bytes.length)
      .send(bytes);
  });
}
