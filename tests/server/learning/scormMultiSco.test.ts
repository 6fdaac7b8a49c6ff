// A SCORM 1.2 package with several SCOs through the API: the launch's items with their own state and
// prerequisites, commits per SCO, the medium's roll-up, resume, and unknown SCOs refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { scorm12Attempts, scorm12AttemptStates } from '../../../server/db/schema/attempts';
import { enrolments } from '../../../server/db/schema/learning';
import type { StoredScorm } from '../../../server/files/store';
import { gql, OPERATIONS, startTestApi, type TestApi } from '../api/harness';
import { addScormMedium, openPackageStore, type PackageStore } from '../scorm/packages';
import { commitScoAs, enterableOf, itemsOf, launchOf, type CommitArgs } from '../scorm/launch';
import { buildMultiScoPackage, MULTI_SCO } from '../../support/multiScoPackage';
import { addLearner } from './fixtures';

let t: TestApi;
let store: PackageStore;
let pkg: StoredScorm;
beforeAll(async () => {
  t = await startTestApi();
  store = await openPackageStore(t.database);
  pkg = await store.importPackage(buildMultiScoPackage());
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const launch = (token: string, mediaId: string) => launchOf(t, token, mediaId);
const commitSco = (...args: CommitArgs) => commitScoAs(t, ...args);
async function commitOk(...args: CommitArgs) {
  const res = await commitSco(...args);
  expect(res.body.errors).toBeUndefined();
}

async function learnerIn(name: string) {
  const learner = await addLearner(t, name);
  const mediaId = await addScormMedium(t.database, pkg);
  const enrolled = await gql(t.api, 'mutation ($id: ID!) { enrol(mediaId: $id) { status } }', {
    token: learner.token,
    variables: { id: mediaId },
  });
  expect(enrolled.body.errors).toBeUndefined();
  return { ...learner, mediaId };
}

describe('the first launch', () => {
  it('lists every item with its launch address, visibility, mastery score and prerequisites', async () => {
    const { token, mediaId } = await learnerIn('multi-first');
    const mine = await launch(token, mediaId);
    const base = `/files/scorm/${pkg.packageId}/`;
    expect(mine.launch.scorm.items.map((i) => i.identifier)).toEqual(MULTI_SCO.items);
    expect(mine.launch.scorm.items.map((i) => i.url)).toEqual(
      MULTI_SCO.items.map((id) => (MULTI_SCO.paths[id] ? base + MULTI_SCO.paths[id] : null)),
    );
    const items = itemsOf(mine);
    expect(items.quiz1).toMatchObject({
      parentIdentifier: 'module1',
      title: 'Quiz 1',
      depth: 1,
      kind: 'SCO',
      url: `${base}content/quiz/quiz.html?mode=quiz&questions=q1,q2,q3`,
      prerequisites: 'intro & lesson1',
      masteryScore: 80,
      enterable: false,
    });
    expect(items.quiz2).toMatchObject({
      masteryScore: 60,
      maxTimeAllowed: '0000:30:00',
      timeLimitAction: 'exit,message',
    });
    expect(items.survey).toMatchObject({ isVisible: false, enterable: true });
    expect(items.intro).toMatchObject({
      dataFromLms: 'start=1',
      lessonStatus: 'not attempted',
      entry: 'ab-initio',
      totalTime: '0000:00:00',
      lessonLocation: '',
      suspendData: '',
      scoreRaw: null,
    });
    expect(items.module1).toMatchObject({
      kind: 'CONTAINER',
      url: null,
      entry: '',
      lessonStatus: 'not attempted',
    });
    expect(enterableOf(mine)).toEqual(['intro', 'glossary', 'remedial', 'survey']);
    expect(mine).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0 });
    expect(mine.launch.url).toBe(`${base}intro/index.html`);
    expect(mine.launch.scorm).toMatchObject({
      packageId: pkg.packageId,
      startItem: 'intro',
      itemId: 'intro',
      masteryScore: null,
      entry: 'ab-initio',
    });
  });
});

describe('commits per SCO', () => {
  it('keep each SCO its own state, entry and total_time, and open the next SCOs', async () => {
    const { token, mediaId, id: userId } = await learnerIn('multi-commits');
    await commitOk(
      token,
      mediaId,
      'intro',
      { lesson_status: 'incomplete', lesson_location: 'p2', exit: 'suspend', session_time: '0000:01:00' },
      { sessionId: 'intro-1', suspend_data: 'intro-data' },
    );
    let mine = await launch(token, mediaId);
    expect(itemsOf(mine).intro).toMatchObject({
      lessonStatus: 'incomplete',
      lessonLocation: 'p2',
      suspendData: 'intro-data',
      entry: 'resume',
      totalTime: '0000:01:00.00',
    });
    expect(itemsOf(mine).lesson1).toMatchObject({
      lessonStatus: 'not attempted',
      entry: 'ab-initio',
      suspendData: '',
    });
    expect(mine.launch.scorm).toMatchObject({ startItem: 'intro', entry: 'resume', lessonLocation: 'p2' });
    expect(mine).toMatchObject({ status: 'INCOMPLETE', progress: 8 });

    // The same launch goes on (its session_time replaces the earlier one), then the learner finishes it.
    await commitOk(
      token,
      mediaId,
      'intro',
      { lesson_status: 'completed', exit: '', session_time: '0000:02:00' },
      { sessionId: 'intro-1' },
    );
    await commitOk(
      token,
      mediaId,
      'lesson1',
      { lesson_status: 'incomplete', session_time: '0000:03:00' },
      { sessionId: 'lesson-1' },
    );
    await commitOk(
      token,
      mediaId,
      'lesson1',
      { lesson_status: 'completed', session_time: '0000:00:30' },
      { sessionId: 'lesson-2' },
    );
    mine = await launch(token, mediaId);
    const items = itemsOf(mine);
    expect(items.intro).toMatchObject({
      lessonStatus: 'completed',
      entry: '',
      totalTime: '0000:02:00.00',
      lessonLocation: 'p2',
    });
    expect(items.lesson1).toMatchObject({ lessonStatus: 'completed', totalTime: '0000:03:30.00' });
    expect(items.module1?.lessonStatus).toBe('incomplete');
    expect(enterableOf(mine)).toEqual(['intro', 'lesson1', 'quiz1', 'glossary', 'remedial', 'survey']);
    expect(mine.launch.scorm.startItem).toBe('quiz1');
    const [medium] = await t.database.db
      .select({ totalTime: scorm12AttemptStates.totalTime })
      .from(scorm12AttemptStates)
      .where(and(eq(scorm12AttemptStates.userId, userId), eq(scorm12AttemptStates.mediaId, mediaId)));
    expect(medium?.totalTime).toBe('0000:05:30.00');
    const stored = await t.database.db
      .select({ scoId: scorm12Attempts.scoId, packageId: scorm12Attempts.packageId })
      .from(scorm12Attempts)
      .where(eq(scorm12Attempts.userId, userId))
      .orderBy(scorm12Attempts.committedAt);
    expect(stored.map((a) => a.scoId)).toEqual(['intro', 'intro', 'lesson1', 'lesson1']);
    expect(new Set(stored.map((a) => a.packageId))).toEqual(new Set([pkg.packageId]));
  });

  it('judge each SCO against its own mastery score, and prerequisites follow', async () => {
    const { token, mediaId } = await learnerIn('multi-mastery');
    await commitOk(token, mediaId, 'intro', { lesson_status: 'completed' });
    await commitOk(token, mediaId, 'lesson1', { lesson_status: 'completed' });
    await commitOk(token, mediaId, 'quiz1', { lesson_status: 'completed', score: { raw: '70' } });
    let mine = await launch(token, mediaId);
    expect(itemsOf(mine).quiz1).toMatchObject({ lessonStatus: 'failed', scoreRaw: 70 });
    expect(itemsOf(mine).quiz2?.enterable).toBe(false);
    expect(itemsOf(mine).remedial?.enterable).toBe(true);
    await commitOk(token, mediaId, 'quiz1', { lesson_status: 'completed', score: { raw: '90' } });
    mine = await launch(token, mediaId);
    expect(itemsOf(mine).quiz1).toMatchObject({ lessonStatus: 'passed', scoreRaw: 90 });
    expect(itemsOf(mine).quiz2?.enterable).toBe(true);
    expect(itemsOf(mine).remedial?.enterable).toBe(false);
    expect(mine.launch.scorm.startItem).toBe('quiz2');
  });

  it('counts an asset as completed once launched, whatever it sends', async () => {
    const { token, mediaId } = await learnerIn('multi-asset');
    await commitOk(token, mediaId, 'glossary', {});
    const mine = await launch(token, mediaId);
    expect(itemsOf(mine).glossary).toMatchObject({ lessonStatus: 'completed' });
    expect(mine).toMatchObject({ status: 'INCOMPLETE', progress: 0 });
  });
});

describe('the roll-up to the medium', () => {
  it('passes the medium once every required SCO is met, with the average score', async () => {
    const { token, mediaId } = await learnerIn('multi-rollup');
    await commitOk(token, mediaId, 'intro', { lesson_status: 'completed' });
    await commitOk(token, mediaId, 'lesson1', { lesson_status: 'completed' });
    await commitOk(token, mediaId, 'quiz1', { lesson_status: 'passed', score: { raw: '90' } });
    await commitOk(token, mediaId, 'quiz2', { lesson_status: 'completed', score: { raw: '60' } });
    // The refresher can no longer be entered (quiz1 passed), so it is not waited for; the hidden survey is.
    let mine = await launch(token, mediaId);
    expect(mine).toMatchObject({ status: 'INCOMPLETE', progress: 80, score: 75 });
    expect(mine.launch.scorm.startItem).toBe('survey');
    await commitOk(token, mediaId, 'survey', { lesson_status: 'completed' });
    mine = await launch(token, mediaId);
    expect(mine).toMatchObject({ status: 'PASSED', progress: 100, score: 75 });
  });

  it('fails the medium when every SCO finished and one failed, and passes it after a retake', async () => {
    const { token, mediaId } = await learnerIn('multi-failed');
    for (const sco of ['intro', 'lesson1', 'survey'])
      await commitOk(token, mediaId, sco, { lesson_status: 'completed' });
    await commitOk(token, mediaId, 'quiz1', { lesson_status: 'completed', score: { raw: '85' } });
    await commitOk(token, mediaId, 'quiz2', { lesson_status: 'completed', score: { raw: '40' } });
    expect(await launch(token, mediaId)).toMatchObject({ status: 'FAILED', score: 62.5, progress: 100 });
    await commitOk(token, mediaId, 'quiz2', { lesson_status: 'incomplete' });
    expect((await launch(token, mediaId)).status).toBe('FAILED');
    await commitOk(token, mediaId, 'quiz2', { lesson_status: 'passed', score: { raw: '75' } });
    expect(await launch(token, mediaId)).toMatchObject({ status: 'PASSED', score: 80 });
  });
});

describe('refused commits', () => {
  it.each([
    ['an unknown scoId', 'no_such_sco', /scoId "no_such_sco" is not an item/],
    ['a container', 'module1', /scoId "module1" is a container/],
    ['an identifier of another organisation', 'short_intro', /is not an item/],
  ])(
    '%s: BAD_USER_INPUT naming scoId, nothing stored, not even the enrolment',
    async (_name, scoId, message) => {
      const learner = await addLearner(t, `multi-refused-${scoId}`);
      const mediaId = await addScormMedium(t.database, pkg);
      const res = await commitSco(learner.token, mediaId, scoId, { lesson_status: 'completed' });
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(message),
          extensions: { code: 'BAD_USER_INPUT', field: 'scoId' },
        }),
      ]);
      expect(
        await t.database.db.select().from(scorm12Attempts).where(eq(scorm12Attempts.userId, learner.id)),
      ).toEqual([]);
      expect(await t.database.db.select().from(enrolments).where(eq(enrolments.userId, learner.id))).toEqual(
        [],
      );
    },
  );

  it('a commit without scoId goes to the first SCO', async () => {
    const { token, mediaId } = await learnerIn('multi-noid');
    await commitOk(token, mediaId, undefined, { lesson_status: 'incomplete', lesson_location: 'x' });
    expect(itemsOf(await launch(token, mediaId)).intro).toMatchObject({
      lessonStatus: 'incomplete',
      lessonLocation: 'x',
    });
  });

  it('a replayed commit still answers its stored attempt', async () => {
    const { token, mediaId } = await learnerIn('multi-replay');
    const input = {
      hash: 'multi-replayed',
      mediaId,
      scoId: 'intro',
      cmi: {},
      committedAt: '2026-04-02T00:00:00Z',
    };
    const first = await gql<{ scorm12Attempt: { commit: { id: string } } }>(t.api, OPERATIONS.commitSco, {
      token,
      variables: { input },
    });
    const again = await gql<{ scorm12Attempt: { commit: { id: string } } }>(t.api, OPERATIONS.commitSco, {
      token,
      variables: { input: { ...input, scoId: 'no_such_sco' } },
    });
    expect(again.body.data?.scorm12Attempt.commit.id).toBe(first.body.data?.scorm12Attempt.commit.id);
  });
});
