// The reminder run on the job queue: scheduled every 15 minutes and run once at start, and its new notices
// published to the learners' subscriptions after the run committed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { media } from '../../../server/db/schema/media';
import { assignmentNotices, assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import { createApiPubSub } from '../../../server/api/context';
import { createJobs, type Jobs } from '../../../server/jobs/index';
import {
  REMINDER_CRON,
  REMINDER_JOB,
  registerReminderJobs,
} from '../../../server/api/assignmentNotices/reminderJob';

let database: Database;
let jobs: Jobs;
let learner = '';
const pubsub = createApiPubSub();

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [row] = await db
    .insert(users)
    .values({
      username: 'ines',
      passwordHash: 'x',
      name: 'Ines',
      email: 'ines@example.org',
      roles: ['LEARNER'],
    })
    .returning({ id: users.id });
  learner = row!.id;
  const [medium] = await db
    .insert(media)
    .values({ title: 'Lifting', type: 'LINK', externalUrl: 'https://example.org', published: true })
    .returning({ id: media.id });
  const [assignment] = await db
    .insert(assignments)
    .values({ mediaId: medium!.id })
    .returning({ id: assignments.id });
  await db.insert(assignmentTargets).values({ assignmentId: assignment!.id, userId: learner });
  jobs = createJobs(database);
}, 60_000);

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('the assignment-reminders job', () => {
  it('runs once at start, publishes what it raised, and stays scheduled', async () => {
    const heard = pubsub.subscribe('assignmentNotice', learner)[Symbol.asyncIterator]();
    const first = heard.next();
    registerReminderJobs(jobs, { db: database.db, pubsub });
    await jobs.start();
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no notice published')), 30_000),
    );
    const { value: noticeId } = (await Promise.race([first, timeout])) as IteratorResult<number>;
    const [row] = await database.db.select().from(assignmentNotices);
    expect(row).toMatchObject({ id: noticeId, userId: learner, event: 'ASSIGNED', roundKey: 'assigned' });
    const schedules = await database.db.execute(sql`select name, cron from pgboss.schedule`);
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { name: REMINDER_JOB, cron: REMINDER_CRON },
    ]);
    await heard.return?.();
  }, 60_000);
});
