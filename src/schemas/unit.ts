// The rules for a unit's fields, once, for the unit form (checking as the administrator types) and for the
// server (createUnit, updateUnit), so both refuse the same input. Pure: zod/mini only, no DOM or Node.
// Messages are stable codes (`key.invalid`) with their numbers in `params`; the app translates the code,
// the server keeps an English sentence per code.
import * as z from 'zod/mini';
import { UUID_PATTERN } from './ids';
import { plainLine } from './plainText';

export const UNIT_LIMITS = { nameMax: 100, keyMax: 50, displayedIdMax: 20 } as const;

/** A key is what imports and addresses name a unit by: lower-case letters and digits, hyphens between. */
export const UNIT_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The unit's colour: six hex digits (stored lower-case). */
export const UNIT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** units.id: a positive 32-bit integer sent as an ID string. */
export const UNIT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const isUnitId = (value: string) => UNIT_ID_PATTERN.test(value) && Number(value) <= 2_147_483_647;

export const UNIT_ISSUE_CODES = [
  'name.required',
  'name.tooLong',
  'key.required',
  'key.invalid',
  'key.tooLong',
  'key.duplicate',
  'displayedId.required',
  'displayedId.tooLong',
  'displayedId.duplicate',
  'color.invalid',
  'parentId.invalid',
  'logoFileId.invalid',
  'isActive.required',
] as const;
export type UnitIssueCode = (typeof UNIT_ISSUE_CODES)[number];

const code = (error: UnitIssueCode) => ({ error });

const name = z
  .string(code('name.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('name.required')),
    z.maxLength(UNIT_LIMITS.nameMax, code('name.tooLong')),
  );

const key = z.string(code('key.required')).check(
  z.overwrite((value) => value.trim()),
  z.minLength(1, code('key.required')),
  z.maxLength(UNIT_LIMITS.keyMax, code('key.tooLong')),
  z.regex(UNIT_KEY_PATTERN, code('key.invalid')),
);

const displayedId = z
  .string(code('displayedId.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('displayedId.required')),
    z.maxLength(UNIT_LIMITS.displayedIdMax, code('displayedId.tooLong')),
  );

const color = z.string(code('color.invalid')).check(
  z.overwrite((value) => value.trim().toLowerCase()),
  z.regex(UNIT_COLOR_PATTERN, code('color.invalid')),
);

const parentId = z
  .string(code('parentId.invalid'))
  .check(z.refine((value) => isUnitId(value), code('parentId.invalid')));

const logoFileId = z
  .string(code('logoFileId.invalid'))
  .check(z.regex(UUID_PATTERN, code('logoFileId.invalid')));

/** One schema per field. */
export const unitFieldSchemas = {
  name,
  key,
  displayedId,
  color: z.nullable(color),
  parentId: z.nullable(parentId),
  logoFileId: z.nullable(logoFileId),
  isActive: z.boolean(code('isActive.required')),
};

const f = unitFieldSchemas;

/** createUnit's input, in the SDL's field order (the first wrong field is the one the server names). */
export const createUnitInputSchema = z.object({
  name: f.name,
  key: f.key,
  displayedId: f.displayedId,
  color: z.optional(f.color),
  parentId: z.optional(f.parentId),
  logoFileId: z.optional(f.logoFileId),
  isActive: z.optional(z.nullable(f.isActive)),
});

/** updateUnit's input: absent fields stay as they are; null clears colour, logo or parent. */
export const updateUnitInputSchema = z.object({
  name: z.optional(f.name),
  key: z.optional(f.key),
  displayedId: z.optional(f.displayedId),
  color: z.optional(f.color),
  parentId: z.optional(f.parentId),
  logoFileId: z.optional(f.logoFileId),
  isActive: z.optional(f.isActive),
});

/** The logo as the form holds it: keep the stored one, a new upload, or none. */
export const unitLogoSchema = z.object({
  fileId: z.nullable(logoFileId),
  url: z.nullable(z.string()),
  changed: z.boolean(),
});

/** The unit form's values (the logo as its own field, so "keep", "new" and "none" differ). */
export const unitFormSchema = z.object({
  name: f.name,
  key: f.key,
  displayedId: f.displayedId,
  color: f.color,
  parentId: f.parentId,
  isActive: f.isActive,
  logo: unitLogoSchema,
});

export type CreateUnitValues = z.output<typeof createUnitInputSchema>;
export type UpdateUnitValues = z.output<typeof updateUnitInputSchema>;

export interface UnitFieldIssue {
  /** The input field as a dotted path, as the server's extensions.field names it. */
  field: string;
  code: UnitIssueCode;
  params: Record<string, unknown>;
}

const isCode = (message: string): message is UnitIssueCode =>
  (UNIT_ISSUE_CODES as readonly string[]).includes(message);

/** A zod error as field issues, in the order zod found them; a value of the wrong kind is `<field>.invalid` or `name.required`. */
export function toUnitFieldIssues(error: z.core.$ZodError): UnitFieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const params: Record<string, unknown> = {};
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    const fallback = `${field}.invalid`;
    const found = isCode(issue.message) ? issue.message : isCode(fallback) ? fallback : 'name.required';
    return { field, code: found, params };
  });
}

/** A suggestion for the key from the name: "Customer Service" → "customer-service". */
export function keyFromName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, UNIT_LIMITS.keyMax)
    .replace(/-+$/, '');
}
