// The demo seed's learning path and assignments: a published path with two sections (the second requires
// the first), and for the demo learner the course due soon, the path overdue and the handout completed with
// a 12-month recertification, all through the assignments tables; the reminder run then has something to say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMedia } from '../../../server/media/seed';
import { seedDemoLearning } from '../../../server/api/enrolments/seedDemoLearning';
import { runReminders } from '../../../server/api/assignmentNotices/reminders';
import { learningPathSections, learningPaths } from '../../../server/db/schema/paths';
import { addMonths, addDays, localDate } from '../../../src/schemas/assignmentDue';
import { gql, startTestApi, type TestApi } from '../api/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  await seedDemoMedia(t.database.db, t.config);
  await seedDemoLearning(t.database.db);
});
afterAll(() => t.close());

type Assignment = {
  dueOn: string | null;
  status: string;
  daysLeft: number | null;
  validUntil: string | null;
};

describe('the demo assignments', () => {
  it('has a published path of two sections, the second requiring the first', async () => {
    const [path] = await t.database.db.select().from(learningPaths);
    expect(path).toMatchObject({ title: 'Getting started', status: 'PUBLISHED' });
    const sections = await t.database.db
      .select()
      .from(learningPathSections)
      .orderBy(learningPathSections.position);
    expect(sections.map((s) => s.title)).toEqual(['Information security', 'Health and safety']);
    expect(sections[1]!.requires).toEqual([sections[0]!.id]);
  });

  it('gives the demo learner one item due soon, one overdue and one completed with recertification', async () => {
    const today = localDate(new Date(), null);
    const media = await gql<{ myMedia: Array<{ medium: { title: string }; assignment: Assignment | null }> }>(
      t.api,
      'query { myMedia { medium { title } assignment { dueOn status daysLeft validUntil } } }',
      { token: t.tokens.learner },
    );
    const byTitle = Object.fromEntries(media.body.data!.myMedia.map((m) => [m.medium.title, m.assignment]));
    expect(byTitle['Information security basics']).toMatchObject({
      status: 'NOT_STARTED',
      dueOn: addDays(today, 5),
      daysLeft: 5,
    });
    expect(byTitle['Information security basics - handout']).toMatchObject({
      status: 'COMPLETED',
      validUntil: addDays(addMonths(today, 12), -1),
    });
    const paths = await gql<{
      myLearningPaths: Array<{ path: { title: string }; started: boolean; assignment: Assignment | null }>;
    }>(t.api, 'query { myLearningPaths { path { title } started assignment { dueOn status daysLeft } } }', {
      token: t.tokens.learner,
    });
    expect(paths.body.data!.myLearningPaths).toEqual([
      {
        path: { title: 'Getting started' },
        // The handout, already read, is the path's first item.
        started: true,
        assignment: { dueOn: addDays(today, -3), status: 'OVERDUE', daysLeft: -3 },
      },
    ]);
  });

  it('gives the reminder run its notices: assigned, due soon and overdue, none for the completed one', async () => {
    const run = await runReminders(t.database.db);
    const notices = await gql<{ myNotices: Array<{ event: string; itemTitle: string }> }>(
      t.api,
      'query { myNotices { event itemTitle } }',
      { token: t.tokens.learner },
    );
    expect(run.notices.length).toBe(4);
    expect(notices.body.data!.myNotices.map((n) => `${n.event} ${n.itemTitle}`).sort()).toEqual([
      'ASSIGNED Getting started',
      'ASSIGNED Information security basics',
      'DUE_SOON Information security basics',
      'OVERDUE Getting started',
    ]);
    // A path's title in the reader's language when it was translated.
    const german = await gql<{ myNotices: Array<{ event: string; itemTitle: string }> }>(
      t.api,
      'query { myNotices { event itemTitle } }',
      { token: t.tokens.learner, headers: { 'accept-language': 'de' } },
    );
    expect(german.body.data!.myNotices.filter((n) => n.event === 'OVERDUE').map((n) => n.itemTitle)).toEqual([
      'Der Einstieg',
    ]);
  });
});
