// Keeps media_cooccurrence current as learners enrol and finish, so recommending is one indexed read.
// weight(a, b) = learners enrolled in both + learners who finished both.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const FINISHED = sql`('COMPLETED', 'PASSED', 'FAILED')`;

async function addPairs(db: Db, userId: string, mediaId: string, finishedOnly: boolean): Promise<void> {
  const others = finishedOnly
    ? sql`select media_id from enrolments where user_id = ${userId} and media_id <> ${mediaId} and status in ${FINISHED}`
    : sql`select media_id from enrolments where user_id = ${userId} and media_id <> ${mediaId}`;
  await db.execute(sql`
    insert into media_cooccurrence (media_id, other_id, weight)
    select ${mediaId}::uuid, o.media_id, 1 from (${others}) o
    union all
    select o.media_id, ${mediaId}::uuid, 1 from (${others}) o
    on conflict (media_id, other_id) do update set weight = media_cooccurrence.weight + 1`);
}

/** Call in the transaction that created the enrolment, after the insert. */
export const recordEnrolment = (db: Db, userId: string, mediaId: string) =>
  addPairs(db, userId, mediaId, false);

/** Call in the transaction that moved the enrolment to a finished status for the first time. */
export const recordCompletion = (db: Db, userId: string, mediaId: string) =>
  addPairs(db, userId, mediaId, true);

/** Rebuilds the whole table from enrolments (after a bulk import, and for the benchmark's seed). */
export async function rebuildCooccurrence(db: Db): Promise<void> {
  await db.execute(sql`delete from media_cooccurrence`);
  await db.execute(sql`
    insert into media_cooccurrence (media_id, other_id, weight)
    select a.media_id, b.media_id,
      count(*) + count(*) filter (where a.status in ${FINISHED} and b.status in ${FINISHED})
    from enrolments a join enrolments b on a.user_id = b.user_id and a.media_id <> b.media_id
    group by a.media_id, b.media_id`);
}
