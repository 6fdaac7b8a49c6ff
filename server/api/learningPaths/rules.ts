// The checks on a path's input that need no database: the shared zod schema (src/schemas/learningPath.ts,
// which the editor runs as the manager types) decides, and this turns its first issue into the API's
// BAD_USER_INPUT with the field and an English sentence. Also the English sentence for each problem
// pathProblems finds, naming the section by its place and title.
import {
  learningPathInputSchema,
  PATH_LIMITS,
  toPathIssues,
  type LearningPathInputValues,
  type PathIssueCode,
} from '../../../src/schemas/learningPath';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import type { PathProblem } from '../../../src/schemas/pathRules';
import { badUserInput } from '../errors';

const MESSAGES: Record<PathIssueCode, (params: Record<string, unknown>) => string> = {
  'id.invalid': () => 'This is not a valid id.',
  'title.required': () => 'Give it a title.',
  'title.tooLong': () => `The title is too long; the limit is ${PATH_LIMITS.titleMax} characters.`,
  'description.tooLong': () =>
    `The description is too long; the limit is ${PATH_LIMITS.descriptionMax} characters.`,
  'language.invalid': () => 'This is not a language code. Use a lower-case code such as en or de.',
  'translations.tooMany': () => `At most ${PATH_LIMITS.translationsMax} translations.`,
  'translations.locale': () => 'This is not a language code. Use a lower-case code such as de.',
  'translations.duplicate': (p) => `There are two translations into "${String(p.locale)}"; keep one.`,
  'unitId.invalid': () => 'This is not a valid unit id.',
  'coverFileId.invalid': () => 'coverFileId is not a valid id.',
  'sections.required': () => 'A learning path needs at least one section.',
  'sections.tooMany': () => `A learning path has at most ${PATH_LIMITS.sectionsMax} sections.`,
  'sections.duplicate': () => 'Two sections have the same id; every section needs its own.',
  'rule.invalid': () => 'Choose one of the rules ALL_IN_ORDER, ALL_ANY_ORDER or AT_LEAST.',
  'minCount.outOfRange': () =>
    `"At least" needs a whole number of media from 1 to ${PATH_LIMITS.minCountMax}.`,
  'requires.invalid': () => 'A prerequisite must be the id of another section.',
  'unlockOn.invalid': () => 'Give the unlock day as a calendar day, YYYY-MM-DD.',
  'mediaIds.tooMany': () => `A section holds at most ${PATH_LIMITS.mediaPerSectionMax} media.`,
  'mediaIds.invalid': () => 'This is not a valid medium id.',
  'mediaIds.duplicate': () => 'This medium is in the section twice; keep it once.',
  'input.invalid': () => 'The input is not valid.',
};

function parsed(input: unknown): LearningPathInputValues {
  const result = learningPathInputSchema.safeParse(input);
  if (result.success) return result.data;
  const [first] = toPathIssues(result.error);
  if (!first) throw badUserInput('input', 'The input is not valid.');
  throw badUserInput(first.field || 'input', MESSAGES[first.code](first.params));
}

const lower = (id: string) => id.toLowerCase();

/**
 * The input, cleaned (trimmed titles, ids in lower case as the database answers them, so an id in capitals
 * finds its path, section and medium), or BAD_USER_INPUT for its first fault. Checked again once lowered:
 * "ABC…" and "abc…" are one section or medium twice.
 */
export function parsePathInput(input: unknown): LearningPathInputValues {
  const values = parsed(input);
  return parsed({
    ...values,
    id: values.id ? lower(values.id) : values.id,
    coverFileId: values.coverFileId ? lower(values.coverFileId) : values.coverFileId,
    sections: values.sections.map((section) => ({
      ...section,
      id: lower(section.id),
      requires: section.requires.map(lower),
      mediaIds: section.mediaIds.map(lower),
    })),
  });
}

/** A path id in the database's lower case, or BAD_USER_INPUT on the field. */
export function checkPathId(field: string, id: string): string {
  if (!UUID_PATTERN.test(id)) throw badUserInput(field, `${field} "${id}" is not a valid id.`);
  return lower(id);
}

export const checkPathIds = (field: string, ids: readonly string[]): string[] =>
  ids.map((id, index) => checkPathId(`${field}.${index}`, id));

/** The rules name a medium by its place in `items`; the input calls that list `mediaIds`. */
export const inputField = (field: string) => field.replace(/\.items(\.|$)/, '.mediaIds$1');

export interface SectionName {
  id: string;
  title: string;
}

/** "Section 2 (Practice)", or the id when the section is not in the path. */
const named = (sections: readonly SectionName[], id: string | undefined) => {
  const index = sections.findIndex((s) => s.id === id);
  return index < 0
    ? `an unknown section (${id ?? '?'})`
    : `section ${index + 1} ("${sections[index]!.title}")`;
};

/** One English sentence per problem, naming the sections concerned. */
export function problemMessage(
  problem: PathProblem,
  sections: readonly SectionName[],
  mediumTitle: (id: string) => string,
): string {
  const here = named(sections, problem.sectionId);
  const others = (problem.sectionIds ?? []).map((id) => named(sections, id)).join(', ');
  switch (problem.code) {
    case 'NO_ITEMS':
      return 'The path holds no media yet. Add media to a section.';
    case 'EMPTY_SECTION':
      return `${capital(here)} holds no media; learners pass it without doing anything.`;
    case 'PREREQUISITE_ON_EMPTY':
      return `${capital(here)} requires ${others}, which holds no media. Add media there or remove the prerequisite.`;
    case 'AT_LEAST_TOO_MANY':
      return `At least ${String(problem.minCount)} of ${String(problem.itemCount)} media can never be met in ${here}. Lower the number or add media.`;
    case 'MIN_COUNT_MISSING':
      return `${capital(here)} says "at least" without a number. Give one.`;
    case 'CYCLE':
      return `${capital(here)} and ${others || 'itself'} require each other, so none of them can ever open. Remove one of the prerequisites.`;
    case 'UNKNOWN_PREREQUISITE':
      return `${capital(here)} requires a section that is not in this path. Remove the prerequisite.`;
    case 'MEDIUM_UNAVAILABLE':
      return `"${mediumTitle(problem.mediaId ?? '')}" in ${here} is unpublished or archived, so learners cannot open it. Publish it again or remove it from the section.`;
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
