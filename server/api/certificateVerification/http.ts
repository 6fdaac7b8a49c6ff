// The public verification of certificates, without signing in (DESIGN §8 public pages):
// POST /api/certificates/verify {code} answers what the certificate shows and its status;
// POST /api/certificates/verify-file (multipart, one PDF up to 10 MB) says whether the file is byte for
// byte a PDF as issued (its SHA-256 was recorded when it was rendered). Nothing of an upload is stored.
// Both share one budget per address, so a guesser gets 20 tries a minute against 2^100 codes. Every
// answer is a deliberate status with a message: no input reaches a 500.
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { publicBudget, strictPublicHeaders } from '../publicRoutes';
import { certificateByCode, certificateBySha256, normaliseCode, type PublicCertificate } from './lookup';

export const VERIFY_PATH = '/api/certificates/verify';
export const VERIFY_FILE_PATH = '/api/certificates/verify-file';
export const VERIFY_PER_MINUTE = 20;
export const VERIFY_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The one answer for an unknown or malformed code: it must not say which. */
export const UNKNOWN_CERTIFICATE = {
  error: 'not_found',
  message: 'No certificate has this code. Check the code, or open the link printed on the certificate.',
} as const;

export interface FileCheckAnswer {
  matches: boolean;
  certificate: PublicCertificate | null;
  /** When a code was sent: whether the file is that certificate's PDF; otherwise null. */
  sameAsCode: boolean | null;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.code(status).send({ error, message });

export async function registerCertificateVerification(
  app: FastifyInstance,
  { db, config, perMinute = VERIFY_PER_MINUTE }: { db: Db; config: ServerConfig; perMinute?: number },
): Promise<void> {
  // Both routes spend one budget: a guesser gains nothing by switching between them.
  const onRequest = publicBudget(app, {
    name: 'certificate-verify',
    perMinute,
    headers: strictPublicHeaders,
    tooMany: 'Too many checks.',
  });

  await app.register(async (scope) => {
    // Fastify's own refusals of the input (a body that is not JSON, a wrong content type, too large) keep
    // their 4xx and say why; anything else (the database away) is a plain 503 that reveals nothing.
    scope.setErrorHandler((error: { statusCode?: number; message: string }, req, reply) => {
      strictPublicHeaders(reply);
      const status = error.statusCode ?? 0;
      if (status >= 400 && status < 500)
        return refuse(reply, status, 'bad_request', `The request could not be read (${error.message}).`);
      req.log.error(error, 'certificate verification failed');
      return refuse(reply, 503, 'unavailable', 'The certificate could not be checked just now. Try again.');
    });
    await scope.register(multipart, { throwFileSizeLimit: false });

    scope.post(VERIFY_PATH, {
      bodyLimit: 4096,
      onRequest,
      handler: async (req, reply) => {
        const body = req.body as { code?: unknown } | null;
        const found = await certificateByCode(
          db,
          config,
          body && typeof body === 'object' ? body.code : undefined,
        );
        if (!found) return reply.code(404).send(UNKNOWN_CERTIFICATE);
        return found;
      },
    });

    scope.post(VERIFY_FILE_PATH, {
      onRequest,
      handler: async (req, reply) => {
        if (!req.isMultipart())
          return refuse(
            reply,
            400,
            'not_multipart',
            'Send the PDF file as multipart/form-data (field "file").',
          );
        let bytes: Buffer | null = null;
        let code: string | null | undefined;
        let truncated = false;
        try {
          for await (const part of req.parts({
            // A code is 20 characters: a field of 200 bytes is plenty, and nobody gets a megabyte read into memory.
            limits: { fileSize: VERIFY_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
          })) {
            if (part.type === 'file') {
              bytes = await part.toBuffer();
              truncated = part.file.truncated;
            } else if (part.fieldname === 'code') {
              code = normaliseCode(part.value);
            }
          }
        } catch (error) {
          return refuse(
            reply,
            400,
            'malformed',
            `The upload could not be read (${(error as Error).message}).`,
          );
        }
        if (truncated)
          return refuse(
            reply,
            413,
            'too_large',
            'The file is larger than 10 MB, so it is not a certificate issued here.',
          );
        if (!bytes || bytes.length === 0)
          return refuse(reply, 400, 'no_file', 'The request contains no file. Choose a PDF file.');
        if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
          return refuse(reply, 400, 'not_pdf', 'The file is not a PDF. Choose the certificate’s PDF file.');
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const found = await certificateBySha256(db, config, sha256);
        const answer: FileCheckAnswer = {
          matches: found !== null,
          certificate: found?.certificate ?? null,
          // A code that was sent but is malformed reads as "not that certificate", like an unknown one.
          sameAsCode: code === undefined ? null : found !== null && found.code === code,
        };
        return answer;
      },
    });
  });
}
