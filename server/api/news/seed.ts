// Demo news for a fresh installation, so the learner dashboard has headlines on a first start: two for
// everybody, one for Customer Service only, and a draft that nobody sees until it is published.
// Idempotent: does nothing once any news item exists.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { news } from '../../db/schema/news';
import { units } from '../../db/schema/units';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoNews {
  title: string;
  body: string;
  /** units.key, or null for every unit. */
  unitKey: string | null;
  /** How long ago it was published; null for a draft. */
  ageMs: number | null;
}

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    title: 'Welcome to Sitos Academy',
    body: [
      'Our new learning platform is open. Your dashboard shows what to continue, what is due soon and what we recommend for you.',
      'Browse the catalogue to enrol in courses yourself; courses your manager assigns appear under My media with their due date.',
      'Questions or feedback? Write to learning@example.org.',
    ].join('\n\n'),
    unitKey: null,
    ageMs: 9 * DAY,
  },
  {
    title: 'New course: Information security basics',
    body: [
      'Phishing, strong passwords and safe handling of customer data: the new interactive course "Information security basics" takes about 20 minutes.',
      'It is in the catalogue under IT, with a printable handout to keep at your desk. Everyone should complete it by the end of next month.',
    ].join('\n\n'),
    unitKey: null,
    ageMs: 3 * DAY,
  },
  {
    title: 'Customer Service: new call-handling guidelines',
    body: [
      'From Monday we follow the updated call-handling guidelines: greet by name, confirm the request, and promise a call back within one working day when a case cannot be solved on the call.',
      'Team leads walk through the changes in Thursday’s stand-up. The guidelines are attached to the team’s course in the catalogue.',
    ].join('\n\n'),
    unitKey: 'customer-service',
    ageMs: 6 * HOUR,
  },
  {
    title: 'Summer learning week (draft)',
    body: 'A week of short sessions in July. Programme to follow.',
    unitKey: null,
    ageMs: null,
  },
];

export async function seedDemoNews(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(news);
  if ((existing?.n ?? 0) > 0) return;
  const unitRows = await db.select({ id: units.id, key: units.key }).from(units);
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  const rows = DEMO_NEWS.flatMap(({ title, body, unitKey, ageMs }) => {
    const unitId = unitKey === null ? null : unitRows.find((u) => u.key === unitKey)?.id;
    // A unit-specific item whose unit is missing would otherwise go to everybody: leave it out.
    if (unitId === undefined) return [];
    const publishedAt = ageMs === null ? null : new Date(now.getTime() - ageMs);
    const createdAt = publishedAt ?? now;
    return [
      { title, body, unitId, publishedAt, createdBy: author?.id ?? null, createdAt, updatedAt: createdAt },
    ];
  });
  if (rows.length) await db.insert(news).values(rows);
}
