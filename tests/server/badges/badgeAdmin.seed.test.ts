// The demo badges: six system badges and one course badge on the demo course, each drawn by the designer,
// seeded once (a second run adds nothing).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges } from '../../../server/db/schema/credentials';
import { seedDemoBadges } from '../../../server/api/badges/seed';
import { badgeDesignSchema } from '../../../src/schemas/badgeDesign';
import { addMedium } from '../learning/fixtures';
import { startTestApi, type TestApi } from '../api/harness';

let t: TestApi;
let course: string;
beforeAll(async () => {
  t = await startTestApi();
  course = await addMedium(t.database, { title: 'Demo course', type: 'SCORM', published: true });
});
afterAll(() => t.close());

describe('seedDemoBadges', () => {
  it('seeds the sign-in, completion and course badges once, with valid designs', async () => {
    await seedDemoBadges(t.database.db);
    await seedDemoBadges(t.database.db);
    const rows = await t.database.db.select().from(badges);
    const rules = rows.map((r) => `${r.kind}:${r.rule}:${r.threshold ?? ''}`).sort();
    expect(rules).toEqual(
      [
        'COURSE:MEDIUM:',
        'SYSTEM:COMPLETIONS:5',
        'SYSTEM:FIRST_COMPLETION:',
        'SYSTEM:LOGIN_COUNT:1',
        'SYSTEM:LOGIN_COUNT:10',
        'SYSTEM:LOGIN_COUNT:50',
        'SYSTEM:LOGIN_COUNT:100',
      ].sort(),
    );
    for (const row of rows) expect(badgeDesignSchema.safeParse(row.design).success).toBe(true);
    // Every badge is also named in German (the demo's coach reads German).
    const german = Object.fromEntries(
      rows.map((r) => [`${r.rule}:${r.threshold ?? ''}`, r.translations.de?.name]),
    );
    expect(german).toEqual({
      'LOGIN_COUNT:1': 'Willkommen an Bord',
      'LOGIN_COUNT:10': 'Stammgast',
      'LOGIN_COUNT:50': 'Treue Lernende',
      'LOGIN_COUNT:100': 'Hundert Anmeldungen',
      'FIRST_COMPLETION:': 'Erster Abschluss',
      'COMPLETIONS:5': 'Fünf abgeschlossen',
      'MEDIUM:': 'Demo course: abgeschlossen',
    });
    const [courseBadge] = await t.database.db.select().from(badges).where(eq(badges.kind, 'COURSE'));
    expect(courseBadge!.mediaId).toBe(course);
  });
});
