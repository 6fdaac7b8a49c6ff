// The learner screens' API calls over the shared GraphQL client (tests pass a stub client).
import { fromCallback, fromPromise } from 'xstate';
import type { GraphQLFormattedError } from 'graphql';
import {
  CatalogueCategoriesDocument,
  CatalogueDocument,
  CatalogueItemDocument,
  DeleteMyRatingDocument,
  EnrolDocument,
  LatestNewsDocument,
  MarkMediumDoneDocument,
  MyLearningPathsDocument,
  MyMediaDocument,
  MyMediumDocument,
  MyMediumStatusDocument,
  MyRatingsDocument,
  MyUnitsDocument,
  NewsPublishedDocument,
  RateMediumDocument,
  RecommendationsDocument,
  RecordVideoProgressDocument,
  type CatalogueCategoriesQuery,
  type CatalogueFilter,
  type CatalogueItemQuery,
  type CatalogueQuery,
  type CatalogueSort,
  type MyLearningPathSummaryFieldsFragment,
  type MyMediumFieldsFragment,
  type MyMediumQuery,
  type MyRatingsQuery,
  type MyUnitsQuery,
  type RecordVideoProgressMutation,
  type NewsItemFieldsFragment,
  type RecommendationFieldsFragment,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireData, type GraphqlClient } from '../../services/graphql';
import { sendPendingProgress } from '../../services/progress';
import { toCourseItem } from '../../services/scormCourse';
import { withCmi, withLocalRecords } from '../../services/scormItemState';
import { listPendingProgress, type PendingProgress } from '../../services/storage';
import { getSubscriptionClient, subscribeTo, type SubscriptionClient } from '../../services/subscriptions';

export type MyMedium = MyMediumFieldsFragment;
export type LaunchMedium = NonNullable<MyMediumQuery['myMedium']>;
/** A video save's answer: the status and the share the server computed from all visits' ranges. */
export type VideoSaved = RecordVideoProgressMutation['recordVideoProgress'];
/** Seconds of a video played: [start, end]. */
export type PlayedRange = [start: number, end: number];

export interface VideoReportInput {
  mediaId: string;
  positionSeconds: number;
  durationSeconds: number;
  watchedRanges: readonly PlayedRange[];
}
export type CataloguePage = CatalogueQuery['catalogue'];
export type Category = CatalogueCategoriesQuery['catalogueCategories'][number];
export type CatalogueDetail = NonNullable<CatalogueItemQuery['catalogueItem']>;
export type Recommendation = RecommendationFieldsFragment;
export type MyRating = MyRatingsQuery['myRatings'][number];
export type MyUnit = MyUnitsQuery['me']['units'][number];
export type NewsItem = NewsItemFieldsFragment;

/** How many headlines the dashboard shows. */
export const NEWS_COUNT = 5;

export type NewsPublishedEvent = { type: 'news.published'; item: NewsItem };

export interface CatalogueQueryInput {
  search: string;
  filter: CatalogueFilter;
  sort: CatalogueSort | null;
  offset: number;
  first: number;
}

export interface RatingsData {
  ratings: MyRating[];
  /** Media the learner started: only these may be rated. */
  started: MyMedium[];
}

export interface DashboardData {
  myMedia: MyMedium[];
  paths: MyLearningPathSummaryFieldsFragment[];
  recommendations: Recommendation[];
}

type Api = { api: ApiSettings };

/**
 * The SCORM launch state with the records not yet sent laid over it: each SCO's state from its newest
 * record, and the course starting in the SCO the learner was in last.
 */
export function withPendingState(medium: LaunchMedium, pending: readonly PendingProgress[]): LaunchMedium {
  const scorm = medium.launch.scorm;
  const latest = [...pending].sort((a, b) => a.committedAt.localeCompare(b.committedAt)).at(-1);
  if (!scorm || !latest) return medium;
  // A launch without items is its one SCO, described by the launch's own fields.
  if (scorm.items.length === 0)
    return { ...medium, launch: { ...medium.launch, scorm: withCmi(scorm, latest.cmi) } };
  const course = withLocalRecords(
    { items: scorm.items.map(toCourseItem), startItem: scorm.startItem ?? null },
    pending,
    scorm.packageId,
  );
  return {
    ...medium,
    launch: { ...medium.launch, scorm: { ...scorm, items: course.items, startItem: course.startItem } },
  };
}

const failure = (errors: readonly GraphQLFormattedError[]) =>
  new Error(errors.map((e) => e.message).join('; ') || 'no data');

export function learningActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  subscriptionsFor: (api: ApiSettings) => SubscriptionClient = getSubscriptionClient,
) {
  const call = <T>(run: (client: GraphqlClient) => Promise<T>, api: ApiSettings) => run(clientFor(api));
  return {
    /**
     * Sends what is still pending first, so the launch state includes the last session; what could
     * not be sent (offline) is laid over the server's state, so the SCO resumes where it really was.
     */
    loadMyMedium: fromPromise<LaunchMedium | null, Api & { mediaId: string }>(({ input, signal }) =>
      call(async (c) => {
        await sendPendingProgress(c, signal).catch(() => undefined);
        const medium =
          requireData(await c.request(MyMediumDocument, { mediaId: input.mediaId }, { signal })).myMedium ??
          null;
        const unsent = listPendingProgress().filter((r) => r.mediaId === input.mediaId);
        return medium ? withPendingState(medium, unsent) : null;
      }, input.api),
    ),
    /** Status and progress only, without the launch state or sending pending records (the player does). */
    loadMyStatus: fromPromise<MyMedium | null, Api & { mediaId: string }>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(MyMediumStatusDocument, { mediaId: input.mediaId }, { signal }))
            .myMedium ?? null,
        input.api,
      ),
    ),
    loadCatalogue: fromPromise<CataloguePage, Api & { query: CatalogueQueryInput }>(({ input, signal }) =>
      call(async (c) => {
        const { search, filter, sort, offset, first } = input.query;
        const variables = { search: search.trim() || null, filter, sort, offset, first };
        return requireData(await c.request(CatalogueDocument, variables, { signal })).catalogue;
      }, input.api),
    ),
    loadCategories: fromPromise<Category[], Api>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(CatalogueCategoriesDocument, {}, { signal })).catalogueCategories,
        input.api,
      ),
    ),
    loadCatalogueItem: fromPromise<CatalogueDetail | null, Api & { id: string }>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(CatalogueItemDocument, { id: input.id }, { signal })).catalogueItem ??
          null,
        input.api,
      ),
    ),
    enrol: fromPromise<MyMedium, Api & { mediaId: string }>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(EnrolDocument, { mediaId: input.mediaId }, { signal })).enrol,
        input.api,
      ),
    ),
    /** Sends the ranges played so far in this visit: the server merges them, so a resend adds nothing. */
    recordVideoProgress: fromPromise<VideoSaved, Api & VideoReportInput>(({ input, signal }) =>
      call(async (c) => {
        const { mediaId, positionSeconds, durationSeconds, watchedRanges } = input;
        const variables = {
          input: {
            mediaId,
            positionSeconds,
            durationSeconds,
            watchedRanges: watchedRanges.map(([start, end]) => ({ start, end })),
          },
        };
        return requireData(await c.request(RecordVideoProgressDocument, variables, { signal }))
          .recordVideoProgress;
      }, input.api),
    ),
    markMediumDone: fromPromise<MyMedium, Api & { mediaId: string }>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(MarkMediumDoneDocument, { mediaId: input.mediaId }, { signal }))
            .markMediumDone,
        input.api,
      ),
    ),
    loadRatings: fromPromise<RatingsData, Api>(({ input, signal }) =>
      call(async (c) => {
        const [ratings, media] = await Promise.all([
          c.request(MyRatingsDocument, {}, { signal }),
          c.request(MyMediaDocument, {}, { signal }),
        ]);
        return {
          ratings: requireData(ratings).myRatings,
          started: requireData(media).myMedia.filter((m) => m.status !== 'NOT_ATTEMPTED'),
        };
      }, input.api),
    ),
    saveRating: fromPromise<void, Api & { mediaId: string; stars: number; comment: string }>(
      ({ input, signal }) =>
        call(async (c) => {
          const comment = input.comment.trim();
          const variables = {
            input: { mediaId: input.mediaId, stars: input.stars, comment: comment || null },
          };
          const result = await c.request(RateMediumDocument, variables, { signal });
          if (!result.data || result.errors.length > 0) throw failure(result.errors);
        }, input.api),
    ),
    deleteRating: fromPromise<void, Api & { mediaId: string }>(({ input, signal }) =>
      call(async (c) => {
        requireData(await c.request(DeleteMyRatingDocument, { mediaId: input.mediaId }, { signal }));
      }, input.api),
    ),
    loadRecommendations: fromPromise<Recommendation[], Api>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(RecommendationsDocument, { count: 4 }, { signal })).recommendations,
        input.api,
      ),
    ),
    loadMyUnits: fromPromise<MyUnit[], Api>(({ input, signal }) =>
      call(async (c) => requireData(await c.request(MyUnitsDocument, {}, { signal })).me.units, input.api),
    ),
    loadDashboard: fromPromise<DashboardData, Api>(({ input, signal }) =>
      call(async (c) => {
        // No flush of pending progress here: the dashboard opens with the start-up, which sends the
        // store itself (startupMachine), and two senders would race for the same records.
        const [media, paths, recommendations] = await Promise.all([
          c.request(MyMediaDocument, {}, { signal }),
          c.request(MyLearningPathsDocument, {}, { signal }),
          c.request(RecommendationsDocument, { count: 4 }, { signal }),
        ]);
        return {
          myMedia: requireData(media).myMedia,
          paths: requireData(paths).myLearningPaths,
          recommendations: requireData(recommendations).recommendations,
        };
      }, input.api),
    ),
    loadNews: fromPromise<NewsItem[], Api>(({ input, signal }) =>
      call(
        async (c) =>
          requireData(await c.request(LatestNewsDocument, { limit: NEWS_COUNT }, { signal })).latestNews,
        input.api,
      ),
    ),
    /** News published from now on (the server sends only what the learner may read). */
    watchNews: fromCallback<{ type: 'noop' }, Api, NewsPublishedEvent>(({ input, sendBack }) =>
      subscribeTo(subscriptionsFor(input.api), NewsPublishedDocument, {}, (data) =>
        sendBack({ type: 'news.published', item: data.newsPublished }),
      ),
    ),
  };
}
