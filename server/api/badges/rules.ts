// The checks on a badge's input that need no database: the shared zod schema (src/schemas/badge.ts, which
// the editor runs as the administrator types) decides, and this turns its first issue into the API's
// BAD_USER_INPUT with the field and an English sentence.
import {
  BADGE_LIMITS,
  badgeInputSchema,
  toBadgeIssues,
  type BadgeInputValues,
  type BadgeIssueCode,
} from '../../../src/schemas/badge';
import { BADGE_TEXT_MAX } from '../../../src/schemas/badgeDesign';
import { badUserInput } from '../errors';

const MESSAGES: Record<BadgeIssueCode, (params: Record<string, unknown>) => string> = {
  'id.invalid': () => 'This is not a valid id.',
  'kind.invalid': () => 'Choose SYSTEM or COURSE.',
  'rule.invalid': () =>
    'This rule does not fit the kind: a system badge is earned by LOGIN_COUNT, FIRST_COMPLETION or COMPLETIONS, a course badge by MEDIUM or PATH.',
  'threshold.outOfRange': () =>
    `Give how many as a whole number from ${BADGE_LIMITS.thresholdMin} to ${BADGE_LIMITS.thresholdMax}.`,
  'mediaId.required': () => 'Choose the medium whose completion earns the badge.',
  'mediaId.invalid': () => 'This is not a valid medium id.',
  'pathId.required': () => 'Choose the learning path whose completion earns the badge.',
  'pathId.invalid': () => 'This is not a valid learning path id.',
  'name.required': () => 'Give the badge a name.',
  'name.tooLong': () => `The name is too long; the limit is ${BADGE_LIMITS.nameMax} characters.`,
  'description.tooLong': () =>
    `The description is too long; the limit is ${BADGE_LIMITS.descriptionMax} characters.`,
  'criteria.tooLong': () => `The criteria are too long; the limit is ${BADGE_LIMITS.criteriaMax} characters.`,
  'language.invalid': () => 'This is not a language code. Use a lower-case code such as en or de.',
  'translations.tooMany': () => `At most ${BADGE_LIMITS.translationsMax} translations.`,
  'translations.locale': () => 'This is not a language code. Use a lower-case code such as de.',
  'translations.duplicate': (p) => `There are two translations into "${String(p.locale)}"; keep one.`,
  'translations.own': (p) =>
    `"${String(p.locale)}" is the badge's own language; its texts are the name, description and criteria.`,
  'imageFileId.invalid': () => 'imageFileId is not a valid id.',
  'image.required': () => 'Upload an image or design one.',
  'shape.invalid': () => 'Choose one of the shapes circle, shield, hexagon, star, ribbon or square.',
  'colour.invalid': () => 'Give the colour as #rrggbb, e.g. #1d4ed8.',
  'icon.invalid': () => 'Choose one of the built-in icons, or none.',
  'text.tooLong': () => `The badge's text is too long; the limit is ${BADGE_TEXT_MAX} characters.`,
  'input.invalid': () => 'The input is not valid.',
};

/** The input, cleaned (trimmed names, lower-case colour), or BAD_USER_INPUT for its first fault. */
export function parseBadgeInput(input: unknown): BadgeInputValues {
  const result = badgeInputSchema.safeParse(input);
  if (result.success) return result.data;
  const [first] = toBadgeIssues(result.error);
  if (!first) throw badUserInput('input', 'The input is not valid.');
  throw badUserInput(first.field || 'input', MESSAGES[first.code](first.params));
}
