import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { HealthStatus } from '../../graphql/generated';
import type { ConsoleTab } from '../../machines/superConsole/consoleMachine';

// Messages of the super console; texts live in public/assets/i18n under `superConsole.`.
const plain = defineMessages({
  title: { id: 'superConsole.title' },
  sections: { id: 'superConsole.sections' },
  learnerIntro: { id: 'superConsole.learnerIntro' },
  tabHealth: { id: 'superConsole.tab.health' },
  tabJobs: { id: 'superConsole.tab.jobs' },
  tabAudit: { id: 'superConsole.tab.audit' },
  tabRequests: { id: 'superConsole.tab.requests' },
  tabMyData: { id: 'superConsole.tab.myData' },
  healthTitle: { id: 'superConsole.health.title' },
  refresh: { id: 'superConsole.health.refresh' },
  statusOK: { id: 'superConsole.status.OK' },
  statusDEGRADED: { id: 'superConsole.status.DEGRADED' },
  statusDOWN: { id: 'superConsole.status.DOWN' },
  statusNOT_CONFIGURED: { id: 'superConsole.status.NOT_CONFIGURED' },
  partDatabase: { id: 'superConsole.health.database' },
  partIdentity: { id: 'superConsole.health.identity' },
  partMail: { id: 'superConsole.health.mail' },
  partStorage: { id: 'superConsole.health.storage' },
  partJobs: { id: 'superConsole.health.jobs' },
  dbKind: { id: 'superConsole.health.dbKind' },
  dbPing: { id: 'superConsole.health.dbPing' },
  dbSize: { id: 'superConsole.health.dbSize' },
  error: { id: 'superConsole.health.error' },
  signingKeys: { id: 'superConsole.health.signingKeys' },
  issuer: { id: 'superConsole.health.issuer' },
  mailState: { id: 'superConsole.health.mailState' },
  mailNoSmtp: { id: 'superConsole.health.mailNoSmtp' },
  mailDeferred: { id: 'superConsole.health.mailDeferred' },
  mailOverdue: { id: 'superConsole.health.mailOverdue' },
  smtp: { id: 'superConsole.health.smtp' },
  smtpSet: { id: 'superConsole.health.smtpSet' },
  smtpUnset: { id: 'superConsole.health.smtpUnset' },
  diskFree: { id: 'superConsole.health.diskFree' },
  storedFiles: { id: 'superConsole.health.storedFiles' },
  storedBytes: { id: 'superConsole.health.storedBytes' },
  queue: { id: 'superConsole.health.queue' },
  queueRunning: { id: 'superConsole.health.queueRunning' },
  queueStopped: { id: 'superConsole.health.queueStopped' },
  stateQueued: { id: 'superConsole.jobState.queued' },
  stateRunning: { id: 'superConsole.jobState.running' },
  stateRetrying: { id: 'superConsole.jobState.retrying' },
  stateSucceeded: { id: 'superConsole.jobState.succeeded' },
  stateFailed: { id: 'superConsole.jobState.failed' },
  stateCancelled: { id: 'superConsole.jobState.cancelled' },
  jobsTitle: { id: 'superConsole.jobs.title' },
  jobsSearch: { id: 'superConsole.jobs.search' },
  jobsEmpty: { id: 'superConsole.jobs.empty' },
  colJob: { id: 'superConsole.jobs.column.job' },
  colKind: { id: 'superConsole.jobs.column.kind' },
  colState: { id: 'superConsole.jobs.column.state' },
  colProgress: { id: 'superConsole.jobs.column.progress' },
  colCreatedBy: { id: 'superConsole.jobs.column.createdBy' },
  colUnit: { id: 'superConsole.column.unit' },
  colAttempts: { id: 'superConsole.jobs.column.attempts' },
  colCreated: { id: 'superConsole.jobs.column.created' },
  colError: { id: 'superConsole.jobs.column.error' },
  colActions: { id: 'superConsole.jobs.column.actions' },
  retryJob: { id: 'superConsole.jobs.retry' },
  retryTitle: { id: 'superConsole.jobs.retryTitle' },
  retried: { id: 'superConsole.jobs.retried' },
  any: { id: 'superConsole.filter.any' },
  auditTitle: { id: 'superConsole.audit.title' },
  auditSearch: { id: 'superConsole.audit.search' },
  auditSearchHint: { id: 'superConsole.audit.searchHint' },
  auditEmpty: { id: 'superConsole.audit.empty' },
  colWhen: { id: 'superConsole.audit.column.when' },
  colWho: { id: 'superConsole.audit.column.who' },
  colWhat: { id: 'superConsole.audit.column.what' },
  colEntity: { id: 'superConsole.audit.column.entity' },
  colChanges: { id: 'superConsole.audit.column.changes' },
  filterType: { id: 'superConsole.audit.filter.type' },
  filterFrom: { id: 'superConsole.audit.filter.from' },
  filterTo: { id: 'superConsole.audit.filter.to' },
  exportCsv: { id: 'superConsole.audit.exportCsv' },
  requestsTitle: { id: 'superConsole.requests.title' },
  requestsEmpty: { id: 'superConsole.requests.empty' },
  carryOut: { id: 'superConsole.requests.carryOut' },
  decline: { id: 'superConsole.requests.decline' },
  carryOutDescription: { id: 'superConsole.requests.carryOutDescription' },
  learningRecords: { id: 'superConsole.requests.learningRecords' },
  keepRecords: { id: 'superConsole.requests.keepRecords' },
  deleteRecords: { id: 'superConsole.requests.deleteRecords' },
  declineDescription: { id: 'superConsole.requests.declineDescription' },
  declineReason: { id: 'superConsole.requests.declineReason' },
  cancel: { id: 'superConsole.cancel' },
  exportTitle: { id: 'superConsole.myData.exportTitle' },
  exportIntro: { id: 'superConsole.myData.exportIntro' },
  exportProgress: { id: 'superConsole.myData.exportProgress' },
  exportDownload: { id: 'superConsole.myData.download' },
  exportStart: { id: 'superConsole.myData.start' },
  exportAgain: { id: 'superConsole.myData.again' },
  deletionTitle: { id: 'superConsole.deletion.title' },
  deletionIntro: { id: 'superConsole.deletion.intro' },
  deletionPENDING: { id: 'superConsole.deletion.state.PENDING' },
  deletionDONE: { id: 'superConsole.deletion.state.DONE' },
  deletionDECLINED: { id: 'superConsole.deletion.state.DECLINED' },
  deletionWITHDRAWN: { id: 'superConsole.deletion.state.WITHDRAWN' },
  deletionReason: { id: 'superConsole.deletion.reason' },
  deletionWarning: { id: 'superConsole.deletion.warning' },
  deletionSend: { id: 'superConsole.deletion.send' },
  deletionAsk: { id: 'superConsole.deletion.ask' },
  deletionWithdraw: { id: 'superConsole.deletion.withdraw' },
  withdrawTitle: { id: 'superConsole.deletion.withdrawTitle' },
  withdrawDescription: { id: 'superConsole.deletion.withdrawDescription' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  checkedAt: { at: string };
  refreshFailed: { error: string };
  ms: { ms: number };
  progressOf: { label: string };
  retryDescription: { label: string };
  retryFailed: { error: string };
  exportDone: { rows: number };
  exportTruncated: { rows: number };
  exportFailed: { error: string };
  carryOutTitle: { name: string };
  declineTitle: { name: string };
  exportLatest: { at: string };
  deletionRequested: { at: string };
  deletionResponse: { response: string };
}>({
  checkedAt: { id: 'superConsole.health.checkedAt' },
  refreshFailed: { id: 'superConsole.health.refreshFailed' },
  ms: { id: 'superConsole.health.ms' },
  progressOf: { id: 'superConsole.jobs.progressOf' },
  retryDescription: { id: 'superConsole.jobs.retryDescription' },
  retryFailed: { id: 'superConsole.jobs.retryFailed' },
  exportDone: { id: 'superConsole.audit.exportDone' },
  exportTruncated: { id: 'superConsole.audit.exportTruncated' },
  exportFailed: { id: 'superConsole.audit.exportFailed' },
  carryOutTitle: { id: 'superConsole.requests.carryOutTitle' },
  declineTitle: { id: 'superConsole.requests.declineTitle' },
  exportLatest: { id: 'superConsole.myData.exportLatest' },
  deletionRequested: { id: 'superConsole.deletion.requested' },
  deletionResponse: { id: 'superConsole.deletion.response' },
});

export const sc = { ...plain, ...withValues };

export const tabMessages: Record<ConsoleTab, MessageDescriptor> = {
  health: sc.tabHealth,
  jobs: sc.tabJobs,
  audit: sc.tabAudit,
  requests: sc.tabRequests,
  myData: sc.tabMyData,
};

export const statusMessages: Record<HealthStatus, MessageDescriptor> = {
  OK: sc.statusOK,
  DEGRADED: sc.statusDEGRADED,
  DOWN: sc.statusDOWN,
  NOT_CONFIGURED: sc.statusNOT_CONFIGURED,
};

export const jobStateMessages: Record<string, MessageDescriptor | undefined> = {
  queued: sc.stateQueued,
  running: sc.stateRunning,
  retrying: sc.stateRetrying,
  succeeded: sc.stateSucceeded,
  failed: sc.stateFailed,
  cancelled: sc.stateCancelled,
};
