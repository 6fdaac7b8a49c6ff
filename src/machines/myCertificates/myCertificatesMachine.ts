// myCertificatesMachine — /my-certificates: the learner's certificates. Once loaded, three regions run side
// by side: the list (read again every 10 s while a PDF is still being prepared), the download of one PDF
// (a PDF not ready yet says so instead), and copying a certificate's share link (confirmed beside it until the next copy).
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { myCertificatesActors, type MyCertificate } from './myCertificatesActors';

export interface MyCertificatesInput {
  api: ApiSettings;
}

interface MyCertificatesContext extends MyCertificatesInput {
  certificates: MyCertificate[];
  /** The certificate the download region is about. */
  downloadId: string | null;
  /** The certificate whose link was copied last. */
  copiedId: string | null;
}

export type MyCertificatesEvent =
  | { type: 'myCertificates.retry' }
  | { type: 'myCertificates.download'; id: string }
  | { type: 'myCertificates.copyLink'; id: string };

/** How often the list is read again while a PDF is being prepared. */
export const PENDING_REFRESH_MS = 10_000;

const byId = (context: MyCertificatesContext, id: string | null) =>
  context.certificates.find((c) => c.id === id);

const downloadChoice = [
  {
    guard: 'isDownloadable',
    target: 'downloading',
    actions: 'assignDownloadId',
  },
  { target: 'notReady', actions: 'assignDownloadId' },
] as const;

export const myCertificatesMachine = setup({
  types: {} as { context: MyCertificatesContext; events: MyCertificatesEvent; input: MyCertificatesInput },
  actors: myCertificatesActors,
  guards: {
    // FAILED is not waited for: it stays so until an administrator renders it again.
    hasPending: ({ context }) => context.certificates.some((c) => c.pdfStatus === 'PENDING'),
    isDownloadable: ({ context, event }) =>
      event.type === 'myCertificates.download' && byId(context, event.id)?.pdfStatus === 'READY',
    isKnown: ({ context, event }) => event.type === 'myCertificates.copyLink' && !!byId(context, event.id),
  },
  delays: { refresh: PENDING_REFRESH_MS },
  actions: {
    assignCertificates: assign((_, certificates: MyCertificate[]) => ({ certificates })),
    assignDownloadId: assign(({ event }) =>
      event.type === 'myCertificates.download' ? { downloadId: event.id } : {},
    ),
    assignCopiedId: assign(({ event }) =>
      event.type === 'myCertificates.copyLink' ? { copiedId: event.id } : {},
    ),
  },
}).createMachine({
  id: 'myCertificates',
  initial: 'loading',
  context: ({ input }) => ({ ...input, certificates: [], downloadId: null, copiedId: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadMyCertificates',
        src: 'loadMyCertificates',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignCertificates', params: ({ event }) => event.output },
        },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'myCertificates.retry': { target: 'loading' } } },
    ready: {
      type: 'parallel',
      states: {
        list: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasPending', target: 'waiting' }, { target: 'settled' }] },
            waiting: { after: { refresh: { target: 'refreshing' } } },
            // A failed refresh keeps the list on screen and tries again later.
            refreshing: {
              invoke: {
                id: 'refreshMyCertificates',
                src: 'loadMyCertificates',
                input: ({ context }) => ({ api: context.api }),
                onDone: {
                  target: 'checking',
                  actions: { type: 'assignCertificates', params: ({ event }) => event.output },
                },
                onError: { target: 'waiting' },
              },
            },
            settled: {},
          },
        },
        download: {
          initial: 'idle',
          states: {
            idle: { on: { 'myCertificates.download': downloadChoice } },
            downloading: {
              invoke: {
                id: 'downloadCertificate',
                src: 'downloadCertificate',
                input: ({ context }) => ({
                  api: context.api,
                  certificate: byId(context, context.downloadId)!,
                }),
                onDone: { target: 'idle' },
                onError: { target: 'failed' },
              },
            },
            failed: { on: { 'myCertificates.download': downloadChoice } },
            notReady: { on: { 'myCertificates.download': downloadChoice } },
          },
        },
        copy: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'myCertificates.copyLink': { guard: 'isKnown', target: 'copying', actions: 'assignCopiedId' },
              },
            },
            copying: {
              invoke: {
                id: 'copyText',
                src: 'copyText',
                input: ({ context }) => ({ text: byId(context, context.copiedId)?.verificationUrl ?? '' }),
                onDone: { target: 'copied' },
                onError: { target: 'copyFailed' },
              },
            },
            copied: {
              on: {
                'myCertificates.copyLink': { guard: 'isKnown', target: 'copying', actions: 'assignCopiedId' },
              },
            },
            copyFailed: {
              on: {
                'myCertificates.copyLink': { guard: 'isKnown', target: 'copying', actions: 'assignCopiedId' },
              },
            },
          },
        },
      },
    },
  },
});

export type MyCertificatesSnapshot = SnapshotFrom<typeof myCertificatesMachine>;
export type MyCertificatesStatus = 'loading' | 'failed' | 'ready';
export type DownloadStatus = 'idle' | 'downloading' | 'failed' | 'notReady';
export type CopyStatus = 'idle' | 'copying' | 'copied' | 'copyFailed';

export const selectMyCertificatesStatus = (s: MyCertificatesSnapshot): MyCertificatesStatus =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectMyCertificates = (s: MyCertificatesSnapshot) => s.context.certificates;
export const selectDownloadStatus = (s: MyCertificatesSnapshot): DownloadStatus =>
  s.matches('ready') ? (s.value as { ready: { download: DownloadStatus } }).ready.download : 'idle';
export const selectDownloadId = (s: MyCertificatesSnapshot) => s.context.downloadId;
export const selectCopyStatus = (s: MyCertificatesSnapshot): CopyStatus =>
  s.matches('ready') ? (s.value as { ready: { copy: CopyStatus } }).ready.copy : 'idle';
export const selectCopiedId = (s: MyCertificatesSnapshot) => s.context.copiedId;
