// Shared by the non-SCORM players' mutations: checks the medium, enrols when needed, applies progress.
import type { Db } from '../../db/client';
import type { MediaType } from '../../db/schema/media';
import type { MyMedium } from '../generated/resolvers';
import { requireStartable } from '../enrolments/access';
import { loadMyMedium } from '../enrolments/loadMyMedia';
import { applyProgress, ensureEnrolment, type ProgressFrom, type ProgressUpdate } from '../enrolments/store';

export async function recordProgress(
  db: Db,
  userId: string,
  mediaId: string,
  types: MediaType[],
  update: ProgressUpdate | ProgressFrom,
): Promise<MyMedium> {
  await requireStartable(db, userId, mediaId, types);
  await db.transaction(async (tx) => {
    await ensureEnrolment(tx, userId, mediaId);
    await applyProgress(tx, userId, mediaId, update);
  });
  const mine = await loadMyMedium(db, userId, mediaId);
  if (!mine) throw new Error(`The progress in ${mediaId} could not be read back.`);
  return mine;
}
