// optionSearchMachine — what a picker of the assignment form offers: media, learning paths, people or
// units the caller manages, searched on the server as the person types (debounced). The item picker
// switches between media and paths with `options.source`.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { searchOptions, type OptionSource, type PickOption } from './assignmentActors';

export interface OptionSearchInput {
  api: ApiSettings;
  source: OptionSource;
}

interface OptionSearchContext extends OptionSearchInput {
  search: string;
  options: PickOption[];
  /** Every option's label seen so far: a chosen one stays named when a later search no longer shows it. */
  labels: Record<string, string>;
  problem: ProblemInfo | null;
}

export type OptionSearchEvent =
  | { type: 'options.search'; text: string }
  | { type: 'options.source'; source: OptionSource }
  | { type: 'options.retry' };

export const OPTION_SEARCH_DEBOUNCE_MS = 250;

export const optionSearchMachine = setup({
  types: {} as { context: OptionSearchContext; events: OptionSearchEvent; input: OptionSearchInput },
  actors: { searchOptions },
  delays: { debounce: OPTION_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'optionSearch',
  initial: 'loading',
  context: ({ input }) => ({ ...input, search: '', options: [], labels: {}, problem: null }),
  on: {
    'options.search': {
      target: '.debouncing',
      reenter: true,
      actions: assign(({ event }) => ({ search: event.text.slice(0, 200) })),
    },
    'options.source': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ source: event.source, search: '', options: [] })),
    },
  },
  states: {
    debouncing: { after: { debounce: { target: 'loading' } } },
    loading: {
      invoke: {
        id: 'searchOptions',
        src: 'searchOptions',
        input: ({ context }) => ({ api: context.api, source: context.source, search: context.search }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            options: event.output,
            labels: { ...context.labels, ...Object.fromEntries(event.output.map((o) => [o.id, o.label])) },
            problem: null,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
      },
    },
    ready: {},
    failed: { on: { 'options.retry': { target: 'loading' } } },
  },
});

export type OptionSearchSnapshot = SnapshotFrom<typeof optionSearchMachine>;
export const selectOptionSearch = (s: OptionSearchSnapshot) => ({
  loading: s.matches('loading') || s.matches('debouncing'),
  failed: s.matches('failed'),
  search: s.context.search,
  options: s.context.options,
  labels: s.context.labels,
  problem: s.context.problem,
});
