// Badges written straight to the table (badge administration is tested on its own) and the awards and
// live events a test observes.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { badgeAwards, badges, type BadgeRule } from '../../../server/db/schema/credentials';
import { onAchievement, type AchievementEvent } from '../../../server/api/achievements/events';

export interface BadgeSpec {
  name: string;
  rule: BadgeRule;
  threshold?: number | null;
  mediaId?: string | null;
  pathId?: string | null;
  archived?: boolean;
  description?: string;
  criteria?: string;
  translations?: Record<string, { name?: string; description?: string; criteria?: string }>;
}

export async function addBadge(database: Database, spec: BadgeSpec): Promise<string> {
  const course = spec.rule === 'MEDIUM' || spec.rule === 'PATH';
  const [row] = await database.db
    .insert(badges)
    .values({
      kind: course ? 'COURSE' : 'SYSTEM',
      rule: spec.rule,
      threshold: spec.threshold ?? null,
      mediaId: spec.mediaId ?? null,
      pathId: spec.pathId ?? null,
      name: spec.name,
      description: spec.description ?? `${spec.name}: description`,
      criteria: spec.criteria ?? `${spec.name}: criteria`,
      translations: spec.translations ?? {},
      design: { shape: 'circle', colour: '#5761ee', icon: 'star', text: spec.name.slice(0, 3) },
      archivedAt: spec.archived ? new Date() : null,
    })
    .returning({ id: badges.id });
  return row!.id;
}

export async function awardsOf(database: Database, userId: string, badgeId?: string) {
  return database.db
    .select()
    .from(badgeAwards)
    .where(
      badgeId
        ? and(eq(badgeAwards.userId, userId), eq(badgeAwards.badgeId, badgeId))
        : eq(badgeAwards.userId, userId),
    );
}

/** Every badgeAwarded event of this process from now on, until `stop`. */
export function recordAwardEvents() {
  const events: Extract<AchievementEvent, { type: 'badgeAwarded' }>[] = [];
  const stop = onAchievement((event) => {
    if (event.type === 'badgeAwarded') events.push(event);
  });
  return { events, stop };
}

/** Lets afterCommit's callbacks of settled transactions run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
