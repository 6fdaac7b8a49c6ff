// badgeValues — the badge editor's values, saveBadge's input made from them, and the values of a loaded or
// conflicting badge. Pure.
import type { BadgeFieldsFragment, BadgeInput } from '../../../graphql/generated';
import type { FormRecord } from '../../admin/formMachine';
import { badgeInputOf, emptyBadgeValues, type BadgeKind, type BadgeValues } from '../../../schemas/badge';
import { defaultBadgeDesign, type BadgeDesign } from '../../../schemas/badgeDesign';

export type { BadgeValues };

/** The editor's values; `imageUrl` and `subjectTitle` only show what is chosen (never sent). */
export type BadgeFormValues = BadgeValues & { imageUrl: string; subjectTitle: string };

export const emptyBadgeFormValues = (kind: BadgeKind): BadgeFormValues => ({
  ...emptyBadgeValues(kind),
  imageUrl: '',
  subjectTitle: '',
});

export function saveInputOf(
  values: BadgeFormValues,
  id: string | null,
  expectedUpdatedAt: string | null,
): BadgeInput {
  const input = badgeInputOf(values);
  return {
    ...input,
    id,
    expectedUpdatedAt,
    kind: input.kind,
    rule: input.rule,
    design: input.design ? { ...input.design } : null,
  };
}

export function recordOf(row: BadgeFieldsFragment): FormRecord<BadgeFormValues> {
  const design = (row.design as BadgeDesign | null) ?? null;
  return {
    id: row.id,
    updatedAt: row.updatedAt,
    values: {
      kind: row.kind,
      rule: row.rule,
      threshold: row.threshold === null || row.threshold === undefined ? '' : String(row.threshold),
      mediaId: row.mediaId ?? '',
      pathId: row.pathId ?? '',
      name: row.name,
      description: row.description,
      criteria: row.criteria,
      language: row.language,
      translations: row.translations.map((t) => ({
        locale: t.locale,
        name: t.name ?? '',
        description: t.description ?? '',
        criteria: t.criteria ?? '',
      })),
      imageMode: row.imageFileId ? 'UPLOAD' : 'DESIGN',
      imageFileId: row.imageFileId ?? '',
      design: design ?? defaultBadgeDesign(),
      imageUrl: row.imageUrl ?? '',
      subjectTitle: row.subjectTitle ?? '',
    },
  };
}

/** extensions.current of a CONFLICT, when it is a badge. */
export const recordFromConflict = (current: unknown): FormRecord<BadgeFormValues> | null =>
  current && typeof current === 'object' && 'id' in current && 'rule' in current && 'translations' in current
    ? recordOf(current as BadgeFieldsFragment)
    : null;
