// catalogueMachine — the /catalogue search: typing waits for a pause (debounced with `after`),
// filters, sort and paging load at once; the categories for the filter and four recommendations load alongside.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { CatalogueFilter, CatalogueSort } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import {
  learningActors,
  type CataloguePage,
  type CatalogueQueryInput,
  type Category,
  type Recommendation,
} from './learningActors';

export const SEARCH_DEBOUNCE_MS = 300;
export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueInput {
  api: ApiSettings;
}

interface CatalogueContext extends CatalogueInput {
  search: string;
  filter: CatalogueFilter;
  sort: CatalogueSort | null;
  offset: number;
  page: CataloguePage | null;
  categories: Category[];
  recommendations: Recommendation[];
}

export type CatalogueEvent =
  | { type: 'catalogue.search'; text: string }
  | { type: 'catalogue.filter'; filter: CatalogueFilter }
  | { type: 'catalogue.sort'; sort: CatalogueSort | null }
  | { type: 'catalogue.page'; offset: number }
  | { type: 'catalogue.clear' }
  | { type: 'catalogue.retry' };

const queryOf = (c: CatalogueContext): CatalogueQueryInput => ({
  search: c.search,
  filter: c.filter,
  sort: c.sort,
  offset: c.offset,
  first: CATALOGUE_PAGE_SIZE,
});

export const catalogueMachine = setup({
  types: {} as { context: CatalogueContext; events: CatalogueEvent; input: CatalogueInput },
  actors: learningActors(),
  actions: {
    assignPage: assign((_, page: CataloguePage) => ({ page })),
    assignCategories: assign((_, categories: Category[]) => ({ categories })),
    assignRecommendations: assign((_, recommendations: Recommendation[]) => ({ recommendations })),
    assignSearch: assign(({ event }) =>
      event.type === 'catalogue.search' ? { search: event.text, offset: 0 } : {},
    ),
    assignFilter: assign(({ event }) =>
      event.type === 'catalogue.filter' ? { filter: event.filter, offset: 0 } : {},
    ),
    assignSort: assign(({ event }) =>
      event.type === 'catalogue.sort' ? { sort: event.sort, offset: 0 } : {},
    ),
    assignOffset: assign(({ event }) =>
      event.type === 'catalogue.page' ? { offset: Math.max(0, event.offset) } : {},
    ),
    clearQuery: assign({ search: '', filter: {}, offset: 0 }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'catalogue',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    search: '',
    filter: {},
    sort: null,
    offset: 0,
    page: null,
    categories: [],
    recommendations: [],
  }),
  on: {
    'catalogue.search': { target: '.results.debouncing', reenter: true, actions: 'assignSearch' },
    'catalogue.filter': { target: '.results.loading', reenter: true, actions: 'assignFilter' },
    'catalogue.sort': { target: '.results.loading', reenter: true, actions: 'assignSort' },
    'catalogue.clear': { target: '.results.loading', reenter: true, actions: 'clearQuery' },
  },
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'loaded',
              actions: { type: 'assignCategories', params: ({ event }) => event.output },
            },
            // Without categories the catalogue still works; only that filter is missing.
            onError: { target: 'unavailable' },
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
    // Four picks for the learner above the results; the catalogue works without them.
    recommendations: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadRecommendations',
            src: 'loadRecommendations',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'loaded',
              actions: { type: 'assignRecommendations', params: ({ event }) => event.output },
            },
            onError: { target: 'unavailable' },
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
    results: {
      initial: 'loading',
      states: {
        debouncing: { after: { debounce: { target: 'loading' } } },
        loading: {
          invoke: {
            id: 'loadCatalogue',
            src: 'loadCatalogue',
            input: ({ context }) => ({ api: context.api, query: queryOf(context) }),
            onDone: { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'catalogue.retry': { target: 'loading' } } },
        ready: { on: { 'catalogue.page': { target: 'loading', actions: 'assignOffset' } } },
      },
    },
  },
});

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
export type CatalogueStatus = 'loading' | 'failed' | 'ready';
export const selectCatalogueStatus = (s: CatalogueSnapshot): CatalogueStatus =>
  s.matches({ results: 'ready' }) ? 'ready' : s.matches({ results: 'failed' }) ? 'failed' : 'loading';
export const selectCataloguePage = (s: CatalogueSnapshot) => s.context.page;
export const selectCategories = (s: CatalogueSnapshot) => s.context.categories;
export const selectCatalogueRecommendations = (s: CatalogueSnapshot) => s.context.recommendations.slice(0, 4);
export const selectQuery = (s: CatalogueSnapshot) => ({
  search: s.context.search,
  filter: s.context.filter,
  sort: s.context.sort,
  offset: s.context.offset,
});
/** A search or a filter narrows the list: an empty result then offers to clear them. */
export const selectIsNarrowed = (s: CatalogueSnapshot) =>
  s.context.search.trim() !== '' ||
  Object.values(s.context.filter).some((v) => v != null && (!Array.isArray(v) || v.length > 0));
