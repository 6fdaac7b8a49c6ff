import { defineMessages } from 'react-intl';

// Messages of the news screens (/communication); texts live in public/assets/i18n under `communication.`.
const plain = defineMessages({
  newNews: { id: 'communication.newNews' },
  backToList: { id: 'communication.backToList' },
  listLabel: { id: 'communication.list.label' },
  listSearch: { id: 'communication.list.search' },
  listSearchHint: { id: 'communication.list.searchHint' },
  listEmpty: { id: 'communication.list.empty' },
  columnTitle: { id: 'communication.column.title' },
  columnStatus: { id: 'communication.column.status' },
  columnUnits: { id: 'communication.column.units' },
  columnPublished: { id: 'communication.column.published' },
  columnLanguages: { id: 'communication.column.languages' },
  columnUpdated: { id: 'communication.column.updated' },
  statusDRAFT: { id: 'communication.status.DRAFT' },
  statusSCHEDULED: { id: 'communication.status.SCHEDULED' },
  statusPUBLISHED: { id: 'communication.status.PUBLISHED' },
  statusUNPUBLISHED: { id: 'communication.status.UNPUBLISHED' },
  filterStatus: { id: 'communication.filter.status' },
  filterAll: { id: 'communication.filter.all' },
  everybody: { id: 'communication.everybody' },
  pinned: { id: 'communication.pinned' },
  notYet: { id: 'communication.notYet' },
  loading: { id: 'communication.editor.loading' },
  loadFailed: { id: 'communication.editor.loadFailed' },
  notFound: { id: 'communication.editor.notFound' },
  retry: { id: 'communication.editor.retry' },
  unsaved: { id: 'communication.editor.unsaved' },
  dismiss: { id: 'communication.editor.dismiss' },
  conflictTitle: { id: 'communication.editor.conflictTitle' },
  conflictText: { id: 'communication.editor.conflictText' },
  conflictReload: { id: 'communication.editor.conflictReload' },
  conflictKeep: { id: 'communication.editor.conflictKeep' },
  leaveTitle: { id: 'communication.editor.leaveTitle' },
  leaveText: { id: 'communication.editor.leaveText' },
  leaveConfirm: { id: 'communication.editor.leaveConfirm' },
  stay: { id: 'communication.editor.stay' },
  editorSaved: { id: 'communication.editor.saved' },
  editorPublished: { id: 'communication.editor.published' },
  editorScheduled: { id: 'communication.editor.scheduled' },
  editorUnpublished: { id: 'communication.editor.unpublished' },
  editorSave: { id: 'communication.editor.save' },
  editorPublishNow: { id: 'communication.editor.publishNow' },
  editorSchedule: { id: 'communication.editor.schedule' },
  editorScheduleAt: { id: 'communication.editor.scheduleAt' },
  editorScheduleInvalid: { id: 'communication.editor.scheduleInvalid' },
  editorUnpublish: { id: 'communication.editor.unpublish' },
  editorPreview: { id: 'communication.editor.preview' },
  editorClosePreview: { id: 'communication.editor.closePreview' },
  editorTitle: { id: 'communication.editor.title' },
  editorBody: { id: 'communication.editor.body' },
  editorLanguages: { id: 'communication.editor.languages' },
  editorAddLanguage: { id: 'communication.editor.addLanguage' },
  editorNewLanguage: { id: 'communication.editor.newLanguage' },
  editorDefaultLanguage: { id: 'communication.editor.defaultLanguage' },
  editorAudience: { id: 'communication.editor.audience' },
  editorEverybody: { id: 'communication.editor.everybody' },
  editorChosenUnits: { id: 'communication.editor.chosenUnits' },
  editorUnitsLoading: { id: 'communication.editor.unitsLoading' },
  editorUnitsFailed: { id: 'communication.editor.unitsFailed' },
  editorPin: { id: 'communication.editor.pin' },
  editorPublishing: { id: 'communication.editor.publishing' },
  editorBlockNew: { id: 'communication.editor.blockNew' },
  editorBlockUnsaved: { id: 'communication.editor.blockUnsaved' },
  editorBlockPublished: { id: 'communication.editor.blockPublished' },
  issue_title_required: { id: 'communication.issue.title.required' },
  issue_title_tooLong: { id: 'communication.issue.title.tooLong' },
  issue_body_required: { id: 'communication.issue.body.required' },
  issue_body_tooLong: { id: 'communication.issue.body.tooLong' },
  issue_other: { id: 'communication.issue.other' },
});

// Typed placeholders, so a missing value fails the type check.
const withValues = defineMessages<{
  editorPreviewFor: { language: string };
  editorMakeDefault: { language: string };
  editorRemoveLanguage: { language: string };
  editorPublishedOn: { date: string };
  editorEditedOn: { date: string };
  editorScheduledFor: { date: string };
  editorFailed: { message: string };
}>({
  editorPreviewFor: { id: 'communication.editor.previewFor' },
  editorMakeDefault: { id: 'communication.editor.makeDefault' },
  editorRemoveLanguage: { id: 'communication.editor.removeLanguage' },
  editorPublishedOn: { id: 'communication.editor.publishedOn' },
  editorEditedOn: { id: 'communication.editor.editedOn' },
  editorScheduledFor: { id: 'communication.editor.scheduledFor' },
  editorFailed: { id: 'communication.editor.failed' },
});

export const cm = { ...plain, ...withValues };
