// The channel between the app and the SCORM host page on the content origin: each side accepts only
// the other's origin and window and well-formed messages; the launch carries nothing of the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { scormPlayerActors } from '../../src/machines/learning/scormPlayerActors';
import { startScormHost } from '../../src/scormHost/host';
import { isPackagePath, parseAppMessage, parseLaunchMessage } from '../../src/services/scormBridge';
import { listPendingProgress } from '../../src/services/storage';
import { api, launch } from '../machines/learning/fixtures';
import { APP_ORIGIN, CONTENT_ORIGIN, connectHost, hostWindow } from './scormChannel';

const PATH = '/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/sco/index.html';
const cleanups: Array<() => void> = [];
const actors: AnyActorRef[] = [];
afterEach(() => {
  actors.splice(0).forEach((a) => a.stop());
  cleanups.splice(0).forEach((c) => c());
  localStorage.clear();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A message as a browser delivers it: with the sender's origin and window. */
function post(target: Window, data: unknown, origin: string, source: unknown) {
  const event = new (target as Window & typeof globalThis).Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  });
  target.dispatchEvent(event);
}

function startSession(mediaId = 'm-1') {
  const events: unknown[] = [];
  const logic = scormPlayerActors(
    () => {
      throw new Error('no GraphQL call expected');
    },
    async () => 'secret-token',
  ).scormSession;
  const parent = createActor(
    // A stand-in parent that records what the session sends back.
    logic,
    {
      input: {
        api,
        contentOrigin: CONTENT_ORIGIN,
        path: PATH,
        title: 'Course: Security',
        mediaId,
        scoId: null,
        isAsset: false,
        packageId: null,
        launch,
      },
    },
  );
  parent.subscribe({ error: (e) => events.push(e) });
  parent.start();
  actors.push(parent);
  return { events };
}

async function startHost() {
  const win = await hostWindow();
  const channel = connectHost(window, win);
  const mounted: Array<{ path: string; title: string }> = [];
  const frame: { loaded: () => void; removed: number; onRemove?: () => void } = {
    loaded: () => {},
    removed: 0,
  };
  cleanups.push(
    startScormHost({
      win,
      appOrigin: APP_ORIGIN,
      parent: channel.parent,
      mountFrame: (path, title, loaded) => {
        mounted.push({ path, title });
        frame.loaded = loaded;
        return () => {
          frame.removed += 1;
          frame.onRemove?.();
        };
      },
    }),
    () => win.close(),
  );
  return { win, channel, mounted, frame };
}

describe('the app side of the channel', () => {
  it('launches the host with the package path, the title and the start state, and nothing else', async () => {
    startSession();
    const { win, mounted } = await startHost();
    await vi.waitFor(() => expect(mounted).toEqual([{ path: PATH, title: 'Course: Security' }]));
    const sco = Reflect.get(win, 'API') as {
      LMSGetValue(e: string): string;
      LMSInitialize(p: string): string;
    };
    sco.LMSInitialize('');
    expect(sco.LMSGetValue('cmi.core.student_name')).toBe(launch.studentName);
    // The host page never sees the token the session holds.
    expect(JSON.stringify(win.document.documentElement.outerHTML)).not.toContain('secret-token');
  });

  it('ignores reports from any other origin and from a second window of the content origin', async () => {
    startSession();
    const { win, mounted } = await startHost();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    const commit = { type: 'scormHost.commit', kind: 'commit', cmi: { core: { lesson_status: 'passed' } } };
    // The app's own origin, a foreign one, and an impostor window on the content origin.
    post(window, commit, APP_ORIGIN, win);
    post(window, commit, 'https://evil.example', win);
    const impostor = { postMessage: vi.fn() };
    post(window, { type: 'scormHost.ready' }, CONTENT_ORIGIN, impostor);
    post(window, commit, CONTENT_ORIGIN, impostor);
    // Malformed messages from the real host's origin.
    for (const bad of [null, 'commit', { type: 'scormHost.commit', kind: 'delete', cmi: {} }, { type: 'x' }])
      post(window, bad, CONTENT_ORIGIN, win);
    await tick();
    expect(listPendingProgress()).toEqual([]);
    expect(impostor.postMessage).not.toHaveBeenCalled();
  });

  it('stores the last reported state when the learner leaves an open session', async () => {
    startSession('m-open');
    const { win, mounted } = await startHost();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    const sco = Reflect.get(win, 'API') as {
      LMSSetValue(e: string, v: string): string;
      LMSInitialize(p: string): string;
    };
    sco.LMSInitialize('');
    sco.LMSSetValue('cmi.core.lesson_location', 'page-4');
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    const [stored] = listPendingProgress();
    expect(stored?.mediaId).toBe('m-open');
    expect(stored?.cmi).toMatchObject({ core: { lesson_location: 'page-4' } });
  });

  it('records a package that never called the runtime as completed when the player closes, once', async () => {
    startSession('m-asset');
    const { mounted, frame } = await startHost();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    frame.loaded();
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    actors.splice(0).forEach((a) => a.stop());
    const stored = listPendingProgress();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.cmi).toMatchObject({ core: { lesson_status: 'completed' } });
  });

  it('still stores the SCO finishing as its frame goes, just after the player closed', async () => {
    startSession('m-late');
    const { win, mounted } = await startHost();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    const sco = Reflect.get(win, 'API') as { LMSInitialize(p: string): string; LMSFinish(p: string): string };
    sco.LMSInitialize('');
    await tick();
    actors.splice(0).forEach((a) => a.stop());
    // Closing stored the open session's state; the SCO's unload handler then finishes.
    expect(listPendingProgress()).toHaveLength(1);
    sco.LMSFinish('');
    await vi.waitFor(() => expect(listPendingProgress()).toHaveLength(2));
    expect(listPendingProgress()[1]?.cmi).toMatchObject({ core: { lesson_status: 'completed' } });
  });

  it('records nothing for a page left before it had loaded (a SCO initializes as it loads)', async () => {
    startSession('m-early');
    const { mounted } = await startHost();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    actors.splice(0).forEach((a) => a.stop());
    expect(listPendingProgress()).toEqual([]);
  });

  it('records nothing when the host page never answered', async () => {
    startSession('m-nothing');
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    expect(listPendingProgress()).toEqual([]);
  });
});

describe('the host side of the channel', () => {
  it('accepts a launch only from the app origin and the parent window, and only once', async () => {
    const { win, channel, mounted } = await startHost();
    const message = { type: 'scormHost.launch', path: PATH, title: 'Course', launch };
    post(win, message, 'https://evil.example', channel.parent);
    post(win, message, APP_ORIGIN, { postMessage: () => {} });
    await tick();
    expect(mounted).toEqual([]);
    expect(Reflect.get(win, 'API')).toBeUndefined();
    post(win, message, APP_ORIGIN, channel.parent);
    post(win, { ...message, path: PATH.replace('index', 'other') }, APP_ORIGIN, channel.parent);
    await tick();
    expect(mounted).toEqual([{ path: PATH, title: 'Course' }]);
    // Announced itself, then reported a package that has not started yet.
    expect(channel.fromHost.map((m) => (m as { type: string }).type)).toEqual([
      'scormHost.ready',
      'scormHost.state',
    ]);
  });

  it('ends the SCO on unload: removes its frame, reports what its unload handler did, then closed', async () => {
    const { win, channel, mounted, frame } = await startHost();
    post(win, { type: 'scormHost.launch', path: PATH, title: 'Course', launch }, APP_ORIGIN, channel.parent);
    await tick();
    expect(mounted).toHaveLength(1);
    const sco = Reflect.get(win, 'API') as { LMSInitialize(p: string): string; LMSFinish(p: string): string };
    sco.LMSInitialize('');
    frame.loaded();
    await tick();
    channel.fromHost.length = 0;
    // The SCO finishes in its own unload handler, as its frame is removed.
    frame.onRemove = () => sco.LMSFinish('');
    post(win, { type: 'scormHost.unload' }, APP_ORIGIN, channel.parent);
    expect(frame.removed).toBe(1);
    expect(channel.fromHost).toEqual([
      expect.objectContaining({ type: 'scormHost.commit', kind: 'finish' }),
      { type: 'scormHost.state', phase: 'finished' },
      { type: 'scormHost.closed' },
    ]);
    // A host page runs one SCO once: no second launch after it.
    post(win, { type: 'scormHost.launch', path: PATH, title: 'Again', launch }, APP_ORIGIN, channel.parent);
    await tick();
    expect(mounted).toHaveLength(1);
    // Only the app may ask.
    const before = frame.removed;
    post(win, { type: 'scormHost.unload' }, 'https://evil.example', channel.parent);
    post(win, { type: 'scormHost.unload' }, APP_ORIGIN, { postMessage: () => {} });
    expect(frame.removed).toBe(before);
  });

  it('launches nothing but a file of an extracted package on its own origin', () => {
    for (const path of [
      'javascript:alert(1)',
      'https://evil.example/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/a.html',
      '//evil.example/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/a.html',
      '/files/scorm/not-a-uuid/a.html',
      '/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/../../../oidc/a.html',
      '/oidc/auth',
    ]) {
      expect(isPackagePath(path), path).toBe(false);
      expect(parseLaunchMessage({ type: 'scormHost.launch', path, title: 't', launch })).toBeUndefined();
    }
    for (const bad of [
      { ...launch, studentId: 7 },
      { ...launch, scoreRaw: '90' },
      { ...launch, suspendData: undefined },
      { ...launch, launchData: 5 },
      { ...launch, maxTimeAllowed: { at: 1 } },
      null,
    ])
      expect(
        parseLaunchMessage({ type: 'scormHost.launch', path: PATH, title: 't', launch: bad }),
      ).toBeUndefined();
    expect(parseLaunchMessage({ type: 'scormHost.launch', path: PATH, title: 't', launch })).toEqual({
      type: 'scormHost.launch',
      path: PATH,
      title: 't',
      launch,
    });
    const sco = { ...launch, launchData: 'start=1', maxTimeAllowed: '0000:30:00', timeLimitAction: null };
    expect(
      parseLaunchMessage({ type: 'scormHost.launch', path: PATH, title: 't', launch: sco })?.launch,
    ).toEqual(sco);
    expect(parseAppMessage({ type: 'scormHost.unload', extra: 1 })).toEqual({ type: 'scormHost.unload' });
    expect(parseAppMessage({ type: 'scormHost.reload' })).toBeUndefined();
    expect(isPackagePath(PATH)).toBe(true);
    expect(isPackagePath(`${PATH}?lesson=2#top`)).toBe(true);
  });
});
