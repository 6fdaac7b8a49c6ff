// The demo badges: system badges for the 1st, 10th, 50th and 100th sign-in, the first completed medium and
// five completed media, and one course badge on the demo SCORM course, each drawn by the built-in designer
// with German texts beside the English ones, so signing in on a fresh installation already earns one.
// Idempotent: does nothing once any badge exists.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badges, type BadgeTranslations } from '../../db/schema/credentials';
import { media } from '../../db/schema/media';
import type { BadgeDesign } from '../../../src/schemas/badgeDesign';

interface DemoBadge {
  rule: 'LOGIN_COUNT' | 'FIRST_COMPLETION' | 'COMPLETIONS';
  threshold: number | null;
  name: string;
  criteria: string;
  de: { name: string; criteria: string };
  design: BadgeDesign;
}

const login = (n: number, name: string, de: string, design: Omit<BadgeDesign, 'text'>): DemoBadge => ({
  rule: 'LOGIN_COUNT',
  threshold: n,
  name,
  criteria: n === 1 ? 'Sign in for the first time.' : `Sign in on ${n} different occasions.`,
  de: {
    name: de,
    criteria: n === 1 ? 'Zum ersten Mal anmelden.' : `Sich bei ${n} verschiedenen Gelegenheiten anmelden.`,
  },
  design: { ...design, text: n === 1 ? '' : `${n}×` },
});

export const DEMO_BADGES: DemoBadge[] = [
  login(1, 'Welcome aboard', 'Willkommen an Bord', { shape: 'circle', colour: '#0f766e', icon: 'rocket' }),
  login(10, 'Regular', 'Stammgast', { shape: 'shield', colour: '#1d4ed8', icon: 'clock' }),
  login(50, 'Devoted learner', 'Treue Lernende', { shape: 'hexagon', colour: '#7e22ce', icon: 'heart' }),
  login(100, 'Centurion', 'Hundert Anmeldungen', { shape: 'star', colour: '#f2b705', icon: 'trophy' }),
  {
    rule: 'FIRST_COMPLETION',
    threshold: null,
    name: 'First completion',
    criteria: 'Complete any medium.',
    de: { name: 'Erster Abschluss', criteria: 'Ein beliebiges Medium abschließen.' },
    design: { shape: 'ribbon', colour: '#15803d', icon: 'check', text: '' },
  },
  {
    rule: 'COMPLETIONS',
    threshold: 5,
    name: 'Five completed',
    criteria: 'Complete five media.',
    de: { name: 'Fünf abgeschlossen', criteria: 'Fünf Medien abschließen.' },
    design: { shape: 'square', colour: '#c2410c', icon: 'book', text: '5×' },
  },
];

const german = (b: { de: { name: string; criteria: string } }): BadgeTranslations => ({
  de: { name: b.de.name, criteria: b.de.criteria },
});

export async function seedDemoBadges(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(badges);
  if ((existing?.n ?? 0) > 0) return;
  const [course] = await db
    .select({ id: media.id, title: media.title })
    .from(media)
    .where(and(eq(media.type, 'SCORM'), eq(media.published, true)))
    .orderBy(asc(media.createdAt))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx.insert(badges).values(
      DEMO_BADGES.map((b) => ({
        kind: 'SYSTEM' as const,
        rule: b.rule,
        threshold: b.threshold,
        name: b.name,
        description: b.criteria,
        criteria: b.criteria,
        translations: german(b),
        design: b.design,
      })),
    );
    if (course)
      await tx.insert(badges).values({
        kind: 'COURSE',
        rule: 'MEDIUM',
        mediaId: course.id,
        name: `${course.title} graduate`,
        description: `Completed "${course.title}".`,
        criteria: `Complete "${course.title}".`,
        translations: {
          de: { name: `${course.title}: abgeschlossen`, criteria: `„${course.title}“ abschließen.` },
        },
        design: { shape: 'shield', colour: '#9a5b13', icon: 'graduationCap', text: 'SCORM' },
      });
  });
}
