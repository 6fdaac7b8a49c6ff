import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { IssuedCertificatePdfStatus, IssuedCertificateStatus } from '../../../graphql/generated';

// Messages of the Issued tab of /certificates; texts live in public/assets/i18n under `certificates.issued.`.
const plain = defineMessages({
  listLabel: { id: 'certificates.issued.list.label' },
  search: { id: 'certificates.issued.list.search' },
  searchHint: { id: 'certificates.issued.list.searchHint' },
  empty: { id: 'certificates.issued.list.empty' },
  columnNumber: { id: 'certificates.issued.column.number' },
  columnLearner: { id: 'certificates.issued.column.learner' },
  columnTitle: { id: 'certificates.issued.column.title' },
  columnStatus: { id: 'certificates.issued.column.status' },
  columnIssued: { id: 'certificates.issued.column.issued' },
  columnExpires: { id: 'certificates.issued.column.expires' },
  columnActions: { id: 'certificates.issued.column.actions' },
  filterStatus: { id: 'certificates.issued.filter.status' },
  filterAny: { id: 'certificates.issued.filter.any' },
  noExpiry: { id: 'certificates.issued.noExpiry' },
  replaces: { id: 'certificates.issued.replaces' },
  replaced: { id: 'certificates.issued.replacedBy' },
  download: { id: 'certificates.issued.download' },
  downloading: { id: 'certificates.issued.downloading' },
  revoke: { id: 'certificates.issued.revoke' },
  reissue: { id: 'certificates.issued.reissue' },
  retry: { id: 'certificates.issued.retry' },
  revokeDescription: { id: 'certificates.issued.revokeDescription' },
  reason: { id: 'certificates.issued.reason' },
  reasonHint: { id: 'certificates.issued.reasonHint' },
  reissueDescription: { id: 'certificates.issued.reissueDescription' },
  issueNew: { id: 'certificates.issued.issueNew' },
  issueTitle: { id: 'certificates.issued.issueTitle' },
  issueDescription: { id: 'certificates.issued.issueDescription' },
  issueConfirm: { id: 'certificates.issued.issueConfirm' },
  person: { id: 'certificates.issued.person' },
  personSearch: { id: 'certificates.issued.personSearch' },
  subject: { id: 'certificates.issued.subject' },
  subjectSearch: { id: 'certificates.issued.subjectSearch' },
  chooseOne: { id: 'certificates.issued.chooseOne' },
  searching: { id: 'certificates.issued.searching' },
  searchFailed: { id: 'certificates.issued.searchFailed' },
  searchRetry: { id: 'certificates.issued.searchRetry' },
  noOptions: { id: 'certificates.issued.noOptions' },
  cancel: { id: 'certificates.issued.cancel' },
});

const withValues = defineMessages<{
  issuedBy: { name: string };
  revokedBecause: { reason: string };
  actionsFor: { number: string };
  revokeTitle: { number: string };
  reissueTitle: { number: string };
}>({
  issuedBy: { id: 'certificates.issued.issuedBy' },
  revokedBecause: { id: 'certificates.issued.revokedBecause' },
  actionsFor: { id: 'certificates.issued.actionsFor' },
  revokeTitle: { id: 'certificates.issued.revokeTitle' },
  reissueTitle: { id: 'certificates.issued.reissueTitle' },
});

/** What the machines' toasts say (they send the ids; the Toaster formats them). */
export const toastMessages = defineMessages({
  revoked: { id: 'certificates.issued.revoked' },
  reissued: { id: 'certificates.issued.reissued' },
  retried: { id: 'certificates.issued.retried' },
  issued: { id: 'certificates.issued.issued' },
  retryFailed: { id: 'certificates.issued.retryFailed' },
  downloadFailed: { id: 'certificates.issued.downloadFailed' },
});

export const im = { ...plain, ...withValues };

export const statusMessages: Record<IssuedCertificateStatus, MessageDescriptor> = defineMessages({
  VALID: { id: 'certificates.issued.status.valid' },
  EXPIRING_SOON: { id: 'certificates.issued.status.expiringSoon' },
  EXPIRED: { id: 'certificates.issued.status.expired' },
  REVOKED: { id: 'certificates.issued.status.revoked' },
});

export const pdfMessages: Record<IssuedCertificatePdfStatus, MessageDescriptor> = defineMessages({
  PENDING: { id: 'certificates.issued.pdf.pending' },
  READY: { id: 'certificates.issued.pdf.ready' },
  FAILED: { id: 'certificates.issued.pdf.failed' },
});
