// confirmMachine — asks before an action that is sent elsewhere (a list's bulk archive): the view
// sends `confirm.ask` with the event it would have sent and to whom; "Yes" sends it there, "No" drops
// it. The request's `key` tells the view which question to show.
import {
  assign,
  enqueueActions,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';

export interface ConfirmRequest {
  /** Which question (e.g. 'archive'); the view has the texts. */
  key: string;
  /** Numbers and names the question needs, e.g. { count: 3 }. */
  values?: Record<string, string | number>;
  target: AnyActorRef;
  event: { type: string; [key: string]: unknown };
}

export type ConfirmEvent =
  { type: 'confirm.ask'; request: ConfirmRequest } | { type: 'confirm.accept' } | { type: 'confirm.cancel' };

export const confirmMachine = setup({
  types: {} as { context: { request: ConfirmRequest | null }; events: ConfirmEvent },
  actions: {
    assignRequest: assign(({ event }) => (event.type === 'confirm.ask' ? { request: event.request } : {})),
    clear: assign({ request: null }),
    send: enqueueActions(({ context, enqueue }) => {
      if (context.request) enqueue.sendTo(context.request.target, context.request.event);
    }),
  },
}).createMachine({
  id: 'confirm',
  initial: 'idle',
  context: { request: null },
  states: {
    idle: { on: { 'confirm.ask': { target: 'asking', actions: 'assignRequest' } } },
    asking: {
      on: {
        'confirm.accept': { target: 'idle', actions: ['send', 'clear'] },
        'confirm.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type ConfirmActorRef = ActorRefFrom<typeof confirmMachine>;
/** The question being asked, or null. */
export const selectConfirmRequest = (s: SnapshotFrom<typeof confirmMachine>) =>
  s.matches('asking') ? s.context.request : null;
