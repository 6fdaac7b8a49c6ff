// extendMachine — extending the due date of the selected assignments: the bulk bar opens it with the ids
// and which rules they have (a fixed day needs the new day, a relative rule the days to add), the person
// fills in what applies, then it runs on the server (all or nothing). Once it worked the list's selection
// clears and the list reloads; a failure keeps the dialog with the problem.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { isLocalDate } from '../../schemas/assignmentDue';
import { wholeNumber } from '../../schemas/assignment';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { ListActorRef } from '../admin/listMachine';
import type { ToastActorRef } from '../admin/toastMachine';
import { extendAssignments, type AssignmentRow } from './assignmentActors';

export interface ExtendMachineInput {
  api: ApiSettings;
  list: ListActorRef<AssignmentRow>;
  toasts?: ToastActorRef;
}

interface ExtendContext extends ExtendMachineInput {
  ids: string[];
  needsDay: boolean;
  needsDays: boolean;
  dueOn: string;
  addDays: string;
  problem: ProblemInfo | null;
}

export type ExtendEvent =
  | { type: 'extend.open'; ids: readonly string[]; needsDay: boolean; needsDays: boolean }
  | { type: 'extend.dueOn'; value: string }
  | { type: 'extend.addDays'; value: string }
  | { type: 'extend.confirm' }
  | { type: 'extend.cancel' };

const daysOf = (text: string) => {
  const n = wholeNumber(text);
  return n !== null && n >= 1 ? n : null;
};

export const extendMachine = setup({
  types: {} as { context: ExtendContext; events: ExtendEvent; input: ExtendMachineInput },
  actors: { extendAssignments },
  guards: {
    canOpen: ({ event }) => event.type === 'extend.open' && event.ids.length > 0,
    isComplete: ({ context }) =>
      (!context.needsDay || isLocalDate(context.dueOn)) &&
      (!context.needsDays || daysOf(context.addDays) !== null),
  },
  actions: {
    done: enqueueActions(({ context, enqueue }, count: number) => {
      enqueue.sendTo(context.list, { type: 'list.clearSelection' });
      enqueue.sendTo(context.list, { type: 'list.refresh' });
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: 'success', text: { id: 'assignments.bulk.extended', values: { count } } },
        });
    }),
  },
}).createMachine({
  id: 'extend',
  initial: 'closed',
  context: ({ input }) => ({
    ...input,
    ids: [],
    needsDay: false,
    needsDays: false,
    dueOn: '',
    addDays: '',
    problem: null,
  }),
  states: {
    closed: {
      on: {
        'extend.open': {
          guard: 'canOpen',
          target: 'choosing',
          actions: assign(({ event }) => ({
            ids: [...event.ids],
            needsDay: event.needsDay,
            needsDays: event.needsDays,
            dueOn: '',
            addDays: event.needsDays ? '7' : '',
            problem: null,
          })),
        },
      },
    },
    choosing: {
      on: {
        'extend.dueOn': { actions: assign(({ event }) => ({ dueOn: event.value, problem: null })) },
        'extend.addDays': { actions: assign(({ event }) => ({ addDays: event.value, problem: null })) },
        'extend.confirm': { guard: 'isComplete', target: 'running' },
        'extend.cancel': { target: 'closed' },
      },
    },
    running: {
      invoke: {
        id: 'extendAssignments',
        src: 'extendAssignments',
        input: ({ context }) => ({
          api: context.api,
          ids: context.ids,
          dueOn: context.needsDay ? context.dueOn : null,
          addDays: context.needsDays ? daysOf(context.addDays) : null,
        }),
        onDone: { target: 'closed', actions: { type: 'done', params: ({ event }) => event.output } },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ problem: problemOf(event.error) })),
        },
      },
    },
  },
});

export type ExtendSnapshot = SnapshotFrom<typeof extendMachine>;
export const selectExtend = (s: ExtendSnapshot) => ({
  open: !s.matches('closed'),
  running: s.matches('running'),
  count: s.context.ids.length,
  needsDay: s.context.needsDay,
  needsDays: s.context.needsDays,
  dueOn: s.context.dueOn,
  addDays: s.context.addDays,
  problem: s.context.problem,
  complete: s.can({ type: 'extend.confirm' }),
});
