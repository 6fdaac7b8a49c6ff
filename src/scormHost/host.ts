// The SCORM host page's logic, on the content origin: waits for the app's launch message, runs the
// SCORM 1.2 runtime on its own window (the SCO, in a frame below, finds it by walking window.parent)
// and reports every commit and every change of state to the app, which stores and sends them.
import { createScormRuntime, installScormApi, type ScormRuntime } from '../services/scorm';
import { parseLaunchMessage, type HostMessage } from '../services/scormBridge';

export interface ScormHostOptions {
  win: Window;
  /** The app's origin: the only sender of a launch, the only receiver of reports. */
  appOrigin: string;
  /** Puts the SCO's frame on the page. */
  mountFrame: (path: string, title: string) => void;
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
  let statePending = false;

  const postState = () => {
    statePending = false;
    if (!runtime) return;
    if (runtime.isOpen()) post({ type: 'scormHost.state', phase: 'open', cmi: runtime.snapshot().cmi });
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

  const onMessage = (event: MessageEvent) => {
    if (runtime || event.source !== parent || event.origin !== appOrigin) return;
    const launch = parseLaunchMessage(event.data);
    if (!launch) return;
    const started = createScormRuntime(launch.launch, (commit) => {
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
    mountFrame(launch.path, launch.title);
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
