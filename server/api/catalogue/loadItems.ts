// Loads catalogue items by id for the caller, in the order of the ids given; with `lang` their categories
// are named in the reader's language.
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, media } from '../../db/schema/media';
import { enrolments, mediaStats } from '../../db/schema/learning';
import type { CatalogueItem } from '../generated/resolvers';
import type { Lang } from '../locale';
import { itemColumns, itemJoins, toItem } from './items';

export async function loadItems(
  db: Db,
  userId: string,
  ids: string[],
  condition?: SQL,
  lang?: Lang,
): Promise<Map<string, CatalogueItem>> {
  if (ids.length === 0) return new Map();
  const joins = itemJoins(userId);
  const rows = await db
    .select(itemColumns)
    .from(media)
    .leftJoin(categories, joins.category)
    .leftJoin(mediaStats, joins.stats)
    .leftJoin(enrolments, joins.enrolment)
    .where(and(inArray(media.id, ids), condition));
  return new Map(rows.map((row) => [row.id, toItem(row, lang)]));
}
