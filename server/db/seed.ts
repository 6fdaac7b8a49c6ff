// Demo data for a first start: units, one account per role (password = username) and the design
// preference. Runs only on an empty database, so it never touches real data.
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { hashPassword } from '../identity/password';
import { seedDemoMedia } from '../media/seed';
import { seedDemoLearning } from '../api/enrolments/seedDemoLearning';
import { seedDemoNews } from '../api/news/seed';
import { seedDemoCertificates } from '../api/certificateTemplates/seed';
import { seedDemoBadges } from '../api/badges/seed';
import type { Role } from '../roles';
import type { Db } from './client';
import { users } from './schema/core';
import { modulePreferences } from './schema/preferences';
import { units, userUnits } from './schema/units';

interface DemoAccount {
  username: string;
  roles: Role[];
  name: string;
  email: string;
  locale: string | null;
  theme: 'default' | 'dark';
  dateFormat: string | null;
  unitKeys: string[];
}

const ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    roles: ['ADMIN'],
    name: 'Alex Morgan',
    email: 'alex.morgan@example.org',
    locale: 'en',
    theme: 'default',
    dateFormat: null,
    unitKeys: ['general'],
  },
  {
    username: 'manager',
    roles: ['EDUCATION_MANAGER'],
    name: 'Maria Schneider',
    email: 'maria.schneider@example.org',
    locale: 'en',
    theme: 'dark',
    dateFormat: 'yyyy-MM-dd',
    unitKeys: ['general', 'customer-service'],
  },
  {
    username: 'learner',
    roles: ['LEARNER'],
    name: 'Liam Otieno',
    email: 'liam.otieno@example.org',
    locale: null,
    theme: 'default',
    dateFormat: null,
    unitKeys: ['general', 'customer-service'],
  },
  {
    username: 'coach',
    roles: ['EDUCATION_MANAGER', 'LEARNER'],
    name: 'Clara Hoffmann',
    email: 'clara.hoffmann@example.org',
    locale: 'de',
    theme: 'default',
    dateFormat: 'dd.MM.yyyy',
    unitKeys: ['general'],
  },
];

export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; roles: Role[] }> = ACCOUNTS.map(
  ({ username, roles }) => ({ username, roles }),
);

export const DEMO_PRIMARY_COLOR = '#5761ee';
export const DEMO_UNIT_COLOR = '#0f766e';

// A small inline logo, so the demo needs no uploaded file: an open book on the unit's colour.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Sitos Academy"><rect width="64" height="64" rx="14" fill="${DEMO_UNIT_COLOR}"/><path d="M12 20c7-3 14-3 20 2 6-5 13-5 20-2v26c-7-3-14-3-20 2-6-5-13-5-20-2z" fill="#fff"/><path d="M32 22v26" stroke="${DEMO_UNIT_COLOR}" stroke-width="2"/></svg>`;
export const DEMO_LOGO_URL = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;

const UNITS = [
  {
    key: 'general',
    name: 'Sitos Academy',
    displayedId: 'U-0001',
    isGeneral: true,
    isDefault: true,
    color: DEMO_UNIT_COLOR,
    logoUrl: DEMO_LOGO_URL,
  },
  {
    key: 'customer-service',
    name: 'Customer Service',
    displayedId: 'U-0002',
    isGeneral: false,
    isDefault: false,
    color: '#b45309',
    logoUrl: null,
  },
];

/** Units, accounts and preferences; assumes an empty database. */
export async function seedDemoCore(db: Db): Promise<void> {
  const accounts = await Promise.all(
    ACCOUNTS.map(async ({ unitKeys: _unitKeys, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(account.username),
    })),
  );
  await db.transaction(async (tx) => {
    const unitRows = await tx.insert(units).values(UNITS).returning({ id: units.id, key: units.key });
    const userRows = await tx
      .insert(users)
      .values(accounts)
      .returning({ id: users.id, username: users.username });
    const memberships = ACCOUNTS.flatMap((account) =>
      account.unitKeys.map((key) => {
        const userId = userRows.find((u) => u.username === account.username)?.id;
        const unitId = unitRows.find((u) => u.key === key)?.id;
        if (!userId || !unitId)
          throw new Error(`Demo membership ${account.username} -> ${key} is inconsistent.`);
        return { userId, unitId };
      }),
    );
    await tx.insert(userUnits).values(memberships);
    await tx
      .insert(modulePreferences)
      .values({ moduleName: 'DESIGN', key: 'PRIMARY_COLOR', value: DEMO_PRIMARY_COLOR });
  });
}

/** Seeds the demo data when the database has no users yet; a no-op on every later start. */
export async function seedDemo(db: Db, config: ServerConfig): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  await seedDemoCore(db);
  await seedDemoMedia(db, config);
  await seedDemoLearning(db);
  await seedDemoNews(db);
  await seedDemoCertificates(db);
  await seedDemoBadges(db);
}
