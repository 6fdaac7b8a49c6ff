import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FileKind, UploadFailureReason } from '../../services/upload';

// The upload field's texts (`mediaManagement.upload.*`: media management brought the field; later
// administration screens reuse it).
const plain = defineMessages({
  dropHint: { id: 'mediaManagement.upload.dropHint' },
  cancel: { id: 'mediaManagement.upload.cancel' },
  retry: { id: 'mediaManagement.upload.retry' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  accepted: { kinds: string };
  progress: { file: string; percent: number; loaded: string; total: string };
  progressLabel: { file: string };
  processing: { file: string };
  cancelled: { file: string };
  uploaded: { file: string; size: string };
  retryAfter: { seconds: number };
  serverSaid: { message: string };
}>({
  accepted: { id: 'mediaManagement.upload.accepted' },
  progress: { id: 'mediaManagement.upload.progress' },
  progressLabel: { id: 'mediaManagement.upload.progressLabel' },
  processing: { id: 'mediaManagement.upload.processing' },
  cancelled: { id: 'mediaManagement.upload.cancelled' },
  uploaded: { id: 'mediaManagement.upload.uploaded' },
  retryAfter: { id: 'mediaManagement.upload.retryAfter' },
  serverSaid: { id: 'mediaManagement.upload.serverSaid' },
});

export const uploadMessages = { ...plain, ...withValues };

export const kindMessages: Record<FileKind, MessageDescriptor> = defineMessages({
  SCORM: { id: 'mediaManagement.upload.kind.scorm' },
  VIDEO: { id: 'mediaManagement.upload.kind.video' },
  PDF: { id: 'mediaManagement.upload.kind.pdf' },
  IMAGE: { id: 'mediaManagement.upload.kind.image' },
});

export const failureMessages: Record<UploadFailureReason, MessageDescriptor> = defineMessages({
  tooLarge: { id: 'mediaManagement.upload.failure.tooLarge' },
  quotaExceeded: { id: 'mediaManagement.upload.failure.quotaExceeded' },
  typeNotAllowed: { id: 'mediaManagement.upload.failure.typeNotAllowed' },
  invalidPackage: { id: 'mediaManagement.upload.failure.invalidPackage' },
  rejected: { id: 'mediaManagement.upload.failure.rejected' },
  rateLimited: { id: 'mediaManagement.upload.failure.rateLimited' },
  unauthenticated: { id: 'mediaManagement.upload.failure.unauthenticated' },
  forbidden: { id: 'mediaManagement.upload.failure.forbidden' },
  network: { id: 'mediaManagement.upload.failure.network' },
  server: { id: 'mediaManagement.upload.failure.server' },
});
