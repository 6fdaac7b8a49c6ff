// linkPickerMachine — the template editor's "Attach" dialog: media and learning paths, searched on
// the server as they type (debounced); choosing one is the editor's event (template.link), sent by the view.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import { problemOf, type ProblemInfo } from '../../admin/adminErrors';
import { searchLinkTargets, type LinkTarget } from './templateActors';

export const LINK_PICKER_DEBOUNCE_MS = 300;

interface PickerContext {
  api: ApiSettings;
  search: string;
  results: LinkTarget[];
  problem: ProblemInfo | null;
}

type PickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.search'; text: string }
  | { type: 'picker.retry' };

export const linkPickerMachine = setup({
  types: {} as { context: PickerContext; events: PickerEvent; input: { api: ApiSettings } },
  actors: { searchLinkTargets },
  actions: {
    assignOpen: assign({ search: '', problem: null }),
    assignSearch: assign((_, text: string) => ({ search: text })),
    assignResults: assign((_, results: LinkTarget[]) => ({ results, problem: null })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
  },
  delays: { debounce: LINK_PICKER_DEBOUNCE_MS },
}).createMachine({
  id: 'linkPicker',
  initial: 'closed',
  context: ({ input }) => ({ api: input.api, search: '', results: [], problem: null }),
  states: {
    closed: {
      on: {
        'picker.open': { target: 'open', actions: 'assignOpen' },
      },
    },
    open: {
      initial: 'searching',
      on: {
        'picker.close': { target: 'closed' },
        'picker.search': {
          target: '.debouncing',
          actions: { type: 'assignSearch', params: ({ event }) => event.text },
        },
      },
      states: {
        debouncing: { after: { debounce: { target: 'searching' } } },
        searching: {
          invoke: {
            id: 'searchLinkTargets',
            src: 'searchLinkTargets',
            input: ({ context }) => ({ api: context.api, search: context.search }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignResults', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignProblem',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        ready: {},
        failed: { on: { 'picker.retry': { target: 'searching' } } },
      },
    },
  },
});

export type LinkPickerSnapshot = SnapshotFrom<typeof linkPickerMachine>;
export type PickerStatus = 'closed' | 'loading' | 'ready' | 'failed';
export const selectPickerStatus = (s: LinkPickerSnapshot): PickerStatus => {
  if (s.matches('closed')) return 'closed';
  if (s.matches({ open: 'failed' })) return 'failed';
  if (s.matches({ open: 'ready' })) return 'ready';
  return 'loading';
};
export const selectPickerResults = (s: LinkPickerSnapshot) => s.context.results;
export const selectPickerSearch = (s: LinkPickerSnapshot) => s.context.search;
