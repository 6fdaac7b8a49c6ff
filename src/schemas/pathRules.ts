// The rules of a learning path, in one place for the editor, the API and the learner's view:
// - pathProblems: what can never be met (the editor warns, the API refuses to publish);
// - evaluatePath: where a learner stands — which sections are locked and why, which item is next,
//   whether the path is complete;
// - estimatedMinutes: the path's duration from its media.
//
// A path must never trap a learner, even when it was changed after they started: a section's rule counts
// what the learner did whatever the order was then (reordering keeps done items done and started items
// open), "at least N" asks for no more media than the section has now, media that cannot be opened
// (unpublished, archived) are not required, a prerequisite on an empty section is met, and prerequisites
// that form a cycle are ignored. A completed path stays completed when media are added later
// (changedSinceCompletion says so); removing media can complete it.

export type PathSectionRule = 'ALL_IN_ORDER' | 'ALL_ANY_ORDER' | 'AT_LEAST';

export interface PathItemDef {
  mediaId: string;
  /** False when learners cannot open the medium (unpublished or archived); true when omitted. */
  available?: boolean;
}

export interface PathSectionDef {
  id: string;
  rule: PathSectionRule;
  /** AT_LEAST: how many of the section's media. */
  minCount: number | null;
  /** Ids of other sections of the path that must be done first. */
  requires: readonly string[];
  /** `YYYY-MM-DD`: the section opens on this day in the learner's time zone. */
  unlockOn: string | null;
  items: readonly PathItemDef[];
}

export interface PathStructure {
  sections: readonly PathSectionDef[];
}

export type PathProblemCode =
  | 'NO_ITEMS'
  | 'EMPTY_SECTION'
  | 'PREREQUISITE_ON_EMPTY'
  | 'AT_LEAST_TOO_MANY'
  | 'MIN_COUNT_MISSING'
  | 'CYCLE'
  | 'UNKNOWN_PREREQUISITE'
  | 'MEDIUM_UNAVAILABLE';

export interface PathProblem {
  code: PathProblemCode;
  /** Errors make a rule that can never be met: publishing is refused. Warnings are worth a look. */
  severity: 'error' | 'warning';
  /** The section concerned (absent for NO_ITEMS). */
  sectionId?: string;
  /** The input field, as the API names it: `sections.1.minCount`. */
  field: string;
  /** PREREQUISITE_ON_EMPTY, UNKNOWN_PREREQUISITE: the required section; CYCLE: the sections in the cycle. */
  sectionIds?: string[];
  /** AT_LEAST_TOO_MANY: the count asked for and the media there are. */
  minCount?: number;
  itemCount?: number;
  /** MEDIUM_UNAVAILABLE: the medium. */
  mediaId?: string;
}

const isAvailable = (item: PathItemDef) => item.available !== false;

/** The sections that lie on a cycle of prerequisites (a section requiring itself included). */
export function sectionsInCycles(structure: PathStructure): Set<string> {
  const known = new Set(structure.sections.map((s) => s.id));
  const edges = new Map(structure.sections.map((s) => [s.id, s.requires.filter((r) => known.has(r))]));
  // Tarjan's strongly connected components: a component of two or more, or a self-loop, is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const inCycle = new Set<string>();
  let counter = 0;
  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const next of edges.get(id) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(id, Math.min(low.get(id)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(id, Math.min(low.get(id)!, index.get(next)!));
      }
    }
    if (low.get(id) === index.get(id)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== id);
      if (component.length > 1 || (edges.get(id) ?? []).includes(id))
        component.forEach((c) => inCycle.add(c));
    }
  };
  for (const section of structure.sections) if (!index.has(section.id)) visit(section.id);
  return inCycle;
}

/** What the editor warns about; errors refuse publishing (and saving a published path). */
export function pathProblems(structure: PathStructure): PathProblem[] {
  const problems: PathProblem[] = [];
  const byId = new Map(structure.sections.map((s) => [s.id, s]));
  if (structure.sections.every((s) => s.items.length === 0))
    problems.push({ code: 'NO_ITEMS', severity: 'error', field: 'sections' });
  const cycles = sectionsInCycles(structure);
  structure.sections.forEach((section, i) => {
    const at = `sections.${i}`;
    if (section.items.length === 0)
      problems.push({
        code: 'EMPTY_SECTION',
        severity: 'warning',
        sectionId: section.id,
        field: `${at}.items`,
      });
    section.items.forEach((item, j) => {
      if (!isAvailable(item))
        problems.push({
          code: 'MEDIUM_UNAVAILABLE',
          severity: 'error',
          sectionId: section.id,
          field: `${at}.items.${j}`,
          mediaId: item.mediaId,
        });
    });
    if (section.rule === 'AT_LEAST') {
      if (section.minCount === null || section.minCount < 1)
        problems.push({
          code: 'MIN_COUNT_MISSING',
          severity: 'error',
          sectionId: section.id,
          field: `${at}.minCount`,
        });
      else if (section.minCount > section.items.length)
        problems.push({
          code: 'AT_LEAST_TOO_MANY',
          severity: 'error',
          sectionId: section.id,
          field: `${at}.minCount`,
          minCount: section.minCount,
          itemCount: section.items.length,
        });
    }
    for (const required of section.requires) {
      const target = byId.get(required);
      if (!target)
        problems.push({
          code: 'UNKNOWN_PREREQUISITE',
          severity: 'error',
          sectionId: section.id,
          field: `${at}.requires`,
          sectionIds: [required],
        });
      else if (target.items.length === 0)
        problems.push({
          code: 'PREREQUISITE_ON_EMPTY',
          severity: 'error',
          sectionId: section.id,
          field: `${at}.requires`,
          sectionIds: [required],
        });
    }
    if (cycles.has(section.id))
      problems.push({
        code: 'CYCLE',
        severity: 'error',
        sectionId: section.id,
        field: `${at}.requires`,
        sectionIds: section.requires.filter((r) => cycles.has(r)),
      });
  });
  return problems;
}

export const hasBlockingProblems = (problems: readonly PathProblem[]) =>
  problems.some((p) => p.severity === 'error');

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

function requiredOf(section: PathSectionDef): number {
  const available = section.items.filter(isAvailable).length;
  if (section.rule !== 'AT_LEAST') return available;
  return Math.min(Math.max(section.minCount ?? 1, 1), available);
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

/**
 * The path's duration in minutes from its media: every medium of an ALL section, the shortest N of an
 * AT_LEAST section; media without a duration count nothing (`complete` says whether all had one).
 */
export function estimatedMinutes(
  structure: PathStructure,
  durationOf: (mediaId: string) => number | null | undefined,
): { minutes: number; complete: boolean } {
  let minutes = 0;
  let complete = true;
  for (const section of structure.sections) {
    const durations = section.items.filter(isAvailable).map((item) => durationOf(item.mediaId) ?? null);
    if (durations.some((d) => d === null)) complete = false;
    const known = durations.filter((d): d is number => d !== null).sort((a, b) => a - b);
    const count = section.rule === 'AT_LEAST' ? Math.min(requiredOf(section), known.length) : known.length;
    minutes += known.slice(0, count).reduce((sum, d) => sum + d, 0);
  }
  return { minutes, complete };
}
