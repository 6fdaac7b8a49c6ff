// The rules of a relatives' link, once for the create dialog (checked as the administrator types) and for
// the server (createRelativeLink). Pure: no DOM or Node.
import { plainLine } from './plainText';

export const RELATIVE_LINK_LIMITS = { labelMax: 100, daysMin: 1, daysMax: 365, daysDefault: 30 } as const;

export type RelativeLinkIssue = 'label.tooLong' | 'expiresInDays.outOfRange' | 'learnerId.required';

/** The label as it is stored: one plain line (an empty label is allowed). */
export const cleanRelativeLabel = (raw: string | null | undefined): string => plainLine(raw ?? '');

export function relativeLinkIssues(values: {
  learnerId: string | null;
  label: string;
  expiresInDays: number;
}): Partial<Record<'learnerId' | 'label' | 'expiresInDays', RelativeLinkIssue>> {
  const issues: Partial<Record<'learnerId' | 'label' | 'expiresInDays', RelativeLinkIssue>> = {};
  if (!values.learnerId) issues.learnerId = 'learnerId.required';
  if (cleanRelativeLabel(values.label).length > RELATIVE_LINK_LIMITS.labelMax) issues.label = 'label.tooLong';
  const days = values.expiresInDays;
  if (!Number.isInteger(days) || days < RELATIVE_LINK_LIMITS.daysMin || days > RELATIVE_LINK_LIMITS.daysMax)
    issues.expiresInDays = 'expiresInDays.outOfRange';
  return issues;
}
