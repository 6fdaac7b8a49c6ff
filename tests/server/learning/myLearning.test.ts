// The learner's side of assignments: assigned media first with where they stand (in the learner's time
// zone), openable by their learners only, reaching people who join a unit later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import {
  CatalogueDocument,
  EnrolInPathDocument,
  MyLearningPathDocument,
  MyLearningPathsDocument,
  MyMediaDocument,
} from '../../../src/graphql/generated';
import { users } from '../../../server/db/schema/core';
import { enrolments } from '../../../server/db/schema/learning';
import { userUnits } from '../../../server/db/schema/units';
import { assignments } from '../../../server/db/schema/assignments';
import { learningPathEnrolments, learningPaths } from '../../../server/db/schema/paths';
import { loadMyMedia } from '../../../server/api/enrolments/loadMyMedia';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, addUnit, Q } from './fixtures';
import { addAssignment, addPath, extendFor } from './pathFixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Mine = {
  status: string;
  assigned: boolean;
  enrolledAt: string | null;
  assignment: {
    id: string;
    dueOn: string | null;
    status: string;
    daysLeft: number | null;
    note: string;
  } | null;
  medium: { id: string; title: string };
};

const myMedia = async (token: string) => {
  const res = await gql<{ myMedia: Mine[] }>(t.api, Q.myMedia, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.myMedia ?? [];
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const done = (mediaId: string, token: string) => gql(t.api, Q.done, { token, variables: { mediaId } });

describe('my media with assignments', () => {
  it('lists assigned media first (overdue, then by due day, completed last), then self-enrolled ones', async () => {
    const learner = await addLearner(t, 'assigned-order');
    const own = await addMedium(t.database, { title: 'Self chosen' });
    const soon = await addMedium(t.database, { title: 'Due soon' });
    const late = await addMedium(t.database, { title: 'Overdue' });
    const open = await addMedium(t.database, { title: 'No due day' });
    const finished = await addMedium(t.database, { title: 'Finished' });
    await gql(t.api, Q.enrol, { token: learner.token, variables: { mediaId: own } });
    await addAssignment(t.database, { mediaId: soon, userIds: [learner.id], dueOn: day(5), note: 'Please' });
    await addAssignment(t.database, { mediaId: late, userIds: [learner.id], dueOn: day(-2) });
    await addAssignment(t.database, { mediaId: open, userIds: [learner.id] });
    await addAssignment(t.database, { mediaId: finished, userIds: [learner.id], dueOn: day(3) });
    expect((await done(finished, learner.token)).body.errors).toBeUndefined();
    const list = await myMedia(learner.token);
    expect(
      list.map((m) => [m.medium.title, m.assignment?.status ?? null, m.assignment?.daysLeft ?? null]),
    ).toEqual([
      ['Overdue', 'OVERDUE', -2],
      ['Due soon', 'NOT_STARTED', 5],
      ['No due day', 'NOT_STARTED', null],
      ['Finished', 'COMPLETED', null],
      ['Self chosen', null, null],
    ]);
    // Listed before any enrolment exists, as not attempted.
    expect(list[0]).toMatchObject({ status: 'NOT_ATTEMPTED', assigned: true, enrolledAt: null });
    expect(list[1]?.assignment).toMatchObject({ dueOn: day(5), note: 'Please' });
    expect(list[4]).toMatchObject({ assigned: false, assignment: null });
  });

  it("takes the learner's extension, and the most pressing of two assignments of one medium", async () => {
    const learner = await addLearner(t, 'extended');
    const mediaId = await addMedium(t.database, { title: 'Extended' });
    const first = await addAssignment(t.database, { mediaId, userIds: [learner.id], dueOn: day(-1) });
    await extendFor(t.database, first, learner.id, day(10));
    await addAssignment(t.database, { mediaId, userIds: [learner.id], dueOn: day(4) });
    const [mine] = await myMedia(learner.token);
    expect(mine?.assignment).toMatchObject({ dueOn: day(4), status: 'NOT_STARTED', daysLeft: 4 });
    await t.database.db
      .update(assignments)
      .set({ withdrawnAt: new Date() })
      .where(eq(assignments.mediaId, mediaId));
    expect(await myMedia(learner.token)).toEqual([]);
  });

  it("decides overdue on the learner's own calendar day, around midnight", async () => {
    const auckland = await addLearner(t, 'auckland');
    const london = await addLearner(t, 'utc-learner');
    await t.database.db.update(users).set({ timeZone: 'Pacific/Auckland' }).where(eq(users.id, auckland.id));
    const mediaId = await addMedium(t.database, { title: 'Midnight' });
    await addAssignment(t.database, { mediaId, userIds: [auckland.id, london.id], dueOn: '2026-03-03' });
    const at = async (userId: string, iso: string) =>
      (await loadMyMedia(t.database.db, userId, { now: new Date(iso) }))[0]?.assignment;
    // 23:30 on 3 March in Auckland (UTC+13): due today.
    expect(await at(auckland.id, '2026-03-03T10:30:00Z')).toMatchObject({
      status: 'NOT_STARTED',
      daysLeft: 0,
    });
    // 00:30 on 4 March in Auckland: overdue there, while it is still 3 March in UTC.
    expect(await at(auckland.id, '2026-03-03T11:30:00Z')).toMatchObject({ status: 'OVERDUE', daysLeft: -1 });
    expect(await at(london.id, '2026-03-03T11:30:00Z')).toMatchObject({ status: 'NOT_STARTED', daysLeft: 0 });
    expect(await at(london.id, '2026-03-04T00:00:00Z')).toMatchObject({ status: 'OVERDUE', daysLeft: -1 });
  });

  it('reaches a person who joins an assigned unit later, due from the day they joined', async () => {
    const unit = await addUnit(t.database, 'later-joiners');
    const mediaId = await addMedium(t.database, { title: 'For the unit', unitId: unit });
    await addAssignment(t.database, {
      mediaId,
      unitIds: [unit],
      dueDays: 30,
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    });
    const joiner = await addLearner(t, 'joins-later');
    expect(await myMedia(joiner.token)).toEqual([]);
    await t.database.db.insert(userUnits).values({ userId: joiner.id, unitId: unit });
    const [mine] = await myMedia(joiner.token);
    expect(mine).toMatchObject({ medium: { id: mediaId }, assignment: { dueOn: day(30), daysLeft: 30 } });
  });

  it('opens an assigned medium of another unit for its learner, and for nobody else', async () => {
    const elsewhere = await addUnit(t.database, 'elsewhere');
    const mediaId = await addMedium(t.database, { title: 'Other unit', unitId: elsewhere, type: 'PDF' });
    const learner = await addLearner(t, 'given-one');
    const other = await addLearner(t, 'not-given');
    await addAssignment(t.database, { mediaId, userIds: [learner.id] });
    const myMedium = (token: string) =>
      gql<{ myMedium: { status: string } | null }>(
        t.api,
        'query m($id: ID!) { myMedium(mediaId: $id) { status } }',
        {
          token,
          variables: { id: mediaId },
        },
      );
    expect((await myMedium(learner.token)).body.data?.myMedium).toEqual({ status: 'NOT_ATTEMPTED' });
    const res = await done(mediaId, learner.token);
    expect(res.body.errors).toBeUndefined();
    expect((await myMedia(learner.token))[0]).toMatchObject({
      status: 'COMPLETED',
      assignment: { status: 'COMPLETED' },
    });

    expect((await myMedium(other.token)).body.data?.myMedium).toBeNull();
    const refused = await done(mediaId, other.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const enrol = await gql(t.api, Q.enrol, { token: other.token, variables: { mediaId } });
    expect(enrol.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

type PathView = {
  enrolled: boolean;
  progress: number;
  complete: boolean;
  assignment: { status: string; dueOn: string | null } | null;
  path: {
    title: string;
    sectionCount: number;
    itemCount: number;
    estimatedMinutes: number;
    following: boolean;
  };
  next: { medium: { id: string } } | null;
  sections: Array<{
    title: string;
    state: string;
    lockedBy: Array<{ kind: string; sectionTitle: string | null; unlockOn: string | null }>;
    items: Array<{ medium: { id: string }; state: string; afterTitle: string | null; status: string }>;
  }>;
};

const PATH_FIELDS = `enrolled progress complete assignment { status dueOn }
  path { title sectionCount itemCount estimatedMinutes following } next { medium { id } }
  sections { title state lockedBy { kind sectionTitle unlockOn } items { medium { id } state afterTitle status } }`;
const P = {
  path: `query p($id: ID!) { myLearningPath(id: $id) { ${PATH_FIELDS} } }`,
  paths: `query { myLearningPaths { ${PATH_FIELDS} } }`,
  enrol: `mutation e($pathId: ID!) { enrolInPath(pathId: $pathId) { ${PATH_FIELDS} } }`,
  catalogue: `query c($search: String, $filter: CatalogueFilter, $offset: Int) {
    catalogue(search: $search, filter: $filter, offset: $offset) { paths { id title following } } }`,
};

const pathOf = async (id: string, token: string) => {
  const res = await gql<{ myLearningPath: PathView | null }>(t.api, P.path, { token, variables: { id } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.myLearningPath ?? null;
};

describe('learning paths for learners', () => {
  it('enrols from the catalogue, locks the second section until the first is done, then opens it', async () => {
    const learner = await addLearner(t, 'path-walker');
    const [a, b, c] = [
      await addMedium(t.database, { title: 'Basics A', durationMinutes: 10 }),
      await addMedium(t.database, { title: 'Basics B', type: 'PDF', durationMinutes: 5 }),
      await addMedium(t.database, { title: 'Advanced C', durationMinutes: 20 }),
    ];
    const path = await addPath(t.database, {
      title: 'Safety walk',
      description: 'From basics to practice',
      sections: [
        { title: 'Basics', media: [a, b], rule: 'ALL_IN_ORDER' },
        { title: 'Practice', media: [c], requires: ['Basics'] },
      ],
    });
    const found = await gql<{ catalogue: { paths: Array<{ id: string; following: boolean }> } }>(
      t.api,
      P.catalogue,
      {
        token: learner.token,
        variables: { search: 'safety wal' },
      },
    );
    expect(found.body.data?.catalogue.paths).toEqual([
      { id: path.id, title: 'Safety walk', following: false },
    ]);
    // Before enrolling: the detail, not enrolled.
    expect(await pathOf(path.id, learner.token)).toMatchObject({
      enrolled: false,
      path: { sectionCount: 2, itemCount: 3, estimatedMinutes: 35 },
    });
    const enrolled = await gql<{ enrolInPath: PathView }>(t.api, P.enrol, {
      token: learner.token,
      variables: { pathId: path.id },
    });
    expect(enrolled.body.errors).toBeUndefined();
    const view = enrolled.body.data!.enrolInPath;
    expect(view).toMatchObject({ enrolled: true, progress: 0, next: { medium: { id: a } } });
    expect(view.sections.map((s) => [s.title, s.state])).toEqual([
      ['Basics', 'OPEN'],
      ['Practice', 'LOCKED'],
    ]);
    expect(view.sections[0]!.items.map((i) => [i.state, i.afterTitle])).toEqual([
      ['AVAILABLE', null],
      ['LOCKED', 'Basics A'],
    ]);
    expect(view.sections[1]!.lockedBy).toEqual([
      { kind: 'PREREQUISITE', sectionTitle: 'Basics', unlockOn: null },
    ]);

    // A path's item is openable through the player before its first progress (no enrolment yet).
    const medium = await gql<{ myMedium: { status: string } | null }>(
      t.api,
      'query m($id: ID!) { myMedium(mediaId: $id) { status } }',
      { token: learner.token, variables: { id: c } },
    );
    expect(medium.body.data?.myMedium).toEqual({ status: 'NOT_ATTEMPTED' });
    // The catalogue's detail still offers enrolling in it (no enrolment is shown there).
    const detail = await gql<{ catalogueItem: { myMedium: unknown } }>(t.api, Q.catalogueItem, {
      token: learner.token,
      variables: { id: c },
    });
    expect(detail.body.data?.catalogueItem.myMedium).toBeNull();

    await done(a, learner.token);
    await done(b, learner.token);
    const after = await pathOf(path.id, learner.token);
    expect(after?.sections.map((s) => s.state)).toEqual(['DONE', 'OPEN']);
    expect(after).toMatchObject({ progress: 66, next: { medium: { id: c } } });
    await done(c, learner.token);
    expect(await pathOf(path.id, learner.token)).toMatchObject({ complete: true, progress: 100, next: null });
    const again = await gql<{ enrolInPath: PathView }>(t.api, P.enrol, {
      token: learner.token,
      variables: { pathId: path.id },
    });
    expect(again.body.data?.enrolInPath).toMatchObject({ complete: true });
  });

  it('explains a section that opens on a day, in the learner’s zone', async () => {
    const learner = await addLearner(t, 'path-dated');
    const m1 = await addMedium(t.database, { title: 'Dated' });
    const path = await addPath(t.database, {
      title: 'Dated path',
      sections: [{ title: 'Later', media: [m1], unlockOn: '2099-03-03' }],
    });
    await gql(t.api, P.enrol, { token: learner.token, variables: { pathId: path.id } });
    const view = await pathOf(path.id, learner.token);
    expect(view?.sections[0]).toMatchObject({
      state: 'LOCKED',
      lockedBy: [{ kind: 'DATE', unlockOn: '2099-03-03', sectionTitle: null }],
      items: [{ state: 'LOCKED' }],
    });
    expect(view?.next).toBeNull();
  });

  it('lets only the units a path is for see and enrol in it; drafts and unknown paths are refused', async () => {
    const unit = await addUnit(t.database, 'path-unit');
    const member = await addLearner(t, 'path-member', [unit]);
    const outsider = await addLearner(t, 'path-outsider');
    const m1 = await addMedium(t.database, { title: 'Unit path medium' });
    const own = await addPath(t.database, {
      title: 'Unit only path',
      unitId: unit,
      sections: [{ title: 'S', media: [m1] }],
    });
    const draft = await addPath(t.database, {
      title: 'Draft path',
      status: 'DRAFT',
      sections: [{ title: 'S', media: [m1] }],
    });
    const enrol = (pathId: string, token: string) => gql(t.api, P.enrol, { token, variables: { pathId } });
    const search = async (token: string, search: string) =>
      (
        await gql<{ catalogue: { paths: Array<{ id: string }> } }>(t.api, P.catalogue, {
          token,
          variables: { search },
        })
      ).body.data?.catalogue.paths.map((p) => p.id);
    expect(await search(member.token, 'unit only')).toEqual([own.id]);
    // A translation's text is found; the words of its JSON ("title", the locale) are no match.
    await t.database.db
      .update(learningPaths)
      .set({ translations: { de: { title: 'Nur für die Einheit' } } })
      .where(eq(learningPaths.id, own.id));
    expect(await search(member.token, 'einheit')).toEqual([own.id]);
    expect(await search(member.token, 'title')).toEqual([]);
    expect(await search(member.token, 'de')).toEqual([]);
    expect(await search(outsider.token, 'unit only')).toEqual([]);
    expect(await search(member.token, 'draft path')).toEqual([]);
    // A filter narrows the media; paths are not listed then, nor on later pages.
    const filtered = await gql<{ catalogue: { paths: unknown[] } }>(t.api, P.catalogue, {
      token: member.token,
      variables: { search: 'unit only', filter: { types: ['PDF'] } },
    });
    expect(filtered.body.data?.catalogue.paths).toEqual([]);
    expect(await pathOf(own.id, outsider.token)).toBeNull();
    expect((await enrol(own.id, outsider.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedDraft = await enrol(draft.id, member.token);
    expect(refusedDraft.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'pathId' },
    });
    expect((await enrol('nope', member.token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The id in capitals is the same path (Postgres reads either; the rule engine must too).
    const upper = await enrol(own.id.toUpperCase(), member.token);
    expect(upper.body.errors).toBeUndefined();
    expect(upper.body.data).toMatchObject({
      enrolInPath: { enrolled: true, path: { title: 'Unit only path' } },
    });
    expect(await pathOf(own.id.toUpperCase(), member.token)).toMatchObject({
      enrolled: true,
      path: { title: 'Unit only path' },
    });
    expect((await enrol(own.id, member.token)).body.errors).toBeUndefined();
    const rows = await t.database.db
      .select()
      .from(learningPathEnrolments)
      .where(eq(learningPathEnrolments.pathId, own.id));
    expect(rows.map((r) => r.userId)).toEqual([member.id]);
  });

  it('lists assigned paths first with their standing, and an assigned path of another unit is followed', async () => {
    const elsewhere = await addUnit(t.database, 'path-elsewhere');
    const learner = await addLearner(t, 'path-assigned');
    const m1 = await addMedium(t.database, { title: 'Assigned path medium', unitId: elsewhere });
    const m2 = await addMedium(t.database, { title: 'Own path medium' });
    const assigned = await addPath(t.database, {
      title: 'Zeta assigned',
      unitId: elsewhere,
      sections: [{ title: 'S', media: [m1] }],
    });
    const own = await addPath(t.database, { title: 'Alpha own', sections: [{ title: 'S', media: [m2] }] });
    await gql(t.api, P.enrol, { token: learner.token, variables: { pathId: own.id } });
    await addAssignment(t.database, { pathId: assigned.id, userIds: [learner.id], dueOn: day(-1) });
    const res = await gql<{ myLearningPaths: PathView[] }>(t.api, P.paths, { token: learner.token });
    expect(
      res.body.data?.myLearningPaths.map((p) => [p.path.title, p.assignment?.status ?? null, p.enrolled]),
    ).toEqual([
      ['Zeta assigned', 'OVERDUE', true],
      ['Alpha own', null, true],
    ]);
    // Its medium belongs to another unit, but the path is the learner's: it opens and counts.
    expect((await done(m1, learner.token)).body.errors).toBeUndefined();
    expect(await pathOf(assigned.id, learner.token)).toMatchObject({
      complete: true,
      assignment: { status: 'COMPLETED' },
    });
    const stranger = await addLearner(t, 'path-stranger');
    expect((await done(m1, stranger.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("the app's own operations", () => {
  it('pass the API’s validation (depth limit) and answer for a learner with paths and assignments', async () => {
    const learner = await addLearner(t, 'app-documents');
    const m1 = await addMedium(t.database, { title: 'Doc medium' });
    const path = await addPath(t.database, { title: 'Doc path', sections: [{ title: 'S', media: [m1] }] });
    await addAssignment(t.database, { pathId: path.id, userIds: [learner.id], dueOn: day(3) });
    await addAssignment(t.database, { mediaId: m1, userIds: [learner.id], dueOn: day(3) });
    for (const [document, variables] of [
      [MyLearningPathDocument, { id: path.id }],
      [MyLearningPathsDocument, {}],
      [MyMediaDocument, {}],
      [CatalogueDocument, { search: 'doc' }],
      [EnrolInPathDocument, { pathId: path.id }],
    ] as const) {
      const res = await gql(t.api, print(document), { token: learner.token, variables });
      expect(res.body.errors, print(document).slice(0, 60)).toBeUndefined();
    }
  });
});

describe('recertification on my list', () => {
  it('owes a new round from the day the last completion ran out, and counts the new completion', async () => {
    const learner = await addLearner(t, 'recertifier');
    const mediaId = await addMedium(t.database, { title: 'Yearly', type: 'PDF' });
    await addAssignment(t.database, {
      mediaId,
      userIds: [learner.id],
      dueOn: '2024-01-10',
      recurrenceMonths: 12,
    });
    expect((await done(mediaId, learner.token)).body.errors).toBeUndefined();
    const at = async (iso: string) =>
      (await loadMyMedia(t.database.db, learner.id, { now: new Date(iso) }))[0]?.assignment;
    expect((await myMedia(learner.token))[0]?.assignment).toMatchObject({ status: 'COMPLETED' });
    // A new round (as newRound.ts starts it): the status is reset, done_at stays the last completion.
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    await t.database.db
      .update(enrolments)
      .set({ status: 'NOT_ATTEMPTED', progress: 0, completedAt: lastYear, doneAt: lastYear })
      .where(eq(enrolments.mediaId, mediaId));
    const expired = await at(new Date().toISOString());
    const expiredOn = new Date(lastYear);
    expiredOn.setUTCFullYear(expiredOn.getUTCFullYear() + 1);
    expect(expired).toMatchObject({ status: 'OVERDUE', dueOn: expiredOn.toISOString().slice(0, 10) });
    expect((await done(mediaId, learner.token)).body.errors).toBeUndefined();
    expect(await at(new Date().toISOString())).toMatchObject({ status: 'COMPLETED', dueOn: null });
  });
});
