import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Recomputes a medium's rating aggregates from its ratings; call in the transaction that changed one. */
export async function refreshRatingStats(db: Db, mediaId: string): Promise<void> {
  await db.execute(sql`
    insert into media_stats (media_id, rating_count, rating_sum, average_rating)
    select ${mediaId}::uuid, count(*), coalesce(sum(stars), 0), avg(stars)
    from ratings where media_id = ${mediaId}
    on conflict (media_id) do update set
      rating_count = excluded.rating_count,
      rating_sum = excluded.rating_sum,
      average_rating = excluded.average_rating`);
}
