// certificateActionMachine — what an administrator does with one issued certificate: revoke it (a dialog
// asks for the reason, 3-500 characters, as the server checks), re-issue it (a dialog confirms), render a
// failed PDF again, or download the PDF. One at a time; once it worked the list reloads and a toast says
// so; a failure keeps the dialog open with the problem (retry and download say it in a toast).
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import { problemOf, type ProblemInfo } from '../../admin/adminErrors';
import type { ListActorRef } from '../../admin/listMachine';
import type { ToastActorRef } from '../../admin/toastMachine';
import { downloadPdf, runRowAction, type IssuedRow, type RowAction } from './issuedActors';

export const REASON_LIMITS = { min: 3, max: 500 } as const;

export interface CertificateActionInput {
  api: ApiSettings;
  list: ListActorRef<IssuedRow>;
  toasts?: ToastActorRef;
}

interface ActionContext extends CertificateActionInput {
  row: IssuedRow | null;
  action: RowAction | null;
  reason: string;
  problem: ProblemInfo | null;
}

export type CertificateActionEvent =
  | { type: 'action.revoke'; row: IssuedRow }
  | { type: 'action.reissue'; row: IssuedRow }
  | { type: 'action.retry'; row: IssuedRow }
  | { type: 'action.download'; row: IssuedRow }
  | { type: 'action.reason'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' };

const reasonOk = (reason: string) =>
  reason.trim().length >= REASON_LIMITS.min && reason.trim().length <= REASON_LIMITS.max;

const DONE: Record<RowAction, string> = {
  revoke: 'certificates.issued.revoked',
  reissue: 'certificates.issued.reissued',
  retry: 'certificates.issued.retried',
};

export const certificateActionMachine = setup({
  types: {} as { context: ActionContext; events: CertificateActionEvent; input: CertificateActionInput },
  actors: { runRowAction, downloadPdf },
  guards: {
    /** A revocation needs its reason; a re-issue only the confirmation. */
    canConfirm: ({ context }) => context.action !== 'revoke' || reasonOk(context.reason),
    isRetry: ({ context }) => context.action === 'retry',
  },
  actions: {
    start: assign((_, params: { action: RowAction; row: IssuedRow }) => ({
      row: params.row,
      action: params.action,
      reason: '',
      problem: null,
    })),
    done: enqueueActions(({ context, enqueue }, row: IssuedRow) => {
      enqueue.sendTo(context.list, { type: 'list.refresh' });
      if (context.toasts && context.action)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: 'success', text: { id: DONE[context.action], values: { number: row.number } } },
        });
    }),
    failedToast: enqueueActions(({ context, enqueue }, params: { id: string; error: unknown }) => {
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: {
            tone: 'error',
            text: {
              id: params.id,
              values: { number: context.row?.number ?? '', error: problemOf(params.error).message },
            },
          },
        });
    }),
  },
}).createMachine({
  id: 'certificateAction',
  initial: 'idle',
  context: ({ input }) => ({ ...input, row: null, action: null, reason: '', problem: null }),
  states: {
    idle: {
      on: {
        'action.revoke': {
          target: 'revoking',
          actions: { type: 'start', params: ({ event }) => ({ action: 'revoke', row: event.row }) },
        },
        'action.reissue': {
          target: 'confirming',
          actions: { type: 'start', params: ({ event }) => ({ action: 'reissue', row: event.row }) },
        },
        'action.retry': {
          target: 'running',
          actions: { type: 'start', params: ({ event }) => ({ action: 'retry', row: event.row }) },
        },
        'action.download': { target: 'downloading', actions: assign(({ event }) => ({ row: event.row })) },
      },
    },
    revoking: {
      on: {
        'action.reason': { actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
        'action.confirm': { guard: 'canConfirm', target: 'running' },
        'action.cancel': { target: 'idle' },
      },
    },
    confirming: {
      on: {
        'action.confirm': { target: 'running' },
        'action.cancel': { target: 'idle' },
      },
    },
    running: {
      invoke: {
        id: 'runRowAction',
        src: 'runRowAction',
        input: ({ context }) => ({
          api: context.api,
          action: context.action!,
          id: context.row!.id,
          reason: context.reason,
        }),
        onDone: { target: 'idle', actions: { type: 'done', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'isRetry',
            target: 'idle',
            actions: {
              type: 'failedToast',
              params: ({ event }) => ({ id: 'certificates.issued.retryFailed', error: event.error }),
            },
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ problem: problemOf(event.error) })),
          },
        ],
      },
    },
    failed: {
      on: {
        'action.reason': { actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
        'action.confirm': { guard: 'canConfirm', target: 'running' },
        'action.cancel': { target: 'idle' },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadPdf',
        src: 'downloadPdf',
        input: ({ context }) => ({ api: context.api, row: context.row! }),
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: {
            type: 'failedToast',
            params: ({ event }) => ({ id: 'certificates.issued.downloadFailed', error: event.error }),
          },
        },
      },
    },
  },
});

export type CertificateActionSnapshot = SnapshotFrom<typeof certificateActionMachine>;
export const selectAction = (s: CertificateActionSnapshot) => ({
  dialog:
    s.matches('revoking') ||
    s.matches('confirming') ||
    s.matches('failed') ||
    (s.matches('running') && s.context.action !== 'retry')
      ? s.context.action
      : null,
  row: s.context.row,
  reason: s.context.reason,
  reasonOk: reasonOk(s.context.reason),
  running: s.matches('running'),
  downloadingId: s.matches('downloading') ? (s.context.row?.id ?? null) : null,
  problem: s.context.problem,
});
