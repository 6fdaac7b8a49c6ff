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
import {
  isAvailable,
  requiredOf,
  sectionsInCycles,
  type PathProblem,
  type PathStructure,
} from './pathStructure';

export * from './pathEvaluation';
export {
  sectionsInCycles,
  type PathItemDef,
  type PathProblem,
  type PathProblemCode,
  type PathSectionDef,
  type PathSectionRule,
  type PathStructure,
} from './pathStructure';

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
