// myUnitsMachine — /my-units: the units the learner belongs to.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { learningActors, type MyUnit } from './learningActors';

export interface MyUnitsInput {
  api: ApiSettings;
}

export const myUnitsMachine = setup({
  types: {} as {
    context: MyUnitsInput & { units: MyUnit[] };
    events: { type: 'myUnits.retry' };
    input: MyUnitsInput;
  },
  actors: learningActors(),
  actions: { assignUnits: assign((_, units: MyUnit[]) => ({ units })) },
}).createMachine({
  id: 'myUnits',
  initial: 'loading',
  context: ({ input }) => ({ ...input, units: [] }),
  states: {
    loading: {
      invoke: {
        id: 'loadMyUnits',
        src: 'loadMyUnits',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignUnits', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'myUnits.retry': { target: 'loading' } } },
    ready: {},
  },
});

export type MyUnitsSnapshot = SnapshotFrom<typeof myUnitsMachine>;
export const selectMyUnitsStatus = (s: MyUnitsSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectMyUnits = (s: MyUnitsSnapshot) => s.context.units;
