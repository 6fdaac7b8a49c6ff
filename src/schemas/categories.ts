// The rules for a category's names, once, for the category form (checking as the administrator types)
// and for the server (createCategory, renameCategory), so both refuse the same input. Pure: zod/mini and
// plain functions, no DOM or Node. Messages are stable codes (`name.tooLong`) with their numbers in
// `params`; the app translates the code, the server keeps an English sentence per code.
import * as z from 'zod/mini';
import { dictionaryLocales, isDictionaryLocale, type DictionaryLocale } from '../i18n/locales';
import { plainLine } from './plainText';

export const CATEGORY_LIMITS = { nameMax: 100 } as const;

/** Locales a name can be given in: every locale the app has a dictionary for. */
export const CATEGORY_LOCALES = dictionaryLocales;
export type CategoryLocale = DictionaryLocale;
export const isCategoryLocale = isDictionaryLocale;

/** A category's names by locale; a locale without a name shows the fallback (categoryName). */
export type CategoryNames = Partial<Record<CategoryLocale, string>>;

export const CATEGORY_ISSUE_CODES = [
  'name.required',
  'name.tooLong',
  'name.duplicate',
  'parentId.invalid',
  'parentId.unknown',
  'parentId.cycle',
  'position.outOfRange',
  'id.unknown',
  'ids.mismatch',
  'moveContentTo.required',
  'moveContentTo.unknown',
  'moveContentTo.inside',
] as const;
export type CategoryIssueCode = (typeof CATEGORY_ISSUE_CODES)[number];

const code = (error: CategoryIssueCode) => ({ error });

const requiredName = z
  .string(code('name.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('name.required')),
    z.maxLength(CATEGORY_LIMITS.nameMax, code('name.tooLong')),
  );
// An optional locale: left empty it shows the fallback, so an empty string means "no name".
const optionalName = z.optional(
  z.nullable(
    z
      .string(code('name.required'))
      .check(z.overwrite(plainLine), z.maxLength(CATEGORY_LIMITS.nameMax, code('name.tooLong'))),
  ),
);

/**
 * The names of one category by locale, as a form holds them: a name for each required locale (the
 * allowed locales and the default one), any of the others optional ('' or null: none).
 */
export function categoryNamesObject(requiredLocales: readonly string[]) {
  // Required locales first, in their order: the first wrong field is the one a form shows first.
  const shape = Object.fromEntries(
    categoryLocaleOrder(requiredLocales).map((locale) => [
      locale,
      requiredLocales.includes(locale) ? requiredName : optionalName,
    ]),
  ) as Record<CategoryLocale, typeof optionalName>;
  return z.object(shape);
}

/** The same, for an API input: the output keeps the cleaned names given, empty ones dropped. */
export function categoryNamesSchema(requiredLocales: readonly string[]) {
  return z.pipe(
    categoryNamesObject(requiredLocales),
    z.transform((names) => {
      const kept: CategoryNames = {};
      for (const locale of CATEGORY_LOCALES) {
        const name = names[locale];
        if (name) kept[locale] = name;
      }
      return kept;
    }),
  );
}

/**
 * Locales whose name must be given: the default one, then the other allowed ones (the languages the app
 * can show), in the configured order.
 */
export const requiredCategoryLocales = (
  allowed: readonly string[],
  defaultLocale: string,
): CategoryLocale[] => [...new Set([defaultLocale, ...allowed])].filter(isCategoryLocale);

/** Every locale, the required ones first (as the form lists them). */
export const categoryLocaleOrder = (requiredLocales: readonly string[]): CategoryLocale[] => [
  ...requiredLocales.filter(isCategoryLocale),
  ...CATEGORY_LOCALES.filter((locale) => !requiredLocales.includes(locale)),
];

/**
 * The name to show in `locale`: its own name there, else the default locale's, else `fallback` (the
 * `name` column, which rows from before translated names only have).
 */
export function categoryName(
  names: CategoryNames | Record<string, string>,
  fallback: string,
  locale: string,
  defaultLocale: string,
): string {
  const byLocale = names as Record<string, string | undefined>;
  return byLocale[locale] || byLocale[defaultLocale] || fallback;
}

// Names compare without case and width differences: "IT" and "it" would look like the same entry.
const comparable = (name: string) => plainLine(name).normalize('NFKC').toLowerCase();

export interface NamedSibling {
  id: string;
  name: string;
  names: CategoryNames | Record<string, string>;
}

/**
 * The locales in which a category would show the same name as a sibling (own names or fallbacks alike,
 * so two entries never look identical in any language), with the sibling's id; at most one per locale.
 */
export function duplicateNames(
  candidate: Omit<NamedSibling, 'id'>,
  siblings: readonly NamedSibling[],
  defaultLocale: string,
): { locale: CategoryLocale; siblingId: string }[] {
  const clashes: { locale: CategoryLocale; siblingId: string }[] = [];
  // The default locale first, then the names given, then the fallbacks: the first clash is the one named.
  const own = (locale: string) => Boolean((candidate.names as Record<string, string | undefined>)[locale]);
  const order = [...CATEGORY_LOCALES].sort(
    (a, b) => Number(b === defaultLocale) - Number(a === defaultLocale) || Number(own(b)) - Number(own(a)),
  );
  for (const locale of order) {
    const mine = comparable(categoryName(candidate.names, candidate.name, locale, defaultLocale));
    if (!mine) continue;
    const other = siblings.find(
      (s) => comparable(categoryName(s.names, s.name, locale, defaultLocale)) === mine,
    );
    if (other) clashes.push({ locale, siblingId: other.id });
  }
  return clashes;
}

export interface FieldIssue {
  /** The input field as a dotted path, as the server's extensions.field names it (`names.de`). */
  field: string;
  code: CategoryIssueCode;
  params: Record<string, unknown>;
}

const isCode = (message: string): message is CategoryIssueCode =>
  (CATEGORY_ISSUE_CODES as readonly string[]).includes(message);

/** A zod error as field issues, in the order zod found them; a value of the wrong kind is `name.required`. */
export function toCategoryFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const params: Record<string, unknown> = {};
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    const locale = issue.path[issue.path.length - 1];
    if (typeof locale === 'string' && isCategoryLocale(locale)) params.locale = locale;
    return { field, code: isCode(issue.message) ? issue.message : 'name.required', params };
  });
}

export interface TreeRow {
  id: string;
  parentId: string | null;
  /** Stored order among siblings; ties (rows from before ordering) fall back to name, then id. */
  position: number;
  name: string;
}

const bySiblingOrder = (a: TreeRow, b: TreeRow) =>
  a.position - b.position || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Rows in tree order (each parent before its children, siblings in their order), each with its depth
 * (0 for the top level) and its index among its siblings. A row whose parent is missing counts as top level.
 */
export function treeOrder<T extends TreeRow>(rows: readonly T[]): (T & { depth: number; index: number })[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: (T & { depth: number; index: number })[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    (children.get(parent) ?? []).sort(bySiblingOrder).forEach((row, index) => {
      if (seen.has(row.id)) return;
      seen.add(row.id);
      out.push({ ...row, depth, index });
      walk(row.id, depth + 1);
    });
  };
  walk(null, 0);
  return out;
}

/** The category and every category below it (the ids a move into would make a cycle). */
export function subtreeIds(rows: readonly Pick<TreeRow, 'id' | 'parentId'>[], id: string): Set<string> {
  const inside = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows)
      if (row.parentId !== null && inside.has(row.parentId) && !inside.has(row.id)) {
        inside.add(row.id);
        grew = true;
      }
  }
  return inside;
}
