// The rules for a news item's input, once, for the news editor (checking as the editor types) and the server
// (saveNews), so both refuse the same input. Pure: zod/mini only. Each issue's message is a stable code
// (`versions.0.title` + `title.required`); the app translates the code, the server keeps an English sentence
// per code. The HTML is checked for size and for having some text or an image; what it may contain is the
// server's sanitiser's business (server/api/news/sanitize.ts), which keeps only its allow-list.
import * as z from 'zod/mini';
import { plainLine } from './plainText';

export const NEWS_LIMITS = { titleMax: 200, htmlMax: 50_000, versionsMax: 20, unitsMax: 100 } as const;

export const NEWS_ISSUE_CODES = [
  'title.required',
  'title.tooLong',
  'body.required',
  'body.tooLong',
  'locale.invalid',
  'versions.required',
  'versions.tooMany',
  'versions.duplicate',
  'defaultLocale.missing',
  'unitIds.invalid',
  'unitIds.tooMany',
  'input.invalid',
] as const;
export type NewsIssueCode = (typeof NEWS_ISSUE_CODES)[number];

const LOCALE_PATTERN = /^[a-z]{2,3}$/;
const UNIT_ID_PATTERN = /^\d{1,9}$/;
const code = (error: NewsIssueCode) => ({ error });

/** The text of an HTML fragment, for "is there anything written" (tags dropped, entities left). */
export const htmlHasContent = (html: string): boolean =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

const version = z.object({
  locale: z.string(code('locale.invalid')).check(z.regex(LOCALE_PATTERN, code('locale.invalid'))),
  title: z
    .string(code('title.required'))
    .check(
      z.overwrite(plainLine),
      z.minLength(1, code('title.required')),
      z.maxLength(NEWS_LIMITS.titleMax, code('title.tooLong')),
    ),
  html: z
    .string(code('body.required'))
    .check(
      z.maxLength(NEWS_LIMITS.htmlMax, code('body.tooLong')),
      z.refine(htmlHasContent, code('body.required')),
    ),
});

export const newsInputSchema = z
  .object({
    defaultLocale: z.string(code('defaultLocale.missing')),
    versions: z
      .array(version)
      .check(
        z.minLength(1, code('versions.required')),
        z.maxLength(NEWS_LIMITS.versionsMax, code('versions.tooMany')),
      ),
    unitIds: z
      .array(z.string(code('unitIds.invalid')).check(z.regex(UNIT_ID_PATTERN, code('unitIds.invalid'))))
      .check(z.maxLength(NEWS_LIMITS.unitsMax, code('unitIds.tooMany'))),
    pinned: z.boolean(code('input.invalid')),
  })
  .check(
    z.superRefine((input, ctx) => {
      const seen = new Set<string>();
      input.versions.forEach((v, index) => {
        if (seen.has(v.locale))
          ctx.issues.push({
            code: 'custom',
            message: 'versions.duplicate',
            path: ['versions', index, 'locale'],
            input: v.locale,
          });
        seen.add(v.locale);
      });
      if (!seen.has(input.defaultLocale))
        ctx.issues.push({
          code: 'custom',
          message: 'defaultLocale.missing',
          path: ['defaultLocale'],
          input: input.defaultLocale,
        });
    }),
  );

export type NewsInputValues = z.output<typeof newsInputSchema>;

export interface NewsFieldIssue {
  /** The input field as a dotted path (`versions.1.title`), as the server's extensions.field names it. */
  field: string;
  code: NewsIssueCode;
}

const isCode = (message: string): message is NewsIssueCode =>
  (NEWS_ISSUE_CODES as readonly string[]).includes(message);

/** The input's issues in the order zod finds them; none when it is valid. */
export function newsIssues(input: unknown): NewsFieldIssue[] {
  const result = newsInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((found) => ({
    field: found.path.map(String).join('.'),
    code: isCode(found.message) ? found.message : 'input.invalid',
  }));
}
