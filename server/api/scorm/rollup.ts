// How a multi-SCO medium's status, score and progress follow from its SCOs, which items can be entered,
// and where a learner starts. Pure functions over the items and the learner's per-SCO states.
//
// The roll-up rules:
// - Required: every SCO of the imported organisation, hidden ones included (they are played in sequence
//   and belong to the course), except a SCO never started whose prerequisites can no longer be met (a
//   refresher "~quiz1" once quiz1 is passed). An organisation without SCOs requires its assets instead.
// - A SCO's status is its lesson_status judged against its mastery score as SCORM 1.2 does (completed
//   with a score becomes passed or failed); an asset counts as completed once launched.
// - Completed/passed: every required item is completed or passed. PASSED when at least one passed and
//   every SCO with a mastery score passed; otherwise COMPLETED.
// - Failed: every required item is finished (completed, passed or failed) and at least one failed. The
//   learner may retake the failed SCO; passing it later turns the medium to PASSED (a pass is kept).
// - Otherwise incomplete (a commit means the learner started).
// - Score: the average score.raw of the required SCOs that reported one; null when none did.
// - Progress: the share of required items completed or passed, a started one counting half (a single SCO
//   shows 50 % once started, as before).
// - Total time: the sum of every SCO's total_time.
import type { LearningStatus } from '../../db/schema/learning';
import {
  canStillEnter,
  isEnterable,
  judgedLessonStatus,
  launchableBelow as below,
  metRule,
} from '../../../src/schemas/scormPrerequisites';
import { masteryOf, type PlayableItem } from './items';

/**
 * cmi.core.lesson_status to the platform status. A SCO that reports "completed" with a score is judged
 * against the mastery score (SCORM 1.2 RTE 3.4.4: the LMS may set passed/failed from it).
 */
export function statusFromScorm(
  lessonStatus: string | null,
  scoreRaw: number | null,
  masteryScore: number | null,
): LearningStatus {
  switch (judgedLessonStatus(lessonStatus, scoreRaw, masteryScore)) {
    case 'passed':
      return 'PASSED';
    case 'failed':
      return 'FAILED';
    case 'completed':
      return 'COMPLETED';
    default:
      // incomplete, browsed, not attempted or none yet: a commit means the learner launched it.
      return 'INCOMPLETE';
  }
}

/** The part of a stored per-SCO state the rules read. */
export interface ScoState {
  scoId: string;
  lessonStatus: string | null;
  scoreRaw: number | null;
  exit: string | null;
  committedAt: Date;
}

export interface Judge {
  items: PlayableItem[];
  states: Map<string, ScoState>;
  mediumMastery: number | null;
}

const MET: LearningStatus[] = ['COMPLETED', 'PASSED'];

// Built once per judge: a launch asks the same questions of every item (a package may have thousands).
interface Cache {
  known: Set<string>;
  mastery: Map<string, number | null>;
  /** The shared rule (src/schemas/scormPrerequisites.ts), which the player evaluates too. */
  met: (identifier: string) => boolean;
  below: Map<string, PlayableItem[]>;
}
const caches = new WeakMap<Judge, Cache>();

function cacheOf(judge: Judge): Cache {
  let cache = caches.get(judge);
  if (!cache) {
    const scoCount = judge.items.filter((i) => i.kind === 'SCO').length;
    const mastery = new Map(
      judge.items.map((i) => [i.identifier, masteryOf(i, scoCount, judge.mediumMastery)]),
    );
    cache = {
      known: new Set(judge.items.map((i) => i.identifier)),
      mastery,
      met: metRule(judge.items, (item) => {
        const state = judge.states.get(item.identifier);
        return state ? { ...state, masteryScore: mastery.get(item.identifier) ?? null } : null;
      }),
      below: new Map(),
    };
    caches.set(judge, cache);
  }
  return cache;
}

/** The mastery score an item is judged by (see masteryOf). */
export const masteryIn = (judge: Judge, item: PlayableItem) =>
  cacheOf(judge).mastery.get(item.identifier) ?? null;

/** A launched item's status, or null when never launched. */
export function itemStatus(judge: Judge, item: PlayableItem): LearningStatus | null {
  const state = judge.states.get(item.identifier);
  if (!state || item.kind === 'CONTAINER') return null;
  if (item.kind === 'ASSET') return 'COMPLETED';
  return statusFromScorm(
    state.lessonStatus,
    state.scoreRaw,
    cacheOf(judge).mastery.get(item.identifier) ?? null,
  );
}

/** cmi.core.lesson_status as the LMS reports it back: completed with a score judged against the mastery score. */
export function reportedLessonStatus(judge: Judge, item: PlayableItem): string {
  const state = judge.states.get(item.identifier);
  const stored = state?.lessonStatus ?? (state ? 'incomplete' : 'not attempted');
  if (stored !== 'completed' || item.kind !== 'SCO') return stored;
  const status = itemStatus(judge, item);
  return status === 'PASSED' ? 'passed' : status === 'FAILED' ? 'failed' : stored;
}

/** The SCOs and assets nested anywhere below a container (items are in document order). */
export function launchableBelow(judge: Judge, container: PlayableItem): PlayableItem[] {
  const cache = cacheOf(judge);
  let found = cache.below.get(container.identifier);
  if (!found) {
    found = below(judge.items, container);
    cache.below.set(container.identifier, found);
  }
  return found;
}

/** Met for prerequisites: completed or passed; an asset once launched; a container when all below it are. */
export const isMet = (judge: Judge, item: PlayableItem): boolean => cacheOf(judge).met(item.identifier);

function prerequisiteCheck(judge: Judge, check: typeof isEnterable, item: PlayableItem): boolean {
  const { known, met } = cacheOf(judge);
  return check(item.prerequisites, known, met);
}

export const enterable = (judge: Judge, item: PlayableItem) => prerequisiteCheck(judge, isEnterable, item);

/** The items the medium's completion waits for (see the rules above). */
export function requiredItems(judge: Judge): PlayableItem[] {
  const scos = judge.items.filter((item) => item.kind === 'SCO');
  const candidates = scos.length > 0 ? scos : judge.items.filter((item) => item.kind === 'ASSET');
  return candidates.filter(
    (item) => judge.states.has(item.identifier) || prerequisiteCheck(judge, canStillEnter, item),
  );
}

export interface RolledUp {
  status: LearningStatus;
  score: number | null;
  progress: number;
}

export function rollUp(judge: Judge): RolledUp {
  const required = requiredItems(judge);
  const statuses = required.map((item) => itemStatus(judge, item));
  const met = statuses.filter((s) => s !== null && MET.includes(s)).length;
  const started = statuses.filter((s) => s !== null).length;
  let status: LearningStatus = 'INCOMPLETE';
  if (required.length > 0 && met === required.length) {
    const masteredAll = required.every(
      (item, i) => masteryIn(judge, item) === null || statuses[i] === 'PASSED',
    );
    status = statuses.includes('PASSED') && masteredAll ? 'PASSED' : 'COMPLETED';
  } else if (required.length > 0 && statuses.every((s) => s !== null && s !== 'INCOMPLETE'))
    status = 'FAILED';
  const scores = required
    .map((item) => judge.states.get(item.identifier)?.scoreRaw ?? null)
    .filter((raw): raw is number => raw !== null);
  return {
    status,
    score: scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length,
    progress: required.length === 0 ? 0 : (100 * (met + (started - met) / 2)) / required.length,
  };
}

/**
 * Where a launch starts: the SCO of the latest commit when the learner left it suspended or unfinished,
 * else the next SCO after it (wrapping round) that can be entered and is not yet met, else the first SCO.
 * Without SCOs, the same over assets.
 */
export function startItem(judge: Judge): PlayableItem | null {
  const scos = judge.items.filter((item) => item.kind === 'SCO');
  const candidates = scos.length > 0 ? scos : judge.items.filter((item) => item.kind === 'ASSET');
  let latest: { item: PlayableItem; state: ScoState } | undefined;
  for (const item of judge.items) {
    const state = judge.states.get(item.identifier);
    if (item.kind !== 'CONTAINER' && state && (!latest || state.committedAt >= latest.state.committedAt))
      latest = { item, state };
  }
  if (latest && latest.item.kind === 'SCO' && (latest.state.exit === 'suspend' || !isMet(judge, latest.item)))
    return latest.item;
  const after = latest ? latest.item.position : -1;
  const ordered = [
    ...candidates.filter((item) => item.position > after),
    ...candidates.filter((item) => item.position <= after),
  ];
  return ordered.find((item) => !isMet(judge, item) && enterable(judge, item)) ?? candidates[0] ?? null;
}
