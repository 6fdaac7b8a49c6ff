// unitBulkMachine — adding the selected people to a unit, or removing them from one: the bulk bar opens it
// with the ids, the person chooses the unit, then it runs on the server (all or nothing). Once it worked,
// the list's selection clears and the list reloads; a failure keeps the dialog with the problem.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { ListActorRef } from '../admin/listMachine';
import type { ToastActorRef } from '../admin/toastMachine';
import { unitBulkActors } from './userActors';
import type { ManagedUser } from './userValues';

export type UnitBulkMode = 'add' | 'remove';

export interface UnitBulkInput {
  api: ApiSettings;
  list: ListActorRef<ManagedUser>;
  toasts?: ToastActorRef;
}

interface UnitBulkContext extends UnitBulkInput {
  mode: UnitBulkMode;
  ids: string[];
  unitId: string;
  problem: ProblemInfo | null;
}

export type UnitBulkEvent =
  | { type: 'unitBulk.open'; mode: UnitBulkMode; ids: readonly string[] }
  | { type: 'unitBulk.choose'; unitId: string }
  | { type: 'unitBulk.confirm' }
  | { type: 'unitBulk.cancel' };

export const unitBulkMachine = setup({
  types: {} as { context: UnitBulkContext; events: UnitBulkEvent; input: UnitBulkInput },
  actors: unitBulkActors,
  actions: {
    done: enqueueActions(({ context, enqueue }, count: number) => {
      enqueue.sendTo(context.list, { type: 'list.clearSelection' });
      enqueue.sendTo(context.list, { type: 'list.refresh' });
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: {
            tone: 'success',
            text: {
              id:
                context.mode === 'add'
                  ? 'userManagement.bulk.addedToUnit'
                  : 'userManagement.bulk.removedFromUnit',
              values: { count },
            },
          },
        });
    }),
  },
}).createMachine({
  id: 'unitBulk',
  initial: 'closed',
  context: ({ input }) => ({ ...input, mode: 'add', ids: [], unitId: '', problem: null }),
  states: {
    closed: {
      on: {
        'unitBulk.open': {
          guard: ({ event }) => event.ids.length > 0,
          target: 'choosing',
          actions: assign(({ event }) => ({
            mode: event.mode,
            ids: [...event.ids],
            unitId: '',
            problem: null,
          })),
        },
      },
    },
    choosing: {
      on: {
        'unitBulk.choose': { actions: assign(({ event }) => ({ unitId: event.unitId, problem: null })) },
        'unitBulk.confirm': { guard: ({ context }) => context.unitId !== '', target: 'running' },
        'unitBulk.cancel': { target: 'closed' },
      },
    },
    running: {
      invoke: {
        id: 'applyUnit',
        src: 'applyUnit',
        input: ({ context }) => ({
          api: context.api,
          mode: context.mode,
          ids: context.ids,
          unitId: context.unitId,
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

export type UnitBulkSnapshot = SnapshotFrom<typeof unitBulkMachine>;
export const selectUnitBulk = (s: UnitBulkSnapshot) => ({
  open: !s.matches('closed'),
  running: s.matches('running'),
  mode: s.context.mode,
  count: s.context.ids.length,
  unitId: s.context.unitId,
  problem: s.context.problem,
});
