// An upload its uploader no longer wants ("Add medium" left, a new version abandoned after the upload
// finished): deleted with its package and bytes, so it stops counting against their quota. Only their own,
// and only while nothing uses it. The file row is locked first, so a medium being made from it at the same
// moment either waits and is seen (the delete is refused) or finds no file (and is refused).
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/media';
import { coverStorage } from '../../files/covers';
import { FileInUseError, removeStoredFile } from '../../files/store';
import { writeAudit } from '../audit/record';
import { badUserInput, forbidden } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkId } from './rules';

export const discardUpload: MutationResolvers['discardUpload'] = async (_parent, { fileId }, context) => {
  const { db, viewer } = context;
  const id = checkId('fileId', fileId)!;
  const storage = await coverStorage(context.config);
  await db.transaction(async (tx) => {
    const [file] = await tx.select().from(files).where(eq(files.id, id)).for('update');
    if (!file) throw badUserInput('fileId', `There is no uploaded file with id ${id}.`);
    if (file.uploadedBy !== viewer.userId)
      throw forbidden('Only the person who uploaded a file can discard it.');
    await writeAudit(tx, viewer, {
      action: 'file.discard',
      entityType: 'file',
      entityId: id,
      before: { originalName: file.originalName, kind: file.kind, size: file.size },
    });
    // Last in the transaction: the rows go with it, the bytes right after.
    await removeStoredFile(tx, storage, id).catch((error: unknown) => {
      if (error instanceof FileInUseError)
        throw badUserInput(
          'fileId',
          `"${file.originalName}" belongs to a medium, one of its versions or its cover, so it stays.`,
        );
      throw error;
    });
  });
  return true;
};
