// The checks on a unit's own fields that need no database: the shared zod schemas (src/schemas/unit.ts,
// which the unit form runs as the administrator types) decide, and this turns their first issue into the
// API's BAD_USER_INPUT with the field and an English sentence per issue code.
import type * as z from 'zod/mini';
import {
  createUnitInputSchema,
  isUnitId,
  toUnitFieldIssues,
  updateUnitInputSchema,
  UNIT_LIMITS,
  type CreateUnitValues,
  type UnitIssueCode,
  type UpdateUnitValues,
} from '../../../src/schemas/unit';
import { badUserInput } from '../errors';

type Params = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const MESSAGES: Record<UnitIssueCode, (params: Params, value: unknown) => string> = {
  'name.required': () => 'Give the unit a name.',
  'name.tooLong': () => `The name is too long; the limit is ${UNIT_LIMITS.nameMax} characters.`,
  'key.required': () => 'Give the unit a key, e.g. customer-service.',
  'key.invalid': (_p, v) =>
    `"${text(v).trim().slice(0, 60)}" is not a valid key: use lower-case letters, digits and single hyphens between them, e.g. customer-service.`,
  'key.tooLong': () => `The key is too long; the limit is ${UNIT_LIMITS.keyMax} characters.`,
  'key.duplicate': (_p, v) => `Another unit already has the key "${text(v)}". Choose another key.`,
  'displayedId.required': () => 'Give the unit a displayed id, e.g. U-0007.',
  'displayedId.tooLong': () =>
    `The displayed id is too long; the limit is ${UNIT_LIMITS.displayedIdMax} characters.`,
  'displayedId.duplicate': (_p, v) =>
    `Another unit already has the displayed id "${text(v)}". Choose another one.`,
  'color.invalid': () => 'Give the colour as # and six hex digits, e.g. #0f766e.',
  'parentId.invalid': (_p, v) => `parentId "${text(v).slice(0, 60)}" is not a valid unit id.`,
  'logoFileId.invalid': (_p, v) => `logoFileId "${text(v).slice(0, 60)}" is not a valid id.`,
  'isActive.required': () => 'Say true or false.',
};

export const unitIssueMessage = (code: UnitIssueCode, value: unknown, params: Params = {}): string =>
  MESSAGES[code](params, value);

function refuse(error: z.core.$ZodError, input: Record<string, unknown>): never {
  const [first] = toUnitFieldIssues(error);
  if (!first) throw badUserInput('input', 'The input is not valid.');
  const field = first.field.split('.')[0] ?? '';
  throw badUserInput(`input.${first.field}`, unitIssueMessage(first.code, input[field], first.params));
}

/** createUnit's input, cleaned (trimmed, colour in lower case), or BAD_USER_INPUT for its first fault. */
export function parseCreateInput(input: Record<string, unknown>): CreateUnitValues {
  const result = createUnitInputSchema.safeParse(input);
  if (!result.success) refuse(result.error, input);
  return result.data;
}

/** updateUnit's input; absent fields stay absent. */
export function parseUpdateInput(input: Record<string, unknown>): UpdateUnitValues {
  const result = updateUnitInputSchema.safeParse(input);
  if (!result.success) refuse(result.error, input);
  return result.data;
}

/** A unit id (units.id as an ID string) or BAD_USER_INPUT on `field`. */
export function checkUnitId(field: string, id: string): number {
  if (!isUnitId(id)) throw badUserInput(field, `${field} "${id.slice(0, 60)}" is not a valid unit id.`);
  return Number(id);
}

export const toUnitId = (id: string | null | undefined): number | null =>
  id === null || id === undefined ? null : Number(id);
