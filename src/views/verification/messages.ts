import { defineMessages, type MessageDescriptor } from 'react-intl';

// The public verification page (/verify/<code>). Listed literally so the catalogue test sees every id.
const vmIds = defineMessages({
  title: { id: 'verification.title' },
  intro: { id: 'verification.intro' },
  enterText: { id: 'verification.enterText' },
  codeLabel: { id: 'verification.codeLabel' },
  codeHint: { id: 'verification.codeHint' },
  submit: { id: 'verification.submit' },
  invalidCode: { id: 'verification.invalidCode' },
  looking: { id: 'verification.looking' },
  notFoundTitle: { id: 'verification.notFoundTitle' },
  notFoundText: { id: 'verification.notFoundText' },
  another: { id: 'verification.another' },
  rateLimitedTitle: { id: 'verification.rateLimitedTitle' },
  rateLimitedText: { id: 'verification.rateLimitedText' },
  failedTitle: { id: 'verification.failedTitle' },
  failedText: { id: 'verification.failedText' },
  retry: { id: 'verification.retry' },
  fieldNumber: { id: 'verification.field.number' },
  fieldLearnerName: { id: 'verification.field.learnerName' },
  fieldTitle: { id: 'verification.field.title' },
  fieldCompletedOn: { id: 'verification.field.completedOn' },
  fieldExpiresOn: { id: 'verification.field.expiresOn' },
  fieldIssuedAt: { id: 'verification.field.issuedAt' },
  fieldIssuer: { id: 'verification.field.issuer' },
  noExpiry: { id: 'verification.noExpiry' },
  compareHint: { id: 'verification.compareHint' },
  fileTitle: { id: 'verification.fileTitle' },
  fileText: { id: 'verification.fileText' },
  fileChoose: { id: 'verification.fileChoose' },
  fileDrop: { id: 'verification.fileDrop' },
  fileChecking: { id: 'verification.fileChecking' },
  fileSame: { id: 'verification.fileSame' },
  fileMatches: { id: 'verification.fileMatches' },
  fileOther: { id: 'verification.fileOther' },
  fileNoMatch: { id: 'verification.fileNoMatch' },
  fileNotPdf: { id: 'verification.fileNotPdf' },
  fileTooLarge: { id: 'verification.fileTooLarge' },
  fileRateLimited: { id: 'verification.fileRateLimited' },
  fileFailed: { id: 'verification.fileFailed' },
  fileRetry: { id: 'verification.fileRetry' },
  pdfPending: { id: 'verification.pdfPending' },
});

const statusMessagesIds = defineMessages({
  VALID: { id: 'verification.status.VALID' },
  EXPIRED: { id: 'verification.status.EXPIRED' },
  REVOKED: { id: 'verification.status.REVOKED' },
});

const statusTextMessagesIds = defineMessages({
  VALID: { id: 'verification.statusText.VALID' },
  EXPIRED: { id: 'verification.statusText.EXPIRED' },
  REVOKED: { id: 'verification.statusText.REVOKED' },
});
export const vm: Record<keyof typeof vmIds, MessageDescriptor> = vmIds;
export const statusMessages: Record<keyof typeof statusMessagesIds, MessageDescriptor> = statusMessagesIds;
export const statusTextMessages: Record<keyof typeof statusTextMessagesIds, MessageDescriptor> =
  statusTextMessagesIds;
