// The rules for a badge's input, once, for the badge editor (checking as the administrator types) and the
// server (saveBadge), so both refuse the same input. Pure: zod/mini only. Each issue's message is a stable
// code (`threshold.outOfRange`) with its numbers in `params`; the app translates the code, the server keeps
// an English sentence per code. The editor's values are the input with numbers as typed text and the
// image as a choice between the designer and an upload (`badgeInputOf` turns them into the input).
import * as z from 'zod/mini';
import {
  badgeDesignSchema,
  BADGE_DESIGN_ISSUE_CODES,
  defaultBadgeDesign,
  type BadgeDesign,
} from './badgeDesign';
import { UUID_PATTERN } from './ids';
import { plainLine, plainParagraphs } from './plainText';

export const BADGE_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  criteriaMax: 1000,
  translationsMax: 19,
  thresholdMin: 1,
  thresholdMax: 100_000,
} as const;

export const BADGE_KINDS = ['SYSTEM', 'COURSE'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];
export const SYSTEM_RULES = ['LOGIN_COUNT', 'FIRST_COMPLETION', 'COMPLETIONS'] as const;
export const COURSE_RULES = ['MEDIUM', 'PATH'] as const;
export const BADGE_RULES = [...SYSTEM_RULES, ...COURSE_RULES] as const;
export type BadgeRule = (typeof BADGE_RULES)[number];

export const rulesOf = (kind: BadgeKind): readonly BadgeRule[] =>
  kind === 'SYSTEM' ? SYSTEM_RULES : COURSE_RULES;
/** Rules that count: the threshold says how many. */
export const hasThreshold = (rule: BadgeRule) => rule === 'LOGIN_COUNT' || rule === 'COMPLETIONS';

export const BADGE_ISSUE_CODES = [
  'id.invalid',
  'kind.invalid',
  'rule.invalid',
  'threshold.outOfRange',
  'mediaId.required',
  'mediaId.invalid',
  'pathId.required',
  'pathId.invalid',
  'name.required',
  'name.tooLong',
  'description.tooLong',
  'criteria.tooLong',
  'language.invalid',
  'translations.tooMany',
  'translations.locale',
  'translations.duplicate',
  'translations.own',
  'imageFileId.invalid',
  'image.required',
  ...BADGE_DESIGN_ISSUE_CODES,
  'input.invalid',
] as const;
export type BadgeIssueCode = (typeof BADGE_ISSUE_CODES)[number];

const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;
const code = (error: BadgeIssueCode) => ({ error });
const uuid = (error: BadgeIssueCode) => z.string({ error }).check(z.regex(UUID_PATTERN, { error }));
const optionalUuid = (error: BadgeIssueCode) => z.optional(z.nullable(uuid(error)));

const line = (max: number, tooLong: BadgeIssueCode) =>
  z.string(code(tooLong)).check(z.overwrite(plainLine), z.maxLength(max, code(tooLong)));
const paragraphs = (max: number, tooLong: BadgeIssueCode) =>
  z.string(code(tooLong)).check(z.overwrite(plainParagraphs), z.maxLength(max, code(tooLong)));

const name = z
  .string(code('name.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('name.required')),
    z.maxLength(BADGE_LIMITS.nameMax, code('name.tooLong')),
  );
const description = paragraphs(BADGE_LIMITS.descriptionMax, 'description.tooLong');
const criteria = paragraphs(BADGE_LIMITS.criteriaMax, 'criteria.tooLong');
const language = z.string(code('language.invalid')).check(
  z.overwrite((v) => v.trim()),
  z.regex(LANGUAGE_PATTERN, code('language.invalid')),
);

const translation = z.object({
  locale: z.string(code('translations.locale')).check(z.regex(LANGUAGE_PATTERN, code('translations.locale'))),
  name: z.optional(z.nullable(line(BADGE_LIMITS.nameMax, 'name.tooLong'))),
  description: z.optional(z.nullable(description)),
  criteria: z.optional(z.nullable(criteria)),
});

type Issues = { addIssue: (issue: z.core.$ZodRawIssue) => void };
const issue = (ctx: Issues, path: Array<string | number>, error: BadgeIssueCode, params?: object) =>
  ctx.addIssue({ code: 'custom', path, message: error, input: undefined, ...(params ? { params } : {}) });

/** saveBadge's input, in the SDL's field order (the first wrong field is the one the server names). */
export const badgeInputSchema = z
  .object({
    id: optionalUuid('id.invalid'),
    kind: z.enum(BADGE_KINDS, code('kind.invalid')),
    rule: z.enum(BADGE_RULES, code('rule.invalid')),
    threshold: z.optional(z.nullable(z.number(code('threshold.outOfRange')))),
    mediaId: optionalUuid('mediaId.invalid'),
    pathId: optionalUuid('pathId.invalid'),
    name,
    description: z._default(z.nullable(description), ''),
    criteria: z._default(z.nullable(criteria), ''),
    language: z._default(z.nullable(language), 'en'),
    translations: z.optional(
      z.nullable(
        z.array(translation).check(z.maxLength(BADGE_LIMITS.translationsMax, code('translations.tooMany'))),
      ),
    ),
    imageFileId: optionalUuid('imageFileId.invalid'),
    design: z.optional(z.nullable(badgeDesignSchema)),
  })
  .check(
    z.superRefine((badge, ctx) => {
      if (!rulesOf(badge.kind).includes(badge.rule)) issue(ctx, ['rule'], 'rule.invalid');
      if (hasThreshold(badge.rule)) {
        const n = badge.threshold;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > BADGE_LIMITS.thresholdMax)
          issue(ctx, ['threshold'], 'threshold.outOfRange', {
            minimum: BADGE_LIMITS.thresholdMin,
            maximum: BADGE_LIMITS.thresholdMax,
          });
      }
      if (badge.rule === 'MEDIUM' && !badge.mediaId) issue(ctx, ['mediaId'], 'mediaId.required');
      if (badge.rule === 'PATH' && !badge.pathId) issue(ctx, ['pathId'], 'pathId.required');
      const seen = new Set<string>();
      (badge.translations ?? []).forEach((t, index) => {
        if (t.locale === (badge.language ?? 'en'))
          issue(ctx, ['translations', index, 'locale'], 'translations.own', { locale: t.locale });
        else if (seen.has(t.locale))
          issue(ctx, ['translations', index, 'locale'], 'translations.duplicate', { locale: t.locale });
        seen.add(t.locale);
      });
      // The upload wins when both come (the editor sends one); neither is a badge without an image.
      if (!badge.imageFileId && !badge.design) issue(ctx, ['imageFileId'], 'image.required');
    }),
  );

export type BadgeInputValues = z.output<typeof badgeInputSchema>;

export interface BadgeFieldIssue {
  /** The input field as a dotted path (`translations.1.locale`), as the server's extensions.field names it. */
  field: string;
  code: BadgeIssueCode;
  params: Record<string, unknown>;
}

const isCode = (message: string): message is BadgeIssueCode =>
  (BADGE_ISSUE_CODES as readonly string[]).includes(message);

/** A zod error as field issues, in the order zod found them; an unknown issue is `input.invalid`. */
export function toBadgeIssues(error: z.core.$ZodError): BadgeFieldIssue[] {
  return error.issues.map((found) => {
    const field = found.path.map(String).join('.');
    const params: Record<string, unknown> = {};
    if ('params' in found && found.params) Object.assign(params, found.params);
    if ('maximum' in found) params.maximum = Number(found.maximum);
    if ('minimum' in found) params.minimum = Number(found.minimum);
    return { field, code: isCode(found.message) ? found.message : 'input.invalid', params };
  });
}

// --- The editor's values ---

export type BadgeImageMode = 'DESIGN' | 'UPLOAD';

export interface BadgeTranslationValues {
  locale: string;
  name: string;
  description: string;
  criteria: string;
}

/** What the editor edits; numbers are text as typed ('' = none), so "0" is an error to show. */
export interface BadgeValues {
  kind: BadgeKind;
  rule: BadgeRule;
  threshold: string;
  mediaId: string;
  pathId: string;
  name: string;
  description: string;
  criteria: string;
  language: string;
  translations: BadgeTranslationValues[];
  imageMode: BadgeImageMode;
  /** The stored or just uploaded image (kept while the designer is chosen, in case of switching back). */
  imageFileId: string;
  design: BadgeDesign;
  [key: string]: unknown;
}

export const emptyBadgeValues = (kind: BadgeKind): BadgeValues => ({
  kind,
  rule: kind === 'SYSTEM' ? 'LOGIN_COUNT' : 'MEDIUM',
  threshold: kind === 'SYSTEM' ? '1' : '',
  mediaId: '',
  pathId: '',
  name: '',
  description: '',
  criteria: '',
  language: 'en',
  translations: [],
  imageMode: 'DESIGN',
  imageFileId: '',
  design: defaultBadgeDesign(),
});

const WHOLE = /^\s*-?\d{1,9}\s*$/;

/** saveBadge's input from the editor's values (without id and expectedUpdatedAt). */
export function badgeInputOf(values: BadgeValues) {
  const threshold = WHOLE.test(values.threshold) ? Number(values.threshold.trim()) : null;
  const counts = hasThreshold(values.rule);
  return {
    kind: values.kind,
    rule: values.rule,
    // Typed text that is no whole number goes as -1, so the threshold check names the field.
    threshold: counts ? (threshold ?? (values.threshold.trim() === '' ? null : -1)) : null,
    mediaId: values.rule === 'MEDIUM' && values.mediaId ? values.mediaId : null,
    pathId: values.rule === 'PATH' && values.pathId ? values.pathId : null,
    name: values.name,
    description: values.description,
    criteria: values.criteria,
    language: values.language,
    translations: values.translations.map((t) => ({
      locale: t.locale,
      name: t.name || null,
      description: t.description || null,
      criteria: t.criteria || null,
    })),
    imageFileId: values.imageMode === 'UPLOAD' && values.imageFileId ? values.imageFileId : null,
    design: values.imageMode === 'DESIGN' ? values.design : null,
  };
}

/** The editor's schema: the input's rules on the values as they would be sent (same field names). */
export const badgeFormSchema = z.pipe(
  z.transform((values: unknown): unknown => badgeInputOf(values as BadgeValues)),
  badgeInputSchema as z.core.$ZodType<BadgeInputValues, unknown>,
);
