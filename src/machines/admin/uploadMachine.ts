// uploadMachine — one file sent to /api/upload with its progress; cancel aborts the request (the
// server keeps nothing of a body it did not receive), a failure can be retried with the same file.
// It ends in `uploaded` with the stored file as its output, so a parent that invokes it goes on
// from `onDone`; the UploadField view renders it.
import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import {
  claimedKind,
  toUploadFailure,
  UploadAbortedError,
  uploadWithApi,
  type FileKind,
  type UploadedFile,
  type UploadFailure,
} from '../../services/upload';

export interface UploadInput {
  api: ApiSettings;
  /** Kinds the field takes; a file that claims none of them is refused before anything is sent. */
  kinds: readonly FileKind[];
  /** When set, the server must find this kind in the content (a replacement of the same kind). */
  kind?: FileKind;
}

interface UploadContext extends UploadInput {
  file: File | null;
  loaded: number;
  total: number;
  uploaded: UploadedFile | null;
  failure: UploadFailure | null;
}

/** What the upload actor reports while it runs. */
export type UploadReport =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.succeeded'; file: UploadedFile }
  | { type: 'upload.failed'; failure: UploadFailure };

export type UploadEvent =
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'upload.clear' }
  | UploadReport;

export interface SendFileInput {
  api: ApiSettings;
  file: File;
  kind: FileKind | undefined;
}

export const uploadActors = {
  /** Sends the file; stopping the actor (cancel, leaving the screen) aborts the request. */
  sendFile: fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    uploadWithApi(input.api, {
      file: input.file,
      fileName: input.file.name,
      ...(input.kind ? { kind: input.kind } : {}),
      signal: controller.signal,
      onProgress: ({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }),
    }).then(
      (file) => sendBack({ type: 'upload.succeeded', file }),
      (error: unknown) => {
        if (!(error instanceof UploadAbortedError))
          sendBack({ type: 'upload.failed', failure: toUploadFailure(error) });
      },
    );
    return () => controller.abort();
  }),
};

const RETRYABLE = new Set<UploadFailure['reason']>(['network', 'server', 'rateLimited', 'unauthenticated']);
const isRetryable = (failure: UploadFailure | null) => failure !== null && RETRYABLE.has(failure.reason);

const refusedLocally = (): UploadFailure => ({
  reason: 'typeNotAllowed',
  code: 'CLIENT_TYPE_NOT_ALLOWED',
  status: 0,
  message: '',
  retryAfterSeconds: null,
});

export const uploadMachine = setup({
  types: {} as {
    context: UploadContext;
    events: UploadEvent;
    input: UploadInput;
    output: UploadedFile;
  },
  actors: uploadActors,
  guards: {
    isRetryable: ({ context }) => isRetryable(context.failure),
    isAcceptedFile: ({ context, event }) => {
      if (event.type !== 'upload.choose') return false;
      const kind = claimedKind(event.file);
      return kind !== null && context.kinds.includes(kind);
    },
  },
  actions: {
    assignFile: assign(({ event }) =>
      event.type === 'upload.choose'
        ? { file: event.file, loaded: 0, total: event.file.size, failure: null, uploaded: null }
        : {},
    ),
    resetProgress: assign(({ context }) => ({ loaded: 0, total: context.file?.size ?? 0, failure: null })),
    assignProgress: assign(({ event }) =>
      event.type === 'upload.progress' ? { loaded: event.loaded, total: event.total } : {},
    ),
    assignUploaded: assign(({ event }) =>
      event.type === 'upload.succeeded' ? { uploaded: event.file, loaded: event.file.size } : {},
    ),
    assignFailure: assign(({ event }) => (event.type === 'upload.failed' ? { failure: event.failure } : {})),
    assignRefusal: assign(({ event }) =>
      event.type === 'upload.choose'
        ? { file: event.file, loaded: 0, total: event.file.size, failure: refusedLocally() }
        : {},
    ),
    clear: assign({ file: null, loaded: 0, total: 0, failure: null, uploaded: null }),
  },
}).createMachine({
  id: 'upload',
  initial: 'idle',
  context: ({ input }) => ({
    ...input,
    file: null,
    loaded: 0,
    total: 0,
    uploaded: null,
    failure: null,
  }),
  output: ({ context }) => context.uploaded!,
  states: {
    idle: {
      on: {
        'upload.choose': [
          { guard: 'isAcceptedFile', target: 'uploading', actions: 'assignFile' },
          { target: 'failed', actions: 'assignRefusal' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({ api: context.api, file: context.file!, kind: context.kind }),
      },
      on: {
        'upload.progress': { actions: 'assignProgress' },
        'upload.succeeded': { target: 'uploaded', actions: 'assignUploaded' },
        'upload.failed': { target: 'failed', actions: 'assignFailure' },
        // Leaving the state stops the actor, which aborts the request.
        'upload.cancel': { target: 'cancelled' },
      },
    },
    failed: {
      on: {
        // Only where sending the same file again may work; a refused file needs another file.
        'upload.retry': { guard: 'isRetryable', target: 'uploading', actions: 'resetProgress' },
        'upload.choose': [
          { guard: 'isAcceptedFile', target: 'uploading', actions: 'assignFile' },
          { target: 'failed', reenter: true, actions: 'assignRefusal' },
        ],
        'upload.clear': { target: 'idle', actions: 'clear' },
      },
    },
    cancelled: {
      on: {
        'upload.retry': { target: 'uploading', actions: 'resetProgress' },
        'upload.choose': [
          { guard: 'isAcceptedFile', target: 'uploading', actions: 'assignFile' },
          { target: 'failed', actions: 'assignRefusal' },
        ],
        'upload.clear': { target: 'idle', actions: 'clear' },
      },
    },
    uploaded: { type: 'final' },
  },
});

export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;
export type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export const selectUploadStatus = (s: UploadSnapshot): UploadStatus => s.value as UploadStatus;
export const selectUploadProgress = (s: UploadSnapshot) => ({
  fileName: s.context.file?.name ?? '',
  loaded: s.context.loaded,
  total: s.context.total,
  /** 0-100, whole numbers. */
  percent: s.context.total > 0 ? Math.min(100, Math.floor((s.context.loaded / s.context.total) * 100)) : 0,
});
export const selectUploadFailure = (s: UploadSnapshot) => s.context.failure;
export const selectUploaded = (s: UploadSnapshot) => s.context.uploaded;
/** Cancelled, or a failure that sending the same file again may cure. */
export const selectCanRetry = (s: UploadSnapshot) =>
  s.matches('cancelled') || (s.matches('failed') && isRetryable(s.context.failure));
