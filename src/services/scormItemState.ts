// Each SCO's state as the player knows it: from what its runtime reported (a commit, the state it was
// left in) or from records the server has not confirmed yet, and what can be entered from it, judged by
// the server's own rule (src/schemas/scormPrerequisites.ts). Pure functions.
import { type Course, type CourseItem, type ScoState } from './scormCourse';
import { isEnterable, judgedLessonStatus, metRule } from '../schemas/scormPrerequisites';

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
  return kind === 'SCO' ? judgedLessonStatus(lessonStatus, scoreRaw, masteryScore) : lessonStatus;
}

/** Never launched, as the server reports an item without state. */
const NOT_LAUNCHED = new Set(['not attempted', '']);

/**
 * Each item's `enterable` from the states as the player knows them now, by the server's rule: a script
 * the server ignores (another form, over the limits, or naming no item of the course) never locks.
 */
export function withEnterable(items: readonly CourseItem[]): CourseItem[] {
  const known = new Set(items.map((item) => item.identifier));
  const isMet = metRule(items, (item) => (NOT_LAUNCHED.has(item.lessonStatus) ? null : item));
  return items.map((item) => {
    if (!item.prerequisites) return item;
    const enterable = isEnterable(item.prerequisites, known, isMet);
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
  /** The package the record's SCO was launched from (absent in records of older players). */
  packageId?: string | null;
  cmi: unknown;
  committedAt: string;
}

/**
 * The course with records the server has not confirmed yet laid over it, oldest first: each SCO
 * resumes where it really was, and the course where the learner was last. Records of another package
 * version than the course's (`packageId`, when known) belong to other items and are left out.
 */
export function withLocalRecords(
  course: Course,
  records: readonly LocalRecord[],
  packageId?: string | null,
): Course {
  const own = records.filter((r) => !packageId || !r.packageId || r.packageId === packageId);
  if (own.length === 0) return course;
  const sorted = [...own].sort((a, b) => a.committedAt.localeCompare(b.committedAt));
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
