import type { IntlShape } from 'react-intl';
import type { BadgeRule } from '../../../graphql/generated';
import { bm } from './messages';

/** "10th sign-in", "5 completed media", "Completes 'Fire safety'". */
export function ruleText(
  intl: IntlShape,
  badge: { rule: BadgeRule; threshold?: number | null; subjectTitle?: string | null },
): string {
  const subject = badge.subjectTitle || intl.formatMessage(bm.unknownSubject);
  return intl.formatMessage(bm[`rule${badge.rule}`], { n: badge.threshold ?? 0, title: subject });
}
