// The items of a SCORM 1.2 organisation as the player works with them: the order SCOs are played in,
// what can be entered, and each SCO's state, updated from what its runtime reported before the server
// has read it back (a commit not yet sent, a SCO just left). Pure functions, no storage or network.
import type { ScormItemKind } from '../graphql/generated';
import type { ScormStartState } from './scorm';
import { evaluatePrerequisites, parsePrerequisites, prerequisiteIds } from './scormPrerequisites';

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

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

function score(v: unknown, fallback: number | null): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || v.trim() === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

/** A SCO's state after a commit (or the state stored when it was left) with this CMI. */
export function withCmi<T extends Omit<ScoState, 'scoreRaw'> & { scoreRaw?: number | null }>(
  state: T,
  reported: unknown,
): T {
  const outer = record(reported);
  const cmi = 'core' in outer ? outer : record(outer.cmi);
  const core = record(cmi.core);
  const exit = text(core.exit, '');
  return {
    ...state,
    lessonStatus: text(core.lesson_status, state.lessonStatus),
    lessonLocation: text(core.lesson_location, state.lessonLocation),
    suspendData: text(cmi.suspend_data, state.suspendData),
    totalTime: text(core.total_time, state.totalTime),
    scoreRaw: score(record(core.score).raw, state.scoreRaw ?? null),
    // The next launch resumes only a suspended session (SCORM 1.2 RTE 3.4.4: cmi.core.entry).
    entry: exit === 'suspend' ? 'resume' : '',
  };
}

/**
 * cmi.core.lesson_status as the LMS judges it (SCORM 1.2 RTE 3.4.4): a SCO's "completed" with a score
 * is passed or failed against its mastery score, as the server reports it.
 */
export function judgedStatus(item: CourseItem): string {
  const { kind, lessonStatus, scoreRaw, masteryScore } = item;
  if (kind !== 'SCO' || lessonStatus !== 'completed' || masteryScore === null || scoreRaw === null)
    return lessonStatus;
  return scoreRaw >= masteryScore ? 'passed' : 'failed';
}

/** Met, as prerequisites read it: completed or passed; a container once everything below it is. */
function isMet(items: readonly CourseItem[], item: CourseItem): boolean {
  if (item.kind !== 'CONTAINER') return ['completed', 'passed'].includes(judgedStatus(item));
  const below = new Set([item.identifier]);
  const launchable = items.filter((other) => {
    if (other.parentIdentifier === null || !below.has(other.parentIdentifier)) return false;
    below.add(other.identifier);
    return other.kind !== 'CONTAINER';
  });
  return launchable.length > 0 && launchable.every((other) => isMet(items, other));
}

/**
 * Each item's `enterable` from the states as the player knows them now, by the server's rule. An
 * expression the server ignores (another form, or naming no item of the course) keeps its answer.
 */
export function withEnterable(items: readonly CourseItem[]): CourseItem[] {
  const byId = new Map(items.map((item) => [item.identifier, item]));
  return items.map((item) => {
    const tree = item.prerequisites ? parsePrerequisites(item.prerequisites) : null;
    if (!tree || prerequisiteIds(tree).some((id) => !byId.has(id))) return item;
    const enterable = evaluatePrerequisites(tree, (id) => isMet(items, byId.get(id)!));
    return enterable === item.enterable ? item : { ...item, enterable };
  });
}

/** The item a commit belongs to: its scoId, or (none) the launch's single SCO or else the first SCO. */
export function itemForSco(items: readonly CourseItem[], scoId: string | null | undefined) {
  if (scoId) return items.find((item) => item.identifier === scoId);
  return items.find((item) => item.scoId === null) ?? items.find((item) => item.kind === 'SCO');
}

export interface LocalRecord {
  scoId?: string | null;
  cmi: unknown;
  committedAt: string;
}

/**
 * The course with records the server has not confirmed yet laid over it, oldest first: each SCO
 * resumes where it really was, and the course where the learner was last.
 */
export function withLocalRecords(course: Course, records: readonly LocalRecord[]): Course {
  if (records.length === 0) return course;
  const sorted = [...records].sort((a, b) => a.committedAt.localeCompare(b.committedAt));
  let items = course.items;
  let startItem = course.startItem;
  for (const r of sorted) {
    const target = itemForSco(items, r.scoId);
    if (!target) continue;
    items = items.map((item) => (item === target ? withCmi(item, r.cmi) : item));
    startItem = target.identifier;
  }
  return { items: withEnterable(items), startItem };
}
