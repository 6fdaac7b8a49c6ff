// The SCORM player machine with the real session actor, host pages (one per SCO launch, as the view
// frames them), runtime and pending store: each SCO gets its own runtime and state, switching ends
// the SCO's page and stores the state it was left in, and the items are read again afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import {
  scormPlayerMachine,
  selectCurrentId,
  selectFinished,
  selectItems,
  selectLaunchKey,
  selectSaveStatus,
} from '../../../src/machines/learning/scormPlayerMachine';
import { CLOSE_WAIT_MS, scormPlayerActors } from '../../../src/machines/learning/scormPlayerActors';
import { startScormHost } from '../../../src/scormHost/host';
import { listPendingProgress, type PendingProgress } from '../../../src/services/storage';
import { APP_ORIGIN, CONTENT_ORIGIN, connectHost, hostWindow } from '../../services/scormChannel';
import { api, scoOf, stubClient, type Sco } from './fixtures';
import { courseItems, courseLaunch, PACKAGE } from './scormCourseFixtures';

interface Host {
  API: Sco;
  path: string;
  title: string;
  loaded: () => void;
  removed: boolean;
  /** What the SCO does in its own unload handler, as its frame goes. */
  onUnload?: (API: Sco) => void;
}

const running: AnyActorRef[] = [];
const cleanups: Array<() => void> = [];
afterEach(() => {
  running.splice(0).forEach((a) => a.stop());
  cleanups.splice(0).forEach((c) => c());
  localStorage.clear();
});

type Sent = Pick<PendingProgress, 'cmi' | 'scoId' | 'sessionId'>;
const core = (r: Sent | undefined) => (r?.cmi as { core: Record<string, string> }).core;

const server = (statuses: Record<string, string> = {}) =>
  courseItems.map((item) => ({
    ...item,
    lessonStatus: statuses[item.identifier] ?? item.lessonStatus,
    enterable: item.identifier === 'lesson1' ? statuses.intro === 'completed' : item.enterable,
  }));

/**
 * A server that stores each commit per SCO and answers the items with them, as the API does: status,
 * bookmark, suspend data, total_time, and the next entry from the exit.
 */
function answering(items = server()) {
  const stub = stubClient({});
  const saved = new Map<string, Record<string, unknown>>();
  stub.answer('commitScoProgress', (variables) => {
    const { hash, mediaId, scoId, cmi } = (variables as { input: Sent & { hash: string; mediaId: string } })
      .input;
    saved.set(scoId ?? 'intro', cmi as Record<string, unknown>);
    return {
      data: { scorm12Attempt: { commit: { id: `a-${hash.slice(0, 6)}`, mediaId, committedAt: 'x' } } },
    };
  });
  stub.answer('myScormItems', () => {
    const answered = items.map((item) => {
      const cmi = saved.get(item.identifier);
      if (!cmi) return item;
      const c = cmi.core as Record<string, string>;
      const entry = c.exit === 'suspend' ? 'resume' : '';
      return {
        ...item,
        lessonStatus: c.lesson_status,
        lessonLocation: c.lesson_location,
        suspendData: String(cmi.suspend_data),
        totalTime: c.total_time,
        entry,
      };
    });
    return { data: { myMedium: { launch: { scorm: { startItem: 'intro', items: answered } } } } };
  });
  return stub;
}

/** The player, and a host page of its own for every SCO launch, as the view frames them. */
function startCourse(client: ReturnType<typeof stubClient>['client'], launch = courseLaunch()) {
  const hosts: Host[] = [];
  let sessions = 0;
  const actor = createActor(
    scormPlayerMachine.provide({
      actors: scormPlayerActors(
        () => client,
        async () => 'token',
        () => `s-${++sessions}`,
      ),
    }),
    {
      input: {
        api,
        contentOrigin: CONTENT_ORIGIN,
        mediaId: 'm-1',
        title: 'Security',
        url: null,
        launch,
        frameTitle: (item) => `Course: Security, part: ${item.title}`,
      },
    },
  );
  let key: string | null = null;
  actor.subscribe((snapshot) => {
    const next = selectLaunchKey(snapshot);
    if (next === null || next === key) return;
    key = next;
    void hostWindow().then((win) => {
      const channel = connectHost(window, win);
      const host = { removed: false } as Host;
      cleanups.push(
        startScormHost({
          win,
          appOrigin: APP_ORIGIN,
          parent: channel.parent,
          mountFrame: (path, title, loaded) => {
            Object.assign(host, { path, title, loaded, API: scoOf(win) });
            hosts.push(host);
            return () => {
              host.removed = true;
              host.onUnload?.(host.API);
            };
          },
        }),
        () => win.close(),
      );
    });
  });
  actor.start();
  running.push(actor);
  const host = async (n: number) => {
    await vi.waitFor(() => expect(hosts.length).toBeGreaterThanOrEqual(n));
    return hosts[n - 1]!;
  };
  return { actor, host, hosts };
}

const pending = (scoId: string) => listPendingProgress().filter((r) => r.scoId === scoId);

/** What the server was sent for one SCO, in order (each record once, however often it was sent). */
function sentFor(stub: ReturnType<typeof stubClient>, scoId: string): Sent[] {
  const inputs = stub.requests
    .filter((r) => r.operation === 'commitScoProgress')
    .map((r) => (r.variables as { input: Sent & { hash: string } }).input);
  const unique = inputs.filter((input, i) => inputs.findIndex((x) => x.hash === input.hash) === i);
  return unique.filter((input) => input.scoId === scoId);
}

describe('scormPlayerMachine, SCO by SCO', () => {
  it('gives every SCO its own runtime, start state and session, and ends one before the next opens', async () => {
    const stub = answering(server({ intro: 'completed' }));
    const { actor, host } = await startCourse(stub.client);
    const intro = await host(1);
    expect(intro.path).toBe(`${PACKAGE}/intro.html`);
    expect(intro.title).toBe('Course: Security, part: Intro');
    expect(intro.API.LMSInitialize('')).toBe('true');
    expect(intro.API.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(intro.API.LMSGetValue('cmi.launch_data')).toBe('start=1');
    expect(intro.API.LMSGetValue('cmi.student_data.mastery_score')).toBe('');
    intro.API.LMSSetValue('cmi.core.lesson_status', 'completed');
    intro.API.LMSCommit('');
    await vi.waitFor(() => expect(sentFor(stub, 'intro')).toHaveLength(1));
    expect(sentFor(stub, 'intro')[0]!.sessionId).toBe('s-1');
    // The commit opens the lesson behind it, before the server has said so.
    await vi.waitFor(() =>
      expect(selectItems(actor.getSnapshot()).find((i) => i.identifier === 'lesson1')?.enterable).toBe(true),
    );
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('saved'));

    // The SCO finishes in its own unload handler, as many do: heard before the next SCO opens.
    intro.onUnload = (API) => API.LMSFinish('');
    actor.send({ type: 'player.next' });
    const lesson = await host(2);
    expect(intro.removed).toBe(true);
    // The finish was stored before the next SCO opened (sent, or still in the store).
    const stored = [...sentFor(stub, 'intro'), ...pending('intro')].map(core);
    expect(stored).toContainEqual(expect.objectContaining({ lesson_status: 'completed', exit: '' }));
    await vi.waitFor(() => expect(sentFor(stub, 'intro')).toHaveLength(2));
    expect(selectCurrentId(actor.getSnapshot())).toBe('lesson1');
    expect(lesson.path).toBe(`${PACKAGE}/lesson.html?lesson=1`);
    // A runtime of its own: initialized afresh, with this SCO's state and manifest values.
    expect(lesson.API).not.toBe(intro.API);
    expect(lesson.API.LMSInitialize('')).toBe('true');
    expect(lesson.API.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(lesson.API.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');
    expect(lesson.API.LMSGetValue('cmi.student_data.mastery_score')).toBe('80');
    expect(lesson.API.LMSGetValue('cmi.launch_data')).toBe('');
    lesson.API.LMSSetValue('cmi.core.lesson_location', 'page-2');
    lesson.API.LMSCommit('');
    await vi.waitFor(() => expect(sentFor(stub, 'lesson1')).toHaveLength(1));
    expect(sentFor(stub, 'lesson1')[0]!.sessionId).toBe('s-2');
    expect(core(sentFor(stub, 'lesson1')[0])).toMatchObject({ lesson_location: 'page-2' });
    // Leaving intro read the items again.
    expect(stub.requests.some((r) => r.operation === 'myScormItems')).toBe(true);
  });

  it('stores a SCO left mid-way as suspended and resumes it there, with its own total_time', async () => {
    const stub = answering();
    const { actor, host } = await startCourse(stub.client);
    const intro = await host(1);
    intro.API.LMSInitialize('');
    intro.API.LMSSetValue('cmi.core.lesson_location', 'p3');
    intro.API.LMSSetValue('cmi.suspend_data', 'answers=2');
    intro.API.LMSSetValue('cmi.core.session_time', '0000:01:30');
    // Nothing committed: the host's last report is what closing stores.
    await new Promise((resolve) => setTimeout(resolve, 10));
    actor.send({ type: 'player.goTo', id: 'survey' });
    const survey = await host(2);
    await vi.waitFor(() => expect(sentFor(stub, 'intro')).toHaveLength(1));
    const left = sentFor(stub, 'intro');
    expect(core(left[0])).toMatchObject({ lesson_location: 'p3', exit: 'suspend', total_time: '00:01:30' });
    survey.API.LMSInitialize('');
    expect(survey.API.LMSGetValue('cmi.core.total_time')).toBe('00:00:00');
    expect(survey.API.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    survey.API.LMSFinish('');
    await vi.waitFor(() => expect(selectFinished(actor.getSnapshot())).toBe(true));

    actor.send({ type: 'player.goTo', id: 'intro' });
    const again = await host(3);
    expect(again.path).toBe(`${PACKAGE}/intro.html`);
    again.API.LMSInitialize('');
    expect(again.API.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(again.API.LMSGetValue('cmi.core.lesson_location')).toBe('p3');
    expect(again.API.LMSGetValue('cmi.suspend_data')).toBe('answers=2');
    expect(again.API.LMSGetValue('cmi.core.total_time')).toBe('00:01:30');
    expect(selectFinished(actor.getSnapshot())).toBe(false);
  });

  it('records an asset as completed once its page has loaded, and nothing for a SCO left before it loaded', async () => {
    const launch = courseLaunch({
      items: [
        ...courseItems,
        { ...courseItems[0]!, identifier: 'glossary', kind: 'ASSET', url: `${PACKAGE}/glossary.html` },
      ],
    });
    const stub = answering([...(launch.items ?? [])]);
    const { actor, host } = await startCourse(stub.client, launch);
    await host(1);
    // The learner moves on before the intro's page has loaded: no status is made up for it.
    actor.send({ type: 'player.goTo', id: 'glossary' });
    const glossary = await host(2);
    expect(selectItems(actor.getSnapshot()).find((i) => i.identifier === 'glossary')?.lessonStatus).toBe(
      'not attempted',
    );
    glossary.loaded();
    await vi.waitFor(() => expect(sentFor(stub, 'glossary')).toHaveLength(1));
    expect(core(sentFor(stub, 'glossary')[0]).lesson_status).toBe('completed');
    expect(selectItems(actor.getSnapshot()).find((i) => i.identifier === 'glossary')?.lessonStatus).toBe(
      'completed',
    );
    // Leaving it stores nothing more.
    actor.send({ type: 'player.goTo', id: 'intro' });
    await host(3);
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('saved'));
    expect(sentFor(stub, 'glossary')).toHaveLength(1);
    expect(sentFor(stub, 'intro')).toEqual([]);
    expect(listPendingProgress()).toEqual([]);
  });

  it('goes on without the server: the outline keeps what the SCOs reported and opens what they unlocked', async () => {
    const stub = stubClient({});
    stub.answer('commitScoProgress', () => {
      throw new TypeError('Failed to fetch');
    });
    stub.answer('myScormItems', () => {
      throw new TypeError('Failed to fetch');
    });
    const { actor, host } = await startCourse(stub.client);
    const intro = await host(1);
    intro.API.LMSInitialize('');
    intro.API.LMSSetValue('cmi.core.lesson_status', 'passed');
    intro.API.LMSFinish('');
    await vi.waitFor(() => expect(selectSaveStatus(actor.getSnapshot())).toBe('offline'));
    actor.send({ type: 'player.goTo', id: 'lesson1' });
    const lesson = await host(2);
    expect(lesson.path).toContain('lesson.html');
    const items = selectItems(actor.getSnapshot());
    expect(items.find((i) => i.identifier === 'intro')?.lessonStatus).toBe('passed');
    expect(pending('intro')).toHaveLength(1);
  });

  it('on pagehide stores the open SCO with its scoId and sends it with keepalive', async () => {
    const calls: RequestInit[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return new Response('{}');
    }) as typeof fetch;
    try {
      const { host } = await startCourse(answering().client);
      const intro = await host(1);
      intro.API.LMSInitialize('');
      intro.API.LMSSetValue('cmi.core.lesson_location', 'quiz');
      await new Promise((resolve) => setTimeout(resolve, 10));
      window.dispatchEvent(new Event('pagehide'));
      const [stored] = pending('intro');
      expect(core(stored).lesson_location).toBe('quiz');
      const body = JSON.parse(String(calls.find((c) => c.keepalive)?.body)) as {
        variables: { input: { scoId: string; hash: string } };
      };
      expect(body.variables.input).toMatchObject({ scoId: 'intro', hash: stored!.hash });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('moves on when the host page does not answer, storing the state heard last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stub = answering();
      let sessions = 0;
      const actor = createActor(
        scormPlayerMachine.provide({
          actors: scormPlayerActors(
            () => stub.client,
            async () => 'token',
            () => `s-${++sessions}`,
          ),
        }),
        {
          input: {
            api,
            contentOrigin: CONTENT_ORIGIN,
            mediaId: 'm-1',
            title: 'Security',
            url: null,
            launch: courseLaunch(),
            frameTitle: (item) => item.title,
          },
        },
      ).start();
      running.push(actor);
      // A host page that launches and reports, then hangs (its SCO's unload handler never returns).
      const hung = { postMessage: vi.fn() };
      const fromHost = (data: unknown) => {
        const event = new Event('message');
        Object.defineProperties(event, {
          data: { value: data },
          origin: { value: CONTENT_ORIGIN },
          source: { value: hung },
        });
        window.dispatchEvent(event);
      };
      fromHost({ type: 'scormHost.ready' });
      expect(hung.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'scormHost.launch' }),
        CONTENT_ORIGIN,
      );
      const open = { core: { lesson_status: 'incomplete', lesson_location: 'p9', exit: 'suspend' } };
      fromHost({ type: 'scormHost.state', phase: 'open', cmi: open });
      actor.send({ type: 'player.goTo', id: 'survey' });
      expect(hung.postMessage).toHaveBeenLastCalledWith({ type: 'scormHost.unload' }, CONTENT_ORIGIN);
      expect(selectCurrentId(actor.getSnapshot())).toBe('intro');
      await vi.advanceTimersByTimeAsync(CLOSE_WAIT_MS);
      expect(selectCurrentId(actor.getSnapshot())).toBe('survey');
      const left = [...pending('intro'), ...sentFor(stub, 'intro')];
      expect(left.map(core)).toEqual([open.core]);
    } finally {
      vi.useRealTimers();
    }
  });
});
