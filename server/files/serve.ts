// Read-only delivery of stored files (videos, PDFs, images, package zips) on the app's origin.
// Extracted SCORM packages are served by the content listener on its own origin (server/content).
//
// These routes take no bearer token on purpose: <video>/<iframe> elements cannot send an Authorization
// header. Access rests on the ids being random UUIDs (122 bits) that only the API hands out to people
// allowed to see the medium.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema/media';
import { UUID_PATTERN } from '../../src/schemas/ids';
import { hasControlCharacters } from '../scorm/zip';
import type { Storage } from './storage';

/** The id form of stored files and packages (src/schemas/ids.ts), under the name the content routes use. */
export const UUID = UUID_PATTERN;

export const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'Not Found', message: 'No such file.' });

/** Path segments of a request for a file in a package, or undefined when any of them is not a plain name. */
export function safeSegments(rest: string): string[] | undefined {
  if (rest === '' || rest.includes('\\') || rest.includes('\0')) return undefined;
  const segments = rest.split('/');
  const plain = segments.every((s) => s !== '' && s !== '.' && s !== '..' && !hasControlCharacters(s));
  return plain ? segments : undefined;
}

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function registerServeRoutes(
  app: FastifyInstance,
  db: Db,
  storage: Storage,
  parentOrigins: string[],
) {
  // Package pages may be framed by the app and, when the app is embedded, by its configured parents:
  // frame-ancestors is checked against every ancestor, so the parents must be listed here too.
  const frameAncestors = ["'self'", ...parentOrigins].join(' ');
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: storage.root, serve: false });

    scope.addHook('onSend', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', `frame-ancestors ${frameAncestors}`);
    });

    scope.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
      const { id } = request.params;
      if (!UUID.test(id)) return notFound(reply);
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) return notFound(reply);
      reply.header('content-type', row.contentType);
      // A zip is for download; videos, PDFs and images open in the browser.
      reply.header(
        'content-disposition',
        contentDisposition(row.kind === 'SCORM' ? 'attachment' : 'inline', row.originalName),
      );
      return reply.sendFile(row.storagePath, storage.root, {
        contentType: false,
        maxAge: '1h',
        immutable: true,
        dotfiles: 'deny',
      });
    });
  });
}
