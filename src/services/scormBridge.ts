// The messages between the app and the SCORM host page (src/scormHost), which runs on the content
// origin so that a package never shares an origin with the session tokens. The host runs the SCORM
// runtime itself (a SCO needs synchronous answers); the app stores and sends what it reports. Both
// sides validate every message: anything else on the channel is ignored.
import type { ScormStartState } from './scorm';

// Hand-written guards rather than zod: the host page is its own entry, and a module shared with the
// app's entry would be split into a chunk of its own and cost the app's first load.

export const SCORM_HOST_PAGE = '/scorm-host.html';

/** Only packages served by the content listener may be launched by the host. */
export const isPackagePath = (path: string): boolean =>
  /^\/files\/scorm\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^\\]+$/i.test(path) &&
  !(path.split(/[?#]/)[0] ?? '').split('/').some((segment) => segment === '..' || segment === '.');

type Cmi = Record<string, unknown>;
export type HostPhase = 'loading' | 'notStarted' | 'open' | 'finished';

/**
 * Host to app. `state` says what the session looks like now, after every change: `loading` until the
 * SCO's page has loaded; `open` (initialized, not finished) with the state a final commit would
 * store; `notStarted` (loaded, never initialized) with the state the LMS records for a package that
 * never calls the runtime; `finished` once LMSFinish reported the final state as a commit. `closed`
 * answers `unload`: the SCO's page is gone (its unload handlers ran) and the state before it is final.
 */
export type HostMessage =
  | { type: 'scormHost.ready' }
  | { type: 'scormHost.commit'; kind: 'commit' | 'finish'; cmi: Cmi }
  | { type: 'scormHost.state'; phase: HostPhase; cmi?: Cmi }
  | { type: 'scormHost.closed' };

/** App to host: what to launch and the state it starts from. Nothing of the session. */
export interface LaunchMessage {
  type: 'scormHost.launch';
  /** Root-relative address of the SCO's launch file on the content origin. */
  path: string;
  /** Accessible name of the SCO's frame, in the learner's language. */
  title: string;
  launch: ScormStartState;
}

/** App to host: end the SCO's page (the learner moves to another SCO); the host answers `closed`. */
export interface UnloadMessage {
  type: 'scormHost.unload';
}

export type AppMessage = LaunchMessage | UnloadMessage;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const PHASES: readonly unknown[] = ['loading', 'notStarted', 'open', 'finished'];

export function parseHostMessage(data: unknown): HostMessage | undefined {
  if (!isRecord(data)) return undefined;
  const { type, kind, cmi, phase } = data;
  if (type === 'scormHost.ready' || type === 'scormHost.closed') return { type };
  if (type === 'scormHost.commit' && (kind === 'commit' || kind === 'finish') && isRecord(cmi))
    return { type, kind, cmi };
  if (type === 'scormHost.state' && PHASES.includes(phase) && (cmi === undefined || isRecord(cmi)))
    return { type, phase: phase as HostPhase, cmi };
  return undefined;
}

const STRING_FIELDS = [
  'studentId',
  'studentName',
  'lessonStatus',
  'lessonLocation',
  'suspendData',
  'entry',
  'credit',
  'totalTime',
] as const;
const optionalNumber = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v));
const optionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string';

function parseStartState(v: unknown): ScormStartState | undefined {
  if (!isRecord(v)) return undefined;
  if (!STRING_FIELDS.every((field) => typeof v[field] === 'string')) return undefined;
  if (!optionalNumber(v.scoreRaw) || !optionalNumber(v.masteryScore)) return undefined;
  if (![v.launchData, v.maxTimeAllowed, v.timeLimitAction].every(optionalString)) return undefined;
  return v as unknown as ScormStartState;
}

export function parseAppMessage(data: unknown): AppMessage | undefined {
  if (isRecord(data) && data.type === 'scormHost.unload') return { type: 'scormHost.unload' };
  return parseLaunchMessage(data);
}

export function parseLaunchMessage(data: unknown): LaunchMessage | undefined {
  if (!isRecord(data) || data.type !== 'scormHost.launch') return undefined;
  const { path, title } = data;
  const launch = parseStartState(data.launch);
  if (typeof path !== 'string' || !isPackagePath(path) || typeof title !== 'string' || !launch)
    return undefined;
  return { type: 'scormHost.launch', path, title, launch };
}

/** The host page's address for a configured content origin; undefined when none is configured. */
export function scormHostUrl(contentOrigin: string): string | undefined {
  try {
    return new URL(SCORM_HOST_PAGE, contentOrigin).href;
  } catch {
    return undefined;
  }
}
