// searchPickerMachine — the kit's "choose one" dialog: closed until opened, then the server searched as
// the administrator types (debounced), a failure retried; choosing is the screen's own event, sent by its
// view. What it opened for (e.g. the section that gets the chosen medium) is kept as `target`. (The
// assignment form's optionSearchMachine is a field, not a dialog: always open, several sources, the labels
// of chosen options remembered, so it stays its own.)
import { assign, setup, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from './adminErrors';

export const PICKER_DEBOUNCE_MS = 300;

export interface PickerContext<TResult> {
  api: ApiSettings;
  /** What the picker was opened for (the view's choice goes there); null when opened for nothing. */
  target: string | null;
  search: string;
  results: TResult[];
  problem: ProblemInfo | null;
}

export type PickerEvent =
  | { type: 'picker.open'; target?: string }
  | { type: 'picker.close' }
  | { type: 'picker.search'; text: string }
  | { type: 'picker.retry' };

export function createSearchPickerMachine<TResult>(config: {
  id: string;
  /** The search call's invoke id (what tests give sample answers for). */
  searchId: string;
  search: PromiseActorLogic<TResult[], { api: ApiSettings; search: string }>;
}) {
  return setup({
    types: {} as { context: PickerContext<TResult>; events: PickerEvent; input: { api: ApiSettings } },
    actors: { search: config.search },
    actions: {
      assignOpen: assign((_, target: string | undefined) => ({
        target: target ?? null,
        search: '',
        problem: null,
      })),
      assignSearch: assign((_, text: string) => ({ search: text })),
      assignResults: assign((_, results: TResult[]) => ({ results, problem: null })),
      assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    },
    delays: { debounce: PICKER_DEBOUNCE_MS },
  }).createMachine({
    id: config.id,
    initial: 'closed',
    context: ({ input }) => ({ api: input.api, target: null, search: '', results: [], problem: null }),
    states: {
      closed: {
        on: {
          'picker.open': {
            target: 'open',
            actions: { type: 'assignOpen', params: ({ event }) => event.target },
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
              id: config.searchId,
              src: 'search',
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
}

type AnyPickerSnapshot = SnapshotFrom<ReturnType<typeof createSearchPickerMachine<unknown>>>;
interface PickerSnapshotLike<TResult> {
  matches: AnyPickerSnapshot['matches'];
  context: PickerContext<TResult>;
}

export type PickerStatus = 'closed' | 'loading' | 'ready' | 'failed';
export const selectPickerStatus = (s: PickerSnapshotLike<unknown>): PickerStatus => {
  if (s.matches('closed')) return 'closed';
  if (s.matches({ open: 'failed' })) return 'failed';
  if (s.matches({ open: 'ready' })) return 'ready';
  return 'loading';
};
export const selectPickerTarget = (s: PickerSnapshotLike<unknown>) => s.context.target;
export const selectPickerResults = <TResult>(s: PickerSnapshotLike<TResult>) => s.context.results;
export const selectPickerSearch = (s: PickerSnapshotLike<unknown>) => s.context.search;
