import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { assignedToMe } from '../../../src/machines/learning/learnerDashboardMachine';
import { myMediaMachine } from '../../../src/machines/learning/myMediaMachine';
import { myLearningActors } from '../../../src/machines/learning/myLearningActors';
import type { SubscriptionClient } from '../../../src/services/subscriptions';
import {
  launchMachine,
  selectLaunchMedium,
  selectLaunchMediumStatus,
  selectLaunchStatus,
} from '../../../src/machines/learning/launchMachine';
import {
  learningActors,
  withPendingState,
  type LaunchMedium,
} from '../../../src/machines/learning/learningActors';
import { recordProgress } from '../../../src/services/progress';
import { listPendingProgress } from '../../../src/services/storage';
import { api, launch, myMedium, settle, stubClient, assignment, pathSummary } from './fixtures';

const served: LaunchMedium = {
  ...myMedium('m-1'),
  launch: {
    type: 'SCORM',
    url: '/files/scorm/p/index.html',
    videoPositionSeconds: null,
    scorm: { ...launch, items: [] },
  },
};

describe('withPendingState', () => {
  it('lays the newest unsent record over the server state', () => {
    const older = {
      hash: 'a',
      mediaId: 'm-1',
      committedAt: '2026-01-01T10:00:00Z',
      cmi: { core: { lesson_location: 'x' } },
    };
    const newer = {
      hash: 'b',
      mediaId: 'm-1',
      committedAt: '2026-01-01T11:00:00Z',
      cmi: {
        core: {
          lesson_location: 'quiz',
          lesson_status: 'incomplete',
          exit: 'suspend',
          total_time: '00:05:00',
        },
        suspend_data: '{"p":3}',
      },
    };
    const scorm = withPendingState(served, [newer, older]).launch.scorm;
    expect(scorm).toMatchObject({
      lessonLocation: 'quiz',
      lessonStatus: 'incomplete',
      entry: 'resume',
      suspendData: '{"p":3}',
      totalTime: '00:05:00',
    });
  });

  it('leaves the launch alone without pending records', () => {
    expect(withPendingState(served, [])).toBe(served);
  });
});

describe('launchMachine with its real calls', () => {
  it('sends pending progress before it loads the launch state', async () => {
    localStorage.clear();
    recordProgress({
      mediaId: 'm-1',
      cmi: { core: { lesson_location: 'data' } },
      committedAt: '2026-01-01T00:00:00Z',
    });
    const stub = stubClient({
      commitScoProgress: {
        data: { scorm12Attempt: { commit: { id: 'a-1', mediaId: 'm-1', committedAt: 'x' } } },
      },
      myMedium: { data: { myMedium: served } },
    });
    const actor = createActor(launchMachine.provide({ actors: learningActors(() => stub.client) }), {
      input: { api, mediaId: 'm-1' },
    }).start();
    await settle();
    await settle();
    expect(stub.requests.map((r) => r.operation)).toEqual(['commitScoProgress', 'myMedium']);
    expect(listPendingProgress()).toEqual([]);
    expect(selectLaunchStatus(actor.getSnapshot())).toBe('ready');
    expect(selectLaunchMedium(actor.getSnapshot())?.launch.scorm?.lessonLocation).toBe('');
    actor.stop();
  });
});

describe('the launch status follows the player', () => {
  it('takes the status a player reports, keeping the launch state it started from', async () => {
    const video: LaunchMedium = {
      ...myMedium('m-1', { status: 'INCOMPLETE' }),
      launch: {
        type: 'VIDEO',
        url: '/v.webm',
        videoPositionSeconds: 14,
        videoWatchedShare: 0.6,
        scorm: null,
      },
    };
    const stub = stubClient({ myMedium: { data: { myMedium: video } } });
    const actor = createActor(launchMachine.provide({ actors: learningActors(() => stub.client) }), {
      input: { api, mediaId: 'm-1' },
    }).start();
    await vi.waitFor(() => expect(selectLaunchStatus(actor.getSnapshot())).toBe('ready'));
    const before = selectLaunchMedium(actor.getSnapshot());
    actor.send({ type: 'launch.progressed', status: 'INCOMPLETE' });
    expect(selectLaunchMedium(actor.getSnapshot())).toBe(before);
    actor.send({ type: 'launch.progressed', status: 'COMPLETED' });
    expect(selectLaunchMediumStatus(actor.getSnapshot())).toBe('COMPLETED');
    expect(selectLaunchMedium(actor.getSnapshot())?.launch).toBe(video.launch);
    // No SCORM: nothing is read again.
    expect(stub.requests.map((r) => r.operation)).toEqual(['myMedium']);
    actor.stop();
  });

  it("reads a SCORM medium's status again each time its player saved, and nothing in between", async () => {
    localStorage.clear();
    const stub = stubClient({ myMedium: { data: { myMedium: served } } });
    let status = 'INCOMPLETE';
    stub.answer('myMediumStatus', () => ({
      data: { myMedium: myMedium('m-1', { status: status as never }) },
    }));
    const actor = createActor(launchMachine.provide({ actors: learningActors(() => stub.client) }), {
      input: { api, mediaId: 'm-1' },
    }).start();
    await vi.waitFor(() => expect(selectLaunchStatus(actor.getSnapshot())).toBe('ready'));
    await settle();
    expect(stub.requests.map((r) => r.operation)).toEqual(['myMedium']);
    status = 'PASSED';
    actor.send({ type: 'launch.saved' });
    await vi.waitFor(() => expect(selectLaunchMediumStatus(actor.getSnapshot())).toBe('PASSED'));
    // The launch state the running player started from stays.
    expect(selectLaunchMedium(actor.getSnapshot())?.launch).toBe(served.launch);
    // A failed read keeps the last status; the next save reads again.
    stub.answer('myMediumStatus', () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'launch.saved' });
    await settle();
    await settle();
    expect(selectLaunchMediumStatus(actor.getSnapshot())).toBe('PASSED');
    expect(stub.requests.map((r) => r.operation)).toEqual(['myMedium', 'myMediumStatus', 'myMediumStatus']);
    actor.stop();
  });
});

/** No live notices in these tests (the model walk sends them). */
const noLive = () => ({ subscribe: () => () => undefined }) as unknown as SubscriptionClient;

describe('myMediaMachine with its real calls', () => {
  it('sends pending progress before it lists the media, so a player just left shows its result', async () => {
    localStorage.clear();
    recordProgress({
      mediaId: 'm-1',
      cmi: { core: { lesson_status: 'passed' } },
      committedAt: '2026-01-01T00:00:00Z',
    });
    const stub = stubClient({
      commitScoProgress: {
        data: { scorm12Attempt: { commit: { id: 'a-1', mediaId: 'm-1', committedAt: 'x' } } },
      },
      myMedia: { data: { myMedia: [] } },
      myLearningPaths: { data: { myLearningPaths: [] } },
    });
    const actor = createActor(
      myMediaMachine.provide({ actors: myLearningActors(() => stub.client, noLive) }),
      {
        input: { api },
      },
    ).start();
    await vi.waitFor(() =>
      expect(stub.requests.map((r) => r.operation)).toEqual([
        'commitScoProgress',
        'myMedia',
        'myLearningPaths',
      ]),
    );
    expect(listPendingProgress()).toEqual([]);
    actor.stop();
  });

  it('still lists the media when the pending records cannot be sent', async () => {
    localStorage.clear();
    recordProgress({ mediaId: 'm-1', cmi: { core: {} }, committedAt: '2026-01-01T00:00:00Z' });
    const stub = stubClient({
      myMedia: { data: { myMedia: [] } },
      myLearningPaths: { data: { myLearningPaths: [] } },
    });
    stub.answer('commitScoProgress', () => {
      throw new TypeError('Failed to fetch');
    });
    const actor = createActor(
      myMediaMachine.provide({ actors: myLearningActors(() => stub.client, noLive) }),
      {
        input: { api },
      },
    ).start();
    await vi.waitFor(() =>
      expect(stub.requests.map((r) => r.operation)).toEqual([
        'commitScoProgress',
        'myMedia',
        'myLearningPaths',
      ]),
    );
    expect(listPendingProgress()).toHaveLength(1);
    actor.stop();
  });
});

describe('assignedToMe', () => {
  it('keeps assigned media and paths still owed, overdue first, then by due day (none last)', () => {
    const media = [
      myMedium('late', { assignment: assignment('OVERDUE', '2026-02-20', -9) }),
      myMedium('soon', { assignment: assignment('NOT_STARTED', '2026-03-05', 4) }),
      myMedium('whenever', { assignment: assignment('IN_PROGRESS', null, null) }),
      myMedium('done', { assignment: assignment('COMPLETED', null, null), status: 'PASSED' }),
      myMedium('own'),
    ];
    const paths = [
      pathSummary('p-due', { assignment: assignment('IN_PROGRESS', '2026-03-02', 1) }),
      pathSummary('p-own'),
    ];
    expect(
      assignedToMe(media, paths).map((t) => (t.kind === 'path' ? t.path.path.id : t.medium.medium.id)),
    ).toEqual(['late', 'p-due', 'soon', 'whenever']);
  });
});
