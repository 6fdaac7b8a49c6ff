import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import {
  scormPlayerMachine,
  selectFinished,
  selectSaveStatus,
} from '../../../src/machines/learning/scormPlayerMachine';
import { scormPlayerActors } from '../../../src/machines/learning/scormPlayerActors';
import { listPendingProgress } from '../../../src/services/storage';
import { startScormHost } from '../../../src/scormHost/host';
import { APP_ORIGIN, CONTENT_ORIGIN, connectHost, hostWindow } from '../../services/scormChannel';
import { api, launch, scoOf, stubClient } from './fixtures';

const PATH = '/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/index.html';
const input = {
  api,
  contentOrigin: CONTENT_ORIGIN,
  path: PATH,
  title: 'Course: Security',
  mediaId: 'm-1',
  sessionId: 's-1',
  launch,
};

// A failed test must not leave its runtime listening to the next test's page events.
const running: AnyActorRef[] = [];
const cleanups: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((a) => a.stop());
  cleanups.splice(0).forEach((c) => c());
});

/** The player on this window and the host page on its own, connected as postMessage connects them. */
const startPlayer = async (client: ReturnType<typeof stubClient>['client']) => {
  const win = await hostWindow();
  const channel = connectHost(window, win);
  const mounted: string[] = [];
  cleanups.push(
    startScormHost({
      win,
      appOrigin: APP_ORIGIN,
      parent: channel.parent,
      mountFrame: (path) => mounted.push(path),
    }),
    () => win.close(),
  );
  const actor = createActor(
    scormPlayerMachine.provide({
      actors: scormPlayerActors(
        () => client,
        async () => 'token',
      ),
    }),
    {
      input,
    },
  ).start();
  running.push(actor);
  // The host announced itself, got the launch and put the SCO's frame up.
  await vi.waitFor(() => expect(mounted).toEqual([PATH]));
  return { actor, API: scoOf(win), channel };
};

describe('scormPlayerMachine (model-based)', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const result = await runModel({
      machine: scormPlayerMachine,
      inputs: [input],
      outputs: {
        sendPending: [
          { confirmed: 1, refused: 0 },
          { confirmed: 0, refused: 1 },
        ],
      },
      events: [
        { type: 'scorm.recorded', finished: false },
        { type: 'scorm.recorded', finished: true },
        { type: 'connection.online' },
        { type: 'player.retrySync' },
      ],
      // The session runs for the whole life of the player.
      afterPath: (live) => expect(live.received.has('scormSession')).toBe(true),
    });
    const report = coverageReport(scormPlayerMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });
});

describe('scormPlayerMachine with the real runtime and store', () => {
  it('stores every commit before sending, removes it once confirmed, keeps it while offline', async () => {
    localStorage.clear();
    const stub = stubClient({});
    let online = false;
    stub.answer('commitScoProgress', (variables) => {
      if (!online) throw new TypeError('Failed to fetch');
      const { hash, mediaId } = (variables as { input: { hash: string; mediaId: string } }).input;
      return {
        data: { scorm12Attempt: { commit: { id: `a-${hash.slice(0, 6)}`, mediaId, committedAt: 'x' } } },
      };
    });
    const { actor, API } = await startPlayer(stub.client);
    expect(API.LMSInitialize('')).toBe('true');
    API.LMSSetValue('cmi.core.lesson_location', 'phishing');
    expect(API.LMSCommit('')).toBe('true');
    // In the store as soon as the host's report arrives.
    await vi.waitFor(() => expect(listPendingProgress()).toHaveLength(1));
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('offline'));
    expect(listPendingProgress()).toHaveLength(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('saved'));
    expect(listPendingProgress()).toHaveLength(0);

    API.LMSSetValue('cmi.core.score.raw', '100');
    API.LMSFinish('');
    await vi.waitFor(() => expect(selectFinished(actor.getSnapshot())).toBe(true));
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('saved'));
    const sent = stub.requests.filter((r) => r.operation === 'commitScoProgress');
    // The offline attempt, its resend, and the finish.
    expect(sent).toHaveLength(3);
    const last = sent.at(-1)?.variables as {
      input: { sessionId: string; cmi: { core: { lesson_status: string } } };
    };
    expect(last.input.sessionId).toBe('s-1');
    expect(last.input.cmi.core.lesson_status).toBe('passed');
    actor.stop();
    // The app's own window never carries the runtime.
    expect(Reflect.get(window, 'API')).toBeUndefined();
  });

  it('keeps a refused record in the store', async () => {
    localStorage.clear();
    const stub = stubClient({
      commitScoProgress: { data: null, errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    const { actor, API } = await startPlayer(stub.client);
    API.LMSInitialize('');
    API.LMSCommit('');
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('refused'));
    expect(listPendingProgress()).toHaveLength(1);
    actor.stop();
  });

  it('on pagehide stores the open session and sends it with keepalive', async () => {
    localStorage.clear();
    const calls: RequestInit[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return new Response('{}');
    }) as typeof fetch;
    try {
      const stub = stubClient({});
      const { actor, API } = await startPlayer(stub.client);
      API.LMSInitialize('');
      API.LMSSetValue('cmi.core.lesson_location', 'quiz');
      // The host reports the new state; the app's pagehide stores what it heard last.
      await new Promise((resolve) => setTimeout(resolve, 10));
      window.dispatchEvent(new Event('pagehide'));
      const stored = listPendingProgress();
      expect(stored).toHaveLength(1);
      expect((stored[0]?.cmi as { core: { lesson_location: string } }).core.lesson_location).toBe('quiz');
      const keepalive = calls.filter((c) => c.keepalive);
      expect(keepalive).toHaveLength(1);
      expect(String(keepalive[0]?.body)).toContain(stored[0]!.hash);
      actor.stop();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
