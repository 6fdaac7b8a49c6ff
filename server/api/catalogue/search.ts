// Turns what a learner types into a PostgreSQL tsquery over media.search_vector ('simple' config).
import { sql, type SQL } from 'drizzle-orm';

const MAX_QUERY = 200;
const MAX_WORDS = 12;
// Quotes, OR and a leading minus are web-search syntax: then websearch_to_tsquery reads the text.
const WEB_SEARCH_SYNTAX = /["]|\bor\b|(^|\s)-\S/i;

/**
 * null when the text holds no searchable word. Plain words must all match; the last one also matches
 * as a prefix, so results appear while the learner is still typing.
 */
export function toTsQuery(text: string | null | undefined): SQL | null {
  const trimmed = (text ?? '').trim().slice(0, MAX_QUERY);
  if (!trimmed) return null;
  if (WEB_SEARCH_SYNTAX.test(trimmed)) return sql`websearch_to_tsquery('simple', ${trimmed})`;
  // Letters and digits only, so nothing the user types can be read as tsquery syntax.
  const words = trimmed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  const last = words.pop();
  if (last === undefined) return null;
  return sql`to_tsquery('simple', ${[...words, `${last}:*`].join(' & ')})`;
}
