import { defineMessages, type MessageDescriptor } from 'react-intl';

// Messages of the mail log; texts live in public/assets/i18n under `mailLog.`.
const plain = defineMessages({
  noSmtp: { id: 'mailLog.noSmtp' },
  search: { id: 'mailLog.search' },
  searchHint: { id: 'mailLog.searchHint' },
  empty: { id: 'mailLog.empty' },
  colCreated: { id: 'mailLog.col.created' },
  colRecipient: { id: 'mailLog.col.recipient' },
  colEvent: { id: 'mailLog.col.event' },
  colSubject: { id: 'mailLog.col.subject' },
  colStatus: { id: 'mailLog.col.status' },
  colSent: { id: 'mailLog.col.sent' },
  any: { id: 'mailLog.any' },
  filterFrom: { id: 'mailLog.filter.from' },
  filterTo: { id: 'mailLog.filter.to' },
  fateQueued: { id: 'mailLog.fate.queued' },
  badgeTest: { id: 'mailLog.badge.test' },
  badgeResend: { id: 'mailLog.badge.resend' },
  close: { id: 'mailLog.detail.close' },
  template: { id: 'mailLog.detail.template' },
  attempts: { id: 'mailLog.detail.attempts' },
  lastAnswer: { id: 'mailLog.detail.lastAnswer' },
  nextTry: { id: 'mailLog.detail.nextTry' },
  messageId: { id: 'mailLog.detail.messageId' },
  html: { id: 'mailLog.detail.html' },
  frame: { id: 'mailLog.detail.frame' },
  text: { id: 'mailLog.detail.text' },
  notRendered: { id: 'mailLog.detail.notRendered' },
  notFound: { id: 'mailLog.detail.notFound' },
  resend: { id: 'mailLog.resend' },
  resendTitle: { id: 'mailLog.resend.title' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  fateDeferred: { at: string };
  fateFailed: { answer: string };
  detailTitle: { name: string };
  templateValue: { source: string; locale: string };
  purged: { date: string };
  loadFailed: { error: string };
  resendDescription: { address: string };
  resendDone: { address: string };
  resendFailed: { error: string };
}>({
  fateDeferred: { id: 'mailLog.fate.deferred' },
  fateFailed: { id: 'mailLog.fate.failed' },
  detailTitle: { id: 'mailLog.detail.title' },
  templateValue: { id: 'mailLog.detail.templateValue' },
  purged: { id: 'mailLog.detail.purged' },
  loadFailed: { id: 'mailLog.detail.loadFailed' },
  resendDescription: { id: 'mailLog.resend.description' },
  resendDone: { id: 'mailLog.resend.done' },
  resendFailed: { id: 'mailLog.resend.failed' },
});

export const ml = { ...plain, ...withValues };

export const statusMessages: Record<string, MessageDescriptor> = defineMessages({
  QUEUED: { id: 'mailLog.status.QUEUED' },
  SENDING: { id: 'mailLog.status.SENDING' },
  DEFERRED: { id: 'mailLog.status.DEFERRED' },
  SENT: { id: 'mailLog.status.SENT' },
  FAILED: { id: 'mailLog.status.FAILED' },
  NOT_SENT: { id: 'mailLog.status.NOT_SENT' },
});

export const eventMessages: Record<string, MessageDescriptor> = defineMessages({
  WELCOME: { id: 'mailLog.event.WELCOME' },
  PASSWORD_RESET: { id: 'mailLog.event.PASSWORD_RESET' },
  ASSIGNMENT_CREATED: { id: 'mailLog.event.ASSIGNMENT_CREATED' },
  ASSIGNMENT_DUE_SOON: { id: 'mailLog.event.ASSIGNMENT_DUE_SOON' },
  ASSIGNMENT_OVERDUE: { id: 'mailLog.event.ASSIGNMENT_OVERDUE' },
  CERTIFICATE_ISSUED: { id: 'mailLog.event.CERTIFICATE_ISSUED' },
  BADGE_AWARDED: { id: 'mailLog.event.BADGE_AWARDED' },
  TASK_RETURNED: { id: 'mailLog.event.TASK_RETURNED' },
  NEWS_DIGEST: { id: 'mailLog.event.NEWS_DIGEST' },
});
