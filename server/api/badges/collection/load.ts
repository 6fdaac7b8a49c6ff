// The holder's view of badges: their awards and the badges still open with their progress. Every query
// is limited to one person (the viewer), so nobody reads another person's awards.
import { sql, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { BadgeTranslations } from '../../../db/schema/credentials';
import type {
  BadgeKind,
  BadgeRule,
  CollectionBadge,
  EarnedBadge,
  OpenBadge,
} from '../../generated/resolvers';
import { openBadgeUrls } from '../../openBadges/urls';

type Urls = ReturnType<typeof openBadgeUrls>;

interface BadgeRow {
  badge_id: string;
  kind: BadgeKind;
  rule: BadgeRule;
  threshold: number | null;
  name: string;
  description: string;
  criteria: string;
  language: string;
  translations: BadgeTranslations | string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A translated text when the badge has one in the reader's language, else the badge's own. */
function translated(row: BadgeRow, locale: string, field: 'name' | 'description' | 'criteria'): string {
  // PGlite and node-postgres both parse jsonb; a text fallback keeps a driver change harmless.
  const translations =
    typeof row.translations === 'string'
      ? (JSON.parse(row.translations) as BadgeTranslations)
      : (row.translations ?? {});
  const text = row.language === locale ? undefined : translations[locale]?.[field]?.trim();
  return text || row[field];
}

function collectionBadge(row: BadgeRow, locale: string, urls: Urls): CollectionBadge {
  return {
    id: row.badge_id,
    name: translated(row, locale, 'name'),
    description: translated(row, locale, 'description'),
    criteria: translated(row, locale, 'criteria'),
    imageUrl: urls.image(row.badge_id, 'png'),
    kind: row.kind,
    rule: row.rule,
    threshold: row.threshold,
  };
}

const BADGE_COLUMNS = sql`b.id as badge_id, b.kind, b.rule, b.threshold, b.name, b.description, b.criteria,
  b.language, b.translations`;

interface AwardRow extends BadgeRow {
  award_id: string;
  awarded_at: Date | string;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
}

/** The person's awards, newest first; `awardIds` narrows them (the live notice loads one). */
export async function loadEarned(
  db: Db,
  userId: string,
  { locale, config, awardIds }: { locale: string; config: ServerConfig; awardIds?: string[] },
): Promise<EarnedBadge[]> {
  const only: SQL = awardIds ? sql`and a.id::text = any(string_to_array(${awardIds.join(',')}, ','))` : sql``;
  const rows = rowsOf<AwardRow>(
    await db.execute(sql`select a.id as award_id, a.awarded_at, a.revoked_at, a.revoked_reason, ${BADGE_COLUMNS}
      from badge_awards a join badges b on b.id = a.badge_id
      where a.user_id = ${userId}::uuid ${only}
      order by a.awarded_at desc, a.id`),
  );
  const urls = openBadgeUrls(config);
  return rows.map((row) => {
    const credential = urls.credential(row.award_id);
    return {
      awardId: row.award_id,
      badge: collectionBadge(row, locale, urls),
      awardedAt: new Date(row.awarded_at),
      revoked: row.revoked_at !== null,
      revokedReason: row.revoked_at === null ? null : row.revoked_reason,
      downloads: {
        json: `${credential}.json`,
        jwt: `${credential}.jwt`,
        png: `${credential}.png`,
        svg: `${credential}.svg`,
        v2Png: `${urls.v2Assertion(row.award_id)}.png`,
      },
    };
  });
}

interface OpenRow extends BadgeRow {
  current: number;
  target: number;
}

/**
 * Active badges the person has no award of (a revoked award counts as had: it is not earned again),
 * with their progress. Course badges only of media and paths the person has begun: the rest of the
 * catalogue is not theirs to chase (and may be another unit's).
 */
export async function loadOpen(
  db: Db,
  userId: string,
  { locale, config }: { locale: string; config: ServerConfig },
): Promise<OpenBadge[]> {
  const rows = rowsOf<OpenRow>(
    await db.execute(sql`with me as (
        select u.login_count,
          (select count(*) from enrolments e where e.user_id = u.id and e.done_at is not null)::int as media_done
        from users u where u.id = ${userId}::uuid
      )
      select ${BADGE_COLUMNS},
        (case b.rule
          when 'LOGIN_COUNT' then least(me.login_count, b.threshold)
          when 'FIRST_COMPLETION' then least(me.media_done, 1)
          when 'COMPLETIONS' then least(me.media_done, b.threshold)
          when 'MEDIUM' then (case when e.done_at is null then 0 else 1 end)
          else coalesce(pe.progress, 0) end)::int as current,
        (case b.rule
          when 'FIRST_COMPLETION' then 1
          when 'MEDIUM' then 1
          when 'PATH' then 100
          else coalesce(b.threshold, 1) end)::int as target
      from badges b cross join me
      left join enrolments e on b.rule = 'MEDIUM' and e.user_id = ${userId}::uuid and e.media_id = b.media_id
      left join learning_path_enrolments pe
        on b.rule = 'PATH' and pe.user_id = ${userId}::uuid and pe.path_id = b.path_id
      where b.archived_at is null
        and not exists (select 1 from badge_awards a where a.badge_id = b.id and a.user_id = ${userId}::uuid)
        and (b.rule in ('LOGIN_COUNT', 'FIRST_COMPLETION', 'COMPLETIONS')
          or b.rule = 'MEDIUM' and e.user_id is not null
          or b.rule = 'PATH' and pe.user_id is not null)
      order by b.kind, b.rule, b.threshold nulls first, b.name, b.id`),
  );
  const urls = openBadgeUrls(config);
  return rows.map((row) => ({
    badge: collectionBadge(row, locale, urls),
    progress: { current: row.current, target: row.target },
  }));
}
