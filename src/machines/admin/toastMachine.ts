// toastMachine — the short notices of the administration screens ("3 media published", "Saved").
// Machines send `toast.show` with message ids (they cannot format text); the Toaster view formats
// them, and Radix's Toast times them out (paused while hovered or focused) and sends `toast.dismiss`.
// An undo sends its event to the actor that did the work, then the toast goes.
import {
  assign,
  enqueueActions,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';

/** A message id of a catalogue (e.g. `admin.list.bulkDone`) with its ICU values. */
export interface ToastText {
  id: string;
  values?: Record<string, string | number>;
}

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastUndo {
  /** Receives `event` when the person chooses "Undo". */
  target: AnyActorRef;
  event: { type: string; [key: string]: unknown };
}

export interface ToastRequest {
  tone: ToastTone;
  text: ToastText;
  undo?: ToastUndo;
}

export interface Toast extends ToastRequest {
  key: string;
}

/** More would cover the screen; the oldest goes first. */
export const MAX_TOASTS = 3;
/** Milliseconds a toast stays (Radix pauses the timer while it is hovered or focused). */
export const TOAST_DURATION_MS = 5000;
/** One with an undo stays longer: there must be time to reach the button by keyboard. */
export const TOAST_UNDO_DURATION_MS = 10000;

interface ToastContext {
  toasts: Toast[];
  nextKey: number;
}

export type ToastEvent =
  | { type: 'toast.show'; toast: ToastRequest }
  | { type: 'toast.dismiss'; key: string }
  | { type: 'toast.undo'; key: string };

export const toastMachine = setup({
  types: {} as { context: ToastContext; events: ToastEvent },
  actions: {
    addToast: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const toast: Toast = { ...event.toast, key: `t${context.nextKey}` };
      // The same notice again ("Saved." after each save) replaces the one still showing instead of
      // piling up; one with an undo is always its own (each undoes a different change).
      const same = (t: Toast) =>
        !t.undo &&
        !toast.undo &&
        t.tone === toast.tone &&
        JSON.stringify(t.text) === JSON.stringify(toast.text);
      // Keys go round: one comes back only after 2 x MAX_TOASTS newer toasts, when it is long gone
      // (and the machine's states stay finite for its model test).
      return {
        toasts: [...context.toasts.filter((t) => !same(t)), toast].slice(-MAX_TOASTS),
        nextKey: (context.nextKey % (2 * MAX_TOASTS)) + 1,
      };
    }),
    removeToast: assign(({ context, event }) =>
      event.type === 'toast.dismiss' || event.type === 'toast.undo'
        ? { toasts: context.toasts.filter((t) => t.key !== event.key) }
        : {},
    ),
    sendUndo: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.undo') return;
      const undo = context.toasts.find((t) => t.key === event.key)?.undo;
      if (undo) enqueue.sendTo(undo.target, undo.event);
    }),
  },
}).createMachine({
  id: 'toasts',
  initial: 'running',
  context: { toasts: [], nextKey: 1 },
  states: {
    running: {
      on: {
        'toast.show': { actions: 'addToast' },
        'toast.dismiss': { actions: 'removeToast' },
        'toast.undo': { actions: ['sendUndo', 'removeToast'] },
      },
    },
  },
});

export type ToastActorRef = ActorRefFrom<typeof toastMachine>;
export type ToastSnapshot = SnapshotFrom<typeof toastMachine>;
export const selectToasts = (s: ToastSnapshot): readonly Toast[] => s.context.toasts;
