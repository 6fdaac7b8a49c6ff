// Item-based collaborative filtering ("learners who took this also took") over the incrementally kept
// media_cooccurrence table, with popular media as the fallback. Every query reads a bounded slice
// through an index, so answers stay fast at 10,000 media and 100,000 enrolments.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RecommendationReason = 'COLLABORATIVE' | 'POPULAR';

export interface Recommended {
  mediaId: string;
  score: number;
  reason: RecommendationReason;
}

export interface RecommendRequest {
  userId: string;
  /** Recommend for this medium; without it, from the user's own history. */
  itemId?: string | null;
  count: number;
}

/** Neighbours read for one medium: the strongest by weight, through media_cooccurrence_rank_idx. */
const NEIGHBOURS = 100;
/** The learner's most recent media that seed personal recommendations, and neighbours read per each. */
const HISTORY = 10;
const HISTORY_NEIGHBOURS = 40;

const FINISHED = sql`('COMPLETED', 'PASSED', 'FAILED')`;

/** Medium `m` is published, not archived, for every unit or one of the user's (the catalogue's rule). */
const visible = (userId: string) =>
  sql`m.published and m.archived_at is null and (m.unit_id is null or m.unit_id in (select unit_id from user_units where user_id = ${userId}))`;

// Visible; not finished by the user; not the medium itself.
const eligible = (userId: string, id: SQL, excludeAllEnrolled: boolean) => sql`
  ${visible(userId)}
  and not exists (select 1 from enrolments e where e.user_id = ${userId} and e.media_id = ${id}
    ${excludeAllEnrolled ? sql`` : sql`and e.status in ${FINISHED}`})`;

type Row = { media_id: string; score: number | string };

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

function collaborative(userId: string, itemId: string | null, count: number): SQL {
  // Cosine-like: co-occurrence divided by the square root of the neighbour's popularity, so one very
  // popular medium does not top every list.
  const candidates = itemId
    ? // Only for a medium the user may see or has: neighbours of another unit's medium would tell
      // what its learners took.
      sql`select other_id, weight::float8 as weight from media_cooccurrence
          where media_id = ${itemId} and exists (select 1 from media m where m.id = ${itemId} and (
            ${visible(userId)}
            or exists (select 1 from enrolments e where e.user_id = ${userId} and e.media_id = ${itemId})))
          order by weight desc limit ${NEIGHBOURS}`
    : sql`select c.other_id, sum(c.weight)::float8 as weight
          from (select media_id from enrolments where user_id = ${userId}
                order by coalesce(last_activity_at, enrolled_at) desc limit ${HISTORY}) mine
          cross join lateral (select other_id, weight from media_cooccurrence
                where media_id = mine.media_id order by weight desc limit ${HISTORY_NEIGHBOURS}) c
          group by c.other_id`;
  return sql`
    select c.other_id as media_id, c.weight / sqrt(greatest(coalesce(s.enrolment_count, 1), 1)) as score
    from (${candidates}) c
    join media m on m.id = c.other_id
    left join media_stats s on s.media_id = c.other_id
    where ${eligible(userId, sql`c.other_id`, itemId === null)}
      ${itemId ? sql`and c.other_id <> ${itemId}` : sql``}
    order by score desc, c.other_id
    limit ${count}`;
}

function notIn(ids: string[]): SQL {
  if (ids.length === 0) return sql``;
  return sql`and m.id not in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** Most enrolled first, walking media_stats_popularity_idx from the top and stopping at `count`. */
const popular = (userId: string, exclude: string[], count: number, excludeAllEnrolled: boolean) => sql`
  select m.id as media_id, (s.enrolment_count + s.completion_count)::float8 as score
  from media_stats s join media m on m.id = s.media_id
  where s.enrolment_count > 0 and ${eligible(userId, sql`m.id`, excludeAllEnrolled)} ${notIn(exclude)}
  order by s.enrolment_count desc, s.media_id desc
  limit ${count}`;

/** Media nobody enrolled in yet, newest first: only needed while an installation is young. */
const newest = (userId: string, exclude: string[], count: number, excludeAllEnrolled: boolean) => sql`
  select m.id as media_id, 0::float8 as score
  from media m left join media_stats s on s.media_id = m.id
  where coalesce(s.enrolment_count, 0) = 0 and ${eligible(userId, sql`m.id`, excludeAllEnrolled)} ${notIn(exclude)}
  order by m.created_at desc, m.id
  limit ${count}`;

export async function recommend(
  db: Db,
  { userId, itemId = null, count }: RecommendRequest,
): Promise<Recommended[]> {
  if (count <= 0) return [];
  const found = (await rows(db, collaborative(userId, itemId, count))).map((row): Recommended => ({
    mediaId: row.media_id,
    score: Number(row.score),
    reason: 'COLLABORATIVE',
  }));
  if (found.length >= count) return found;
  for (const fallback of [popular, newest]) {
    const exclude = [...found.map((r) => r.mediaId), ...(itemId ? [itemId] : [])];
    const fill = await rows(db, fallback(userId, exclude, count - found.length, itemId === null));
    for (const row of fill)
      found.push({ mediaId: row.media_id, score: Number(row.score), reason: 'POPULAR' });
    if (found.length >= count) break;
  }
  return found;
}
