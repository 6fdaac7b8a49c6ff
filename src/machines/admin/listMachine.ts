// createListMachine — the machine of every administration list: server-side search (debounced),
// filters, sort and paging, the query mirrored in the URL through the navigation actor (and read
// back from it on back/forward), row selection and bulk actions. Two regions: `results` (the page
// being shown) and `bulk` (an action running on the selected rows), so a bulk action goes on while
// the person pages or searches. See README.md.
import {
  assign,
  enqueueActions,
  raise,
  setup,
  type ActorRefFrom,
  type AnyActorLogic,
  type SnapshotFrom,
  type TransitionConfig,
} from 'xstate';
import { problemOf } from './adminErrors';
import { watchLocation } from './listActors';
import {
  defaultQuery,
  isNarrowed,
  lastPage,
  offsetOf,
  queryFromSearch,
  sameQuery,
  searchFromQuery,
  SEARCH_MAX,
} from './listQuery';
import type { BulkActionOutput, ListConfig, ListContext, ListEvent, ListInput, ListPage } from './listTypes';

export type * from './listTypes';
export * from './listQuery';

export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZES = [25, 50, 100] as const;

export function createListMachine<TRow>(config: ListConfig<TRow>) {
  type Context = ListContext<TRow>;
  const bulkNames = Object.keys(config.bulkActions ?? {});
  const bulkActors: Record<string, AnyActorLogic> = Object.fromEntries(
    bulkNames.map((name) => [`bulk.${name}`, config.bulkActions![name]!.actor]),
  );
  const clearSelection = { selected: [] as string[], bulkResult: null };

  const m = setup({
    types: {} as { context: Context; events: ListEvent; input: ListInput },
    actors: { loadPage: config.loadPage, watchLocation, ...bulkActors } as {
      loadPage: typeof config.loadPage;
      watchLocation: typeof watchLocation;
    },
    delays: { debounce: config.debounceMs ?? SEARCH_DEBOUNCE_MS },
    guards: {
      isNewLocation: ({ context, event }) =>
        event.type === 'list.locationChanged' &&
        event.path === context.path &&
        !sameQuery(queryFromSearch(event.search, config), context.query, config),
      isPastEnd: ({ context }, page: ListPage<TRow>) =>
        page.rows.length === 0 &&
        page.total > 0 &&
        context.query.page > lastPage(page.total, context.query.pageSize),
      hasNoRows: (_, page: ListPage<TRow>) => page.total === 0,
      isNarrowed: ({ context }) => isNarrowed(context.query),
      isBulkAction: ({ context, event }, name: string) =>
        event.type === 'list.bulk' && event.action === name && (event.ids ?? context.selected).length > 0,
    },
    actions: {
      assignSearch: assign(({ context, event }) =>
        event.type === 'list.search'
          ? {
              query: { ...context.query, search: event.text.slice(0, SEARCH_MAX), page: 1 },
              ...clearSelection,
            }
          : {},
      ),
      assignFilter: assign(({ context, event }) => {
        if (event.type !== 'list.filter' || !config.filterKeys.includes(event.key)) return {};
        const filters = { ...context.query.filters, [event.key]: [...new Set(event.values)].sort() };
        if (event.values.length === 0) delete filters[event.key];
        return { query: { ...context.query, filters, page: 1 }, ...clearSelection };
      }),
      assignSort: assign(({ context, event }) => {
        if (event.type !== 'list.sort' || !config.sortFields.includes(event.field)) return {};
        const flip = context.query.direction === 'asc' ? 'desc' : 'asc';
        const direction = event.direction ?? (context.query.sort === event.field ? flip : 'asc');
        return { query: { ...context.query, sort: event.field, direction, page: 1 }, ...clearSelection };
      }),
      assignPage: assign(({ context, event }) =>
        event.type === 'list.page' && Number.isInteger(event.page) && event.page >= 1
          ? { query: { ...context.query, page: event.page }, ...clearSelection }
          : {},
      ),
      assignPageSize: assign(({ context, event }) =>
        event.type === 'list.pageSize' && config.pageSizes.includes(event.size)
          ? { query: { ...context.query, pageSize: event.size, page: 1 }, ...clearSelection }
          : {},
      ),
      clearQuery: assign(({ context }) => ({
        query: { ...context.query, search: '', filters: {}, page: 1 },
        ...clearSelection,
      })),
      assignLocation: assign(({ event }) =>
        event.type === 'list.locationChanged'
          ? { query: queryFromSearch(event.search, config), ...clearSelection }
          : {},
      ),
      assignLastPage: assign(({ context }, page: ListPage<TRow>) => ({
        query: { ...context.query, page: lastPage(page.total, context.query.pageSize) },
      })),
      assignRows: assign(({ context }, page: ListPage<TRow>) => {
        const ids = new Set(page.rows.map(config.rowId));
        // A refresh keeps the selection of rows still shown; a row gone elsewhere is no longer picked.
        return {
          rows: page.rows,
          total: page.total,
          problem: null,
          selected: context.selected.filter((id) => ids.has(id)),
        };
      }),
      assignLoadProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
      assignSelect: assign(({ context, event }) => {
        if (event.type !== 'list.select') return {};
        const rest = context.selected.filter((id) => id !== event.id);
        const known = context.rows.some((row) => config.rowId(row) === event.id);
        return { selected: event.selected && known ? [...rest, event.id] : rest };
      }),
      assignSelectAll: assign(({ context, event }) =>
        event.type === 'list.selectAll'
          ? { selected: event.selected ? context.rows.map(config.rowId) : [] }
          : {},
      ),
      clearSelection: assign(clearSelection),
      startBulk: assign(({ context, event }) =>
        event.type === 'list.bulk' ? { bulkIds: [...(event.ids ?? context.selected)], bulkResult: null } : {},
      ),
      bulkDone: enqueueActions(
        ({ context, enqueue, self }, { action, output }: { action: string; output: BulkActionOutput }) => {
          // Only what the action changed: an undo must not touch rows it left as they were.
          const ids = output?.ids ? [...output.ids] : context.bulkIds;
          const count = output?.count ?? ids.length;
          enqueue.assign({ selected: [], bulkResult: { action, ids, count, problem: null } });
          const bulk = config.bulkActions?.[action];
          if (context.toasts && bulk) {
            const undo =
              bulk.undo && ids.length > 0
                ? { target: self, event: { type: 'list.bulk', action: bulk.undo, ids } }
                : undefined;
            enqueue.sendTo(context.toasts, {
              type: 'toast.show',
              toast: {
                tone: 'success',
                text: { id: bulk.doneMessage, values: { count } },
                ...(undo ? { undo } : {}),
              },
            });
          }
          enqueue.raise({ type: 'list.refresh' });
        },
      ),
      bulkFailed: enqueueActions(
        ({ context, enqueue }, { action, error }: { action: string; error: unknown }) => {
          const problem = problemOf(error);
          const count = context.bulkIds.length;
          enqueue.assign({ bulkResult: { action, ids: context.bulkIds, count, problem } });
          const bulk = config.bulkActions?.[action];
          if (context.toasts && bulk)
            enqueue.sendTo(context.toasts, {
              type: 'toast.show',
              toast: {
                tone: 'error',
                text: { id: bulk.failedMessage, values: { count, error: problem.message } },
              },
            });
        },
      ),
      // Replace, not push: every keystroke's query is not a step back should return to.
      writeUrl: enqueueActions(({ context, enqueue }) => {
        const location = context.navigation.getSnapshot().context.location;
        if (location.path !== context.path) return;
        const search = searchFromQuery(context.query, config, location.search);
        if (search !== location.search)
          enqueue.sendTo(context.navigation, {
            type: 'navigation.navigate',
            to: `${context.path}${search}`,
            replace: true,
          });
      }),
      refresh: raise({ type: 'list.refresh' }),
    },
  });

  const bulkEntry: TransitionConfig<
    Context,
    ListEvent,
    ListEvent,
    never,
    never,
    never,
    never,
    never,
    never
  >[] = bulkNames.map((name) => ({
    guard: { type: 'isBulkAction', params: name },
    target: `running.${name}`,
    actions: 'startBulk',
  })) as never;

  return m.createMachine({
    id: config.id,
    type: 'parallel',
    context: ({ input }) => {
      const location = input.navigation.getSnapshot().context.location;
      return {
        ...input,
        path: location.path,
        query: location.search ? queryFromSearch(location.search, config) : defaultQuery(config),
        rows: [],
        total: 0,
        selected: [],
        problem: null,
        bulkIds: [],
        bulkResult: null,
      };
    },
    invoke: {
      id: 'watchLocation',
      src: 'watchLocation',
      input: ({ context }) => ({ navigation: context.navigation }),
    },
    on: {
      'list.search': { target: '.results.debouncing', reenter: true, actions: 'assignSearch' },
      'list.filter': { target: '.results.loading', reenter: true, actions: 'assignFilter' },
      'list.sort': { target: '.results.loading', reenter: true, actions: 'assignSort' },
      'list.page': { target: '.results.loading', reenter: true, actions: 'assignPage' },
      'list.pageSize': { target: '.results.loading', reenter: true, actions: 'assignPageSize' },
      'list.clear': { target: '.results.loading', reenter: true, actions: 'clearQuery' },
      'list.refresh': { target: '.results.loading', reenter: true },
      'list.locationChanged': {
        guard: 'isNewLocation',
        target: '.results.loading',
        reenter: true,
        actions: 'assignLocation',
      },
      'list.select': { actions: 'assignSelect' },
      'list.selectAll': { actions: 'assignSelectAll' },
      'list.clearSelection': { actions: 'clearSelection' },
    },
    states: {
      results: {
        initial: 'loading',
        states: {
          debouncing: { tags: ['loading'], after: { debounce: { target: 'loading' } } },
          loading: {
            tags: ['loading'],
            entry: 'writeUrl',
            invoke: {
              id: 'loadPage',
              src: 'loadPage',
              input: ({ context }) => ({
                api: context.api,
                query: context.query,
                offset: offsetOf(context.query),
                first: context.query.pageSize,
              }),
              onDone: [
                {
                  // A shared link or a deletion elsewhere can leave the page past the end: show the last.
                  guard: { type: 'isPastEnd', params: ({ event }) => event.output },
                  target: 'loading',
                  reenter: true,
                  actions: { type: 'assignLastPage', params: ({ event }) => event.output },
                },
                {
                  guard: { type: 'hasNoRows', params: ({ event }) => event.output },
                  target: 'noRows',
                  actions: { type: 'assignRows', params: ({ event }) => event.output },
                },
                { target: 'ready', actions: { type: 'assignRows', params: ({ event }) => event.output } },
              ],
              onError: {
                target: 'failed',
                actions: {
                  type: 'assignLoadProblem',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
              },
            },
          },
          noRows: { always: [{ guard: 'isNarrowed', target: 'noResults' }, { target: 'empty' }] },
          ready: {},
          empty: {},
          noResults: {},
          failed: { on: { 'list.retry': { target: 'loading' } } },
        },
      },
      bulk: {
        initial: 'idle',
        states: {
          idle: { on: { 'list.bulk': bulkEntry } },
          running: {
            tags: ['bulkRunning'],
            initial: bulkNames[0] ?? 'none',
            states: Object.fromEntries(
              (bulkNames.length > 0 ? bulkNames : ['none']).map((name) => [
                name,
                name === 'none' && bulkNames.length === 0
                  ? {}
                  : {
                      invoke: {
                        id: `bulk.${name}`,
                        src: `bulk.${name}`,
                        input: ({ context }: { context: Context }) => ({
                          api: context.api,
                          ids: context.bulkIds,
                        }),
                        onDone: {
                          target: '#' + config.id + '.bulk.idle',
                          actions: {
                            type: 'bulkDone',
                            params: ({ event }: { event: { output: unknown } }) => ({
                              action: name,
                              output: event.output as BulkActionOutput,
                            }),
                          },
                        },
                        onError: {
                          target: '#' + config.id + '.bulk.idle',
                          actions: {
                            type: 'bulkFailed',
                            params: ({ event }: { event: { error: unknown } }) => ({
                              action: name,
                              error: event.error,
                            }),
                          },
                        },
                      },
                    },
              ]),
            ) as never,
          },
        },
      },
    },
  });
}

export type ListMachine<TRow = unknown> = ReturnType<typeof createListMachine<TRow>>;
export type ListActorRef<TRow = unknown> = ActorRefFrom<ListMachine<TRow>>;
export type ListSnapshot<TRow = unknown> = SnapshotFrom<ListMachine<TRow>>;

/** What the list area shows. */
export type ListStatus = 'loading' | 'ready' | 'empty' | 'noResults' | 'failed';

export const selectListStatus = <T>(s: ListSnapshot<T>): ListStatus => {
  if (s.matches({ results: 'ready' })) return 'ready';
  if (s.matches({ results: 'empty' })) return 'empty';
  if (s.matches({ results: 'noResults' })) return 'noResults';
  if (s.matches({ results: 'failed' })) return 'failed';
  return 'loading';
};
/** Loading with rows still shown (a refresh, the next page): the table stays, marked busy. */
export const selectIsRefreshing = <T>(s: ListSnapshot<T>) => s.hasTag('loading') && s.context.rows.length > 0;
export const selectQuery = <T>(s: ListSnapshot<T>) => s.context.query;
export const selectRows = <T>(s: ListSnapshot<T>): readonly T[] => s.context.rows;
export const selectTotal = <T>(s: ListSnapshot<T>) => s.context.total;
export const selectSelected = <T>(s: ListSnapshot<T>): readonly string[] => s.context.selected;
export const selectListProblem = <T>(s: ListSnapshot<T>) => s.context.problem;
export const selectIsBulkRunning = <T>(s: ListSnapshot<T>) => s.hasTag('bulkRunning');
/** The bulk action running now, or null. */
export const selectRunningBulk = <T>(s: ListSnapshot<T>): string | null => {
  const value = s.value as { bulk: string | { running: string } };
  return typeof value.bulk === 'object' ? value.bulk.running : null;
};
export const selectBulkResult = <T>(s: ListSnapshot<T>) => s.context.bulkResult;
export const selectIsNarrowed = <T>(s: ListSnapshot<T>) => isNarrowed(s.context.query);
