import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, media } from '../../db/schema/media';
import { UUID } from '../catalogue/items';
import type { MutationResolvers } from '../generated/resolvers';
import { recordProgress } from './recordProgress';
import { validateReport, videoProgress } from './videoRanges';

/** The length measured when the medium's file was stored; null when unknown (see videoProgress). */
async function measuredSeconds(db: Db, mediaId: string): Promise<number | null> {
  // A malformed id is refused by recordProgress with its own message.
  if (!UUID.test(mediaId)) return null;
  const [row] = await db
    .select({ seconds: files.durationSeconds })
    .from(media)
    .innerJoin(files, eq(files.id, media.fileId))
    .where(eq(media.id, mediaId))
    .limit(1);
  return row?.seconds ?? null;
}

/** The client reports what it played; the share, and so completion, is computed here from the union. */
export const recordVideoProgress: MutationResolvers['recordVideoProgress'] = async (
  _parent,
  { input },
  { db, viewer },
) => {
  const ranges = validateReport(input);
  const measured = await measuredSeconds(db, input.mediaId);
  return recordProgress(db, viewer.userId, input.mediaId, ['VIDEO'], (current, now) =>
    videoProgress(current, input, ranges, now, measured),
  );
};
