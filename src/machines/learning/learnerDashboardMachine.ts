// learnerDashboardMachine — the learner's part of /dashboard: continue where you left off, due
// soon, four recommendations, and the latest news. Media and news load side by side (two regions),
// so a failing news call never hides the learner's media and each has its own retry. News published
// while the dashboard is open arrives through a subscription and goes on top.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import {
  learningActors,
  NEWS_COUNT,
  type DashboardData,
  type MyMedium,
  type NewsItem,
  type NewsPublishedEvent,
} from './learningActors';

export const DUE_SOON_DAYS = 14;

export interface LearnerDashboardInput {
  api: ApiSettings;
}

export type LearnerDashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'news.retry' }
  | { type: 'news.open'; id: string }
  | { type: 'news.close' }
  | NewsPublishedEvent;

interface LearnerDashboardContext extends LearnerDashboardInput, DashboardData {
  news: NewsItem[];
  /** The article shown in full, if any; kept even when newer items push it off the headlines. */
  openNews: NewsItem | null;
}

/** Newest first, each item once; a live item may also come in the loaded list. */
export function mergeNews(first: readonly NewsItem[], second: readonly NewsItem[]): NewsItem[] {
  const byId = new Map<string, NewsItem>();
  for (const item of [...first, ...second]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, NEWS_COUNT);
}

export const learnerDashboardMachine = setup({
  types: {} as {
    context: LearnerDashboardContext;
    events: LearnerDashboardEvent;
    input: LearnerDashboardInput;
  },
  actors: learningActors(),
  actions: {
    assignData: assign((_, data: DashboardData) => ({ ...data })),
    assignNews: assign({ news: ({ context }, loaded: NewsItem[]) => mergeNews(context.news, loaded) }),
    addPublishedNews: assign({
      news: ({ context, event }) =>
        event.type === 'news.published' ? mergeNews([event.item], context.news) : context.news,
    }),
    assignOpenNews: assign({
      openNews: ({ context, event }) =>
        event.type === 'news.open' ? (context.news.find((item) => item.id === event.id) ?? null) : null,
    }),
    clearOpenNews: assign({ openNews: null }),
  },
  guards: {
    isListedNews: ({ context, event }) =>
      event.type === 'news.open' && context.news.some((item) => item.id === event.id),
  },
}).createMachine({
  id: 'learnerDashboard',
  type: 'parallel',
  context: ({ input }) => ({ ...input, myMedia: [], recommendations: [], news: [], openNews: null }),
  states: {
    media: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadDashboard',
            src: 'loadDashboard',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'dashboard.retry': { target: 'loading' } } },
        ready: {},
      },
    },
    news: {
      initial: 'loading',
      // Listening from the start, so an item published while the list loads is not lost.
      invoke: { id: 'watchNews', src: 'watchNews', input: ({ context }) => ({ api: context.api }) },
      on: { 'news.published': { actions: 'addPublishedNews' } },
      states: {
        loading: {
          invoke: {
            id: 'loadNews',
            src: 'loadNews',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'ready', actions: { type: 'assignNews', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'news.retry': { target: 'loading' } } },
        ready: {
          initial: 'listing',
          states: {
            listing: {
              on: { 'news.open': { guard: 'isListedNews', target: 'reading', actions: 'assignOpenNews' } },
            },
            reading: {
              on: { 'news.close': { target: 'listing', actions: 'clearOpenNews' } },
            },
          },
        },
      },
    },
  },
});

export type LearnerDashboardSnapshot = SnapshotFrom<typeof learnerDashboardMachine>;
export const selectDashboardStatus = (s: LearnerDashboardSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches({ media: 'ready' }) ? 'ready' : s.matches({ media: 'failed' }) ? 'failed' : 'loading';

const isOpen = (m: MyMedium) =>
  m.status === 'INCOMPLETE' || m.status === 'NOT_ATTEMPTED' || m.status === 'FAILED';

/** Started and not finished, most recent activity first (the API's order). */
export const selectContinue = (s: LearnerDashboardSnapshot) =>
  s.context.myMedia
    .filter((m) => m.status === 'INCOMPLETE' || (m.status === 'FAILED' && m.lastActivityAt))
    .slice(0, 3);

/** Not finished and due within DUE_SOON_DAYS of `now` (overdue included), earliest first. */
export function dueSoon(media: readonly MyMedium[], now: Date): MyMedium[] {
  const limit = now.getTime() + DUE_SOON_DAYS * 24 * 3600 * 1000;
  return media
    .filter((m) => m.dueAt && isOpen(m) && Date.parse(m.dueAt) <= limit)
    .sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!));
}
export const selectMyMediaForDashboard = (s: LearnerDashboardSnapshot) => s.context.myMedia;
export const selectRecommendations = (s: LearnerDashboardSnapshot) => s.context.recommendations.slice(0, 4);

export const selectNewsStatus = (s: LearnerDashboardSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches({ news: 'ready' }) ? 'ready' : s.matches({ news: 'failed' }) ? 'failed' : 'loading';
export const selectNews = (s: LearnerDashboardSnapshot) => s.context.news;
/** The article open in full, or null. */
export const selectOpenNews = (s: LearnerDashboardSnapshot): NewsItem | null => s.context.openNews;
