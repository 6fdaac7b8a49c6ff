import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AssignmentItemType, AssignmentState, AssignmentStatus } from '../../graphql/generated';
import type { AssignmentIssueCode, DueRuleKind } from '../../schemas/assignment';

// Messages of the assignment screens; texts live in public/assets/i18n under `assignments.`.
const plain = defineMessages({
  new: { id: 'assignments.new' },
  backToList: { id: 'assignments.backToList' },
  retry: { id: 'assignments.retry' },
  cancel: { id: 'assignments.cancel' },
  listLabel: { id: 'assignments.list.label' },
  listSearch: { id: 'assignments.list.search' },
  listSearchHint: { id: 'assignments.list.searchHint' },
  listEmpty: { id: 'assignments.list.empty' },
  columnItem: { id: 'assignments.column.item' },
  columnTargets: { id: 'assignments.column.targets' },
  columnDue: { id: 'assignments.column.due' },
  columnProgress: { id: 'assignments.column.progress' },
  columnCreated: { id: 'assignments.column.created' },
  filterType: { id: 'assignments.filter.type' },
  filterState: { id: 'assignments.filter.state' },
  filterAny: { id: 'assignments.filter.any' },
  dueNone: { id: 'assignments.due.none' },
  progressAssigned: { id: 'assignments.progress.assigned' },
  withdrawnBadge: { id: 'assignments.withdrawnBadge' },
  bulkExtend: { id: 'assignments.bulk.extend' },
  bulkWithdraw: { id: 'assignments.bulk.withdraw' },
  withdrawDescription: { id: 'assignments.withdraw.description' },
  extendDueOn: { id: 'assignments.extend.dueOn' },
  extendAddDays: { id: 'assignments.extend.addDays' },
  extendApply: { id: 'assignments.extend.apply' },
  extendNothing: { id: 'assignments.extend.nothing' },
  formTitle: { id: 'assignments.form.title' },
  formItemType: { id: 'assignments.form.itemType' },
  formItem: { id: 'assignments.form.item' },
  formItemSearch: { id: 'assignments.form.itemSearch' },
  formNoOptions: { id: 'assignments.form.noOptions' },
  formOptionsFailed: { id: 'assignments.form.optionsFailed' },
  formLoading: { id: 'assignments.form.loading' },
  formUnits: { id: 'assignments.form.units' },
  formUnitSearch: { id: 'assignments.form.unitSearch' },
  formPeople: { id: 'assignments.form.people' },
  formPeopleSearch: { id: 'assignments.form.peopleSearch' },
  formDue: { id: 'assignments.form.due' },
  formDueDays: { id: 'assignments.form.dueDays' },
  formDueDaysHint: { id: 'assignments.form.dueDaysHint' },
  formDueOn: { id: 'assignments.form.dueOn' },
  formRecurrence: { id: 'assignments.form.recurrence' },
  formRecurrenceHint: { id: 'assignments.form.recurrenceHint' },
  formNote: { id: 'assignments.form.note' },
  formCreate: { id: 'assignments.form.create' },
  formSaving: { id: 'assignments.form.saving' },
  formCreated: { id: 'assignments.form.created' },
  detailNotFound: { id: 'assignments.detail.notFound' },
  detailFailed: { id: 'assignments.detail.failed' },
  peopleTitle: { id: 'assignments.people.title' },
  peopleLabel: { id: 'assignments.people.label' },
  peopleSearch: { id: 'assignments.people.search' },
  peopleStatus: { id: 'assignments.people.status' },
  peopleEmpty: { id: 'assignments.people.empty' },
  peopleFailed: { id: 'assignments.people.failed' },
  peopleColumnName: { id: 'assignments.people.column.name' },
  peopleColumnUnits: { id: 'assignments.people.column.units' },
  peopleColumnAssigned: { id: 'assignments.people.column.assigned' },
  peopleColumnDue: { id: 'assignments.people.column.due' },
  peopleColumnStatus: { id: 'assignments.people.column.status' },
  peopleColumnProgress: { id: 'assignments.people.column.progress' },
  peopleColumnActivity: { id: 'assignments.people.column.activity' },
  peopleSelectAll: { id: 'assignments.people.selectAll' },
  peopleRemindAll: { id: 'assignments.people.remindAll' },
  peopleRemind: { id: 'assignments.people.remind' },
  peopleExtend: { id: 'assignments.people.extend' },
  peopleWithdraw: { id: 'assignments.people.withdraw' },
  peoplePrevious: { id: 'assignments.people.previous' },
  peopleNext: { id: 'assignments.people.next' },
  peopleNever: { id: 'assignments.people.never' },
  peopleExtendedTo: { id: 'assignments.people.extendedTo' },
  peopleAskRemindDescription: { id: 'assignments.people.ask.remindDescription' },
  peopleAskWithdrawDescription: { id: 'assignments.people.ask.withdrawDescription' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  dueFixed: { date: string };
  dueRelative: { days: number };
  dueRecurrence: { months: number };
  progressSummary: { completed: number; assigned: number };
  progressOverdue: { count: number };
  bulkWithdrawn: { count: number };
  bulkWithdrawFailed: { count: number; error: string };
  bulkExtended: { count: number };
  withdrawTitle: { count: number };
  extendTitle: { count: number };
  formChosen: { name: string };
  formRemove: { name: string };
  detailFor: { targets: string };
  detailNote: { note: string };
  detailCreatedBy: { date: string; name: string };
  detailWithdrawn: { date: string };
  peopleSelect: { name: string };
  peopleSelected: { count: number };
  peoplePage: { page: number; pages: number };
  peopleAskRemind: { count: number };
  peopleAskExtend: { count: number };
  peopleAskWithdraw: { count: number };
  peopleReminded: { count: number };
  peopleExtended: { count: number };
  peopleWithdrawn: { count: number };
  targetsMore: { count: number };
}>({
  dueFixed: { id: 'assignments.due.fixed' },
  dueRelative: { id: 'assignments.due.relative' },
  dueRecurrence: { id: 'assignments.due.recurrence' },
  progressSummary: { id: 'assignments.progress.summary' },
  progressOverdue: { id: 'assignments.progress.overdue' },
  bulkWithdrawn: { id: 'assignments.bulk.withdrawn' },
  bulkWithdrawFailed: { id: 'assignments.bulk.withdrawFailed' },
  bulkExtended: { id: 'assignments.bulk.extended' },
  withdrawTitle: { id: 'assignments.withdraw.title' },
  extendTitle: { id: 'assignments.extend.title' },
  formChosen: { id: 'assignments.form.chosen' },
  formRemove: { id: 'assignments.form.remove' },
  detailFor: { id: 'assignments.detail.for' },
  detailNote: { id: 'assignments.detail.note' },
  detailCreatedBy: { id: 'assignments.detail.createdBy' },
  detailWithdrawn: { id: 'assignments.detail.withdrawn' },
  peopleSelect: { id: 'assignments.people.select' },
  peopleSelected: { id: 'assignments.people.selected' },
  peoplePage: { id: 'assignments.people.page' },
  peopleAskRemind: { id: 'assignments.people.ask.remind' },
  peopleAskExtend: { id: 'assignments.people.ask.extend' },
  peopleAskWithdraw: { id: 'assignments.people.ask.withdraw' },
  peopleReminded: { id: 'assignments.people.reminded' },
  peopleExtended: { id: 'assignments.people.extended' },
  peopleWithdrawn: { id: 'assignments.people.withdrawn' },
  targetsMore: { id: 'assignments.targets.more' },
});

export const am = { ...plain, ...withValues };

export const statusMessages: Record<AssignmentStatus, MessageDescriptor> = defineMessages({
  NOT_STARTED: { id: 'assignments.status.NOT_STARTED' },
  IN_PROGRESS: { id: 'assignments.status.IN_PROGRESS' },
  COMPLETED: { id: 'assignments.status.COMPLETED' },
  OVERDUE: { id: 'assignments.status.OVERDUE' },
});

export const typeMessages: Record<AssignmentItemType, MessageDescriptor> = defineMessages({
  MEDIUM: { id: 'assignments.type.MEDIUM' },
  PATH: { id: 'assignments.type.PATH' },
});

export const stateMessages: Record<AssignmentState, MessageDescriptor> = defineMessages({
  ACTIVE: { id: 'assignments.state.ACTIVE' },
  WITHDRAWN: { id: 'assignments.state.WITHDRAWN' },
});

export const dueRuleMessages: Record<DueRuleKind, MessageDescriptor> = defineMessages({
  RELATIVE: { id: 'assignments.form.due.RELATIVE' },
  FIXED: { id: 'assignments.form.due.FIXED' },
  NONE: { id: 'assignments.form.due.NONE' },
});

/** One text per issue code of the shared rules (src/schemas/assignment.ts). */
export const issueMessages: Record<AssignmentIssueCode, MessageDescriptor> = defineMessages({
  'itemId.required': { id: 'assignments.issue.itemId.required' },
  'itemId.invalid': { id: 'assignments.issue.itemId.invalid' },
  'userIds.required': { id: 'assignments.issue.userIds.required' },
  'userIds.invalid': { id: 'assignments.issue.userIds.invalid' },
  'userIds.tooMany': { id: 'assignments.issue.userIds.tooMany' },
  'unitIds.invalid': { id: 'assignments.issue.unitIds.invalid' },
  'unitIds.tooMany': { id: 'assignments.issue.unitIds.tooMany' },
  'dueOn.required': { id: 'assignments.issue.dueOn.required' },
  'dueOn.invalid': { id: 'assignments.issue.dueOn.invalid' },
  'dueOn.past': { id: 'assignments.issue.dueOn.past' },
  'dueDays.required': { id: 'assignments.issue.dueDays.required' },
  'dueDays.outOfRange': { id: 'assignments.issue.dueDays.outOfRange' },
  'recurrenceMonths.outOfRange': { id: 'assignments.issue.recurrenceMonths.outOfRange' },
  'recurrenceMonths.needsDue': { id: 'assignments.issue.recurrenceMonths.needsDue' },
  'note.tooLong': { id: 'assignments.issue.note.tooLong' },
});
