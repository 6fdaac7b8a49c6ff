// POST /api/user-import/upload: the CSV or XLSX a user import reads, for ADMIN and EDUCATION_MANAGER. It is
// not a media upload (/api/upload only takes course material and refuses text), so it has its own small
// route: one file up to 10 MB, read into memory, checked by reading it as a user list at once, and kept as
// bytes in user_import_files, tied to the uploader. Answers like /api/upload (201 {id, kind, ...}) so the
// app's upload client and its progress and errors work unchanged.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TokenVerifier, Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { userImportFiles } from '../../db/schema/userImport';
import { ImportFileError, parseImportFile } from './parseFile';
import { cleanFileName } from '../../files/upload';

export const IMPORT_UPLOAD_PATH = '/api/user-import/upload';
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: status === 413 ? 'Payload Too Large' : 'Error', code, message });

export function registerUserImportUpload(app: FastifyInstance, options: { db: Db; verifier: TokenVerifier }) {
  return app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.post(IMPORT_UPLOAD_PATH, async (request, reply) => {
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
      if (!viewer.roles.includes('ADMIN') && !viewer.roles.includes('EDUCATION_MANAGER'))
        return refuse(
          reply,
          403,
          'UPLOAD_FORBIDDEN',
          'Only administrators and education managers can import users.',
        );
      if (!request.isMultipart())
        return refuse(reply, 415, 'UPLOAD_NOT_MULTIPART', 'Send the file as multipart/form-data.');
      let file;
      try {
        file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
      } catch (error) {
        return refuse(
          reply,
          400,
          'UPLOAD_MALFORMED',
          `The upload could not be read (${(error as Error).message}).`,
        );
      }
      if (!file) return refuse(reply, 422, 'UPLOAD_NO_FILE', 'The request contains no file.');
      const bytes = new Uint8Array(await file.toBuffer());
      const originalName = cleanFileName(file.filename);
      if (file.file.truncated)
        return refuse(
          reply,
          413,
          'UPLOAD_TOO_LARGE',
          `The file "${originalName}" is larger than 10 MB. Split it into smaller files.`,
        );
      try {
        await parseImportFile(bytes);
      } catch (error) {
        if (error instanceof ImportFileError)
          return refuse(
            reply,
            415,
            'UPLOAD_TYPE_NOT_ALLOWED',
            `"${originalName}": ${error.message} Upload a CSV or Excel (.xlsx) file.`,
          );
        throw error;
      }
      const [row] = await options.db
        .insert(userImportFiles)
        .values({ uploadedBy: viewer.userId, originalName, size: bytes.length, bytes })
        .returning({ id: userImportFiles.id });
      const xlsx = bytes[0] === 0x50 && bytes[1] === 0x4b;
      return reply.code(201).send({
        id: row!.id,
        kind: xlsx ? 'XLSX' : 'CSV',
        originalName,
        contentType: xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
        size: bytes.length,
        url: '',
      });
    });
  });
}
