import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MediaType } from '../../graphql/generated';
import type { EditorAction } from '../../machines/mediaManagement/editorActors';
import type { MediumIssueCode } from '../../schemas/media';

// Messages of the media-management screens; texts live in public/assets/i18n under `mediaManagement.`.
const plain = defineMessages({
  addMedium: { id: 'mediaManagement.addMedium' },
  backToList: { id: 'mediaManagement.backToList' },
  tableLabel: { id: 'mediaManagement.list.label' },
  searchLabel: { id: 'mediaManagement.list.search' },
  searchHint: { id: 'mediaManagement.list.searchHint' },
  empty: { id: 'mediaManagement.list.empty' },
  colTitle: { id: 'mediaManagement.column.title' },
  colType: { id: 'mediaManagement.column.type' },
  colCategory: { id: 'mediaManagement.column.category' },
  colUnit: { id: 'mediaManagement.column.unit' },
  colPublished: { id: 'mediaManagement.column.published' },
  colEnrolments: { id: 'mediaManagement.column.enrolments' },
  colUpdated: { id: 'mediaManagement.column.updated' },
  published: { id: 'mediaManagement.published' },
  draft: { id: 'mediaManagement.draft' },
  archived: { id: 'mediaManagement.archived' },
  everyUnit: { id: 'mediaManagement.everyUnit' },
  noCategory: { id: 'mediaManagement.noCategory' },
  any: { id: 'mediaManagement.filter.any' },
  filterType: { id: 'mediaManagement.filter.type' },
  filterCategory: { id: 'mediaManagement.filter.category' },
  filterUnit: { id: 'mediaManagement.filter.unit' },
  filterPublished: { id: 'mediaManagement.filter.published' },
  filterState: { id: 'mediaManagement.filter.state' },
  stateActive: { id: 'mediaManagement.filter.stateActive' },
  stateArchived: { id: 'mediaManagement.filter.stateArchived' },
  stateAll: { id: 'mediaManagement.filter.stateAll' },
  bulkPublish: { id: 'mediaManagement.bulk.publish' },
  bulkUnpublish: { id: 'mediaManagement.bulk.unpublish' },
  bulkArchive: { id: 'mediaManagement.bulk.archive' },
  bulkRestore: { id: 'mediaManagement.bulk.restore' },
  archiveDescription: { id: 'mediaManagement.archive.description' },
  archiveConfirm: { id: 'mediaManagement.archive.confirm' },
  optionsFailed: { id: 'mediaManagement.options.failed' },
  retry: { id: 'mediaManagement.retry' },
  createTitle: { id: 'mediaManagement.create.title' },
  createQuestion: { id: 'mediaManagement.create.question' },
  createUpload: { id: 'mediaManagement.create.upload' },
  createUploadHint: { id: 'mediaManagement.create.uploadHint' },
  createLink: { id: 'mediaManagement.create.link' },
  createLinkHint: { id: 'mediaManagement.create.linkHint' },
  fileLabel: { id: 'mediaManagement.create.file' },
  fileHint: { id: 'mediaManagement.create.fileHint' },
  back: { id: 'mediaManagement.back' },
  cancel: { id: 'mediaManagement.cancel' },
  fieldTitle: { id: 'mediaManagement.field.title' },
  fieldDescription: { id: 'mediaManagement.field.description' },
  fieldLanguage: { id: 'mediaManagement.field.language' },
  fieldDuration: { id: 'mediaManagement.field.duration' },
  fieldCategory: { id: 'mediaManagement.field.category' },
  fieldUnit: { id: 'mediaManagement.field.unit' },
  fieldCover: { id: 'mediaManagement.field.cover' },
  coverHint: { id: 'mediaManagement.field.coverHint' },
  removeCover: { id: 'mediaManagement.field.removeCover' },
  fieldMastery: { id: 'mediaManagement.field.mastery' },
  masteryHint: { id: 'mediaManagement.field.masteryHint' },
  fieldPublished: { id: 'mediaManagement.field.published' },
  fieldUrl: { id: 'mediaManagement.field.url' },
  save: { id: 'mediaManagement.form.save' },
  create: { id: 'mediaManagement.form.create' },
  saving: { id: 'mediaManagement.form.saving' },
  unsaved: { id: 'mediaManagement.form.unsaved' },
  saved: { id: 'mediaManagement.form.saved' },
  archivedToast: { id: 'mediaManagement.form.archived' },
  archiveTitle: { id: 'mediaManagement.archive.titleOne' },
  editLoadFailed: { id: 'mediaManagement.editor.loadFailed' },
  notFound: { id: 'mediaManagement.editor.notFound' },
  publish: { id: 'mediaManagement.editor.publish' },
  unpublish: { id: 'mediaManagement.editor.unpublish' },
  archive: { id: 'mediaManagement.editor.archive' },
  restore: { id: 'mediaManagement.editor.restore' },
  saveFirst: { id: 'mediaManagement.editor.saveFirst' },
  dismiss: { id: 'mediaManagement.editor.dismiss' },
  fileHeading: { id: 'mediaManagement.file.heading' },
  replace: { id: 'mediaManagement.file.replace' },
  replaceLabel: { id: 'mediaManagement.file.replaceLabel' },
  replaceHint: { id: 'mediaManagement.file.replaceHint' },
  replacing: { id: 'mediaManagement.file.replacing' },
  versionsHeading: { id: 'mediaManagement.versions.heading' },
  versionCol: { id: 'mediaManagement.versions.version' },
  versionFile: { id: 'mediaManagement.versions.file' },
  versionUploaded: { id: 'mediaManagement.versions.uploaded' },
  versionLearners: { id: 'mediaManagement.versions.learners' },
  reportHeading: { id: 'mediaManagement.report.heading' },
  reportMissing: { id: 'mediaManagement.report.missing' },
  reportWarnings: { id: 'mediaManagement.report.warnings' },
  reportClean: { id: 'mediaManagement.report.clean' },
  reportDefault: { id: 'mediaManagement.report.default' },
  previewHeading: { id: 'mediaManagement.preview.heading' },
  previewCard: { id: 'mediaManagement.preview.card' },
  previewDetail: { id: 'mediaManagement.preview.detail' },
  previewHidden: { id: 'mediaManagement.preview.hidden' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  enrolments: { count: number };
  archiveTitleMany: { count: number };
  archivedSince: { date: string };
  fileInfo: { name: string; version: number };
  versionLabel: { version: number };
  versionCurrent: { version: number };
  versionBy: { date: string; name: string };
  reportOrganisation: { title: string; identifier: string; count: number };
  reportImported: { identifier: string };
  reportCounts: { items: number; scos: number; assets: number };
  coverOf: { title: string };
  packageMastery: { score: number };
}>({
  enrolments: { id: 'mediaManagement.enrolments' },
  archiveTitleMany: { id: 'mediaManagement.archive.title' },
  archivedSince: { id: 'mediaManagement.archivedSince' },
  fileInfo: { id: 'mediaManagement.file.info' },
  versionLabel: { id: 'mediaManagement.versions.label' },
  versionCurrent: { id: 'mediaManagement.versions.current' },
  versionBy: { id: 'mediaManagement.versions.by' },
  reportOrganisation: { id: 'mediaManagement.report.organisation' },
  reportImported: { id: 'mediaManagement.report.imported' },
  reportCounts: { id: 'mediaManagement.report.counts' },
  coverOf: { id: 'mediaManagement.field.coverOf' },
  packageMastery: { id: 'mediaManagement.field.packageMastery' },
});

export const mm = { ...plain, ...withValues };

export const typeMessages: Record<MediaType, MessageDescriptor> = defineMessages({
  SCORM: { id: 'mediaManagement.type.SCORM' },
  VIDEO: { id: 'mediaManagement.type.VIDEO' },
  PDF: { id: 'mediaManagement.type.PDF' },
  LINK: { id: 'mediaManagement.type.LINK' },
});

/** The ids the list machine's bulk actions and the edit page's actions send as toasts. */
export const toastMessages = defineMessages({
  published: { id: 'mediaManagement.bulk.published' },
  publishFailed: { id: 'mediaManagement.bulk.publishFailed' },
  unpublished: { id: 'mediaManagement.bulk.unpublished' },
  unpublishFailed: { id: 'mediaManagement.bulk.unpublishFailed' },
  archived: { id: 'mediaManagement.bulk.archived' },
  archiveFailed: { id: 'mediaManagement.bulk.archiveFailed' },
  restored: { id: 'mediaManagement.bulk.restored' },
  unarchived: { id: 'mediaManagement.bulk.unarchived' },
  restoreFailed: { id: 'mediaManagement.bulk.restoreFailed' },
  publishDone: { id: 'mediaManagement.editor.publishDone' },
  unpublishDone: { id: 'mediaManagement.editor.unpublishDone' },
  restoreDone: { id: 'mediaManagement.editor.restoreDone' },
  replaceDone: { id: 'mediaManagement.editor.replaceDone' },
});

export const actionMessages: Record<EditorAction, MessageDescriptor> = defineMessages({
  publish: { id: 'mediaManagement.editor.publishFailed' },
  unpublish: { id: 'mediaManagement.editor.unpublishFailed' },
  restore: { id: 'mediaManagement.editor.restoreFailed' },
  replace: { id: 'mediaManagement.editor.replaceFailed' },
});

/** The shared schema's issue codes (src/schemas/media.ts), each with its words. */
export const issueMessages: Record<MediumIssueCode, MessageDescriptor> = defineMessages({
  'title.required': { id: 'mediaManagement.issue.title.required' },
  'title.tooLong': { id: 'mediaManagement.issue.title.tooLong' },
  'description.tooLong': { id: 'mediaManagement.issue.description.tooLong' },
  'language.invalid': { id: 'mediaManagement.issue.language.invalid' },
  'durationMinutes.outOfRange': { id: 'mediaManagement.issue.durationMinutes.outOfRange' },
  'masteryScore.outOfRange': { id: 'mediaManagement.issue.masteryScore.outOfRange' },
  'masteryScore.notAllowed': { id: 'mediaManagement.issue.masteryScore.notAllowed' },
  'externalUrl.required': { id: 'mediaManagement.issue.externalUrl.required' },
  'externalUrl.tooLong': { id: 'mediaManagement.issue.externalUrl.tooLong' },
  'externalUrl.invalid': { id: 'mediaManagement.issue.externalUrl.invalid' },
  'externalUrl.protocol': { id: 'mediaManagement.issue.externalUrl.protocol' },
  'externalUrl.credentials': { id: 'mediaManagement.issue.externalUrl.credentials' },
  'externalUrl.notAllowed': { id: 'mediaManagement.issue.externalUrl.notAllowed' },
  'fileId.required': { id: 'mediaManagement.issue.fileId.required' },
  'fileId.notAllowed': { id: 'mediaManagement.issue.fileId.notAllowed' },
  'fileId.invalid': { id: 'mediaManagement.issue.fileId.invalid' },
  'coverFileId.invalid': { id: 'mediaManagement.issue.coverFileId.invalid' },
  'categoryId.invalid': { id: 'mediaManagement.issue.categoryId.invalid' },
  'unitId.invalid': { id: 'mediaManagement.issue.unitId.invalid' },
  'type.invalid': { id: 'mediaManagement.issue.type.invalid' },
  'published.required': { id: 'mediaManagement.issue.published.required' },
});
