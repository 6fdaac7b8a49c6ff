// @vitest-environment jsdom
// The real SCORM 1.2 fixture packages (Rustici's "Golf Explained", ../shared/fixtures/scorm12), extracted
// with the importer and played against the app's own runtime (src/services/scorm.ts) like a learner
// would: the launch page runs in a frame below the player window that carries window.API, the SCO's
// own pages load into its own content frame, and every value asserted below is one the SCO set.
//
// The Golf SCO needs real frames that load files (its content iframe, `parent.RecordTest`, the
// assessment page's `document.write('<script src=...>')`), which vitest's jsdom window does not do
// (it loads no resources). So the player page is a second jsdom window with `resources: 'usable'`
// on a file: URL inside the extracted package; nothing in the package is changed. The only shims are
// `window.confirm`/`window.alert` on the SCO's frame (jsdom does not implement them): confirm
// answers "yes" and is recorded, alert is recorded (and must stay empty).
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createActor } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractScormPackage, inspectScormPackage } from '../../server/scorm/importer';
import { scormPlayerActors } from '../../src/machines/learning/scormPlayerActors';
import type { ApiSettings } from '../../src/services/api';
import {
  createScormRuntime,
  installScormApi,
  type ScormCommit,
  type ScormRuntime,
  type ScormStartState,
} from '../../src/services/scorm';
import { startScormHost } from '../../src/scormHost/host';
import { listPendingProgress } from '../../src/services/storage';
import { fixture, fixturesPresent } from '../server/scorm/helpers';
import { APP_ORIGIN, CONTENT_ORIGIN, connectHost } from './scormChannel';

// jsdom ships no type declarations in this project; the few members used here.
interface JsdomWindow extends Window {
  close(): void;
}
interface JsdomInstance {
  window: JsdomWindow;
}
interface JsdomModule {
  JSDOM: new (html: string, options: Record<string, unknown>) => JsdomInstance;
  VirtualConsole: new () => { on(event: string, listener: (error: Error) => void): void };
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as JsdomModule;

/** What the Golf SCO declares globally in its launch page and assessment page. */
interface GolfLaunchWindow extends Window {
  pageArray: string[];
  currentPage: number;
}
interface GolfQuestion {
  Id: string;
  Type: 'choice' | 'true-false' | 'numeric';
  Answers: string[] | null;
  CorrectAnswer: string | number | boolean;
}
interface GolfAssessmentWindow extends Window {
  test: { Questions: GolfQuestion[] };
}

let workDir = '';
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'scorm-fixtures-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Imports a fixture with the product's importer and returns the folder and manifest launch path. */
async function importFixture(name: string) {
  const data = fixture(name);
  const pkg = inspectScormPackage(data, name);
  const dir = path.join(workDir, name.replace(/\.zip$/, ''));
  await extractScormPackage(data, pkg, dir);
  return { dir, pkg };
}

const firstLaunch: ScormStartState = {
  studentId: 'u-7',
  studentName: 'Vardon, Harry',
  lessonStatus: 'not attempted',
  lessonLocation: '',
  suspendData: '',
  entry: 'ab-initio',
  credit: 'credit',
  totalTime: '0000:00:00',
  scoreRaw: null,
  masteryScore: null,
};

const once = (target: EventTarget, type: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} event`)), 5000);
    target.addEventListener(type, () => (clearTimeout(timer), resolve()), { once: true });
  });

const players: JsdomInstance[] = [];
afterEach(() => {
  for (const player of players.splice(0)) player.window.close();
});

interface Played {
  player: JsdomInstance;
  sco: HTMLIFrameElement;
  confirms: string[];
  alerts: string[];
  errors: string[];
}

/**
 * Opens the player page (a jsdom window with resource loading, on a file: URL inside the package),
 * installs `api` on it when given, and loads the launch page into a frame below it.
 */
async function play(
  dir: string,
  launchPath: string,
  host?: ScormRuntime,
  prepare?: (win: Window) => Promise<void>,
): Promise<Played> {
  const virtualConsole = new VirtualConsole();
  const errors: string[] = [];
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  const player = new JSDOM('<!doctype html><title>player</title><body></body>', {
    url: pathToFileURL(path.join(dir, 'player.html')).href,
    runScripts: 'dangerously',
    resources: 'usable',
    pretendToBeVisual: true,
    virtualConsole,
  });
  players.push(player);
  if (host) installScormApi(player.window, host);
  if (prepare) await prepare(player.window);
  const doc = player.window.document;
  const sco = doc.createElement('iframe');
  sco.src = launchPath;
  const loaded = once(sco, 'load');
  doc.body.append(sco);
  // jsdom creates the frame's window when the frame is attached and parses the page into it later,
  // so the shims are in place before the SCO's scripts run.
  const confirms: string[] = [];
  const alerts: string[] = [];
  const win = sco.contentWindow as Window;
  win.confirm = (message?: string) => (confirms.push(String(message)), true);
  win.alert = (message?: unknown) => void alerts.push(String(message));
  // jsdom 29 bug: a document keeps its "all async resources done" listener after its load event,
  // so every later frame load inside the launch page fires `load` on its window again, and the
  // SCO's <body onload="doStart()"> would initialize and ask to resume once per page. A browser
  // fires load once; this capturing listener (registered before the page's own handler) lets only
  // the first one through.
  let loads = 0;
  win.addEventListener(
    'load',
    (event) => {
      if (++loads > 1) event.stopImmediatePropagation();
    },
    true,
  );
  await loaded;
  // The Golf launch page points its content frame at the first (or bookmarked) page on load.
  const content = win.document.getElementById('contentFrame');
  if (content) await once(content, 'load');
  if (content) await settled({ sco } as Played);
  return { player, sco, confirms, alerts, errors };
}

const launchWindow = (p: Played) => p.sco.contentWindow as GolfLaunchWindow;
const contentFrame = (p: Played) =>
  launchWindow(p).document.getElementById('contentFrame') as HTMLIFrameElement;
const contentPath = (p: Played) =>
  new URL(contentFrame(p).src).pathname.replace(/^.*?\/singlescobasic\//, '');

/** Every Golf page ends with the SCO's tag line; a learner reads on once the page is there. */
const settled = (p: Played) =>
  vi.waitFor(
    () => {
      if (!contentFrame(p).contentDocument?.querySelector('.salespitch'))
        throw new Error(`${contentPath(p)} not rendered`);
    },
    { timeout: 5000, interval: 20 },
  );

/** Clicks one of the launch page's own buttons and waits for the content page it navigates to. */
async function clickNav(p: Played, id: 'butNext' | 'butPrevious') {
  const loaded = once(contentFrame(p), 'load');
  (launchWindow(p).document.getElementById(id) as HTMLInputElement).click();
  await loaded;
  await settled(p);
}

/** Answers the Golf assessment by clicking/typing in its own form, right or wrong. */
function answerAssessment(p: Played, right: boolean) {
  const frame = contentFrame(p).contentWindow as GolfAssessmentWindow;
  const doc = frame.document;
  const questions = frame.test.Questions;
  for (const q of questions) {
    const el = (suffix: string) => doc.getElementById(`question_${q.Id}_${suffix}`) as HTMLInputElement;
    if (q.Type === 'choice') {
      const answers = q.Answers ?? [];
      const correct = answers.indexOf(String(q.CorrectAnswer));
      el(String(right ? correct : (correct + 1) % answers.length)).click();
    } else if (q.Type === 'true-false') {
      el(q.CorrectAnswer === right ? 'True' : 'False').click();
    } else {
      el('Text').value = right ? String(q.CorrectAnswer) : '999';
    }
  }
  (doc.querySelector('input[type="button"][value="Submit Answers"]') as HTMLInputElement).click();
  return { count: questions.length, text: doc.getElementById('test')?.textContent ?? '' };
}

/** As the SCO writes it (HHHH:MM:SS, no fraction: ConvertMilliSecondsToSCORMTime(ms, false)). */
const SCO_TIMESPAN = /^\d{4}:\d{2}:\d{2}$/;
/** As scorm-again renders it in the commit (HH:MM:SS, see scorm-conformance-data.test.ts). */
const SCORM_TIMESPAN = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;

/** The app's runtime with the commits it hands over and every value the SCO set, in order. */
function runtimeFor(state: ScormStartState) {
  const commits: ScormCommit[] = [];
  const sets: [string, string][] = [];
  const runtime = createScormRuntime(state, (c) => commits.push(c));
  runtime.api.on('LMSSetValue.cmi.*', (element: string, value: unknown) =>
    sets.push([element, String(value)]),
  );
  const setOf = (element: string) => sets.filter(([e]) => e === element).map(([, v]) => v);
  return { runtime, commits, sets, setOf };
}

interface CoreCmi {
  lesson_status: string;
  lesson_location: string;
  exit: string;
  session_time: string;
  total_time: string;
  entry: string;
  score: { raw: string; min: string; max: string };
}
const core = (commit: ScormCommit | undefined) => commit?.cmi.core as CoreCmi;

describe.skipIf(!fixturesPresent)('singlescobasic.zip (Golf Explained, basic run-time calls)', () => {
  let dir = '';
  let launchPath = '';
  beforeAll(async () => {
    const imported = await importFixture('singlescobasic.zip');
    dir = imported.dir;
    launchPath = imported.pkg.launchPath;
    expect(launchPath).toBe('shared/launchpage.html');
  });

  it('plays every page and the assessment to the end: completed, then passed with 100, finished', async () => {
    const { runtime, commits, setOf } = runtimeFor(firstLaunch);
    const p = await play(dir, launchPath, runtime);

    // On load the SCO initialized, marked itself incomplete and bookmarked page 0.
    expect(runtime.isOpen()).toBe(true);
    expect(runtime.api.LMSGetValue('cmi.core.lesson_status')).toBe('incomplete');
    expect(runtime.api.LMSGetValue('cmi.core.lesson_location')).toBe('0');
    expect(p.confirms).toEqual([]); // no bookmark yet, so no resume question
    expect(contentPath(p)).toBe('Playing/Playing.html');
    expect(contentFrame(p).contentDocument?.title).toBe('Playing Golf');

    const pages = launchWindow(p).pageArray;
    expect(pages).toHaveLength(16);
    for (let page = 1; page < pages.length; page++) {
      await clickNav(p, 'butNext');
      expect(runtime.api.LMSGetValue('cmi.core.lesson_location')).toBe(String(page));
    }
    // The last page is the assessment; reaching it is what the SCO calls completion.
    expect(contentPath(p)).toBe('shared/assessmenttemplate.html');
    expect(runtime.api.LMSGetValue('cmi.core.lesson_status')).toBe('completed');
    expect((launchWindow(p).document.getElementById('butNext') as HTMLInputElement).disabled).toBe(true);

    const result = answerAssessment(p, true);
    expect(result.count).toBeGreaterThan(10); // the questions of all four chapters
    expect(result.text).toContain('Score: 100');
    expect(runtime.api.LMSGetValue('cmi.core.score.raw')).toBe('100');
    expect(runtime.api.LMSGetValue('cmi.core.lesson_status')).toBe('passed');

    // Exit: the learner reached the end, so the SCO exits normally (no prompt) and calls LMSFinish.
    (launchWindow(p).document.getElementById('butExit') as HTMLInputElement).click();
    expect(p.confirms).toEqual([]);
    expect(runtime.isOpen()).toBe(false);
    expect(commits.map((c) => c.kind)).toEqual(['finish']);
    const saved = core(commits[0]);
    expect(saved.lesson_status).toBe('passed');
    expect(saved.score).toMatchObject({ raw: '100', min: '0', max: '100' });
    expect(saved.lesson_location).toBe('15');
    expect(saved.exit).toBe('');
    expect(setOf('cmi.core.session_time')).toEqual([expect.stringMatching(SCO_TIMESPAN)]);
    expect(saved.session_time).toMatch(SCORM_TIMESPAN);
    expect(saved.total_time).toMatch(SCORM_TIMESPAN);
    // Everything the SCO set, in order: status, one bookmark per page, the test, the exit.
    expect(setOf('cmi.core.lesson_status')).toEqual(['incomplete', 'completed', 'passed']);
    expect(setOf('cmi.core.lesson_location')).toEqual(pages.map((_, i) => String(i)));
    expect(setOf('cmi.core.exit')).toEqual(['']);
    // This SCO never writes cmi.suspend_data; what the LMS keeps is the empty value it started with.
    expect(commits[0]?.cmi.suspend_data ?? '').toBe('');
    // A late unload (the player removing the frame) does not finish twice.
    launchWindow(p).dispatchEvent(new Event('unload'));
    expect(commits).toHaveLength(1);
    expect(p.alerts).toEqual([]);
    expect(p.errors).toEqual([]); // no script error in any page
  });

  it('fails below 70 percent, as the SCO scores it', async () => {
    const { runtime, commits } = runtimeFor(firstLaunch);
    const p = await play(dir, launchPath, runtime);
    for (let page = 1; page < launchWindow(p).pageArray.length; page++) await clickNav(p, 'butNext');
    expect(answerAssessment(p, false).text).toContain('Score: 0');
    (launchWindow(p).document.getElementById('butExit') as HTMLInputElement).click();
    expect(core(commits.at(-1))).toMatchObject({
      lesson_status: 'failed',
      score: { raw: '0', min: '0', max: '100' },
      exit: '',
    });
    expect(p.alerts).toEqual([]);
  });

  it('suspends when the learner leaves midway and resumes at the bookmark on the next launch', async () => {
    const { runtime, commits, setOf } = runtimeFor(firstLaunch);
    const p = await play(dir, launchPath, runtime);
    for (let page = 1; page <= 4; page++) await clickNav(p, 'butNext');
    await clickNav(p, 'butPrevious');
    expect(contentPath(p)).toBe('Playing/OtherScoring.html');

    // The learner closes the player: the browser fires beforeunload/unload on the SCO's frame, and
    // the SCO's own handler (doUnload(false)) sets exit=suspend and calls LMSFinish.
    const scoWindow = launchWindow(p);
    scoWindow.dispatchEvent(new Event('beforeunload'));
    scoWindow.dispatchEvent(new Event('unload'));
    expect(commits.map((c) => c.kind)).toEqual(['finish']);
    const saved = core(commits[0]);
    expect(saved).toMatchObject({ lesson_status: 'incomplete', lesson_location: '3', exit: 'suspend' });
    expect(setOf('cmi.core.exit')).toEqual(['suspend']);
    expect(setOf('cmi.core.session_time')).toEqual([expect.stringMatching(SCO_TIMESPAN)]);
    expect(saved.session_time).toMatch(SCORM_TIMESPAN);
    expect(commits[0]?.cmi.suspend_data ?? '').toBe('');

    // Relaunch from what was stored: entry resume after a suspend, bookmark and status restored.
    const resumeState: ScormStartState = {
      ...firstLaunch,
      entry: saved.exit === 'suspend' ? 'resume' : '',
      lessonStatus: saved.lesson_status,
      lessonLocation: saved.lesson_location,
      suspendData: String(commits[0]?.cmi.suspend_data ?? ''),
      totalTime: saved.total_time,
    };
    const { runtime: second, setOf: secondSets } = runtimeFor(resumeState);
    const q = await play(dir, launchPath, second);
    // The SCO read the bookmark back, asked to resume, and opened the saved page.
    expect(q.confirms).toEqual(['Would you like to resume from where you previously left off?']);
    expect(launchWindow(q).currentPage).toBe(3);
    expect(contentPath(q)).toBe('Playing/OtherScoring.html');
    expect(second.api.LMSGetValue('cmi.core.entry')).toBe('resume');
    // Already incomplete, so the SCO leaves the status alone.
    expect(second.api.LMSGetValue('cmi.core.lesson_status')).toBe('incomplete');
    expect(second.api.LMSGetValue('cmi.core.lesson_location')).toBe('3');
    expect(secondSets('cmi.core.lesson_status')).toEqual([]);
    expect(secondSets('cmi.core.lesson_location')).toEqual(['3']); // goToPage re-bookmarks page 3
    expect([...p.alerts, ...q.alerts]).toEqual([]);
    expect([...p.errors, ...q.errors]).toEqual([]);
  });
});

describe.skipIf(!fixturesPresent)('singlesco_scorm12.zip (content packaging only, no run-time calls)', () => {
  it('launches its page, makes no API call, and closing the player records it completed', async () => {
    const { dir, pkg } = await importFixture('singlesco_scorm12.zip');
    expect(pkg.launchPath).toBe('shared/launchpage.html');

    // The player's own session actor (scormPlayerActors().scormSession) on this window, and the host
    // page's logic (src/scormHost/host.ts) on the player window, connected as postMessage connects the
    // app and the content origin. The host runs the runtime; the app stores what it reports. No token
    // is needed: nothing gets sent.
    const logic = scormPlayerActors(
      () => {
        throw new Error('no GraphQL call expected');
      },
      () => Promise.resolve(null),
    ).scormSession;
    const mediaId = 'golf-cp';
    const session = createActor(logic, {
      input: {
        api: { apiUrl: 'http://api.invalid/graphql' } as ApiSettings,
        contentOrigin: CONTENT_ORIGIN,
        path: `/files/scorm/5d0c2b8e-1f4a-4b7e-8c2d-9a6e3f1b0c44/${pkg.launchPath}`,
        title: 'Course: Golf',
        mediaId,
        scoId: null,
        isAsset: false,
        packageId: null,
        launch: firstLaunch,
      },
    });
    session.start();
    let api: ScormRuntime['api'] | undefined;
    let stopHost = () => {};
    // The page is played below by the test itself; the host hears when it has loaded.
    let pageLoaded = () => {};
    const launched = async (win: Window) => {
      const channel = connectHost(window, win);
      stopHost = startScormHost({
        win,
        appOrigin: APP_ORIGIN,
        parent: channel.parent,
        mountFrame: (_path, _title, loaded) => {
          pageLoaded = loaded;
          return () => {};
        },
      });
      await vi.waitFor(() => expect(Reflect.get(win, 'API')).toBeDefined());
      api = Reflect.get(win, 'API') as ScormRuntime['api'];
      expect(api.isInitialized()).toBe(false);
    };

    // The launch page says so itself: this package has no launchable course ("Not implemented yet").
    const p = await play(dir, pkg.launchPath, undefined, launched);
    const scoDoc = launchWindow(p).document;
    expect(scoDoc.querySelector('h1')?.textContent).toBe('Not implemented yet');
    expect(scoDoc.querySelectorAll('script')).toHaveLength(0);
    pageLoaded();
    // The host reports the loaded page that never called the runtime (a task later).
    await new Promise((resolve) => setTimeout(resolve, 10));

    session.stop();
    stopHost();
    // The SCO never called LMSInitialize; closing the player stores one record in which the LMS set
    // the status itself: completed.
    expect(api?.isInitialized()).toBe(false);
    const stored = listPendingProgress().filter((r) => r.mediaId === mediaId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.cmi).toMatchObject({ core: { lesson_status: 'completed' } });
    // The runtime lived on the host's window only.
    expect(Reflect.get(window, 'API')).toBeUndefined();
  });
});
