// Messages of the user import; texts live in public/assets/i18n under `userImport.`.
import { defineMessages } from 'react-intl';

const plain = defineMessages({
  stepUpload: { id: 'userImport.step.upload' },
  stepMapping: { id: 'userImport.step.mapping' },
  stepReview: { id: 'userImport.step.review' },
  stepRun: { id: 'userImport.step.run' },
  stepReport: { id: 'userImport.step.report' },
  stepsLabel: { id: 'userImport.steps.label' },
  uploadLabel: { id: 'userImport.upload.label' },
  uploadDescription: { id: 'userImport.upload.description' },
  analysing: { id: 'userImport.analysing' },
  retry: { id: 'userImport.retry' },
  back: { id: 'userImport.back' },
  newImport: { id: 'userImport.newImport' },
  fileFormat: { id: 'userImport.file.format' },
  fileEncoding: { id: 'userImport.file.encoding' },
  fileDelimiter: { id: 'userImport.file.delimiter' },
  delimiterComma: { id: 'userImport.delimiter.comma' },
  delimiterSemicolon: { id: 'userImport.delimiter.semicolon' },
  delimiterTab: { id: 'userImport.delimiter.tab' },
  delimiterPipe: { id: 'userImport.delimiter.pipe' },
  delimiterNone: { id: 'userImport.delimiter.none' },
  mappingHeading: { id: 'userImport.mapping.heading' },
  mappingEmpty: { id: 'userImport.mapping.empty' },
  mappingNeedUsername: { id: 'userImport.mapping.needUsername' },
  fieldIgnore: { id: 'userImport.field.ignore' },
  fieldUSERNAME: { id: 'userImport.field.USERNAME' },
  fieldEMAIL: { id: 'userImport.field.EMAIL' },
  fieldFIRSTNAME: { id: 'userImport.field.FIRST_NAME' },
  fieldLASTNAME: { id: 'userImport.field.LAST_NAME' },
  fieldNAME: { id: 'userImport.field.NAME' },
  fieldUNIT: { id: 'userImport.field.UNIT' },
  fieldROLE: { id: 'userImport.field.ROLE' },
  fieldLOCALE: { id: 'userImport.field.LOCALE' },
  modeLabel: { id: 'userImport.mode.label' },
  modeCREATE: { id: 'userImport.mode.CREATE' },
  modeUPDATE: { id: 'userImport.mode.UPDATE' },
  modeCREATEANDUPDATE: { id: 'userImport.mode.CREATE_AND_UPDATE' },
  previewHeading: { id: 'userImport.preview.heading' },
  dryRun: { id: 'userImport.dryRun' },
  checking: { id: 'userImport.checking' },
  reviewHeading: { id: 'userImport.review.heading' },
  outcomeCREATE: { id: 'userImport.outcome.CREATE' },
  outcomeUPDATE: { id: 'userImport.outcome.UPDATE' },
  outcomeUNCHANGED: { id: 'userImport.outcome.UNCHANGED' },
  outcomeSKIP: { id: 'userImport.outcome.SKIP' },
  outcomeERROR: { id: 'userImport.outcome.ERROR' },
  filterLabel: { id: 'userImport.filter.label' },
  filterAll: { id: 'userImport.filter.all' },
  tableLabel: { id: 'userImport.table.label' },
  colRow: { id: 'userImport.col.row' },
  colUsername: { id: 'userImport.col.username' },
  colOutcome: { id: 'userImport.col.outcome' },
  colDetails: { id: 'userImport.col.details' },
  colReason: { id: 'userImport.col.reason' },
  changeFieldUsername: { id: 'userImport.changeField.username' },
  changeFieldName: { id: 'userImport.changeField.name' },
  changeFieldEmail: { id: 'userImport.changeField.email' },
  changeFieldLocale: { id: 'userImport.changeField.locale' },
  changeFieldRoles: { id: 'userImport.changeField.roles' },
  changeFieldUnits: { id: 'userImport.changeField.units' },
  noRows: { id: 'userImport.noRows' },
  nothingToDo: { id: 'userImport.nothingToDo' },
  confirmTitle: { id: 'userImport.confirm.title' },
  confirmStart: { id: 'userImport.confirm.start' },
  confirmCancel: { id: 'userImport.confirm.cancel' },
  starting: { id: 'userImport.starting' },
  runHeading: { id: 'userImport.run.heading' },
  runProgressLabel: { id: 'userImport.run.progressLabel' },
  runQueued: { id: 'userImport.run.queued' },
  runBackground: { id: 'userImport.run.background' },
  runMissing: { id: 'userImport.runMissing' },
  reportDone: { id: 'userImport.report.done' },
  reportFailed: { id: 'userImport.report.failed' },
  resultCreated: { id: 'userImport.result.created' },
  resultUpdated: { id: 'userImport.result.updated' },
  resultUnchanged: { id: 'userImport.result.unchanged' },
  resultSkipped: { id: 'userImport.result.skipped' },
  resultFailed: { id: 'userImport.result.failed' },
  failedHeading: { id: 'userImport.failed.heading' },
  download: { id: 'userImport.download' },
  downloadHint: { id: 'userImport.downloadHint' },
  noFailures: { id: 'userImport.noFailures' },
  retryImport: { id: 'userImport.retryImport' },
  passwordNote: { id: 'userImport.passwordNote' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  stepsCurrent: { current: number; total: number; name: string };
  analyseFailed: { error: string };
  fileSummary: { file: string; rows: number };
  mappingLabel: { column: string };
  mappingSample: { value: string };
  dryRunFailed: { error: string };
  count: { label: string; count: number };
  change: { field: string; before: string; after: string };
  shownOf: { shown: number; total: number };
  importButton: { count: number };
  confirmDescription: { create: number; update: number };
  startFailed: { error: string };
  runProgress: { done: number; total: number };
  loadFailed: { error: string };
  reportFailedText: { error: string };
  downloadFailed: { error: string };
}>({
  stepsCurrent: { id: 'userImport.steps.current' },
  analyseFailed: { id: 'userImport.analyseFailed' },
  fileSummary: { id: 'userImport.file.summary' },
  mappingLabel: { id: 'userImport.mapping.label' },
  mappingSample: { id: 'userImport.mapping.sample' },
  dryRunFailed: { id: 'userImport.dryRunFailed' },
  count: { id: 'userImport.count' },
  change: { id: 'userImport.change' },
  shownOf: { id: 'userImport.shownOf' },
  importButton: { id: 'userImport.importButton' },
  confirmDescription: { id: 'userImport.confirm.description' },
  startFailed: { id: 'userImport.startFailed' },
  runProgress: { id: 'userImport.run.progress' },
  loadFailed: { id: 'userImport.loadFailed' },
  reportFailedText: { id: 'userImport.report.failedText' },
  downloadFailed: { id: 'userImport.downloadFailed' },
});

export const im = { ...plain, ...withValues };

/** A row's reason by its code (server/api/userImport/reasons.ts); each may name the cell's value. */
export const reasonMessages = defineMessages<{
  'username.required': { value: string };
  'username.tooShort': { value: string };
  'username.tooLong': { value: string };
  'username.invalid': { value: string };
  'name.required': { value: string };
  'name.tooLong': { value: string };
  'email.required': { value: string };
  'email.tooLong': { value: string };
  'email.invalid': { value: string };
  'locale.invalid': { value: string };
  'role.unknown': { value: string };
  'role.notGrantable': { value: string };
  'unit.unknown': { value: string };
  'unit.inactive': { value: string };
  'unit.notManaged': { value: string };
  'unit.required': { value: string };
  'duplicate.username': { value: string };
  'duplicate.email': { value: string };
  'email.otherAccount': { value: string };
  'email.ambiguous': { value: string };
  'user.notManaged': { value: string };
  'user.exists': { value: string };
  'user.notFound': { value: string };
  'user.changedMeanwhile': { value: string };
  'username.taken': { value: string };
}>({
  'username.required': { id: 'userImport.reason.username.required' },
  'username.tooShort': { id: 'userImport.reason.username.tooShort' },
  'username.tooLong': { id: 'userImport.reason.username.tooLong' },
  'username.invalid': { id: 'userImport.reason.username.invalid' },
  'name.required': { id: 'userImport.reason.name.required' },
  'name.tooLong': { id: 'userImport.reason.name.tooLong' },
  'email.required': { id: 'userImport.reason.email.required' },
  'email.tooLong': { id: 'userImport.reason.email.tooLong' },
  'email.invalid': { id: 'userImport.reason.email.invalid' },
  'locale.invalid': { id: 'userImport.reason.locale.invalid' },
  'role.unknown': { id: 'userImport.reason.role.unknown' },
  'role.notGrantable': { id: 'userImport.reason.role.notGrantable' },
  'unit.unknown': { id: 'userImport.reason.unit.unknown' },
  'unit.inactive': { id: 'userImport.reason.unit.inactive' },
  'unit.notManaged': { id: 'userImport.reason.unit.notManaged' },
  'unit.required': { id: 'userImport.reason.unit.required' },
  'duplicate.username': { id: 'userImport.reason.duplicate.username' },
  'duplicate.email': { id: 'userImport.reason.duplicate.email' },
  'email.otherAccount': { id: 'userImport.reason.email.otherAccount' },
  'email.ambiguous': { id: 'userImport.reason.email.ambiguous' },
  'user.notManaged': { id: 'userImport.reason.user.notManaged' },
  'user.exists': { id: 'userImport.reason.user.exists' },
  'user.notFound': { id: 'userImport.reason.user.notFound' },
  'user.changedMeanwhile': { id: 'userImport.reason.user.changedMeanwhile' },
  'username.taken': { id: 'userImport.reason.username.taken' },
});
