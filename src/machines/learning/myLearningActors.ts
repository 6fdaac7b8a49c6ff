// The learner's paths and assignments: API calls and the live notice feed (engineer D's subscription),
// beside learningActors.ts; tests swap them with machine.provide({ actors }).
import { fromCallback, fromPromise } from 'xstate';
import {
  EnrolInPathDocument,
  MyAssignmentNoticesDocument,
  MyLearningPathDocument,
  MyLearningPathsDocument,
  MyMediaDocument,
  type MyLearningPathQuery,
  type MyLearningPathSummaryFieldsFragment,
  type MyPathItemFieldsFragment,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireData, type GraphqlClient } from '../../services/graphql';
import { sendPendingProgress } from '../../services/progress';
import { getSubscriptionClient, subscribeTo, type SubscriptionClient } from '../../services/subscriptions';
import type { MyMedium } from './learningActors';

export type MyPathSummary = MyLearningPathSummaryFieldsFragment;
export type PathView = NonNullable<MyLearningPathQuery['myLearningPath']>;
export type PathSectionView = PathView['sections'][number];
export type PathItemView = MyPathItemFieldsFragment;

export interface MyLearning {
  media: MyMedium[];
  paths: MyPathSummary[];
}

/** A notice about the learner's assignments arrived (a new assignment, due soon, ...): lists reload. */
export type AssignmentsNoticedEvent = { type: 'assignments.noticed' };

type Api = { api: ApiSettings };

export function myLearningActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  subscriptionsFor: (api: ApiSettings) => SubscriptionClient = getSubscriptionClient,
) {
  const call = <T>(run: (client: GraphqlClient) => Promise<T>, api: ApiSettings) => run(clientFor(api));
  return {
    /** Sends what is still pending first: a player just left may not have reported its end yet. */
    loadMyLearning: fromPromise<MyLearning, Api>(({ input, signal }) =>
      call(async (c) => {
        await sendPendingProgress(c, signal).catch(() => undefined);
        const [media, paths] = await Promise.all([
          c.request(MyMediaDocument, {}, { signal }),
          c.request(MyLearningPathsDocument, {}, { signal }),
        ]);
        return { media: requireData(media).myMedia, paths: requireData(paths).myLearningPaths };
      }, input.api),
    ),
    /** The path as the learner stands in it; pending progress goes first, so it counts. */
    loadPath: fromPromise<PathView | null, Api & { pathId: string }>(({ input, signal }) =>
      call(async (c) => {
        await sendPendingProgress(c, signal).catch(() => undefined);
        return (
          requireData(await c.request(MyLearningPathDocument, { id: input.pathId }, { signal }))
            .myLearningPath ?? null
        );
      }, input.api),
    ),
    enrolInPath: fromPromise<void, Api & { pathId: string }>(({ input, signal }) =>
      call(async (c) => {
        requireData(await c.request(EnrolInPathDocument, { pathId: input.pathId }, { signal }));
      }, input.api),
    ),
    /** Every notice for the learner from now on; what it says is read again from the lists. */
    watchAssignmentNotices: fromCallback<{ type: 'noop' }, Api, AssignmentsNoticedEvent>(
      ({ input, sendBack }) =>
        subscribeTo(subscriptionsFor(input.api), MyAssignmentNoticesDocument, {}, () =>
          sendBack({ type: 'assignments.noticed' }),
        ),
    ),
  };
}
