// The rules for a learning path's input, once, for the path editor (checking as the manager types) and the
// server (saveLearningPath), so both refuse the same input. Pure: zod/mini only. Each issue's message is a
// stable code (`minCount.outOfRange`) with its numbers in `params`; the app translates the code, the server
// keeps an English sentence per code. Whether the structure can ever be completed (cycles, "at least 3 of
// 2", prerequisites on empty sections) is not an input rule: src/schemas/pathRules.ts decides that.
import * as z from 'zod/mini';
import { isLocalDate } from './assignmentDue';
import { UUID_PATTERN } from './ids';
import { plainLine, plainParagraphs } from './plainText';

export const PATH_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  sectionsMin: 1,
  sectionsMax: 50,
  mediaPerSectionMax: 100,
  translationsMax: 20,
  minCountMax: 100,
} as const;

export const SECTION_RULES = ['ALL_IN_ORDER', 'ALL_ANY_ORDER', 'AT_LEAST'] as const;
export type SectionRule = (typeof SECTION_RULES)[number];

export const PATH_ISSUE_CODES = [
  'id.invalid',
  'title.required',
  'title.tooLong',
  'description.tooLong',
  'language.invalid',
  'translations.tooMany',
  'translations.locale',
  'translations.duplicate',
  'unitId.invalid',
  'coverFileId.invalid',
  'sections.required',
  'sections.tooMany',
  'sections.duplicate',
  'rule.invalid',
  'minCount.outOfRange',
  'requires.invalid',
  'unlockOn.invalid',
  'mediaIds.tooMany',
  'mediaIds.invalid',
  'mediaIds.duplicate',
  'input.invalid',
] as const;
export type PathIssueCode = (typeof PATH_ISSUE_CODES)[number];

const UNIT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

const code = (error: PathIssueCode) => ({ error });

const title = z
  .string(code('title.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('title.required')),
    z.maxLength(PATH_LIMITS.titleMax, code('title.tooLong')),
  );
const description = z
  .string(code('description.tooLong'))
  .check(z.overwrite(plainParagraphs), z.maxLength(PATH_LIMITS.descriptionMax, code('description.tooLong')));
const language = z.string(code('language.invalid')).check(
  z.overwrite((v) => v.trim()),
  z.regex(LANGUAGE_PATTERN, code('language.invalid')),
);
const uuid = (error: PathIssueCode) => z.string({ error }).check(z.regex(UUID_PATTERN, { error }));
const unitId = z.string(code('unitId.invalid')).check(
  z.regex(UNIT_ID_PATTERN, code('unitId.invalid')),
  z.refine((value) => Number(value) <= 2_147_483_647, code('unitId.invalid')),
);
const unlockOn = z
  .string(code('unlockOn.invalid'))
  .check(z.refine((value) => isLocalDate(value), code('unlockOn.invalid')));

const translation = z.object({
  locale: z.string(code('translations.locale')).check(z.regex(LANGUAGE_PATTERN, code('translations.locale'))),
  title: z.optional(
    z.nullable(
      z
        .string(code('title.tooLong'))
        .check(z.overwrite(plainLine), z.maxLength(PATH_LIMITS.titleMax, code('title.tooLong'))),
    ),
  ),
  description: z.optional(z.nullable(description)),
});

type Issues = { addIssue: (issue: z.core.$ZodRawIssue) => void };
const issue = (ctx: Issues, path: Array<string | number>, error: PathIssueCode, params?: object) =>
  ctx.addIssue({ code: 'custom', path, message: error, input: undefined, ...(params ? { params } : {}) });

/** Each language once; the path's own language is not a translation. */
function uniqueLocales(
  list: ReadonlyArray<{ locale: string }> | null | undefined,
  ctx: Issues,
  at: Array<string | number>,
) {
  const seen = new Set<string>();
  (list ?? []).forEach((t, index) => {
    if (seen.has(t.locale))
      issue(ctx, [...at, index, 'locale'], 'translations.duplicate', { locale: t.locale });
    seen.add(t.locale);
  });
}

const translations = z.optional(
  z.nullable(
    z.array(translation).check(z.maxLength(PATH_LIMITS.translationsMax, code('translations.tooMany'))),
  ),
);

export const sectionInputSchema = z
  .object({
    id: uuid('id.invalid'),
    title,
    translations,
    rule: z.enum(SECTION_RULES, code('rule.invalid')),
    minCount: z.optional(z.nullable(z.number(code('minCount.outOfRange')))),
    requires: z._default(z.array(uuid('requires.invalid')), []),
    unlockOn: z.optional(z.nullable(unlockOn)),
    mediaIds: z
      .array(uuid('mediaIds.invalid'))
      .check(z.maxLength(PATH_LIMITS.mediaPerSectionMax, code('mediaIds.tooMany'))),
  })
  .check(
    z.superRefine((section, ctx) => {
      uniqueLocales(section.translations, ctx, ['translations']);
      if (section.rule === 'AT_LEAST') {
        const n = section.minCount;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > PATH_LIMITS.minCountMax)
          issue(ctx, ['minCount'], 'minCount.outOfRange', { minimum: 1, maximum: PATH_LIMITS.minCountMax });
      }
      const seen = new Set<string>();
      section.mediaIds.forEach((id, index) => {
        if (seen.has(id)) issue(ctx, ['mediaIds', index], 'mediaIds.duplicate');
        seen.add(id);
      });
    }),
  );

/** saveLearningPath's input, in the SDL's field order (the first wrong field is the one the server names). */
export const learningPathInputSchema = z
  .object({
    id: z.optional(z.nullable(uuid('id.invalid'))),
    title,
    description: z._default(z.nullable(description), ''),
    language: z._default(z.nullable(language), 'en'),
    translations,
    unitId: z.optional(z.nullable(unitId)),
    coverFileId: z.optional(z.nullable(uuid('coverFileId.invalid'))),
    sections: z
      .array(sectionInputSchema)
      .check(
        z.minLength(PATH_LIMITS.sectionsMin, code('sections.required')),
        z.maxLength(PATH_LIMITS.sectionsMax, code('sections.tooMany')),
      ),
  })
  .check(
    z.superRefine((path, ctx) => {
      uniqueLocales(path.translations, ctx, ['translations']);
      const seen = new Set<string>();
      path.sections.forEach((section, index) => {
        if (seen.has(section.id)) issue(ctx, ['sections', index, 'id'], 'sections.duplicate');
        seen.add(section.id);
      });
    }),
  );

export type LearningPathInputValues = z.output<typeof learningPathInputSchema>;
export type SectionInputValues = z.output<typeof sectionInputSchema>;

export interface PathFieldIssue {
  /** The input field as a dotted path (`sections.1.minCount`), as the server's extensions.field names it. */
  field: string;
  code: PathIssueCode;
  params: Record<string, unknown>;
}

const isCode = (message: string): message is PathIssueCode =>
  (PATH_ISSUE_CODES as readonly string[]).includes(message);

/** A zod error as field issues, in the order zod found them; an unknown issue is `input.invalid`. */
export function toPathIssues(error: z.core.$ZodError): PathFieldIssue[] {
  return error.issues.map((found) => {
    const field = found.path.map(String).join('.');
    const params: Record<string, unknown> = {};
    if ('params' in found && found.params) Object.assign(params, found.params);
    if ('maximum' in found) params.maximum = Number(found.maximum);
    if ('minimum' in found) params.minimum = Number(found.minimum);
    return { field, code: isCode(found.message) ? found.message : 'input.invalid', params };
  });
}

/** The input's issues (empty when it is valid). */
export function pathInputIssues(input: unknown): PathFieldIssue[] {
  const result = learningPathInputSchema.safeParse(input);
  return result.success ? [] : toPathIssues(result.error);
}
