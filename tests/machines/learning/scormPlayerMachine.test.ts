// The SCORM player machine: its model at 100 % of transitions (both sides of every guard), then the
// machine with the real session actor, host page, runtime and pending store, SCO by SCO.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel, type ModelSpec } from '../../../src/machines/testing/modelRunner';
import { scormPlayerMachine } from '../../../src/machines/learning/scormPlayerMachine';
import { toCourseItem } from '../../../src/services/scormCourse';
import { api } from './fixtures';
import { courseItems, courseLaunch, launchItem } from './scormCourseFixtures';

const input = {
  api,
  contentOrigin: 'http://localhost:4001',
  mediaId: 'm-1',
  title: 'Security',
  url: null,
  launch: courseLaunch(),
  frameTitle: (item: { title: string }) => `Course: Security, part: ${item.title}`,
};

/** Nothing can be entered: a container and a SCO behind a prerequisite no item meets. */
const lockedInput = {
  ...input,
  launch: courseLaunch({
    items: [
      launchItem('module1', { kind: 'CONTAINER', url: null }),
      launchItem('final', { prerequisites: 'x', enterable: false }),
    ],
    startItem: null,
  }),
};

const completed = { core: { lesson_status: 'completed', exit: '' } };
const suspended = { core: { lesson_status: 'incomplete', exit: 'suspend', lesson_location: 'p2' } };

const fullOutputs = {
  sendPending: [
    { confirmed: 1, refused: 0 },
    { confirmed: 0, refused: 1 },
  ],
  // The server's answer: the course as launched, or none (a launch without items).
  loadCourse: [{ items: courseItems.map(toCourseItem), startItem: 'intro' }, null],
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
        { sendPending: [{ confirmed: 1, refused: 0 }], loadCourse: fullOutputs.loadCourse.slice(0, 1) },
      ),
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
