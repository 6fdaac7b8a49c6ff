// A fresh database gets every table from the one migration, and the demo seed runs once only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../../../server/db/testing';
import { users } from '../../../server/db/schema/core';
import { modulePreferences } from '../../../server/db/schema/preferences';
import { units, userUnits } from '../../../server/db/schema/units';
import { files, media, scormPackages } from '../../../server/db/schema/media';
import { DEMO_ACCOUNTS, DEMO_PRIMARY_COLOR, seedDemo } from '../../../server/db/seed';
import { verifyPassword } from '../../../server/identity/password';

// db.execute answers PGlite's and node-postgres' result objects; both carry `rows`.
async function names(query: ReturnType<typeof sql>, column: string): Promise<string[]> {
  const result = (await database.db.execute(query)) as { rows?: Record<string, unknown>[] };
  return (result.rows ?? []).map((row) => String(row[column]));
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const count = async (
  table: typeof users | typeof units | typeof userUnits | typeof modulePreferences | typeof media,
) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('migrations on a fresh database', () => {
  it('create every table of the schema', async () => {
    const tables = await names(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
      'table_name',
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'server_settings',
        'units',
        'user_units',
        'module_preferences',
        'scorm12_attempts',
        'scorm12_attempt_states',
        'media',
      ]),
    );
  });

  it('enforce one default unit and one attempt per user and hash', async () => {
    const indexes = await names(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
      'indexname',
    );
    expect(indexes).toEqual(expect.arrayContaining(['units_single_default', 'scorm12_attempts_user_hash']));
  });
});

describe('seedDemo', () => {
  it('seeds units, demo accounts, memberships, the design preference and demo media', async () => {
    await seedDemo(database.db, testConfig());
    expect(await count(users)).toBe(4);
    expect(await count(units)).toBe(2);
    expect(await count(userUnits)).toBe(6);
    expect(await count(media)).toBeGreaterThan(0);
    const rows = await database.db.select().from(users).orderBy(users.username);
    expect(rows.map((u) => [u.username, u.roles])).toEqual(
      [...DEMO_ACCOUNTS]
        .sort((a, b) => a.username.localeCompare(b.username))
        .map((a) => [a.username, a.roles]),
    );
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z.]+@example\.org$/);
      expect(await verifyPassword(row.username, row.passwordHash)).toBe(true);
    }
    expect(rows.find((u) => u.username === 'manager')?.theme).toBe('dark');
    expect(rows.find((u) => u.username === 'learner')?.locale).toBeNull();
    expect(rows.find((u) => u.username === 'coach')).toMatchObject({
      locale: 'de',
      roles: ['EDUCATION_MANAGER', 'LEARNER'],
    });
    const [defaultUnit] = await database.db
      .select()
      .from(units)
      .where(sql`${units.isDefault}`);
    expect(defaultUnit).toMatchObject({
      isGeneral: true,
      color: '#0f766e',
      key: 'general',
      displayedId: 'U-0001',
    });
    expect(defaultUnit?.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await database.db.select().from(modulePreferences)).toEqual([
      expect.objectContaining({ moduleName: 'DESIGN', key: 'PRIMARY_COLOR', value: DEMO_PRIMARY_COLOR }),
    ]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await database.db.select().from(users).orderBy(users.username);
    const mediaBefore = await count(media);
    await seedDemo(database.db, testConfig());
    expect(await database.db.select().from(users).orderBy(users.username)).toEqual(before);
    expect(await count(units)).toBe(2);
    expect(await count(media)).toBe(mediaBefore);
  });
});

describe('0012_media_own_mastery_scores', () => {
  it("clears a medium's score where it only copies its package's, once; own scores and others stay", async () => {
    const file = path.resolve('server/db/migrations/0012_media_own_mastery_scores.sql');
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
    const [f] = await database.db
      .insert(files)
      .values({
        kind: 'SCORM',
        originalName: 'c.zip',
        contentType: 'application/zip',
        size: 1,
        sha256: 'x',
        storagePath: 'x',
      })
      .returning({ id: files.id });
    const pkg = async (masteryScore: number | null) =>
      (
        await database.db
          .insert(scormPackages)
          .values({ fileId: f!.id, title: 'p', launchPath: 'index.html', masteryScore, manifest: {} })
          .returning({ id: scormPackages.id })
      )[0]!.id;
    const medium = async (title: string, scormPackageId: string | null, masteryScore: number | null) =>
      (
        await database.db
          .insert(media)
          .values({ title, type: 'SCORM', scormPackageId, masteryScore })
          .returning({ id: media.id })
      )[0]!.id;
    const eighty = await pkg(80);
    const unscored = await pkg(null);
    const ids = {
      copy: await medium('copy', eighty, 80),
      own: await medium('own', eighty, 95),
      none: await medium('none', eighty, null),
      ownWithoutPackageScore: await medium('own, package has none', unscored, 70),
      noPackage: await medium('no package', null, 50),
    };
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    const rows = await database.db
      .select({ id: media.id, masteryScore: media.masteryScore })
      .from(media)
      .where(inArray(media.id, Object.values(ids)));
    const score = Object.fromEntries(rows.map((r) => [r.id, r.masteryScore]));
    expect(Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, score[id]]))).toEqual({
      copy: null,
      own: 95,
      none: null,
      ownWithoutPackageScore: 70,
      noPackage: 50,
    });
  });
});
