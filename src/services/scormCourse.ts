// The items of a SCORM 1.2 organisation as the player works with them: the launch's items made plain,
// the order SCOs and assets are played in, moving to the next or previous one that can be entered, where
// to start, and the state a SCO's runtime starts from. Pure functions, no storage or network.
import type { ScormItemKind } from '../graphql/generated';
import type { ScormStartState } from './scorm';

/** The CMI values a SCO starts from, per SCO. */
export interface ScoState {
  lessonStatus: string;
  lessonLocation: string;
  suspendData: string;
  entry: string;
  totalTime: string;
  scoreRaw: number | null;
}

export interface CourseItem extends ScoState {
  identifier: string;
  /** What the SCO's commits carry as scoId; null for a launch without items (one SCO, older servers). */
  scoId: string | null;
  parentIdentifier: string | null;
  title: string;
  depth: number;
  kind: ScormItemKind;
  /** Root-relative, with the item's parameters; null for containers. */
  url: string | null;
  isVisible: boolean;
  prerequisites: string | null;
  enterable: boolean;
  masteryScore: number | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
}

/** Who is learning: the same for every SCO of the medium. */
export interface Learner {
  studentId: string;
  studentName: string;
  credit: string;
}

/** The API's launch item, with its optional fields (absent or null) made plain. */
export interface LaunchItemLike extends Omit<ScoState, 'scoreRaw'> {
  identifier: string;
  parentIdentifier?: string | null;
  title: string;
  depth: number;
  kind: ScormItemKind;
  url?: string | null;
  isVisible: boolean;
  prerequisites?: string | null;
  enterable: boolean;
  masteryScore?: number | null;
  maxTimeAllowed?: string | null;
  timeLimitAction?: string | null;
  dataFromLms?: string | null;
  scoreRaw?: number | null;
}

export interface ScormLaunchLike extends Omit<ScoState, 'scoreRaw'>, Learner {
  packageId?: string | null;
  items?: readonly LaunchItemLike[] | null;
  startItem?: string | null;
  masteryScore?: number | null;
  scoreRaw?: number | null;
}

export interface Course {
  items: CourseItem[];
  /** The item to open first: where the learner left off. */
  startItem: string | null;
}

/** The course as the server answers it again, with the package version its items belong to. */
export interface LoadedCourse extends Course {
  packageId: string | null;
}

export const toCourseItem = (item: LaunchItemLike): CourseItem => ({
  identifier: item.identifier,
  scoId: item.identifier,
  parentIdentifier: item.parentIdentifier ?? null,
  title: item.title,
  depth: item.depth,
  kind: item.kind,
  url: item.url ?? null,
  isVisible: item.isVisible,
  prerequisites: item.prerequisites ?? null,
  enterable: item.enterable,
  masteryScore: item.masteryScore ?? null,
  maxTimeAllowed: item.maxTimeAllowed ?? null,
  timeLimitAction: item.timeLimitAction ?? null,
  dataFromLms: item.dataFromLms ?? null,
  lessonStatus: item.lessonStatus,
  lessonLocation: item.lessonLocation,
  suspendData: item.suspendData,
  entry: item.entry,
  totalTime: item.totalTime,
  scoreRaw: item.scoreRaw ?? null,
});

/**
 * The launch's items; a launch without items (a server that does not list them) is one SCO at the
 * medium's launch address, with the launch's own state, whose commits carry no scoId.
 */
export function courseOf(launch: ScormLaunchLike, url: string | null, title: string): Course {
  if (launch.items && launch.items.length > 0)
    return { items: launch.items.map(toCourseItem), startItem: launch.startItem ?? null };
  const only: CourseItem = {
    ...toCourseItem({
      ...launch,
      identifier: '',
      title,
      depth: 0,
      kind: 'SCO',
      isVisible: true,
      enterable: true,
    }),
    scoId: null,
    url,
    prerequisites: null,
  };
  return { items: [only], startItem: '' };
}

export const isLaunchable = (item: CourseItem): boolean => item.kind !== 'CONTAINER' && item.url !== null;

/** The order SCOs and assets are played in: the organisation's, hidden items included. */
export const playOrder = (items: readonly CourseItem[]): CourseItem[] => items.filter(isLaunchable);

export const findItem = (items: readonly CourseItem[], id: string | null): CourseItem | undefined =>
  id === null ? undefined : items.find((item) => item.identifier === id);

export const canEnter = (items: readonly CourseItem[], id: string | null): boolean => {
  const item = findItem(items, id);
  return item !== undefined && isLaunchable(item) && item.enterable;
};

function neighbour(items: readonly CourseItem[], currentId: string | null, step: 1 | -1) {
  const order = playOrder(items);
  const at = order.findIndex((item) => item.identifier === currentId);
  if (at < 0) return undefined;
  for (let i = at + step; i >= 0 && i < order.length; i += step) {
    if (order[i]!.enterable) return order[i];
  }
  return undefined;
}

/** The next item that can be entered; locked ones are passed over. */
export const nextItem = (items: readonly CourseItem[], currentId: string | null) =>
  neighbour(items, currentId, 1);

export const previousItem = (items: readonly CourseItem[], currentId: string | null) =>
  neighbour(items, currentId, -1);

/** Where to start: the launch's start item when it can be entered, else the first that can. */
export function startItemOf(course: Course): CourseItem | undefined {
  const start = findItem(course.items, course.startItem);
  if (start && isLaunchable(start) && start.enterable) return start;
  return playOrder(course.items).find((item) => item.enterable);
}

/** What the runtime of one SCO starts from. */
export const startStateOf = (learner: Learner, item: CourseItem): ScormStartState => ({
  studentId: learner.studentId,
  studentName: learner.studentName,
  credit: learner.credit,
  lessonStatus: item.lessonStatus,
  lessonLocation: item.lessonLocation,
  suspendData: item.suspendData,
  entry: item.entry,
  totalTime: item.totalTime,
  scoreRaw: item.scoreRaw,
  masteryScore: item.masteryScore,
  launchData: item.dataFromLms,
  maxTimeAllowed: item.maxTimeAllowed,
  timeLimitAction: item.timeLimitAction,
});
