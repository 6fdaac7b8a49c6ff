// The rules for a medium's fields, once, for the media form (validating as the manager types) and for the
// server (createMedium, updateMedium), so both refuse the same input. Pure: zod/mini only, no DOM or Node,
// because the app bundles it. Each issue's message is a stable code (`title.tooLong`) with its numbers in
// `params`; the app translates the code, the server keeps an English sentence per code.
import * as z from 'zod/mini';
import { UUID_PATTERN } from './ids';
import { plainLine, plainParagraphs } from './plainText';

export const MEDIUM_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  durationMin: 1,
  durationMax: 10_000,
  urlMax: 2000,
  masteryMin: 0,
  masteryMax: 100,
} as const;

export const MEDIA_TYPES = ['SCORM', 'VIDEO', 'PDF', 'LINK'] as const;
export type MediumType = (typeof MEDIA_TYPES)[number];

/** Every code an issue may carry; the app needs a translation for each. */
export const MEDIUM_ISSUE_CODES = [
  'title.required',
  'title.tooLong',
  'description.tooLong',
  'language.invalid',
  'durationMinutes.outOfRange',
  'masteryScore.outOfRange',
  'masteryScore.notAllowed',
  'externalUrl.required',
  'externalUrl.tooLong',
  'externalUrl.invalid',
  'externalUrl.protocol',
  'externalUrl.credentials',
  'externalUrl.notAllowed',
  'fileId.required',
  'fileId.notAllowed',
  'fileId.invalid',
  'coverFileId.invalid',
  'categoryId.invalid',
  'unitId.invalid',
  'type.invalid',
  'published.required',
] as const;
export type MediumIssueCode = (typeof MEDIUM_ISSUE_CODES)[number];

// units.id is a positive 32-bit integer sent as an ID string.
const UNIT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
// ISO 639-1/-2 in lower case, as the catalogue filters languages; regions are not used.
const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

const code = (error: MediumIssueCode) => ({ error });

const title = z
  .string(code('title.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('title.required')),
    z.maxLength(MEDIUM_LIMITS.titleMax, code('title.tooLong')),
  );

const description = z
  .string()
  .check(
    z.overwrite(plainParagraphs),
    z.maxLength(MEDIUM_LIMITS.descriptionMax, code('description.tooLong')),
  );

const language = z.string(code('language.invalid')).check(
  z.overwrite((value) => value.trim()),
  z.regex(LANGUAGE_PATTERN, code('language.invalid')),
);

const wholeNumberIn = (error: MediumIssueCode, minimum: number, maximum: number) =>
  z.number({ error }).check(
    z.refine((n) => Number.isInteger(n) && n >= minimum && n <= maximum, {
      error,
      params: { minimum, maximum },
    }),
  );

const durationMinutes = wholeNumberIn(
  'durationMinutes.outOfRange',
  MEDIUM_LIMITS.durationMin,
  MEDIUM_LIMITS.durationMax,
);
const masteryScore = wholeNumberIn(
  'masteryScore.outOfRange',
  MEDIUM_LIMITS.masteryMin,
  MEDIUM_LIMITS.masteryMax,
);

const id = (error: MediumIssueCode) => z.string({ error }).check(z.regex(UUID_PATTERN, { error }));
const unitId = z.string(code('unitId.invalid')).check(
  z.regex(UNIT_ID_PATTERN, code('unitId.invalid')),
  z.refine((value) => Number(value) <= 2_147_483_647, code('unitId.invalid')),
);

/** Only http and https: a javascript: or data: target would run in the learner's session. */
const externalUrl = z.pipe(
  z.string(code('externalUrl.required')),
  z.transform((raw, ctx) => {
    const text = raw.trim();
    const fail = (error: MediumIssueCode, params?: Record<string, unknown>) => {
      ctx.issues.push({ code: 'custom', message: error, input: raw, ...(params ? { params } : {}) });
      return z.NEVER;
    };
    if (!text) return fail('externalUrl.required');
    if (text.length > MEDIUM_LIMITS.urlMax)
      return fail('externalUrl.tooLong', { maximum: MEDIUM_LIMITS.urlMax });
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      return fail('externalUrl.invalid');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      return fail('externalUrl.protocol', { protocol: parsed.protocol });
    if (parsed.username || parsed.password) return fail('externalUrl.credentials');
    return parsed.href;
  }),
);

/** One schema per field, for a form that checks the field being edited. */
export const mediumFieldSchemas = {
  title,
  description: z.nullable(description),
  language,
  durationMinutes: z.nullable(durationMinutes),
  externalUrl,
  masteryScore: z.nullable(masteryScore),
  categoryId: z.nullable(id('categoryId.invalid')),
  unitId: z.nullable(unitId),
  fileId: z.nullable(id('fileId.invalid')),
  coverFileId: z.nullable(id('coverFileId.invalid')),
};

type Issues = { addIssue: (issue: z.core.$ZodRawIssue) => void };
const crossFieldIssue = (
  ctx: Issues,
  input: unknown,
  path: string,
  error: MediumIssueCode,
  params?: object,
) => ctx.addIssue({ code: 'custom', path: [path], message: error, input, ...(params ? { params } : {}) });

/**
 * The rules between fields once the type is known: a link has an address and no file; an upload has a
 * file and no address; only SCORM has a mastery score.
 */
export function checkTypeRules(
  type: MediumType,
  value: { externalUrl?: unknown; fileId?: unknown; masteryScore?: unknown },
  ctx: Issues,
  { creating }: { creating: boolean },
): void {
  const has = (v: unknown) => v !== null && v !== undefined;
  if (type === 'LINK') {
    // A link always has an address: absent when created, or cleared (null) later.
    if ((creating && !has(value.externalUrl)) || value.externalUrl === null)
      crossFieldIssue(ctx, value, 'externalUrl', 'externalUrl.required');
    if (has(value.fileId)) crossFieldIssue(ctx, value, 'fileId', 'fileId.notAllowed', { type });
  } else {
    if (creating && !has(value.fileId)) crossFieldIssue(ctx, value, 'fileId', 'fileId.required', { type });
    if (has(value.externalUrl))
      crossFieldIssue(ctx, value, 'externalUrl', 'externalUrl.notAllowed', { type });
  }
  if (type !== 'SCORM' && has(value.masteryScore))
    crossFieldIssue(ctx, value, 'masteryScore', 'masteryScore.notAllowed', { type });
}

const f = mediumFieldSchemas;

/** createMedium's input, in the SDL's field order (the first wrong field is the one the server names). */
export const createMediumInputSchema = z
  .object({
    title: f.title,
    description: z._default(z.nullable(description), ''),
    type: z.enum(MEDIA_TYPES, code('type.invalid')),
    categoryId: z.optional(f.categoryId),
    unitId: z.optional(f.unitId),
    language: z._default(z.nullable(language), 'en'),
    durationMinutes: z.optional(f.durationMinutes),
    published: z.optional(z.nullable(z.boolean())),
    fileId: z.optional(f.fileId),
    externalUrl: z.optional(z.nullable(externalUrl)),
    coverFileId: z.optional(f.coverFileId),
    masteryScore: z.optional(f.masteryScore),
  })
  .check(z.superRefine((value, ctx) => checkTypeRules(value.type, value, ctx, { creating: true })));

/**
 * updateMedium's input: absent fields stay as they are, null clears an optional one. The rules between
 * fields need the medium's type, which the input does not carry: call checkTypeRules with it.
 */
export const updateMediumInputSchema = z.object({
  title: z.optional(f.title),
  description: z.optional(f.description),
  categoryId: z.optional(f.categoryId),
  unitId: z.optional(f.unitId),
  language: z.optional(z.nullable(language)),
  durationMinutes: z.optional(f.durationMinutes),
  published: z.optional(z.boolean(code('published.required'))),
  externalUrl: z.optional(z.nullable(externalUrl)),
  coverFileId: z.optional(f.coverFileId),
  masteryScore: z.optional(f.masteryScore),
});

/** The media form's values: a create input (the type decides which fields apply). */
export const mediumFormSchema = createMediumInputSchema;

export type CreateMediumValues = z.output<typeof createMediumInputSchema>;
export type UpdateMediumValues = z.output<typeof updateMediumInputSchema>;
export type MediumFormInput = z.input<typeof mediumFormSchema>;

export interface FieldIssue {
  /** The input field as a dotted path, as the server's extensions.field names it. */
  field: string;
  code: MediumIssueCode;
  /** Numbers and names the translated message needs, e.g. { maximum: 200 }. */
  params: Record<string, unknown>;
}

const isCode = (message: string): message is MediumIssueCode =>
  (MEDIUM_ISSUE_CODES as readonly string[]).includes(message);

/**
 * A zod error as field issues, in the order zod found them. An issue without one of our codes (a value of
 * the wrong kind altogether) becomes `<field>.invalid` when the field has such a code, else `type.invalid`.
 */
export function toFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const params: Record<string, unknown> = {};
    if ('params' in issue && issue.params) Object.assign(params, issue.params);
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    if ('minimum' in issue) params.minimum = Number(issue.minimum);
    const fallback = `${field}.invalid`;
    const code = isCode(issue.message) ? issue.message : isCode(fallback) ? fallback : 'type.invalid';
    return { field, code, params };
  });
}
