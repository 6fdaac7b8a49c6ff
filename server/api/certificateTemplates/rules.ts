// What a template's input must be, checked before anything is written (ids by ../ids.ts): the name 1-200
// characters, the design the shared zod schema (the editor checks the same as the administrator types),
// with BAD_USER_INPUT naming the input field (design.fields.2.x) so the editor shows it at the field.
import { certificateDesignSchema, type CertificateDesign } from '../../../src/schemas/certificateDesign';
import { badUserInput } from '../errors';

export const NAME_MAX = 200;

export function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('name', 'Give the template a name.');
  if (trimmed.length > NAME_MAX) throw badUserInput('name', `The name is at most ${NAME_MAX} characters.`);
  return trimmed;
}

/** The design as the schema reads it, or BAD_USER_INPUT at the first issue's path. */
export function parseDesign(value: unknown): CertificateDesign {
  const parsed = certificateDesignSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['design', ...issue.path.map(String)].join('.');
    throw badUserInput(field, `${field} is not valid: ${issue.message}`);
  }
  const design = parsed.data;
  const ids = new Set<string>();
  design.fields.forEach((field, i) => {
    if (ids.has(field.id))
      throw badUserInput(`design.fields.${i}.id`, `Two fields have the id "${field.id}".`);
    ids.add(field.id);
  });
  const locales = new Set(design.fields.flatMap((f) => Object.keys(f.texts)));
  if (locales.size > 19) throw badUserInput('design.fields', 'Texts in at most 19 languages.');
  return design;
}

/** Months a certificate stays valid: 1-600, or null for no expiry. */
export function checkValidity(months: number | null | undefined): number | null {
  if (months === null || months === undefined) return null;
  if (!Number.isInteger(months) || months < 1 || months > 600)
    throw badUserInput('validityMonths', 'The validity is 1 to 600 months, or empty for no expiry.');
  return months;
}
