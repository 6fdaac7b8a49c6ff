// SCORM 1.2 run-time adapter on scorm-again: builds the `window.API` a SCO talks to from the saved
// launch state, and hands every LMSCommit/LMSFinish to the caller as a plain CMI object while the
// SCO's call is still running, so the caller can store it before the SCO hears "true".
import { Scorm12API } from 'scorm-again';

/** The saved state a launch starts from (the API's ScormLaunch). */
export interface ScormStartState {
  studentId: string;
  studentName: string;
  lessonStatus: string;
  lessonLocation: string;
  suspendData: string;
  entry: string;
  credit: string;
  totalTime: string;
  scoreRaw?: number | null;
  masteryScore?: number | null;
  /** adlcp:datafromlms: cmi.launch_data. */
  launchData?: string | null;
  /** adlcp:maxtimeallowed: cmi.student_data.max_time_allowed (CMITimespan). */
  maxTimeAllowed?: string | null;
  /** adlcp:timelimitaction: cmi.student_data.time_limit_action. */
  timeLimitAction?: string | null;
}

export type ScormCommitKind = 'commit' | 'finish' | 'pagehide';

export interface ScormCommit {
  kind: ScormCommitKind;
  /** The data model as scorm-again exports it: { core: {...}, suspend_data, ... }. */
  cmi: Record<string, unknown>;
}

export interface ScormRuntime {
  /** The object installed as `window.API`. */
  api: Scorm12API;
  /** Initialized and not yet finished: a final commit on `pagehide` is still due. */
  isOpen: () => boolean;
  /**
   * The current state as a commit, for `pagehide` when the SCO never finished: an interrupted session,
   * so the attempt stays resumable (exit "suspend" unless the SCO said otherwise).
   */
  snapshot: () => ScormCommit;
  /** True while the SCO has made no LMSInitialize call (a content-only package never does). */
  neverStarted: () => boolean;
  /** The state the LMS records for a SCO that never used the run-time: completed, as an asset is. */
  completedWithoutRuntime: () => ScormCommit;
}

/** Real packages store far more than the 4096 characters SCORM 1.2 allows; 64 KB is the floor. */
export const SUSPEND_DATA_MAX = 256 * 1024;

// scorm-again caps cmi.suspend_data at 64000 characters. The cap lives in the core object's
// setter, so the instance gets its own property with a larger limit; beyond it the library's own
// setter still raises 405 (incorrect data type).
function widenSuspendData(core: object): void {
  const proto: unknown = Object.getPrototypeOf(core);
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'suspend_data');
  if (!descriptor?.get || !descriptor.set) throw new Error('scorm-again changed: no suspend_data accessor');
  const { get, set } = descriptor;
  Object.defineProperty(core, 'suspend_data', {
    configurable: true,
    enumerable: true,
    get() {
      return get.call(this) as string;
    },
    set(value: unknown) {
      if (typeof value === 'string' && value.length <= SUSPEND_DATA_MAX) {
        Reflect.set(this as object, '_suspend_data', value);
      } else {
        set.call(this, value);
      }
    },
  });
}

function startingJson(state: ScormStartState) {
  const core: Record<string, unknown> = {
    student_id: state.studentId,
    student_name: state.studentName,
    lesson_location: state.lessonLocation,
    credit: state.credit || 'credit',
    entry: state.entry,
    total_time: state.totalTime || '0000:00:00',
    lesson_mode: 'normal',
  };
  // A stored status would count as "set by the SCO"; on a first launch the runtime sets
  // "not attempted" itself, so LMSFinish can still complete a SCO that reports nothing.
  if (state.lessonStatus && state.lessonStatus !== 'not attempted') core.lesson_status = state.lessonStatus;
  if (state.scoreRaw !== null && state.scoreRaw !== undefined) core.score = { raw: String(state.scoreRaw) };
  const json: Record<string, unknown> = { core, suspend_data: state.suspendData };
  if (state.masteryScore !== null && state.masteryScore !== undefined) {
    json.student_data = { mastery_score: String(state.masteryScore) };
  }
  return json;
}

/**
 * The manifest's values per SCO (read-only for the SCO, so set before LMSInitialize as the LMS does),
 * one at a time: a value the runtime refuses (a maxtimeallowed that is no timespan) is left out
 * rather than keeping the SCO from starting.
 */
function manifestJson(state: ScormStartState): Array<Record<string, unknown>> {
  const parts: Array<Record<string, unknown>> = [];
  if (state.launchData) parts.push({ launch_data: state.launchData });
  if (state.maxTimeAllowed) parts.push({ student_data: { max_time_allowed: state.maxTimeAllowed } });
  if (state.timeLimitAction) parts.push({ student_data: { time_limit_action: state.timeLimitAction } });
  return parts;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function createScormRuntime(
  state: ScormStartState,
  onCommit: (commit: ScormCommit) => void,
): ScormRuntime {
  const api = new Scorm12API({
    autocommit: false,
    lmsCommitUrl: false,
    // completed on finish when the SCO set no status; passed/failed from the mastery score.
    autoCompleteLessonStatus: true,
    mastery_override: true,
    logLevel: 'NONE',
  });
  widenSuspendData(api.cmi.core);
  api.loadFromJSON(startingJson(state));
  for (const part of manifestJson(state)) {
    try {
      api.loadFromJSON(part);
    } catch {
      // Refused by the data model's own check; the SCO sees the element empty.
    }
  }

  // total_time carries this session too, so a resumed launch starts from the real total.
  const exportCmi = (terminate: boolean): Record<string, unknown> => {
    const rendered: unknown = api.renderCommitCMI(terminate, true);
    const wrapped = isRecord(rendered) && isRecord(rendered.cmi) ? rendered.cmi : rendered;
    return isRecord(wrapped) ? wrapped : {};
  };
  let finished = false;
  // scorm-again counts its own default "not attempted" as set by the SCO, which would keep a SCO that
  // reports no status from completing on LMSFinish.
  api.on('LMSInitialize', () => {
    if (api.cmi.core.lesson_status === 'not attempted') api.statusSetByModule = false;
  });
  api.on('LMSCommit', () => onCommit({ kind: 'commit', cmi: exportCmi(false) }));
  api.on('LMSFinish', () => {
    finished = true;
    onCommit({ kind: 'finish', cmi: exportCmi(true) });
  });
  // SCORM 1.2 ends the session with LMSFinish; scorm-again would still accept calls, and a late
  // commit would record a second final state. 301 (not initialized) as the standard has it.
  const closed =
    <A extends unknown[]>(call: (...args: A) => string, refused: string) =>
    (...args: A): string => {
      if (!finished) return call(...args);
      Reflect.set(api, 'lastErrorCode', '301');
      return refused;
    };
  api.LMSGetValue = closed(api.LMSGetValue.bind(api), '');
  api.LMSSetValue = closed(api.LMSSetValue.bind(api), 'false');
  api.LMSCommit = closed(api.LMSCommit.bind(api), 'false');
  api.LMSFinish = closed(api.LMSFinish.bind(api), 'false');
  return {
    api,
    isOpen: () => api.isInitialized() && !finished,
    snapshot: () => {
      const cmi = exportCmi(true);
      const core = isRecord(cmi.core) ? cmi.core : {};
      const exit = typeof core.exit === 'string' && core.exit !== '' ? core.exit : 'suspend';
      return { kind: 'pagehide', cmi: { ...cmi, core: { ...core, exit } } };
    },
    neverStarted: () => !api.isInitialized() && !finished,
    completedWithoutRuntime: () => {
      const cmi = exportCmi(true);
      const core = isRecord(cmi.core) ? cmi.core : {};
      return { kind: 'finish', cmi: { ...cmi, core: { ...core, lesson_status: 'completed' } } };
    },
  };
}

/** The window property a SCORM 1.2 SCO looks for, walking up its parents. */
export function installScormApi(win: Window, runtime: ScormRuntime): () => void {
  Object.assign(win, { API: runtime.api });
  return () => {
    if (Reflect.get(win, 'API') === runtime.api) Reflect.deleteProperty(win, 'API');
  };
}
