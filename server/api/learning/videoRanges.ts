// Played time ranges of a video, kept per learner across visits. The player sends the ranges it
// played; the server merges them with what it stored and computes the watched share itself, so a
// retry or a repeated range never counts twice (a union is idempotent).
import type { EnrolmentRow } from '../../db/schema/learning';
import { badUserInput } from '../errors';
import type { ProgressUpdate } from '../enrolments/store';

export type Range = [start: number, end: number];

/** Watching this share of a video completes it: credits roll and learners skip them. */
export const VIDEO_COMPLETION_SHARE = 0.9;
/** Per request and stored; an honest player rarely needs more than a handful. */
export const MAX_RANGES = 200;
export const MAX_DURATION_SECONDS = 24 * 60 * 60;
/** Players report the end a few frames past the measured duration. */
export const END_TOLERANCE_SECONDS = 0.5;
/**
 * Newly watched seconds credited per save: at most this playback rate times the time since the
 * previous save (bounded by CREDIT_WINDOW_SECONDS for the first save of a visit). The rest is credited
 * by later saves, which resend the visit's ranges.
 */
export const MAX_PLAYBACK_RATE = 4;
export const CREDIT_WINDOW_SECONDS = 60;
/** Durations within this of each other are the same file measured again. */
const SAME_DURATION_SECONDS = 1;

export interface VideoReport {
  positionSeconds: number;
  durationSeconds: number;
  watchedRanges: ReadonlyArray<{ start: number; end: number }>;
}

/** Sorted, overlapping and touching ranges joined. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const coveredSeconds = (ranges: readonly Range[]) =>
  ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

export function watchedShare(ranges: readonly Range[], durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(1, coveredSeconds(mergeRanges(ranges)) / durationSeconds);
}

/** The parts of `ranges` (merged) not in `known` (merged). */
export function subtractRanges(ranges: readonly Range[], known: readonly Range[]): Range[] {
  const pieces: Range[] = [];
  for (const [start, end] of ranges) {
    let from = start;
    for (const [kStart, kEnd] of known) {
      if (kEnd <= from || kStart >= end) continue;
      if (kStart > from) pieces.push([from, kStart]);
      from = Math.max(from, kEnd);
      if (from >= end) break;
    }
    if (from < end) pieces.push([from, end]);
  }
  return pieces;
}

/** Takes pieces from the start until `budget` seconds are used; the last one is cut short. */
export function takeSeconds(pieces: readonly Range[], budget: number): Range[] {
  const taken: Range[] = [];
  let left = budget;
  for (const [start, end] of pieces) {
    if (left <= 0) break;
    const until = Math.min(end, start + left);
    taken.push([start, until]);
    left -= until - start;
  }
  return taken;
}

/** Beyond MAX_RANGES the shortest go: dropping watched time is safer than crediting unwatched time. */
export function capRanges(ranges: readonly Range[]): Range[] {
  if (ranges.length <= MAX_RANGES) return [...ranges];
  return [...ranges]
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, MAX_RANGES)
    .sort((a, b) => a[0] - b[0]);
}

const isFiniteNumber = (n: number) => typeof n === 'number' && Number.isFinite(n);

/** Refuses what no player can report, naming the input field; returns the ranges clipped to the duration. */
export function validateReport(report: VideoReport): Range[] {
  const { positionSeconds, durationSeconds, watchedRanges } = report;
  if (!isFiniteNumber(durationSeconds) || durationSeconds <= 0 || durationSeconds > MAX_DURATION_SECONDS)
    throw badUserInput(
      'durationSeconds',
      `durationSeconds must be more than 0 and at most ${MAX_DURATION_SECONDS} (24 hours).`,
    );
  const limit = durationSeconds + END_TOLERANCE_SECONDS;
  if (!isFiniteNumber(positionSeconds) || positionSeconds < 0 || positionSeconds > limit)
    throw badUserInput('positionSeconds', 'positionSeconds must be between 0 and durationSeconds.');
  if (watchedRanges.length > MAX_RANGES)
    throw badUserInput('watchedRanges', `watchedRanges may hold at most ${MAX_RANGES} ranges.`);
  return watchedRanges.map(({ start, end }, i): Range => {
    if (!isFiniteNumber(start) || start < 0 || start >= durationSeconds)
      throw badUserInput(
        `watchedRanges.${i}.start`,
        `watchedRanges[${i}].start must be 0 or more and less than durationSeconds.`,
      );
    if (!isFiniteNumber(end) || end <= start || end > limit)
      throw badUserInput(
        `watchedRanges.${i}.end`,
        `watchedRanges[${i}].end must be more than its start and at most durationSeconds.`,
      );
    return [start, Math.min(end, durationSeconds)];
  });
}

/**
 * The progress a report makes on the stored row: the ranges' union (new seconds limited by the
 * playback-rate budget), its share of the duration, and the status that share means.
 *
 * The duration is the server's measure of the stored file when it has one (`measuredSeconds`): the
 * ranges are clipped to it and the reported length decides nothing. It is not refused when it
 * differs either: browsers measure some files differently from their container (an MP4 edit list or
 * a longer audio track, a WebM whose last frame ends past its Duration), so a refusal would lose an
 * honest learner's save, while clipping already takes every gain from a forged length. Without a
 * measure (files stored before it was taken, containers that state none) the player's length is
 * used, and a different one is another file: its earlier ranges no longer describe it, so they start
 * over. A medium's file never changes, so with a measure the stored ranges always stay. Status and
 * progress never go back either way.
 */
export function videoProgress(
  current: Pick<EnrolmentRow, 'videoWatchedRanges' | 'videoDurationSeconds' | 'lastActivityAt'>,
  report: VideoReport,
  ranges: readonly Range[],
  now: Date,
  measuredSeconds: number | null = null,
): ProgressUpdate {
  const duration = measuredSeconds ?? report.durationSeconds;
  const sameFile =
    measuredSeconds !== null ||
    (current.videoDurationSeconds !== null &&
      Math.abs(current.videoDurationSeconds - duration) <= SAME_DURATION_SECONDS);
  const stored = sameFile ? clipAll(current.videoWatchedRanges, duration) : [];
  const sinceLastSave = current.lastActivityAt
    ? Math.max(0, (now.getTime() - current.lastActivityAt.getTime()) / 1000)
    : CREDIT_WINDOW_SECONDS;
  const budget = Math.min(sinceLastSave, CREDIT_WINDOW_SECONDS) * MAX_PLAYBACK_RATE;
  const fresh = takeSeconds(subtractRanges(clipAll(ranges, duration), stored), budget);
  const union = capRanges(mergeRanges([...stored, ...fresh]));
  const share = watchedShare(union, duration);
  return {
    status: share >= VIDEO_COMPLETION_SHARE ? 'COMPLETED' : 'INCOMPLETE',
    // Floored, so 90 shows only once the video really is complete.
    progress: Math.floor(share * 100),
    videoPositionSeconds: Math.min(report.positionSeconds, duration),
    videoWatchedRanges: union,
    videoDurationSeconds: duration,
  };
}

/** Merged and cut at the duration; what lies wholly past it is gone. */
const clipAll = (ranges: readonly Range[], duration: number) =>
  mergeRanges(
    ranges.map(([start, end]): Range => [Math.min(start, duration), Math.min(end, duration)]),
  ).filter(([start, end]) => end > start);
