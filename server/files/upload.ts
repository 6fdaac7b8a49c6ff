// POST /api/upload: one file per multipart request (plus an optional `kind` field), for the people
// who manage media. The body is streamed to a temp file; what it is comes from its content.
import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier, Viewer } from '../auth/verify';
import type { Db } from '../db/client';
import { fileKind } from '../db/schema/media';
import type { Role } from '../roles';
import { ScormError } from '../scorm/errors';
import { hasControlCharacters } from '../scorm/zip';
import type { ImportLimits } from '../scorm/importer';
import { ALLOWED_DESCRIPTION, sniff } from './sniff';
import { receiveStream, type Received, type Storage } from './storage';
import { QuotaExceededError, removeStoredFile, storeReceived } from './store';

export interface UploadOptions {
  db: Db;
  verifier: TokenVerifier;
  storage: Storage;
  maxBytes: number;
  /** Bytes each uploader may keep stored (UPLOAD_QUOTA_BYTES). */
  quotaBytes: number;
  importLimits: ImportLimits;
}

const UPLOAD_ROLES: Role[] = ['ADMIN', 'EDUCATION_MANAGER'];

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
};

class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: REASONS[status] ?? 'Error', code, message });

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The client's file name, only for display: no folders, no control characters, bounded length. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/./gsu, (c) => (hasControlCharacters(c) ? '' : c))
    .trim()
    .slice(0, 255);
  return cleaned || 'upload';
}

interface Parsed {
  received: Received;
  originalName: string;
  kind: string | undefined;
}

async function readMultipart(request: FastifyRequest, options: UploadOptions): Promise<Parsed> {
  let received: Received | undefined;
  let originalName = 'upload';
  let truncated = false;
  let kind: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        originalName = cleanFileName(part.filename);
        received = await receiveStream(options.storage, part.file, (head) => sniff(head).allowed);
        truncated = part.file.truncated;
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value.trim().toUpperCase();
      }
    }
  } catch (error) {
    if (received) await rm(received.tempPath, { force: true });
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new UploadRefusal(422, 'UPLOAD_TOO_MANY_FILES', 'Send one file per upload request.');
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new UploadRefusal(
        422,
        'UPLOAD_TOO_MANY_FIELDS',
        'The upload has too many form fields. Send the file and at most a "kind" field.',
      );
    }
    // File-system failures (disk full, permissions) are the server's fault; anything else is a body
    // busboy could not parse.
    if ((error as { syscall?: string }).syscall) throw error;
    throw new UploadRefusal(
      400,
      'UPLOAD_MALFORMED',
      `The upload could not be read as multipart/form-data (${(error as Error).message}).`,
    );
  }
  if (!received) {
    throw new UploadRefusal(
      422,
      'UPLOAD_NO_FILE',
      'The request contains no file. Choose a file and send it as multipart/form-data.',
    );
  }
  if (truncated) {
    await rm(received.tempPath, { force: true });
    throw new UploadRefusal(
      413,
      'UPLOAD_TOO_LARGE',
      `The file "${originalName}" is larger than the upload limit of ${formatBytes(options.maxBytes)}. Make it smaller or ask an administrator to raise the limit.`,
    );
  }
  return { received, originalName, kind };
}

function checkContent({ received, originalName, kind }: Parsed) {
  if (kind !== undefined && kind !== '' && !(fileKind.enumValues as readonly string[]).includes(kind)) {
    throw new UploadRefusal(
      422,
      'UPLOAD_BAD_KIND',
      `"${kind}" is not a kind of upload. Use one of ${fileKind.enumValues.join(', ')}.`,
    );
  }
  if (received.size === 0)
    throw new UploadRefusal(422, 'UPLOAD_EMPTY', `The file "${originalName}" is empty.`);
  const sniffed = sniff(received.head);
  if (!sniffed.allowed) {
    throw new UploadRefusal(
      415,
      'UPLOAD_TYPE_NOT_ALLOWED',
      `The file "${originalName}" is ${sniffed.label}, which cannot be uploaded. ${ALLOWED_DESCRIPTION}`,
    );
  }
  if (kind && kind !== sniffed.kind) {
    throw new UploadRefusal(
      422,
      'UPLOAD_KIND_MISMATCH',
      `The file "${originalName}" was sent as ${kind}, but its content is ${sniffed.label}. Choose the matching kind or the right file.`,
    );
  }
  return { kind: sniffed.kind, contentType: sniffed.contentType };
}

export function registerUploadRoute(app: FastifyInstance, options: UploadOptions) {
  app.post('/api/upload', async (request, reply) => {
    let viewer: Viewer;
    try {
      viewer = await options.verifier.verify(request.headers.authorization);
    } catch (error) {
      return refuse(
        reply,
        401,
        'UPLOAD_UNAUTHENTICATED',
        `Sign in to upload files (${(error as Error).message}).`,
      );
    }
    if (!viewer.roles.some((role) => UPLOAD_ROLES.includes(role))) {
      return refuse(
        reply,
        403,
        'UPLOAD_FORBIDDEN',
        'Only administrators and education managers can upload files.',
      );
    }
    if (!request.isMultipart()) {
      return refuse(reply, 415, 'UPLOAD_NOT_MULTIPART', 'Send the file as multipart/form-data.');
    }
    let parsed: Parsed | undefined;
    try {
      parsed = await readMultipart(request, options);
      const { kind, contentType } = checkContent(parsed);
      const stored = await storeReceived(
        options.db,
        options.storage,
        {
          received: parsed.received,
          kind,
          contentType,
          originalName: parsed.originalName,
          uploadedBy: viewer.userId,
          quotaBytes: options.quotaBytes,
        },
        options.importLimits,
      );
      // The client hung up after sending everything (a cancel while the package was imported): nobody
      // will ever learn this file's id, so it must not stay or count against the uploader's quota.
      if (request.raw.socket.destroyed || reply.raw.destroyed) {
        await removeStoredFile(options.db, options.storage, stored.id);
        return reply;
      }
      const { sha256: _sha256, ...body } = stored;
      return reply.code(201).send(body);
    } catch (error) {
      if (parsed) await rm(parsed.received.tempPath, { force: true });
      if (error instanceof UploadRefusal) return refuse(reply, error.status, error.code, error.message);
      if (error instanceof ScormError) return refuse(reply, 422, error.code, error.message);
      if (error instanceof QuotaExceededError)
        return refuse(reply, 413, 'UPLOAD_QUOTA_EXCEEDED', error.message);
      throw error;
    }
  });
}
