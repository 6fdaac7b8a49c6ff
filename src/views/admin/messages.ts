// Messages of the administration kit (ids `admin.*`); texts live in public/assets/i18n.
import { defineMessages, type MessageDescriptor } from 'react-intl';

const plain = defineMessages({
  loading: { id: 'admin.loading' },
  retry: { id: 'admin.retry' },
  cancel: { id: 'admin.cancel' },
  listSearch: { id: 'admin.list.search' },
  listFilters: { id: 'admin.list.filters' },
  listClearSelection: { id: 'admin.list.clearSelection' },
  listBulkActions: { id: 'admin.list.bulkActions' },
  listBulkRunning: { id: 'admin.list.bulkRunning' },
  listSelectAll: { id: 'admin.list.selectAll' },
  listKeyboardHint: { id: 'admin.list.keyboardHint' },
  listEmpty: { id: 'admin.list.empty' },
  listNoResults: { id: 'admin.list.noResults' },
  listClearSearch: { id: 'admin.list.clearSearch' },
  listFailed: { id: 'admin.list.failed' },
  listRefreshing: { id: 'admin.list.refreshing' },
  listPagination: { id: 'admin.list.pagination' },
  listPrevious: { id: 'admin.list.previous' },
  listNext: { id: 'admin.list.next' },
  listPageSize: { id: 'admin.list.pageSize' },
  listSortBy: { id: 'admin.list.sortBy' },
  listSortNone: { id: 'admin.list.sortNone' },
  toastUndo: { id: 'admin.toast.undo' },
  toastUndoAlt: { id: 'admin.toast.undoAlt' },
  toastDismiss: { id: 'admin.toast.dismiss' },
  formUnsaved: { id: 'admin.form.unsaved' },
  formLeaveTitle: { id: 'admin.form.leaveTitle' },
  formLeaveDescription: { id: 'admin.form.leaveDescription' },
  formLeaveConfirm: { id: 'admin.form.leaveConfirm' },
  formLeaveCancel: { id: 'admin.form.leaveCancel' },
  formDeleteTitle: { id: 'admin.form.deleteTitle' },
  formDeleteDescription: { id: 'admin.form.deleteDescription' },
  formDeleteConfirm: { id: 'admin.form.deleteConfirm' },
  formConflictTitle: { id: 'admin.form.conflictTitle' },
  formConflictUnknown: { id: 'admin.form.conflictUnknown' },
  formConflictChoice: { id: 'admin.form.conflictChoice' },
  formReload: { id: 'admin.form.reload' },
  formKeepMine: { id: 'admin.form.keepMine' },
  formSaveFailed: { id: 'admin.form.saveFailed' },
  formDeleteFailed: { id: 'admin.form.deleteFailed' },
  formLoadFailed: { id: 'admin.form.loadFailed' },
  formFixFields: { id: 'admin.form.fixFields' },
  fieldInvalid: { id: 'admin.field.invalid' },
  fieldRequired: { id: 'admin.field.required' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  listFiltersActive: { count: number };
  listSelectedCount: { count: number };
  listBulkProblem: { error: string };
  listSelectRow: { label: string };
  listRange: { from: string; to: string; total: string };
  listPageOf: { page: string; pages: string };
  toastRegion: { hotkey: string };
  formConflictBy: { name: string; time: string };
  formConflictSomeone: { time: string };
  listSortAscending: { column: string };
  listSortDescending: { column: string };
}>({
  listFiltersActive: { id: 'admin.list.filtersActive' },
  listSelectedCount: { id: 'admin.list.selectedCount' },
  listBulkProblem: { id: 'admin.list.bulkProblem' },
  listSelectRow: { id: 'admin.list.selectRow' },
  listRange: { id: 'admin.list.range' },
  listPageOf: { id: 'admin.list.pageOf' },
  toastRegion: { id: 'admin.toast.region' },
  formConflictBy: { id: 'admin.form.conflictBy' },
  formConflictSomeone: { id: 'admin.form.conflictSomeone' },
  listSortAscending: { id: 'admin.list.sortAscending' },
  listSortDescending: { id: 'admin.list.sortDescending' },
});

export const am = { ...plain, ...withValues };

/** What went wrong, by the API's code (`problemOf`); `other` takes the API's {message}. */
export const problemMessages = defineMessages<{
  NETWORK: { message: string };
  FORBIDDEN: { message: string };
  UNAUTHENTICATED: { message: string };
  NOT_FOUND: { message: string };
  BAD_USER_INPUT: { message: string };
  CONFLICT: { message: string };
  other: { message: string };
}>({
  NETWORK: { id: 'admin.problem.NETWORK' },
  FORBIDDEN: { id: 'admin.problem.FORBIDDEN' },
  UNAUTHENTICATED: { id: 'admin.problem.UNAUTHENTICATED' },
  NOT_FOUND: { id: 'admin.problem.NOT_FOUND' },
  BAD_USER_INPUT: { id: 'admin.problem.BAD_USER_INPUT' },
  CONFLICT: { id: 'admin.problem.CONFLICT' },
  other: { id: 'admin.problem.other' },
});

export function problemMessage(code: string): MessageDescriptor {
  return code in problemMessages
    ? problemMessages[code as keyof typeof problemMessages]
    : problemMessages.other;
}
