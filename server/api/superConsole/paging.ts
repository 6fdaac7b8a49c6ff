// The console's paging arguments, checked the same way for every list (offset 0-1,000,000, first 1-100).
import { badUserInput } from '../errors';

export const PAGE_MAX = 100;

export function paging(
  offset: number | null | undefined,
  first: number | null | undefined,
  fallback: number,
) {
  const start = offset ?? 0;
  const size = first ?? fallback;
  if (!Number.isInteger(start) || start < 0 || start > 1_000_000)
    throw badUserInput('offset', 'offset must be between 0 and 1000000.');
  if (!Number.isInteger(size) || size < 1 || size > PAGE_MAX)
    throw badUserInput('first', `first must be between 1 and ${PAGE_MAX}.`);
  return { start, size };
}
