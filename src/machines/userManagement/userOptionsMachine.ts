// userOptionsMachine — the units, grantable roles and locales user management offers (filters and the
// form), loaded once per visit of the screen. Without them the list still works; the form cannot choose a
// unit until a retry loads them.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { loadOptions, type UserOptions } from './userActors';

export interface UserOptionsInput {
  api: ApiSettings;
}

interface UserOptionsContext extends UserOptionsInput {
  options: UserOptions | null;
}

export type UserOptionsEvent = { type: 'options.retry' };

export const userOptionsMachine = setup({
  types: {} as { context: UserOptionsContext; events: UserOptionsEvent; input: UserOptionsInput },
  actors: { loadOptions },
  actions: { assignOptions: assign((_, options: UserOptions) => ({ options })) },
}).createMachine({
  id: 'userOptions',
  initial: 'loading',
  context: ({ input }) => ({ ...input, options: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'loaded', actions: { type: 'assignOptions', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: { on: { 'options.retry': { target: 'loading' } } },
  },
});

export type UserOptionsSnapshot = SnapshotFrom<typeof userOptionsMachine>;
export const EMPTY_OPTIONS: UserOptions = { units: [], roles: [], locales: [] };
export const selectOptions = (s: UserOptionsSnapshot): UserOptions => s.context.options ?? EMPTY_OPTIONS;
export const selectOptionsStatus = (s: UserOptionsSnapshot) => s.value as 'loading' | 'loaded' | 'failed';
