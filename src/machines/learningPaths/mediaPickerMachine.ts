// mediaPickerMachine — the editor's "Add media" dialog: published media the manager may add, searched on
// the server as they type (debounced); choosing one is the editor's event (path.addMedium), sent by the view.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { searchMedia, type MediumChoice } from './pathActors';

export const PICKER_DEBOUNCE_MS = 300;

interface PickerContext {
  api: ApiSettings;
  /** The section the chosen media go to. */
  sectionId: string | null;
  search: string;
  results: MediumChoice[];
  problem: ProblemInfo | null;
}

type PickerEvent =
  | { type: 'picker.open'; sectionId: string }
  | { type: 'picker.close' }
  | { type: 'picker.search'; text: string }
  | { type: 'picker.retry' };

export const mediaPickerMachine = setup({
  types: {} as { context: PickerContext; events: PickerEvent; input: { api: ApiSettings } },
  actors: { searchMedia },
  actions: {
    assignOpen: assign((_, sectionId: string) => ({ sectionId, search: '', problem: null })),
    assignSearch: assign((_, text: string) => ({ search: text })),
    assignResults: assign((_, results: MediumChoice[]) => ({ results, problem: null })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
  },
  delays: { debounce: PICKER_DEBOUNCE_MS },
}).createMachine({
  id: 'mediaPicker',
  initial: 'closed',
  context: ({ input }) => ({ api: input.api, sectionId: null, search: '', results: [], problem: null }),
  states: {
    closed: {
      on: {
        'picker.open': {
          target: 'open',
          actions: { type: 'assignOpen', params: ({ event }) => event.sectionId },
        },
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
            id: 'searchMedia',
            src: 'searchMedia',
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

export type MediaPickerSnapshot = SnapshotFrom<typeof mediaPickerMachine>;
export type PickerStatus = 'closed' | 'loading' | 'ready' | 'failed';
export const selectPickerStatus = (s: MediaPickerSnapshot): PickerStatus => {
  if (s.matches('closed')) return 'closed';
  if (s.matches({ open: 'failed' })) return 'failed';
  if (s.matches({ open: 'ready' })) return 'ready';
  return 'loading';
};
export const selectPickerSection = (s: MediaPickerSnapshot) => s.context.sectionId;
export const selectPickerResults = (s: MediaPickerSnapshot) => s.context.results;
export const selectPickerSearch = (s: MediaPickerSnapshot) => s.context.search;
