// The demo's learning path and the demo learner's assignments, through the assignments tables (a first
// start shows every state): the SCORM course due in 5 days (due soon), the path "Getting started"
// (information security, then health and safety, which requires the first section) overdue by 3 days, and
// the handout, already completed, assigned with a 12-month recertification. Days in UTC, the demo
// learner's zone until their browser reports one. Called by seedDemoLearning inside its transaction.
import type { Db } from '../../db/client';
import { assignments, assignmentTargets } from '../../db/schema/assignments';
import { learningPathItems, learningPathSections, learningPaths } from '../../db/schema/paths';
import { addDays, localDate } from '../../../src/schemas/assignmentDue';
import { refreshPathProgress } from '../pathProgress/refresh';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoAssignmentPeople {
  learner: string;
  manager: string | null;
  media: { course: string; handout: string; link: string; video: string | null };
}

/** Creates the demo path (published) and returns its id. */
async function demoPath(tx: Db, { media, manager }: DemoAssignmentPeople): Promise<string> {
  const [path] = await tx
    .insert(learningPaths)
    .values({
      title: 'Getting started',
      description: 'Your first weeks: information security first, then health and safety at work.',
      translations: {
        de: {
          title: 'Der Einstieg',
          description: 'Ihre ersten Wochen: zuerst Informationssicherheit, dann Arbeitsschutz.',
        },
      },
      status: 'PUBLISHED',
      publishedAt: new Date(),
      createdBy: manager,
      updatedBy: manager,
    })
    .returning({ id: learningPaths.id });
  const pathId = path!.id;
  const [security] = await tx
    .insert(learningPathSections)
    .values({ pathId, position: 0, title: 'Information security', rule: 'ALL_IN_ORDER' })
    .returning({ id: learningPathSections.id });
  const [safety] = await tx
    .insert(learningPathSections)
    .values({
      pathId,
      position: 1,
      title: 'Health and safety',
      rule: 'ALL_ANY_ORDER',
      requires: [security!.id],
    })
    .returning({ id: learningPathSections.id });
  await tx
    .insert(learningPathItems)
    .values([
      { sectionId: security!.id, pathId, mediaId: media.handout, position: 0 },
      { sectionId: security!.id, pathId, mediaId: media.course, position: 1 },
      ...(media.video ? [{ sectionId: safety!.id, pathId, mediaId: media.video, position: 0 }] : []),
      { sectionId: safety!.id, pathId, mediaId: media.link, position: 1 },
    ]);
  return pathId;
}

export async function seedDemoAssignments(tx: Db, people: DemoAssignmentPeople): Promise<void> {
  const now = Date.now();
  const today = localDate(new Date(now), null);
  const pathId = await demoPath(tx, people);
  const made = [
    { mediaId: people.media.course, dueOn: addDays(today, 5), createdAt: new Date(now - 2 * DAY) },
    { pathId, dueOn: addDays(today, -3), createdAt: new Date(now - 20 * DAY) },
    {
      mediaId: people.media.handout,
      dueDays: 30,
      recurrenceMonths: 12,
      createdAt: new Date(now - 10 * DAY),
      note: 'Please read it again every year.',
    },
  ];
  for (const values of made) {
    const [row] = await tx
      .insert(assignments)
      .values({ ...values, createdBy: people.manager, updatedAt: values.createdAt })
      .returning({ id: assignments.id });
    await tx
      .insert(assignmentTargets)
      .values({ assignmentId: row!.id, userId: people.learner, createdAt: values.createdAt });
  }
  // The learner follows the assigned path from now on (their handout already counts in it).
  await refreshPathProgress(tx, { pathId });
}
