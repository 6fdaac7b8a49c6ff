// The checks on a medium's own fields that need no database: the shared zod schemas (src/schemas/media.ts,
// which the media form runs as the manager types) decide, and this turns their first issue into the API's
// BAD_USER_INPUT with the field and an English sentence per issue code.
import * as z from 'zod/mini';
import {
  checkTypeRules,
  createMediumInputSchema,
  toFieldIssues,
  updateMediumInputSchema,
  type CreateMediumValues,
  type FieldIssue,
  type MediumIssueCode,
  type MediumType,
  type UpdateMediumValues,
} from '../../../src/schemas/media';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { plainLine, plainParagraphs } from '../plainText';
import { badUserInput } from '../errors';

type Params = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const MESSAGES: Record<MediumIssueCode, (params: Params, value: unknown) => string> = {
  'title.required': () => 'Give the medium a title.',
  'title.tooLong': (p, v) =>
    `The title is ${plainLine(text(v)).length} characters long; the limit is ${String(p.maximum)}.`,
  'description.tooLong': (p, v) =>
    `The description is ${plainParagraphs(text(v)).length} characters long; the limit is ${String(p.maximum)}.`,
  'language.invalid': (_p, v) =>
    `"${text(v).trim()}" is not a language code. Use a lower-case code such as en or de.`,
  'durationMinutes.outOfRange': (p) =>
    `Give the duration in whole minutes, ${String(p.minimum)} to ${String(p.maximum)}.`,
  'masteryScore.outOfRange': (p) =>
    `Give the mastery score as a whole number from ${String(p.minimum)} to ${String(p.maximum)}.`,
  'masteryScore.notAllowed': (p) =>
    `Only a SCORM medium has a mastery score; a ${String(p.type)} medium has none.`,
  'externalUrl.required': () => 'A link needs an address (externalUrl), starting with https://.',
  'externalUrl.tooLong': (p) => `The address is longer than ${String(p.maximum)} characters.`,
  'externalUrl.invalid': (_p, v) =>
    `"${text(v).trim()}" is not a web address. Write it in full, e.g. https://example.org/page.`,
  'externalUrl.protocol': (p) =>
    `Links must start with http:// or https://; "${String(p.protocol)}" addresses are not allowed.`,
  'externalUrl.credentials': () => 'The address must not contain a user name or password.',
  'externalUrl.notAllowed': (p) =>
    `Only a link has an address; a ${String(p.type)} medium plays its uploaded file.`,
  'fileId.required': (p) =>
    `A ${String(p.type)} medium needs an uploaded file: upload it first and pass its id.`,
  'fileId.notAllowed': () => 'A link has no file. Leave fileId empty or choose another type.',
  'fileId.invalid': (_p, v) => `fileId "${text(v)}" is not a valid id.`,
  'coverFileId.invalid': (_p, v) => `coverFileId "${text(v)}" is not a valid id.`,
  'categoryId.invalid': (_p, v) => `categoryId "${text(v)}" is not a valid id.`,
  'unitId.invalid': (_p, v) => `unitId "${text(v)}" is not a valid unit id.`,
  'type.invalid': () => 'Choose one of the types SCORM, VIDEO, PDF or LINK.',
  'published.required': () => 'Say true or false.',
};

/** The English sentence for an issue; `value` is what the caller sent for the field. */
export const issueMessage = (issue: FieldIssue, value: unknown): string =>
  MESSAGES[issue.code](issue.params, value);

function refuse(error: z.core.$ZodError, input: Record<string, unknown>): never {
  const [first] = toFieldIssues(error);
  if (!first) throw badUserInput('input', 'The input is not valid.');
  throw badUserInput(first.field, issueMessage(first, input[first.field.split('.')[0] ?? '']));
}

/** createMedium's input, cleaned (trimmed title, normalised link), or BAD_USER_INPUT for its first fault. */
export function parseCreateInput(input: Record<string, unknown>): CreateMediumValues {
  const result = createMediumInputSchema.safeParse(input);
  if (!result.success) refuse(result.error, input);
  return result.data;
}

/** updateMedium's input checked against the medium's type; absent fields stay absent. */
export function parseUpdateInput(input: Record<string, unknown>, type: MediumType): UpdateMediumValues {
  const schema = updateMediumInputSchema.check(
    z.superRefine((value, ctx) => checkTypeRules(type, value, ctx, { creating: false })),
  );
  const result = schema.safeParse(input);
  if (!result.success) refuse(result.error, input);
  return result.data;
}

export function checkId(field: string, id: string | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  if (!UUID_PATTERN.test(id)) throw badUserInput(field, `${field} "${id}" is not a valid id.`);
  return id;
}

/** units.id is an integer exposed as an ID string; the schema has checked its form. */
export const toUnitId = (id: string | null | undefined): number | null =>
  id === null || id === undefined ? null : Number(id);
