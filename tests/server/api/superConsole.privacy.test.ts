// A person's own data in the super console: the export runs as a background job and yields a zip (JSON and
// CSV) with their data and nobody else's, downloadable only by them; the deletion request can be made,
// withdrawn, declined and carried out (through user management's erasure), each audited.
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSuperConsoleJobs } from '../../../server/api/superConsole/dataExportJob';
import { auditLog } from '../../../server/db/schema/audit';
import { backgroundJobs } from '../../../server/db/schema/jobs';
import { users } from '../../../server/db/schema/core';
import { enrolments, ratings } from '../../../server/db/schema/learning';
import { deletionRequests } from '../../../server/db/schema/privacy';
import { resolveStorageRoot, type Storage } from '../../../server/files/storage';
import { addLearner, addMedium } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';

let t: TestApi;
let other: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi({}, { jobs: true });
  registerSuperConsoleJobs(t.jobs, { storage: { root: resolveStorageRoot(t.config) } as Storage });
  other = await addLearner(t, 'sc-other-learner');
  const mediaId = await addMedium(t.database, { title: 'Fire safety basics' });
  await t.database.db.insert(enrolments).values([
    { userId: t.userIds.learner, mediaId, status: 'COMPLETED', progress: 100 },
    { userId: other.id, mediaId, status: 'INCOMPLETE', progress: 10 },
  ]);
  await t.database.db.insert(ratings).values([
    { userId: t.userIds.learner, mediaId, stars: 5, comment: 'Liam says: very clear' },
    { userId: other.id, mediaId, stars: 1, comment: 'OTHER-PERSON-COMMENT' },
  ]);
}, 60_000);
afterAll(() => t.close());

const JOB = 'id state error progressDone progressTotal';
const REQUEST = `mutation { requestMyDataExport { ${JOB} } }`;
const MINE = `{ myDataExports { ${JOB} } }`;
const FILE = `query($jobId: ID!) { myDataExportFile(jobId: $jobId) { fileName contentType base64 size } }`;
const code = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;

async function finished(token: string, id: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await gql<{ myDataExports: { id: string; state: string; error: string | null }[] }>(
      t.api,
      MINE,
      {
        token,
      },
    );
    const job = res.body.data!.myDataExports.find((j) => j.id === id);
    if (job && ['succeeded', 'failed'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('my data export', () => {
  it('builds a zip with JSON and CSV of the caller and of nobody else, for the caller only', async () => {
    // A change the learner made to something else (its before/after is not theirs) and one made to them.
    await t.database.db.insert(auditLog).values([
      {
        actorId: t.userIds.learner,
        actorName: 'Liam',
        action: 'medium.update',
        entityType: 'medium',
        entityId: 'some-medium',
        changes: { title: { before: 'SOMEONE-ELSES-BEFORE', after: 'SOMEONE-ELSES-AFTER' } },
      },
      {
        actorId: t.userIds.admin,
        actorName: 'Admin',
        action: 'user.update',
        entityType: 'user',
        entityId: t.userIds.learner,
        changes: { email: { before: 'liam-old@example.org', after: 'liam@example.org' } },
      },
    ]);
    const started = await gql<{ requestMyDataExport: { id: string; state: string } }>(t.api, REQUEST, {
      token: t.tokens.learner,
    });
    expect(started.body.errors).toBeUndefined();
    const { id } = started.body.data!.requestMyDataExport;
    // Asking again while it is under way answers the same job.
    const again = await gql<{ requestMyDataExport: { id: string } }>(t.api, REQUEST, {
      token: t.tokens.learner,
    });
    const job = await finished(t.tokens.learner, id);
    if (again.body.data!.requestMyDataExport.id !== id)
      await finished(t.tokens.learner, again.body.data!.requestMyDataExport.id);
    expect(job).toMatchObject({ state: 'succeeded', error: null });

    const file = await gql<{
      myDataExportFile: { fileName: string; contentType: string; base64: string; size: number };
    }>(t.api, FILE, { token: t.tokens.learner, variables: { jobId: id } });
    expect(file.body.errors).toBeUndefined();
    const { base64, contentType, fileName, size } = file.body.data!.myDataExportFile;
    expect(contentType).toBe('application/zip');
    expect(fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = Buffer.from(base64, 'base64');
    expect(bytes.length).toBe(size);
    const zip = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'data.json',
        'csv/profile.csv',
        'csv/enrolments.csv',
        'csv/ratings.csv',
      ]),
    );
    const data = JSON.parse(strFromU8(zip['data.json']!)) as Record<string, Record<string, unknown>[]>;
    expect(data.profile![0]).toMatchObject({ id: t.userIds.learner, username: 'learner', loginCount: 0 });
    expect(data.profile![0]).not.toHaveProperty('passwordHash');
    expect(data.enrolments).toEqual([
      expect.objectContaining({ mediumTitle: 'Fire safety basics', status: 'COMPLETED' }),
    ]);
    expect(data.ratings).toEqual([expect.objectContaining({ stars: 5, comment: 'Liam says: very clear' })]);
    expect(data.roles).toEqual([{ role: 'LEARNER' }]);
    const everything = Object.values(zip)
      .map((b) => strFromU8(b))
      .join('\n');
    expect(everything).not.toContain(other.id);
    expect(everything).not.toContain('OTHER-PERSON-COMMENT');
    // Of a change they made to something else: what, which and when, never its values.
    expect(data.auditEntries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'medium.update', entityId: 'some-medium', changes: {} }),
        expect.objectContaining({
          action: 'user.update',
          changes: { email: { before: 'liam-old@example.org', after: 'liam@example.org' } },
        }),
      ]),
    );
    expect(everything).not.toContain('SOMEONE-ELSES-BEFORE');
    expect(everything).not.toMatch(/scrypt|password_hash|\$2[aby]\$/i);
    const ratingsCsv = strFromU8(zip['csv/ratings.csv']!);
    // The byte order mark (a text decoder drops it, so the bytes are read).
    expect([...zip['csv/ratings.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(ratingsCsv).toContain('Liam says: very clear');
    expect(strFromU8(zip['csv/enrolments.csv']!)).toContain('Fire safety basics');

    // Someone else asking for this export learns nothing about it.
    const stolen = await gql(t.api, FILE, { token: other.token, variables: { jobId: id } });
    expect(stolen.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jobId' });
    const admin = await gql(t.api, FILE, { token: t.tokens.admin, variables: { jobId: id } });
    expect(code(admin)).toBe('BAD_USER_INPUT');
    const theirs = await gql<{ myDataExports: unknown[] }>(t.api, MINE, { token: other.token });
    expect(theirs.body.data!.myDataExports).toEqual([]);

    // A newer export replaces the file of the older one: only one copy of a person's data is kept.
    const next = await gql<{ requestMyDataExport: { id: string } }>(t.api, REQUEST, {
      token: t.tokens.learner,
    });
    const nextId = next.body.data!.requestMyDataExport.id;
    expect(nextId).not.toBe(id);
    await finished(t.tokens.learner, nextId);
    const fresh = await gql(t.api, FILE, { token: t.tokens.learner, variables: { jobId: nextId } });
    expect(fresh.body.errors).toBeUndefined();
    const old = await gql(t.api, FILE, { token: t.tokens.learner, variables: { jobId: id } });
    expect(old.body.errors?.[0]).toMatchObject({
      message: 'This export is no longer stored. Please start a new one.',
      extensions: { code: 'BAD_USER_INPUT', field: 'jobId' },
    });
  }, 60_000);
});

const MY_REQUEST = `{ myDeletionRequest { id state reason response handledByName } }`;
const ASK = `mutation($reason: String) { requestMyDeletion(reason: $reason) { id state reason } }`;
const WITHDRAW = `mutation { withdrawMyDeletionRequest { id state } }`;
const PENDING = `{ deletionRequests { total requests { id state userName username reason } } }`;

describe('deletion requests', () => {
  it('lets a person ask, see it pending, ask again (the same request) and withdraw it', async () => {
    const none = await gql<{ myDeletionRequest: null }>(t.api, MY_REQUEST, { token: other.token });
    expect(none.body.data!.myDeletionRequest).toBeNull();
    const asked = await gql<{ requestMyDeletion: { id: string; state: string } }>(t.api, ASK, {
      token: other.token,
      variables: { reason: 'I left the company.\u202e' },
    });
    expect(asked.body.data!.requestMyDeletion).toMatchObject({
      state: 'PENDING',
      reason: 'I left the company.',
    });
    const twice = await gql<{ requestMyDeletion: { id: string; reason: string } }>(t.api, ASK, {
      token: other.token,
      variables: { reason: 'Changed my mind about the reason' },
    });
    expect(twice.body.data!.requestMyDeletion.id).toBe(asked.body.data!.requestMyDeletion.id);
    const listed = await gql<{ deletionRequests: { requests: { username: string; reason: string }[] } }>(
      t.api,
      PENDING,
      {
        token: t.tokens.admin,
      },
    );
    expect(listed.body.data!.deletionRequests.requests).toContainEqual(
      expect.objectContaining({ username: 'sc-other-learner', reason: 'Changed my mind about the reason' }),
    );
    const withdrawn = await gql<{ withdrawMyDeletionRequest: { state: string } }>(t.api, WITHDRAW, {
      token: other.token,
    });
    expect(withdrawn.body.data!.withdrawMyDeletionRequest.state).toBe('WITHDRAWN');
    const nothing = await gql(t.api, WITHDRAW, { token: other.token });
    expect(nothing.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, other.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['deletionRequest.create', 'deletionRequest.withdraw']));
  });

  it('keeps the list and the handling for administrators', async () => {
    expect(code(await gql(t.api, PENDING, { token: t.tokens.learner }))).toBe('FORBIDDEN');
    expect(code(await gql(t.api, PENDING, { token: t.tokens.manager }))).toBe('FORBIDDEN');
    const decline = `mutation($id: ID!, $reason: String!) { declineDeletionRequest(id: $id, reason: $reason) { state response handledByName } }`;
    const asked = await gql<{ requestMyDeletion: { id: string } }>(t.api, ASK, { token: t.tokens.coach });
    const id = asked.body.data!.requestMyDeletion.id;
    expect(
      code(await gql(t.api, decline, { token: t.tokens.learner, variables: { id, reason: 'no' } })),
    ).toBe('FORBIDDEN');
    const empty = await gql(t.api, decline, { token: t.tokens.admin, variables: { id, reason: '  ' } });
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const declined = await gql<{ declineDeletionRequest: Record<string, unknown> }>(t.api, decline, {
      token: t.tokens.admin,
      variables: { id, reason: 'Your certificates must be kept for 5 years.' },
    });
    expect(declined.body.data!.declineDeletionRequest).toMatchObject({
      state: 'DECLINED',
      response: 'Your certificates must be kept for 5 years.',
      handledByName: 'Alex Morgan',
    });
    const seen = await gql<{ myDeletionRequest: { state: string; response: string } }>(t.api, MY_REQUEST, {
      token: t.tokens.coach,
    });
    expect(seen.body.data!.myDeletionRequest).toMatchObject({ state: 'DECLINED' });
    // Handled once: declining again is refused and changes nothing.
    const again = await gql(t.api, decline, { token: t.tokens.admin, variables: { id, reason: 'x' } });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('carries out a request: the account is erased, the request is done and the exports are gone', async () => {
    const gone = await addLearner(t, 'sc-erase-me');
    const started = await gql<{ requestMyDataExport: { id: string } }>(t.api, REQUEST, { token: gone.token });
    const exportId = started.body.data!.requestMyDataExport.id;
    await finished(gone.token, exportId);
    const asked = await gql<{ requestMyDeletion: { id: string } }>(t.api, ASK, {
      token: gone.token,
      variables: { reason: 'please' },
    });
    const id = asked.body.data!.requestMyDeletion.id;
    const carry = `mutation($id: ID!, $keep: Boolean!) { carryOutDeletionRequest(id: $id, keepLearningRecords: $keep) { state reason userId } }`;
    const done = await gql<{ carryOutDeletionRequest: Record<string, unknown> }>(t.api, carry, {
      token: t.tokens.admin,
      variables: { id, keep: false },
    });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.carryOutDeletionRequest).toEqual({ state: 'DONE', reason: '', userId: null });
    expect(await t.database.db.select().from(users).where(eq(users.id, gone.id))).toEqual([]);
    const [row] = await t.database.db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
    expect(row).toMatchObject({ state: 'done', handledBy: t.userIds.admin });
    // The erased account's token is refused outright, and its export is gone with it.
    const file = await gql(t.api, FILE, { token: gone.token, variables: { jobId: exportId } });
    expect(code(file)).toBe('UNAUTHENTICATED');
    expect(await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, exportId))).toEqual(
      [],
    );
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, gone.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.erase', 'deletionRequest.done']),
    );
    const twice = await gql(t.api, carry, { token: t.tokens.admin, variables: { id, keep: true } });
    expect(twice.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  }, 60_000);
});
