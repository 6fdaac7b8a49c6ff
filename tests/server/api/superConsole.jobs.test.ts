// Retrying a failed background job from the console: an ADMIN any, a manager only their own; only failed
// or cancelled jobs; the retry runs the job again and is audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { backgroundJobs } from '../../../server/db/schema/jobs';
import { addLearner } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';

let t: TestApi;
let failing = true;
let runs = 0;

beforeAll(async () => {
  t = await startTestApi({}, { jobs: true });
  t.jobs.define(
    'sc-flaky',
    async () => {
      runs += 1;
      if (failing) throw new Error('the mail server did not answer');
      return { ok: true };
    },
    { retryLimit: 0 },
  );
  // A kind defined after the start gets its queue in the background; enqueue only once it exists.
  await t.jobs.ready('sc-flaky');
}, 60_000);
afterAll(() => t.close());

async function settled(id: string, states: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    if (row && states.includes(row.state)) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${row?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const enqueue = (createdBy: string) =>
  t.database.db.transaction((tx) =>
    t.jobs.enqueue(tx, { kind: 'sc-flaky', label: 'Welcome mails', data: {}, createdBy, unitId: null }),
  );

const RETRY = 'mutation($id: ID!) { retryBackgroundJob(id: $id) { id state attempts } }';

describe('retryBackgroundJob', () => {
  it('queues a failed job again, which then runs, and audits who did it', async () => {
    const id = await enqueue(t.userIds.manager);
    const failed = await settled(id, ['failed']);
    expect(failed.error).toBe('the mail server did not answer');
    const list = await gql<{ backgroundJobs: { jobs: { id: string; state: string; error: string }[] } }>(
      t.api,
      '{ backgroundJobs(filter: { states: ["failed"] }) { jobs { id state error } } }',
      { token: t.tokens.admin },
    );
    expect(list.body.data!.backgroundJobs.jobs).toContainEqual({
      id,
      state: 'failed',
      error: 'the mail server did not answer',
    });

    const outsider = await addLearner(t, 'sc-jobs-outsider', [], ['EDUCATION_MANAGER']);
    const refused = await gql(t.api, RETRY, { token: outsider.token, variables: { id } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(code(await gql(t.api, RETRY, { token: t.tokens.learner, variables: { id } }))).toBe('FORBIDDEN');
    expect((await settled(id, ['failed'])).state).toBe('failed');

    failing = false;
    const before = runs;
    const retried = await gql<{ retryBackgroundJob: { id: string; state: string } }>(t.api, RETRY, {
      token: t.tokens.manager,
      variables: { id },
    });
    expect(retried.body.errors).toBeUndefined();
    expect(retried.body.data!.retryBackgroundJob).toMatchObject({ id, state: 'queued' });
    await settled(id, ['succeeded']);
    expect(runs).toBe(before + 1);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'job.retry', actorId: t.userIds.manager, entityType: 'job' });
    expect(entry!.changes).toMatchObject({ state: { before: 'failed', after: 'queued' } });

    // Succeeded now: nothing to retry.
    const again = await gql(t.api, RETRY, { token: t.tokens.admin, variables: { id } });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  }, 60_000);

  it('answers BAD_USER_INPUT for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await gql(t.api, RETRY, { token: t.tokens.admin, variables: { id } });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    }
  });
});

const code = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
