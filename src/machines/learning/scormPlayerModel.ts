// What the SCORM player machine works with and decides from its context: its input, context and events,
// which SCO to open next, the session a SCO is launched with, and the items after a SCO reported or the
// server was read again. Pure functions.
import type { ApiSettings } from '../../services/api';
import {
  canEnter,
  courseOf,
  findItem,
  nextItem,
  previousItem,
  startItemOf,
  startStateOf,
  type Course,
  type CourseItem,
  type Learner,
  type LoadedCourse,
  type ScormLaunchLike,
} from '../../services/scormCourse';
import { withCmi, withEnterable } from '../../services/scormItemState';
import type { ScormSessionInput } from './scormPlayerActors';

export type SessionCmi = Record<string, unknown>;

export interface ScormPlayerInput {
  api: ApiSettings;
  /** Origin of the content listener that serves the host page and the package. */
  contentOrigin: string;
  mediaId: string;
  /** The medium's title. */
  title: string;
  /** The launch state: the learner, the items with their state, where to start. */
  launch: ScormLaunchLike;
  /** The medium's launch address: the SCO of a launch that lists no items. */
  url: string | null;
  /** Accessible name of a SCO's frame, in the learner's language. */
  frameTitle: (item: CourseItem) => string;
}

export interface ScormPlayerContext extends Course {
  api: ApiSettings;
  contentOrigin: string;
  mediaId: string;
  learner: Learner;
  /** The package the learner's attempt runs on: every commit names it. */
  packageId: string | null;
  /**
   * The items of another package version the server answered (the learner finished the one playing
   * and the medium was given a new one): never mixed into this package's items, opened from its start
   * when the learner next opens a SCO.
   */
  newVersion: LoadedCourse | null;
  frameTitle: (item: CourseItem) => string;
  /** The SCO open now (or being left). */
  currentId: string | null;
  /** Where the learner asked to go while the current SCO is being left. */
  requestedId: string | null;
  session: OpenSession | null;
  /** A commit arrived while the store was being sent: send again afterwards. */
  dirty: boolean;
  /** The open SCO has finished (LMSFinish). */
  finished: boolean;
  /** The table of contents is unfolded (it folds behind a button on small screens). */
  outlineOpen: boolean;
}

export type ScormPlayerEvent =
  | { type: 'player.goTo'; id: string }
  | { type: 'player.next' }
  | { type: 'player.previous' }
  | { type: 'player.toggleOutline' }
  | { type: 'player.retrySync' }
  | { type: 'scorm.recorded'; finished: boolean; cmi: SessionCmi }
  | { type: 'scorm.closed'; cmi: SessionCmi | null }
  | { type: 'connection.online' };

export function initialContext(input: ScormPlayerInput): ScormPlayerContext {
  return {
    api: input.api,
    contentOrigin: input.contentOrigin,
    mediaId: input.mediaId,
    learner: {
      studentId: input.launch.studentId,
      studentName: input.launch.studentName,
      credit: input.launch.credit,
    },
    packageId: input.launch.packageId ?? null,
    newVersion: null,
    frameTitle: input.frameTitle,
    ...courseOf(input.launch, input.url, input.title),
    currentId: null,
    requestedId: null,
    session: null,
    dirty: false,
    finished: false,
    outlineOpen: false,
  };
}

/** One SCO launch: what the session actor starts the host with. */
export type OpenSession = Omit<ScormSessionInput, 'api' | 'contentOrigin' | 'mediaId'>;

interface Position extends Course {
  currentId: string | null;
  requestedId: string | null;
}

/**
 * The SCO to open: the one asked for; when it cannot be entered (any more), the next one after the
 * current SCO, the current one again, or where the course starts.
 */
export function targetOf(c: Position): CourseItem | undefined {
  if (c.requestedId !== null && canEnter(c.items, c.requestedId)) return findItem(c.items, c.requestedId);
  if (c.currentId === null) return startItemOf(c);
  const again = canEnter(c.items, c.currentId) ? findItem(c.items, c.currentId) : undefined;
  return nextItem(c.items, c.currentId) ?? again ?? startItemOf(c);
}

export const nextOf = (c: Position) => nextItem(c.items, c.currentId);
export const previousOf = (c: Position) => previousItem(c.items, c.currentId);

interface Opening extends Position {
  learner: Learner;
  packageId: string | null;
  frameTitle: (item: CourseItem) => string;
}

/** The context's changes for opening the target (the caller checked there is one). */
export function openSession(c: Opening) {
  const target = targetOf(c)!;
  const session: OpenSession = {
    scoId: target.scoId,
    isAsset: target.kind === 'ASSET',
    packageId: c.packageId,
    path: target.url ?? '',
    title: c.frameTitle(target),
    launch: startStateOf(c.learner, target),
  };
  return { currentId: target.identifier, requestedId: null, session, finished: false };
}

/**
 * The context's changes for playing the new version: its items, and no current SCO, so the one asked
 * for opens when the new version has it, else where the new version starts.
 */
export const adoptVersion = (version: LoadedCourse) => ({
  items: version.items,
  startItem: version.startItem,
  packageId: version.packageId,
  newVersion: null,
  currentId: null,
});

/** The items once the open SCO reported this state (a commit, or the state it was left in). */
export function withReport(items: CourseItem[], currentId: string | null, cmi: SessionCmi): CourseItem[] {
  return withEnterable(items.map((item) => (item.identifier === currentId ? withCmi(item, cmi) : item)));
}

/** The server's items, except the open SCO's state: what it reported in this session is newer. */
export function withServerItems(
  fresh: CourseItem[],
  currentId: string | null,
  known: readonly CourseItem[],
): CourseItem[] {
  const current = findItem(known, currentId);
  return withEnterable(
    fresh.map((item) =>
      current && item.identifier === current.identifier ? { ...item, ...stateOf(current) } : item,
    ),
  );
}

const stateOf = ({ lessonStatus, lessonLocation, suspendData, entry, totalTime, scoreRaw }: CourseItem) => ({
  lessonStatus,
  lessonLocation,
  suspendData,
  entry,
  totalTime,
  scoreRaw,
});
