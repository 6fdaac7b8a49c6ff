// What the SCORM player machine decides from its context: which SCO to open next, the session a SCO
// is launched with, and the items after a SCO reported or the server was read again. Pure functions.
import {
  canEnter,
  findItem,
  nextItem,
  previousItem,
  startItemOf,
  startStateOf,
  withCmi,
  withEnterable,
  type Course,
  type CourseItem,
  type Learner,
} from '../../services/scormCourse';
import type { ScormSessionInput } from './scormPlayerActors';

export type SessionCmi = Record<string, unknown>;

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
