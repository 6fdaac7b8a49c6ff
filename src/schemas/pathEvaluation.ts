// evaluatePath: where a learner stands in a path today (see pathRules.ts for the promises it keeps:
// done media count whatever the order was, started ones stay open, a cycle or an empty prerequisite never
// locks anyone).
import {
  isAvailable,
  requiredOf,
  sectionsInCycles,
  type PathSectionDef,
  type PathStructure,
} from './pathStructure';

/** What the learner did with one medium. */
export interface ItemProgress {
  /** Completed or passed. */
  done: boolean;
  /** Begun (some progress, or finished without passing). */
  started: boolean;
}

export type SectionState = 'LOCKED' | 'OPEN' | 'DONE';
export type ItemState = 'LOCKED' | 'AVAILABLE' | 'STARTED' | 'DONE' | 'UNAVAILABLE';

export type LockReason = { kind: 'PREREQUISITE'; sectionId: string } | { kind: 'DATE'; unlockOn: string };

export interface EvaluatedItem {
  mediaId: string;
  state: ItemState;
  /** LOCKED in an ALL_IN_ORDER section: the medium to finish first; null when the section is locked. */
  after: string | null;
}

export interface EvaluatedSection {
  id: string;
  state: SectionState;
  /** Why a LOCKED section is locked (all of it: the prerequisites not done and the day not reached). */
  lockedBy: LockReason[];
  /** Media the rule asks for now, and how many of them are done (at most required). */
  required: number;
  done: number;
  items: EvaluatedItem[];
}

export interface PathEvaluation {
  sections: EvaluatedSection[];
  /** Required media over the whole path and how many are done. */
  required: number;
  done: number;
  /** 0-100; 100 once complete. */
  progress: number;
  started: boolean;
  /** Every section's rule is met now, or the path was completed before (completedBefore). */
  complete: boolean;
  /** Completed before, but the path changed since and asks for media not done: they are optional now. */
  changedSinceCompletion: boolean;
  /** The item to go on with: a started one first, else the first open one; null when none is open. */
  next: { sectionId: string; mediaId: string } | null;
}

export interface EvaluateOptions {
  /** Today in the learner's time zone (`YYYY-MM-DD`), for unlock days. */
  today: string;
  /** The learner completed the path before (learning_path_enrolments.completed). */
  completedBefore?: boolean;
}

/** Where a learner stands in a path today. */
export function evaluatePath(
  structure: PathStructure,
  progressOf: (mediaId: string) => ItemProgress | undefined,
  { today, completedBefore = false }: EvaluateOptions,
): PathEvaluation {
  const cycles = sectionsInCycles(structure);
  const byId = new Map(structure.sections.map((s) => [s.id, s]));
  const isDone = (mediaId: string) => progressOf(mediaId)?.done === true;
  const doneCount = (section: PathSectionDef) =>
    Math.min(
      section.items.filter((item) => isAvailable(item) && isDone(item.mediaId)).length,
      requiredOf(section),
    );
  // A section's rule counts done media whatever was open when they were done, so being met never depends
  // on locks and prerequisites cannot loop.
  const met = (section: PathSectionDef) => doneCount(section) >= requiredOf(section);

  let started = false;
  const sections = structure.sections.map((section): EvaluatedSection => {
    const lockedBy: LockReason[] = [];
    for (const required of section.requires) {
      const target = byId.get(required);
      if (!target || (cycles.has(section.id) && cycles.has(required))) continue;
      if (!met(target)) lockedBy.push({ kind: 'PREREQUISITE', sectionId: required });
    }
    if (section.unlockOn !== null && today < section.unlockOn)
      lockedBy.push({ kind: 'DATE', unlockOn: section.unlockOn });
    const state: SectionState = met(section) ? 'DONE' : lockedBy.length > 0 ? 'LOCKED' : 'OPEN';
    let firstUndone: string | null = null;
    const items = section.items.map((item): EvaluatedItem => {
      const progress = progressOf(item.mediaId);
      if (progress?.started || progress?.done) started = true;
      if (!isAvailable(item))
        return { mediaId: item.mediaId, state: progress?.done ? 'DONE' : 'UNAVAILABLE', after: null };
      if (progress?.done) return { mediaId: item.mediaId, state: 'DONE', after: null };
      const blockedBy = firstUndone;
      firstUndone ??= item.mediaId;
      // Something begun stays open: a reorder after the learner started never takes it away.
      if (progress?.started) return { mediaId: item.mediaId, state: 'STARTED', after: null };
      if (state === 'LOCKED') return { mediaId: item.mediaId, state: 'LOCKED', after: null };
      if (section.rule === 'ALL_IN_ORDER' && blockedBy !== null)
        return { mediaId: item.mediaId, state: 'LOCKED', after: blockedBy };
      return { mediaId: item.mediaId, state: 'AVAILABLE', after: null };
    });
    return {
      id: section.id,
      state,
      lockedBy,
      required: requiredOf(section),
      done: doneCount(section),
      items,
    };
  });

  const required = sections.reduce((sum, s) => sum + s.required, 0);
  const done = sections.reduce((sum, s) => sum + s.done, 0);
  const completeNow = required > 0 && sections.every((s) => s.state === 'DONE');
  const complete = completeNow || completedBefore;
  let next: PathEvaluation['next'] = null;
  if (!complete) {
    for (const section of sections) {
      if (section.state !== 'OPEN') continue;
      const item =
        section.items.find((i) => i.state === 'STARTED') ??
        section.items.find((i) => i.state === 'AVAILABLE');
      if (item) {
        next = { sectionId: section.id, mediaId: item.mediaId };
        break;
      }
    }
  }
  return {
    sections,
    required,
    done,
    progress: complete ? 100 : required === 0 ? 0 : Math.floor((100 * done) / required),
    started,
    complete,
    changedSinceCompletion: completedBefore && !completeNow,
    next,
  };
}
