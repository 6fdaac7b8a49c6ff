import { checkId } from './rules';

/** A list of medium ids, each checked for its form; the refusal names its position (ids.3). */
export const checkIds = (field: string, ids: readonly string[]): string[] =>
  ids.map((id, index) => checkId(`${field}.${index}`, id)!);
