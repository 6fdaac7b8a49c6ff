// The SCORM player machine: its model at 100 % of transitions (both sides of every guard), then the
// machine with the real session actor, host page, runtime and pending store, SCO by SCO.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel, type ModelSpec } from '../../../src/machines/testing/modelRunner';
import type { ScormSessionInput } from '../../../src/machines/learning/scormPlayerActors';
import type { ApiSettings } from '../../../src/services/api';
import { scormPlayerMachine, selectNewVersion } from '../../../src/machines/learning/scormPlayerMachine';
import { findItem, toCourseItem, type LoadedCourse } from '../../../src/services/scormCourse';
import { api } from './fixtures';
import { courseItems, courseLaunch, launchItem, PACKAGE } from './scormCourseFixtures';

const input = {
  api,
  contentOrigin: 'http://localhost:4001',
  mediaId: 'm-1',
  title: 'Security',
  url: null,
  launch: courseLaunch({ packageId: 'p-1' }),
  frameTitle: (item: { title: string }) => `Course: Security, part: ${item.title}`,
};

/** Nothing can be entered: a container and a SCO behind a prerequisite no item meets. */
const lockedInput = {
  ...input,
  launch: courseLaunch({
    packageId: 'p-1',
    items: [
      launchItem('module1', { kind: 'CONTAINER', url: null }),
      launchItem('final', { prerequisites: 'x', enterable: false }),
    ],
    startItem: null,
  }),
};

/** The server's answer, the course as launched (package p-1). */
const sameVersion = { items: courseItems.map(toCourseItem), startItem: 'intro', packageId: 'p-1' };
/**
 * The answer once the learner finished p-1 and the medium was given p-2: other items (a renamed
 * lesson, a new final test), none started.
 */
const newVersion = {
  items: [
    launchItem('intro', { url: '/files/scorm/p-2/intro.html' }),
    launchItem('lesson2', { url: '/files/scorm/p-2/lesson2.html' }),
    launchItem('final', { url: '/files/scorm/p-2/final.html', prerequisites: 'lesson2', enterable: false }),
  ].map(toCourseItem),
  startItem: 'intro',
  packageId: 'p-2',
};

/**
 * Two warm-ups open only until the first is completed, and a quiz and a final test that need each other:
 * leaving the first warm-up completed leaves nothing to enter, until the server tells that the quiz was
 * passed (on another device) and the final test opens.
 */
const stuckItems = [
  launchItem('warmup', { prerequisites: '~warmup' }),
  launchItem('other', { prerequisites: '~warmup' }),
  launchItem('quiz', { prerequisites: 'final', enterable: false }),
  launchItem('final', { prerequisites: 'quiz', enterable: false }),
];
const stuckInput = {
  ...input,
  launch: courseLaunch({ packageId: 'p-1', items: stuckItems, startItem: 'warmup' }),
};
const quizPassedElsewhere = {
  items: stuckItems
    .map((item) => (item.identifier === 'quiz' ? { ...item, lessonStatus: 'passed' } : item))
    .map(toCourseItem),
  startItem: 'warmup',
  packageId: 'p-1',
};

const completed = { core: { lesson_status: 'completed', exit: '' } };
const suspended = { core: { lesson_status: 'incomplete', exit: 'suspend', lesson_location: 'p2' } };

const fullOutputs = {
  sendPending: [
    { confirmed: 1, refused: 0 },
    { confirmed: 0, refused: 1 },
  ],
  // The server's answer: the course as launched, or none (a launch without items).
  loadCourse: [sameVersion, null],
};

const spec = (
  events: AnyEventObject[],
  inputs = [input],
  outputs: Record<string, unknown[]> = fullOutputs,
): ModelSpec<typeof scormPlayerMachine> => ({
  machine: scormPlayerMachine,
  inputs,
  outputs,
  events,
  afterPath: (live) => {
    const snapshot = live.actor.getSnapshot();
    // A session runs exactly while a SCO is open, and is told to end it when the learner moves on.
    expect(Boolean(snapshot.children.scormSession)).toBe(snapshot.matches({ sco: 'open' }));
    if (snapshot.matches({ sco: { open: 'closing' } }))
      expect(live.received.get('scormSession')).toContainEqual({ type: 'session.close' });
  },
});

describe('scormPlayerMachine (model-based)', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const covered = new Set<string>();
    let paths = 0;
    for (const run of [
      // Moving between SCOs, what they report, and reading the items again.
      spec(
        [
          { type: 'player.goTo', id: 'survey' },
          { type: 'player.goTo', id: 'lesson1' },
          { type: 'player.next' },
          { type: 'player.previous' },
          { type: 'scorm.closed', cmi: suspended },
        ],
        [input],
        { sendPending: [{ confirmed: 1, refused: 0 }], loadCourse: [sameVersion] },
      ),
      // The server answers a new version: it waits for the next SCO, which opens it.
      spec([{ type: 'player.next' }, { type: 'scorm.closed', cmi: completed }], [input], {
        sendPending: [{ confirmed: 1, refused: 0 }],
        loadCourse: [newVersion],
      }),
      // What a SCO reports, saving with every answer of the server, the connection coming back,
      // the learner's retry, and reading the items again.
      spec([
        { type: 'scorm.recorded', finished: false, cmi: suspended },
        { type: 'scorm.recorded', finished: true, cmi: completed },
        { type: 'scorm.closed', cmi: null },
        { type: 'connection.online' },
        { type: 'player.retrySync' },
      ]),
      // The table of contents folds; a course with nothing to enter opens nothing.
      spec([{ type: 'player.toggleOutline' }, { type: 'player.goTo', id: 'final' }], [input, lockedInput]),
      // Nothing left to enter, until a read of the items opens one: the learner opens it from the outline.
      spec(
        [
          { type: 'player.goTo', id: 'other' },
          { type: 'scorm.closed', cmi: completed },
          { type: 'player.goTo', id: 'final' },
        ],
        [stuckInput],
        { sendPending: [{ confirmed: 1, refused: 0 }], loadCourse: [quizPassedElsewhere] },
      ),
    ]) {
      const result = await runModel(run);
      result.covered.forEach((key) => covered.add(key));
      paths += result.paths;
    }
    const report = coverageReport(scormPlayerMachine, covered);
    console.log(`${report.summary} (${paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  }, 120_000);
});

describe('a new package version answered while the old one plays', () => {
  /** The machine with a session that records its launches and a server that answers `course`. */
  function start(course: LoadedCourse) {
    const launches: { scoId: string | null; packageId: string | null; path: string }[] = [];
    const machine = scormPlayerMachine.provide({
      actors: {
        scormSession: fromCallback<{ type: 'session.close' }, ScormSessionInput>(
          ({ input: session, sendBack, receive }) => {
            launches.push({ scoId: session.scoId, packageId: session.packageId, path: session.path });
            receive(() => sendBack({ type: 'scorm.closed', cmi: null }));
          },
        ),
        sendPending: fromPromise(async () => ({ confirmed: 1, refused: 0 })),
        loadCourse: fromPromise<LoadedCourse | null, { api: ApiSettings; mediaId: string }>(
          async () => course,
        ),
      },
    });
    const actor = createActor(machine, { input });
    actor.start();
    return { actor, launches };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) =>
    waitFor(actor, (s) => s.matches({ outline: 'current', sco: { open: 'running' } }), { timeout: 2000 });

  it('keeps the playing package and its items, then opens the new version with the next SCO', async () => {
    const { actor, launches } = start(newVersion);
    expect(launches).toEqual([{ scoId: 'intro', packageId: 'p-1', path: `${PACKAGE}/intro.html` }]);
    actor.send({ type: 'scorm.recorded', finished: true, cmi: completed });
    await waitFor(actor, (s) => selectNewVersion(s), { timeout: 2000 });
    // Nothing of p-2 is mixed into p-1's outline while p-1's SCO plays.
    expect(actor.getSnapshot().context.items.map((i) => i.identifier)).toEqual(
      courseItems.map((i) => i.identifier),
    );
    expect(actor.getSnapshot().context.packageId).toBe('p-1');

    actor.send({ type: 'player.next' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.packageId).toBe('p-2');
    expect(context.items.map((i) => i.identifier)).toEqual(['intro', 'lesson2', 'final']);
    expect(selectNewVersion(actor.getSnapshot())).toBe(false);
    // p-1's next SCO (survey) is not in p-2: the new version opens where it starts.
    expect(launches.at(-1)).toEqual({
      scoId: 'intro',
      packageId: 'p-2',
      path: '/files/scorm/p-2/intro.html',
    });
  });

  it('opens the SCO the learner asked for when the new version has it', async () => {
    const { actor, launches } = start({
      ...newVersion,
      items: [...newVersion.items, toCourseItem(launchItem('survey', { url: '/files/scorm/p-2/s.html' }))],
    });
    actor.send({ type: 'scorm.recorded', finished: true, cmi: completed });
    await waitFor(actor, (s) => selectNewVersion(s), { timeout: 2000 });
    actor.send({ type: 'player.goTo', id: 'survey' });
    await settled(actor);
    expect(launches.at(-1)).toEqual({ scoId: 'survey', packageId: 'p-2', path: '/files/scorm/p-2/s.html' });
  });

  it('takes the answer for the package playing: its items are the server answer, nothing waits', async () => {
    const known = {
      ...sameVersion,
      items: sameVersion.items.map((item) =>
        item.identifier === 'survey' ? { ...item, lessonStatus: 'completed' } : item,
      ),
    };
    const { actor } = start(known);
    actor.send({ type: 'scorm.recorded', finished: true, cmi: completed });
    await waitFor(actor, (s) => findItem(s.context.items, 'survey')?.lessonStatus === 'completed');
    expect(selectNewVersion(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.packageId).toBe('p-1');
  });
});

describe('nothing to enter', () => {
  it('opens an item the outline later marks enterable when the learner asks for it', async () => {
    const launches: (string | null)[] = [];
    const machine = scormPlayerMachine.provide({
      actors: {
        scormSession: fromCallback<{ type: 'session.close' }, ScormSessionInput>(
          ({ input: session, sendBack, receive }) => {
            launches.push(session.scoId);
            receive(() => sendBack({ type: 'scorm.closed', cmi: completed }));
          },
        ),
        sendPending: fromPromise(async () => ({ confirmed: 1, refused: 0 })),
        loadCourse: fromPromise<LoadedCourse | null, { api: ApiSettings; mediaId: string }>(
          async () => quizPassedElsewhere,
        ),
      },
    });
    const actor = createActor(machine, { input: stuckInput });
    actor.start();
    actor.send({ type: 'player.goTo', id: 'other' });
    await waitFor(actor, (s) => s.matches({ sco: 'unavailable', outline: 'current' }), { timeout: 2000 });
    expect(findItem(actor.getSnapshot().context.items, 'final')?.enterable).toBe(true);
    // Still locked: asking for it changes nothing.
    actor.send({ type: 'player.goTo', id: 'warmup' });
    expect(actor.getSnapshot().matches({ sco: 'unavailable' })).toBe(true);
    actor.send({ type: 'player.goTo', id: 'final' });
    expect(actor.getSnapshot().matches({ sco: 'open' })).toBe(true);
    expect(launches).toEqual(['warmup', 'final']);
  });
});
