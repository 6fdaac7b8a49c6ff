// mediaOptionsMachine — the categories and units media management offers (filters and the form),
// loaded once per visit of the screen. Without them the list still works; the form cannot choose a
// category or unit until a retry loads them.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { loadOptions, type MediaOptions } from './mediaActors';

export interface MediaOptionsInput {
  api: ApiSettings;
}

interface MediaOptionsContext extends MediaOptionsInput {
  options: MediaOptions | null;
}

export type MediaOptionsEvent = { type: 'options.retry' };

export const mediaOptionsMachine = setup({
  types: {} as { context: MediaOptionsContext; events: MediaOptionsEvent; input: MediaOptionsInput },
  actors: { loadOptions },
  actions: { assignOptions: assign((_, options: MediaOptions) => ({ options })) },
}).createMachine({
  id: 'mediaOptions',
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

export type MediaOptionsSnapshot = SnapshotFrom<typeof mediaOptionsMachine>;
export const EMPTY_OPTIONS: MediaOptions = { categories: [], units: [] };
export const selectOptions = (s: MediaOptionsSnapshot): MediaOptions => s.context.options ?? EMPTY_OPTIONS;
export const selectOptionsStatus = (s: MediaOptionsSnapshot) => s.value as 'loading' | 'loaded' | 'failed';
