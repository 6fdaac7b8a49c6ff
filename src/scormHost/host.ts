// The SCORM host page's logic, on the content origin: waits for the app's launch message, runs the
// SCORM 1.2 runtime on its own window (the SCO, in a frame below, finds it by walking window.parent)
// and reports every commit and every change of state to the app, which stores and sends them. One
// host page runs one SCO once: the app frames a new host page for the next SCO.
import { createScormRuntime, installScormApi, type ScormRuntime } from '../services/scorm';
import { parseAppMessage, type HostMessage } from '../services/scormBridge';

export interface ScormHostOptions {
  win: Window;
  /** The app's origin: the only sender of a launch, the only receiver of reports. */
  appOrigin: string;
  /**
   * Puts the SCO's frame on the page; calls `loaded` once its page has loaded, and returns what
   * removes the frame again (which runs the SCO's own unload handlers).
   */
  mountFrame: (path: string, title: string, loaded: () => void) => () => void;
  /** The app's window; `win.parent` unless a test connects the two itself. */
  parent?: Pick<Window, 'postMessage'>;
}

export function startScormHost({
  win,
  appOrigin,
  mountFrame,
  parent = win.parent,
}: ScormHostOptions): () => void {
  const post = (message: HostMessage) => parent.postMessage(message, appOrigin);
  let runtime: ScormRuntime | undefined;
  let uninstall = () => {};
  let unmount: (() => void) | undefined;
  let loaded = false;
  let statePending = false;

  const postState = () => {
    statePending = false;
    if (!runtime) return;
    if (runtime.isOpen()) post({ type: 'scormHost.state', phase: 'open', cmi: runtime.snapshot().cmi });
    // A SCO initializes as its page loads: one left before that is not a package without run-time
    // calls, and must not be recorded as completed.
    else if (runtime.neverStarted() && !loaded) post({ type: 'scormHost.state', phase: 'loading' });
    else if (runtime.neverStarted())
      post({ type: 'scormHost.state', phase: 'notStarted', cmi: runtime.completedWithoutRuntime().cmi });
    else post({ type: 'scormHost.state', phase: 'finished' });
  };
  // A SCO sets many values in one go; one report per task is enough.
  const scheduleState = () => {
    if (statePending) return;
    statePending = true;
    queueMicrotask(postState);
  };

  // Removing the SCO's frame runs its unload handlers now (a SCO often finishes there), so what the
  // app hears next is final; `closed` tells it so.
  const unload = () => {
    const remove = unmount;
    unmount = () => {};
    remove?.();
    postState();
    post({ type: 'scormHost.closed' });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== appOrigin) return;
    const message = parseAppMessage(event.data);
    if (message?.type === 'scormHost.unload') return unload();
    if (!message || runtime || unmount) return;
    const started = createScormRuntime(message.launch, (commit) => {
      post({
        type: 'scormHost.commit',
        kind: commit.kind === 'finish' ? 'finish' : 'commit',
        cmi: commit.cmi,
      });
      scheduleState();
    });
    runtime = started;
    started.api.on('LMSInitialize', scheduleState);
    started.api.on('LMSSetValue', scheduleState);
    uninstall = installScormApi(win, started);
    postState();
    unmount = mountFrame(message.path, message.title, () => {
      if (loaded) return;
      loaded = true;
      scheduleState();
    });
  };

  win.addEventListener('message', onMessage);
  // The app may be leaving too; whatever it receives is the newest state.
  const onPageHide = () => postState();
  win.addEventListener('pagehide', onPageHide);
  post({ type: 'scormHost.ready' });
  return () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('pagehide', onPageHide);
    uninstall();
  };
}
