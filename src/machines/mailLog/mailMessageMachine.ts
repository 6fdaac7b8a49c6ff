// mailMessageMachine — one mail of the log as the recipient saw it: loads it, and resends it after the
// administrator confirmed. A resend queues a copy (the list is told to refresh, so the copy shows there);
// a failed one keeps the mail on screen and says why.
import { assign, enqueueActions, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { loadMailMessage, resendMail, type MailDetail } from './mailLogActors';
import type { MailLogRowFragment } from '../../graphql/generated';

interface MailMessageInput {
  api: ApiSettings;
  id: string;
  /** The list to refresh after a resend. */
  list?: AnyActorRef;
}

interface MailMessageContext extends MailMessageInput {
  mail: MailDetail | null;
  copy: MailLogRowFragment | null;
  problem: ProblemInfo | null;
}

export type MailMessageEvent =
  { type: 'mail.retry' } | { type: 'mail.resend' } | { type: 'mail.confirm' } | { type: 'mail.cancel' };

type Failure = { error: unknown };

export const mailMessageMachine = setup({
  types: {} as { context: MailMessageContext; events: MailMessageEvent; input: MailMessageInput },
  actors: { loadMailMessage, resendMail },
  guards: {
    isFound: (_, mail: MailDetail | null) => mail != null,
    canResend: ({ context }) => context.mail != null && context.mail.purgedAt == null,
  },
  actions: {
    assignMail: assign((_, mail: MailDetail | null) => ({ mail, problem: null })),
    assignCopy: assign((_, copy: MailLogRowFragment) => ({ copy, problem: null })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    refreshList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.refresh' });
    }),
  },
}).createMachine({
  id: 'mailMessage',
  context: ({ input }) => ({ ...input, mail: null, copy: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadMailMessage',
        src: 'loadMailMessage',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'assignMail', params: ({ event }) => event.output },
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: { event: Failure }) => event.error },
        },
      },
    },
    failed: { on: { 'mail.retry': 'loading' } },
    notFound: {},
    ready: {
      on: { 'mail.resend': { guard: 'canResend', target: 'confirming' } },
    },
    confirming: {
      on: { 'mail.confirm': 'resending', 'mail.cancel': 'ready' },
    },
    resending: {
      tags: ['resending'],
      invoke: {
        id: 'resendMail',
        src: 'resendMail',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: {
          target: 'resent',
          actions: [{ type: 'assignCopy', params: ({ event }) => event.output }, 'refreshList'],
        },
        onError: {
          target: 'resendFailed',
          actions: { type: 'assignProblem', params: ({ event }: { event: Failure }) => event.error },
        },
      },
    },
    resent: { on: { 'mail.resend': 'confirming' } },
    resendFailed: { on: { 'mail.resend': 'confirming' } },
  },
});

type Snapshot = SnapshotFrom<typeof mailMessageMachine>;
export const selectMail = (s: Snapshot) => s.context.mail;
export const selectResentCopy = (s: Snapshot) => (s.matches('resent') ? s.context.copy : null);
export const selectMailProblem = (s: Snapshot) => s.context.problem;
export const selectMailStatus = (
  s: Snapshot,
): 'loading' | 'failed' | 'notFound' | 'ready' | 'confirming' | 'resending' | 'resent' | 'resendFailed' =>
  s.value as ReturnType<typeof selectMailStatus>;
