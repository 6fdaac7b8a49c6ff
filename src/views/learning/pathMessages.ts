import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MyAssignmentStatus, PathSectionRule } from '../../graphql/generated';

// Messages of the learner's paths and assignments; texts live in public/assets/i18n under `learning.`.
const plain = defineMessages({
  dueToday: { id: 'learning.assignment.dueToday' },
  noDueDay: { id: 'learning.assignment.noDueDay' },
  assignedDone: { id: 'learning.assignment.done' },
  pathsHeading: { id: 'learning.path.heading' },
  mediaHeading: { id: 'learning.path.mediaHeading' },
  pathKind: { id: 'learning.path.kind' },
  enrol: { id: 'learning.path.enrol' },
  enrolling: { id: 'learning.path.enrolling' },
  enrolError: { id: 'learning.path.enrolError' },
  notFound: { id: 'learning.path.notFound' },
  backToMedia: { id: 'learning.path.backToMedia' },
  backToCatalogue: { id: 'learning.path.backToCatalogue' },
  backToPath: { id: 'learning.path.backToPath' },
  sectionLocked: { id: 'learning.path.section.locked' },
  sectionOpen: { id: 'learning.path.section.open' },
  sectionDone: { id: 'learning.path.section.done' },
  itemLocked: { id: 'learning.path.item.locked' },
  itemUnavailable: { id: 'learning.path.item.unavailable' },
  ruleAllInOrder: { id: 'learning.path.rule.allInOrder' },
  ruleAllAnyOrder: { id: 'learning.path.rule.allAnyOrder' },
  nextBadge: { id: 'learning.path.nextBadge' },
  complete: { id: 'learning.path.complete' },
  following: { id: 'learning.path.following' },
  nothingOpen: { id: 'learning.path.nothingOpen' },
  continuePaths: { id: 'learning.path.continueHeading' },
  continuePathsEmpty: { id: 'learning.path.continueEmpty' },
  notEnrolledHint: { id: 'learning.path.notEnrolledHint' },
});

const withValues = defineMessages<{
  dueIn: { days: number; date: string };
  overdueBy: { days: number; date: string };
  validUntil: { date: string };
  note: { note: string };
  facts: { sections: number; items: number; minutes: number };
  next: { title: string };
  lockedPrerequisite: { section: string };
  lockedDate: { date: string };
  itemAfter: { title: string };
  ruleAtLeast: { count: number; total: number };
  sectionProgress: { done: number; required: number };
  completedOn: { date: string };
  changedSince: { date: string; count: number };
  openItem: { title: string };
}>({
  dueIn: { id: 'learning.assignment.dueIn' },
  overdueBy: { id: 'learning.assignment.overdueBy' },
  validUntil: { id: 'learning.assignment.validUntil' },
  note: { id: 'learning.assignment.note' },
  facts: { id: 'learning.path.facts' },
  next: { id: 'learning.path.next' },
  lockedPrerequisite: { id: 'learning.path.lockedPrerequisite' },
  lockedDate: { id: 'learning.path.lockedDate' },
  itemAfter: { id: 'learning.path.item.after' },
  ruleAtLeast: { id: 'learning.path.rule.atLeast' },
  sectionProgress: { id: 'learning.path.sectionProgress' },
  completedOn: { id: 'learning.path.completedOn' },
  changedSince: { id: 'learning.path.changedSince' },
  openItem: { id: 'learning.path.openItem' },
});

export const pm = { ...plain, ...withValues };

export const ruleMessage = (rule: PathSectionRule): MessageDescriptor =>
  rule === 'ALL_IN_ORDER' ? pm.ruleAllInOrder : pm.ruleAllAnyOrder;

export type { MyAssignmentStatus };
