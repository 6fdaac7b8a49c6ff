// The checks every category mutation shares: the names (the shared zod rules, then uniqueness among the
// siblings), ids, the category itself and its concurrency check, and one lock for changes to the tree.
import { eq, isNull, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { categories, type CategoryRow } from '../../db/schema/categories';
import {
  categoryNamesSchema,
  duplicateNames,
  requiredCategoryLocales,
  toCategoryFieldIssues,
  type CategoryIssueCode,
  type CategoryNames,
} from '../../../src/schemas/categories';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { badUserInput, conflict } from '../errors';
import type { CategoryNamesInput } from '../generated/resolvers';
import { toCategory } from './tree';

/** The server's sentence for each code the shared rules give. */
const SENTENCES: Partial<Record<CategoryIssueCode, (p: Record<string, unknown>) => string>> = {
  'name.required': (p) => `Give the category a name in ${String(p.locale ?? 'this language')}.`,
  'name.tooLong': (p) => `The name is too long; the limit is ${String(p.maximum)} characters.`,
};

/**
 * The cleaned names, or BAD_USER_INPUT naming the first wrong one (`<prefix>.de`). The allowed locales
 * and the default one are required, so every language the app shows has a name of its own.
 */
export function cleanNames(input: CategoryNamesInput, config: ServerConfig, prefix: string): CategoryNames {
  const required = requiredCategoryLocales(config.app.ALLOWED_LOCALES, config.app.DEFAULT_LOCALE);
  const result = categoryNamesSchema(required).safeParse(input);
  if (result.success) return result.data;
  const [issue] = toCategoryFieldIssues(result.error);
  const sentence = issue && SENTENCES[issue.code];
  throw badUserInput(
    `${prefix}.${issue?.field ?? ''}`.replace(/\.$/, ''),
    sentence ? sentence(issue.params) : 'The names are not valid.',
  );
}

/** The name column: the default locale's name (required, so always there). */
export const defaultName = (names: CategoryNames, config: ServerConfig): string =>
  (names as Record<string, string | undefined>)[config.app.DEFAULT_LOCALE] ?? Object.values(names)[0] ?? '';

/**
 * BAD_USER_INPUT when a sibling would show the same name in some language, on `field(locale)`: the
 * name's input field, or the new parent's for a move.
 */
export async function checkUniqueAmongSiblings(
  db: Db,
  config: ServerConfig,
  candidate: { name: string; names: CategoryNames },
  parentId: string | null,
  { field, exceptId }: { field: (locale: string) => string; exceptId?: string },
): Promise<void> {
  const siblings = await db
    .select({ id: categories.id, name: categories.name, names: categories.names })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  const others = siblings.filter((s) => s.id !== exceptId);
  const [clash] = duplicateNames(candidate, others, config.app.DEFAULT_LOCALE);
  if (clash)
    throw badUserInput(
      field(clash.locale),
      `Another category at this place is already called that in ${clash.locale}; choose another name.`,
    );
}

export function checkId(field: string, id: string): string {
  if (!UUID_PATTERN.test(id)) throw badUserInput(field, `${field} "${id.slice(0, 60)}" is not a valid id.`);
  return id;
}

/** The category, or BAD_USER_INPUT on `field` when there is none. */
export async function findCategory(db: Db, id: string, field: string): Promise<CategoryRow> {
  checkId(field, id);
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw badUserInput(field, `There is no category with id ${id}.`);
  return row;
}

/** CONFLICT when the category changed after the caller read it (`current`: the category as it is now). */
export async function checkExpected(db: Db, row: CategoryRow, expected: Date | null | undefined) {
  if (!expected) return;
  if (row.updatedAt.getTime() > expected.getTime())
    throw conflict(
      'Someone else changed this category after you loaded it. Reload to see their change, or keep yours.',
      await toCategory(db, row),
    );
}

/**
 * Changes to the tree run one at a time (a transaction-scoped advisory lock), so two moves cannot make
 * a cycle between them and two creations cannot both take the same name.
 */
export async function lockTree(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
}
// An arbitrary constant of this application: the key of the category tree's advisory lock.
const TREE_LOCK = 7_318_240_117;

/** A position among `count` siblings (0..count), or BAD_USER_INPUT on `field`. */
export function checkPosition(field: string, position: number, count: number): number {
  if (!Number.isInteger(position) || position < 0 || position > count)
    throw badUserInput(field, `Choose a position from 0 to ${count}.`);
  return position;
}
