// userActionsMachine — what an administrator does to one person beside the form: deactivate or reactivate
// (asked first), reset the password (asked first; the one-time password is shown once, with copy, and
// forgotten when the dialog closes) and delete (asked, with the choice to keep anonymised learning records).
// A failure keeps the dialog open with the problem, so the person can retry or cancel.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef, ToastText } from '../admin/toastMachine';
import type { NavigationActorRef } from '../navigationMachine';
import { userActionActors } from './userActors';
import type { ManagedUser } from './userValues';

export interface UserActionsInput {
  api: ApiSettings;
  id: string;
  /** Whether the account is active now (the form's record says so). */
  active: boolean;
  navigation?: NavigationActorRef;
  /** Where to go once the person is deleted. */
  returnTo?: string;
  toasts?: ToastActorRef;
}

interface UserActionsContext extends UserActionsInput {
  keepRecords: boolean;
  password: string | null;
  copied: 'no' | 'yes' | 'failed';
  problem: ProblemInfo | null;
}

export type UserActionsEvent =
  | { type: 'user.deactivate' }
  | { type: 'user.reactivate' }
  | { type: 'user.resetPassword' }
  | { type: 'user.delete' }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'delete.keepRecords'; keep: boolean }
  | { type: 'password.copy' }
  | { type: 'password.dismiss' };

export const userActionsMachine = setup({
  types: {} as { context: UserActionsContext; events: UserActionsEvent; input: UserActionsInput },
  actors: userActionActors,
  actions: {
    clearProblem: assign({ problem: null }),
    setActive: assign((_, user: ManagedUser) => ({ active: user.isActive })),
    toast: enqueueActions(({ context, enqueue }, text: ToastText) => {
      if (context.toasts)
        enqueue.sendTo(context.toasts, { type: 'toast.show', toast: { tone: 'success', text } });
    }),
    goBack: enqueueActions(({ context, enqueue }) => {
      if (context.navigation && context.returnTo)
        enqueue.sendTo(context.navigation, { type: 'navigation.navigate', to: context.returnTo });
    }),
  },
}).createMachine({
  id: 'userActions',
  initial: 'idle',
  context: ({ input }) => ({ ...input, keepRecords: true, password: null, copied: 'no', problem: null }),
  states: {
    idle: {
      entry: 'clearProblem',
      on: {
        'user.deactivate': { guard: ({ context }) => context.active, target: 'confirmingStatus' },
        'user.reactivate': { guard: ({ context }) => !context.active, target: 'confirmingStatus' },
        'user.resetPassword': { target: 'confirmingReset' },
        'user.delete': { target: 'confirmingDelete', actions: assign({ keepRecords: true }) },
      },
    },
    confirmingStatus: {
      on: { 'action.confirm': { target: 'changingStatus' }, 'action.cancel': { target: 'idle' } },
    },
    changingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'setActive',
        src: 'setActive',
        input: ({ context }) => ({ api: context.api, id: context.id, active: !context.active }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setActive', params: ({ event }) => event.output },
            {
              type: 'toast',
              params: ({ event }) => ({
                id: event.output.isActive
                  ? 'userManagement.actions.reactivated'
                  : 'userManagement.actions.deactivated',
              }),
            },
          ],
        },
        onError: {
          target: 'confirmingStatus',
          actions: assign(({ event }) => ({ problem: problemOf(event.error) })),
        },
      },
    },
    confirmingReset: {
      on: { 'action.confirm': { target: 'resetting' }, 'action.cancel': { target: 'idle' } },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: {
          target: 'showingPassword',
          actions: assign(({ event }) => ({
            password: event.output.password,
            copied: 'no' as const,
            problem: null,
          })),
        },
        onError: {
          target: 'confirmingReset',
          actions: assign(({ event }) => ({ problem: problemOf(event.error) })),
        },
      },
    },
    showingPassword: {
      initial: 'shown',
      // The password lives only while the dialog is open.
      exit: assign({ password: null, copied: 'no' }),
      on: { 'password.dismiss': { target: 'idle' } },
      states: {
        shown: { on: { 'password.copy': { target: 'copying' } } },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.password ?? '' }),
            onDone: { target: 'shown', actions: assign({ copied: 'yes' }) },
            onError: { target: 'shown', actions: assign({ copied: 'failed' }) },
          },
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.keepRecords': { actions: assign(({ event }) => ({ keepRecords: event.keep })) },
        'action.confirm': { target: 'deleting' },
        'action.cancel': { target: 'idle' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteUser',
        src: 'deleteUser',
        input: ({ context }) => ({
          api: context.api,
          id: context.id,
          keepLearningRecords: context.keepRecords,
        }),
        onDone: {
          target: 'deleted',
          actions: [{ type: 'toast', params: { id: 'userManagement.actions.deleted' } }, 'goBack'],
        },
        onError: {
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({ problem: problemOf(event.error) })),
        },
      },
    },
    deleted: { type: 'final' },
  },
});

export type UserActionsSnapshot = SnapshotFrom<typeof userActionsMachine>;
export type UserDialog = 'status' | 'reset' | 'password' | 'delete' | null;

/** Which dialog is open (none while idle or after the deletion). */
export function selectDialog(s: UserActionsSnapshot): UserDialog {
  if (s.matches('confirmingStatus') || s.matches('changingStatus')) return 'status';
  if (s.matches('confirmingReset') || s.matches('resetting')) return 'reset';
  if (s.matches('showingPassword')) return 'password';
  if (s.matches('confirmingDelete') || s.matches('deleting')) return 'delete';
  return null;
}
export const selectIsActionBusy = (s: UserActionsSnapshot) => s.hasTag('busy');
export const selectIsActive = (s: UserActionsSnapshot) => s.context.active;
export const selectPassword = (s: UserActionsSnapshot) => s.context.password;
export const selectCopied = (s: UserActionsSnapshot) => s.context.copied;
export const selectKeepRecords = (s: UserActionsSnapshot) => s.context.keepRecords;
export const selectActionProblem = (s: UserActionsSnapshot) => s.context.problem;
