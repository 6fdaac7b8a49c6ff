// Upgrading a database from before the assignments tables: the media assigned through the old enrolment
// columns become assignments of one medium to one learner with their due day, and finished enrolments
// get the day they were done.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/client';

let folder: string;
let client: PGlite;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'lms-migrations-'));
  client = new PGlite();
});
afterAll(async () => {
  await client.close();
  await rm(folder, { recursive: true, force: true });
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await drizzle(client).execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('the assignments migration', () => {
  it('moves old assignments into the assignments tables and dates finished enrolments', async () => {
    // The migrations up to 0019 (the assignments tables, old columns still there).
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
    await writeFile(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 19) }),
    );
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    await db.execute(sql`insert into users (id, username, password_hash, name, email, roles) values
      ('00000000-0000-4000-8000-000000000001', 'ann', 'x', 'Ann', 'ann@example.org', '{LEARNER}'),
      ('00000000-0000-4000-8000-000000000002', 'boss', 'x', 'Boss', 'boss@example.org', '{EDUCATION_MANAGER}')`);
    await db.execute(sql`insert into media (id, title, type, published) values
      ('00000000-0000-4000-8000-00000000000a', 'Fire safety', 'LINK', true),
      ('00000000-0000-4000-8000-00000000000b', 'First aid', 'LINK', true)`);
    await db.execute(sql`insert into enrolments (user_id, media_id, status, progress, assigned_at, assigned_by, due_at, completed_at) values
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a', 'NOT_ATTEMPTED', 0,
       '2026-01-10T09:00:00Z', '00000000-0000-4000-8000-000000000002', '2026-02-01T23:30:00Z', null),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000b', 'PASSED', 100,
       null, null, null, '2026-03-05T08:00:00Z')`);

    await migrate(db, { migrationsFolder });

    expect(
      await rows(sql`select a.media_id, a.due_on::text as due_on, a.created_by, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as created_at, t.user_id
        from assignments a join assignment_targets t on t.assignment_id = a.id`),
    ).toEqual([
      {
        media_id: '00000000-0000-4000-8000-00000000000a',
        due_on: '2026-02-01',
        created_by: '00000000-0000-4000-8000-000000000002',
        created_at: '2026-01-10 09:00',
        user_id: '00000000-0000-4000-8000-000000000001',
      },
    ]);
    expect(
      await rows(
        sql`select media_id, to_char(done_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as done_at from enrolments order by media_id`,
      ),
    ).toEqual([
      { media_id: '00000000-0000-4000-8000-00000000000a', done_at: null },
      { media_id: '00000000-0000-4000-8000-00000000000b', done_at: '2026-03-05 08:00' },
    ]);
    const columns = await rows(
      sql`select column_name from information_schema.columns where table_name = 'enrolments' and column_name in ('assigned_at', 'due_at', 'assigned_by')`,
    );
    expect(columns).toEqual([]);
  });
});
