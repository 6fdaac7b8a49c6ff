// Recommendations as the API returns them: the recommender's ids with their catalogue items.
import type { Db } from '../../db/client';
import type { Recommendation } from '../generated/resolvers';
import { loadItems } from '../catalogue/loadItems';
import { recommend } from '../../recommender/recommend';

export async function recommendationsFor(
  db: Db,
  userId: string,
  itemId: string | null,
  count: number,
): Promise<Recommendation[]> {
  const found = await recommend(db, { userId, itemId, count });
  const items = await loadItems(
    db,
    userId,
    found.map((r) => r.mediaId),
  );
  return found.flatMap((r) => {
    const medium = items.get(r.mediaId);
    return medium ? [{ medium, score: Math.round(r.score * 1000) / 1000, reason: r.reason }] : [];
  });
}
