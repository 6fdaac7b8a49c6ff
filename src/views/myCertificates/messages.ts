import { defineMessages, type MessageDescriptor } from 'react-intl';

// The learner's certificates (/my-certificates). Listed literally so the catalogue test sees every id.
const mcIds = defineMessages({
  intro: { id: 'myCertificates.intro' },
  loading: { id: 'myCertificates.loading' },
  loadError: { id: 'myCertificates.loadError' },
  retry: { id: 'myCertificates.retry' },
  emptyTitle: { id: 'myCertificates.emptyTitle' },
  emptyText: { id: 'myCertificates.emptyText' },
  number: { id: 'myCertificates.number' },
  completedOn: { id: 'myCertificates.completedOn' },
  expiresOn: { id: 'myCertificates.expiresOn' },
  expiredOn: { id: 'myCertificates.expiredOn' },
  noExpiry: { id: 'myCertificates.noExpiry' },
  revokedOn: { id: 'myCertificates.revokedOn' },
  download: { id: 'myCertificates.download' },
  downloadLabel: { id: 'myCertificates.downloadLabel' },
  downloading: { id: 'myCertificates.downloading' },
  downloadFailed: { id: 'myCertificates.downloadFailed' },
  preparing: { id: 'myCertificates.preparing' },
  pdfFailed: { id: 'myCertificates.pdfFailed' },
  copyLink: { id: 'myCertificates.copyLink' },
  copyLinkLabel: { id: 'myCertificates.copyLinkLabel' },
  copied: { id: 'myCertificates.copied' },
  copyFailed: { id: 'myCertificates.copyFailed' },
  shareLink: { id: 'myCertificates.shareLink' },
  linkedIn: { id: 'myCertificates.linkedIn' },
  linkedInLabel: { id: 'myCertificates.linkedInLabel' },
  linkedInDetails: { id: 'myCertificates.linkedInDetails' },
  linkedInName: { id: 'myCertificates.linkedIn.name' },
  linkedInOrganization: { id: 'myCertificates.linkedIn.organization' },
  linkedInIssued: { id: 'myCertificates.linkedIn.issued' },
  linkedInExpires: { id: 'myCertificates.linkedIn.expires' },
  linkedInNoExpiry: { id: 'myCertificates.linkedIn.noExpiry' },
  linkedInCredentialId: { id: 'myCertificates.linkedIn.credentialId' },
  linkedInCredentialUrl: { id: 'myCertificates.linkedIn.credentialUrl' },
});

const statusMessagesIds = defineMessages({
  VALID: { id: 'myCertificates.status.VALID' },
  EXPIRING_SOON: { id: 'myCertificates.status.EXPIRING_SOON' },
  EXPIRED: { id: 'myCertificates.status.EXPIRED' },
  REVOKED: { id: 'myCertificates.status.REVOKED' },
});
export const mc: Record<keyof typeof mcIds, MessageDescriptor> = mcIds;
export const statusMessages: Record<keyof typeof statusMessagesIds, MessageDescriptor> = statusMessagesIds;
