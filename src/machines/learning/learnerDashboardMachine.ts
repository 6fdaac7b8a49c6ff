// learnerDashboardMachine — the learner's part of /dashboard: what is assigned to them (overdue and due
// soon first), continue where you left off, their paths, four recommendations, and the latest news. Media
// and news load side by side (two regions), so a failing news call never hides the learner's media and
// each has its own retry. News published while the dashboard is open arrives through a subscription and
// goes on top; a notice about an assignment reads the media and paths again while they stay on screen.
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
import { myLearningActors, type AssignmentsNoticedEvent, type MyPathSummary } from './myLearningActors';

export interface LearnerDashboardInput {
  api: ApiSettings;
}

export type LearnerDashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'news.retry' }
  | { type: 'news.open'; id: string }
  | { type: 'news.close' }
  | NewsPublishedEvent
  | AssignmentsNoticedEvent;

interface LearnerDashboardContext extends LearnerDashboardInput, DashboardData {
  news: NewsItem[];
  /** The article shown in full, if any; kept even when newer items push it off the headlines. */
  openNews: NewsItem | null;
}

/** Pinned first, then newest first (as the server orders them), each item once; a live item may also come in the loaded list. */
export function mergeNews(first: readonly NewsItem[], second: readonly NewsItem[]): NewsItem[] {
  const byId = new Map<string, NewsItem>();
  for (const item of [...first, ...second]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()]
    .sort(
      (a, b) => Number(b.pinned) - Number(a.pinned) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
    )
    .slice(0, NEWS_COUNT);
}

export const learnerDashboardMachine = setup({
  types: {} as {
    context: LearnerDashboardContext;
    events: LearnerDashboardEvent;
    input: LearnerDashboardInput;
  },
  actors: { ...learningActors(), ...myLearningActors() },
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
  context: ({ input }) => ({
    ...input,
    myMedia: [],
    paths: [],
    recommendations: [],
    news: [],
    openNews: null,
  }),
  states: {
    media: {
      initial: 'loading',
      // Listening from the start, so an assignment made while the dashboard loads is not missed.
      invoke: {
        id: 'watchAssignmentNotices',
        src: 'watchAssignmentNotices',
        input: ({ context }) => ({ api: context.api }),
      },
      states: {
        loading: {
          invoke: {
            id: 'loadDashboard',
            src: 'loadDashboard',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
          // Read again once this read is done: it may have started before the notice's change.
          on: { 'assignments.noticed': { target: 'loading', reenter: true } },
        },
        failed: {
          on: { 'dashboard.retry': { target: 'loading' }, 'assignments.noticed': { target: 'loading' } },
        },
        ready: { on: { 'assignments.noticed': { target: 'refreshing' } } },
        /** Reading again after a notice; the sections stay on screen, and a failed read keeps them. */
        refreshing: {
          invoke: {
            id: 'refreshDashboard',
            src: 'loadDashboard',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
            onError: { target: 'ready' },
          },
          on: { 'assignments.noticed': { target: 'refreshing', reenter: true } },
        },
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
  s.matches({ media: 'ready' }) || s.matches({ media: 'refreshing' })
    ? 'ready'
    : s.matches({ media: 'failed' })
      ? 'failed'
      : 'loading';

/** Started and not finished, most recent activity first (the API's order). */
export const selectContinue = (s: LearnerDashboardSnapshot) =>
  s.context.myMedia
    .filter((m) => m.status === 'INCOMPLETE' || (m.status === 'FAILED' && m.lastActivityAt))
    .slice(0, 3);

export type AssignedThing = { kind: 'medium'; medium: MyMedium } | { kind: 'path'; path: MyPathSummary };

const RANK = { OVERDUE: 0, IN_PROGRESS: 1, NOT_STARTED: 1, COMPLETED: 2 } as const;

/**
 * What is assigned and still owed, media and paths together: overdue first, then by due day (none last).
 * The API already decided each standing in the learner's zone.
 */
export function assignedToMe(media: readonly MyMedium[], paths: readonly MyPathSummary[]): AssignedThing[] {
  const things: Array<AssignedThing & { standing: NonNullable<MyMedium['assignment']> }> = [
    ...media.flatMap((m) =>
      m.assignment ? [{ kind: 'medium' as const, medium: m, standing: m.assignment }] : [],
    ),
    ...paths.flatMap((p) =>
      p.assignment ? [{ kind: 'path' as const, path: p, standing: p.assignment }] : [],
    ),
  ];
  return things
    .filter((t) => t.standing.status !== 'COMPLETED')
    .sort(
      (a, b) =>
        RANK[a.standing.status] - RANK[b.standing.status] ||
        (a.standing.dueOn ?? '9999-12-31').localeCompare(b.standing.dueOn ?? '9999-12-31'),
    )
    .map(({ standing: _standing, ...thing }) => thing);
}
export const selectAssignedToMe = (s: LearnerDashboardSnapshot) =>
  assignedToMe(s.context.myMedia, s.context.paths).slice(0, 6);
/** Paths followed and not complete, started ones first. */
export const selectContinuePaths = (s: LearnerDashboardSnapshot) =>
  s.context.paths
    .filter((p) => !p.complete)
    .sort((a, b) => Number(b.started) - Number(a.started))
    .slice(0, 3);
export const selectMyMediaForDashboard = (s: LearnerDashboardSnapshot) => s.context.myMedia;
export const selectRecommendations = (s: LearnerDashboardSnapshot) => s.context.recommendations.slice(0, 4);

export const selectNewsStatus = (s: LearnerDashboardSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches({ news: 'ready' }) ? 'ready' : s.matches({ news: 'failed' }) ? 'failed' : 'loading';
export const selectNews = (s: LearnerDashboardSnapshot) => s.context.news;
/** The article open in full, or null. */
export const selectOpenNews = (s: LearnerDashboardSnapshot): NewsItem | null => s.context.openNews;
