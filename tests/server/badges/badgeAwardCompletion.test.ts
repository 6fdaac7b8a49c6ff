// Completion badges through the real progress path: the learner enrols and marks media done through the
// API (enrolments/store.ts → achievements/completion.ts), a path completes through its refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, Q } from '../learning/fixtures';
import { addPath } from '../learning/pathFixtures';
import { addBadge, awardsOf, flush, recordAwardEvents } from './badgeAwardHelpers';

let t: TestApi;
const media: string[] = [];
let firstCompletion = '';
let threeCompletions = '';
let archivedCompletion = '';
let mediumBadge = '';
let pathBadge = '';
let path = '';

beforeAll(async () => {
  t = await startTestApi();
  for (const title of ['One', 'Two', 'Three', 'Four']) media.push(await addMedium(t.database, { title }));
  path = (
    await addPath(t.database, { title: 'Two steps', sections: [{ title: 'S', media: media.slice(2) }] })
  ).id;
  firstCompletion = await addBadge(t.database, { name: 'First completion', rule: 'FIRST_COMPLETION' });
  threeCompletions = await addBadge(t.database, { name: 'Three', rule: 'COMPLETIONS', threshold: 3 });
  archivedCompletion = await addBadge(t.database, {
    name: 'Archived',
    rule: 'FIRST_COMPLETION',
    archived: true,
  });
  mediumBadge = await addBadge(t.database, { name: 'Medium two', rule: 'MEDIUM', mediaId: media[1] });
  pathBadge = await addBadge(t.database, { name: 'Path', rule: 'PATH', pathId: path });
});
afterAll(() => t.close());

async function complete(token: string, mediaId: string) {
  const enrol = await gql(t.api, Q.enrol, { token, variables: { mediaId } });
  expect(enrol.body.errors).toBeUndefined();
  const done = await gql<{ markMediumDone: { status: string } }>(t.api, Q.done, {
    token,
    variables: { mediaId },
  });
  expect(done.body.errors).toBeUndefined();
  expect(done.body.data!.markMediumDone.status).toBe('COMPLETED');
}

const badgesOf = async (userId: string) =>
  new Set((await awardsOf(t.database, userId)).map((award) => award.badgeId));

describe('completion badges', () => {
  it('awards FIRST_COMPLETION, MEDIUM, COMPLETIONS and PATH as the learner gets there, each once', async () => {
    const person = await addLearner(t, 'finisher');
    const recorder = recordAwardEvents();
    expect(await badgesOf(person.id)).toEqual(new Set());

    await complete(person.token, media[0]!);
    expect(await badgesOf(person.id)).toEqual(new Set([firstCompletion]));

    await complete(person.token, media[1]!);
    expect(await badgesOf(person.id)).toEqual(new Set([firstCompletion, mediumBadge]));

    const enrolled = await gql(t.api, 'mutation e($id: ID!) { enrolInPath(pathId: $id) { progress } }', {
      token: person.token,
      variables: { id: path },
    });
    expect(enrolled.body.errors).toBeUndefined();
    // The third medium done: three completions, but the path (media 3 and 4) is not complete yet.
    await complete(person.token, media[2]!);
    expect(await badgesOf(person.id)).toEqual(new Set([firstCompletion, mediumBadge, threeCompletions]));

    await complete(person.token, media[3]!);
    expect(await badgesOf(person.id)).toEqual(
      new Set([firstCompletion, mediumBadge, threeCompletions, pathBadge]),
    );
    // Marking a done medium done again is no new completion and no new award.
    await gql(t.api, Q.done, { token: person.token, variables: { mediaId: media[0] } });
    await flush();
    recorder.stop();
    const mine = recorder.events.filter((event) => event.userId === person.id);
    expect(mine.map((event) => event.badgeId)).toEqual([
      firstCompletion,
      mediumBadge,
      threeCompletions,
      pathBadge,
    ]);
    expect(await awardsOf(t.database, person.id, archivedCompletion)).toEqual([]);
  });

  it('another medium than the badge’s does not earn the MEDIUM badge; one learner’s completions earn nothing for another', async () => {
    const person = await addLearner(t, 'other');
    const bystander = await addLearner(t, 'bystander');
    await complete(person.token, media[3]!);
    expect(await badgesOf(person.id)).toEqual(new Set([firstCompletion]));
    expect(await badgesOf(bystander.id)).toEqual(new Set());
  });

  it('two completions of the same medium at once award once', async () => {
    const person = await addLearner(t, 'racer');
    await gql(t.api, Q.enrol, { token: person.token, variables: { mediaId: media[1] } });
    const recorder = recordAwardEvents();
    await Promise.all(
      [1, 2].map(() => gql(t.api, Q.done, { token: person.token, variables: { mediaId: media[1] } })),
    );
    await flush();
    recorder.stop();
    expect(await badgesOf(person.id)).toEqual(new Set([firstCompletion, mediumBadge]));
    expect(recorder.events.filter((event) => event.userId === person.id)).toHaveLength(2);
  });
});
