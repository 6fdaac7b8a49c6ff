// Ids in arguments are checked before any query: a malformed one is the caller's mistake (BAD_USER_INPUT on
// its field), not a database error. One spelling (trimmed, lower case), so a row is found however the
// uuid was typed.
import { UUID_PATTERN } from '../../src/schemas/ids';
import { badUserInput } from './errors';

/** A uuid in one spelling (lower case), else BAD_USER_INPUT on the field. */
export function checkId(field: string, id: string): string {
  const trimmed = id.trim();
  if (!UUID_PATTERN.test(trimmed)) throw badUserInput(field, `${field} "${id}" is not a valid id.`);
  return trimmed.toLowerCase();
}

/** checkId for each, the field named with the index (`ids.2`). */
export const checkIds = (field: string, ids: readonly string[]): string[] =>
  ids.map((id, index) => checkId(`${field}.${index}`, id));
