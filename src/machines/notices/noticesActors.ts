// The learner's assignment notices: the unread list, marking read, and the live feed (myAssignmentNotices);
// tests swap them with machine.provide({ actors }).
import { fromCallback, fromPromise } from 'xstate';
import {
  MarkNoticesReadDocument,
  MyAssignmentNoticesDocument,
  MyNoticesDocument,
  type AssignmentNoticeFieldsFragment,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireData, type GraphqlClient } from '../../services/graphql';
import { getSubscriptionClient, subscribeTo, type SubscriptionClient } from '../../services/subscriptions';

export type Notice = AssignmentNoticeFieldsFragment;

/** How many unread notices the list shows. */
export const NOTICE_COUNT = 20;

/** A notice arrived live. */
export type NoticeReceivedEvent = { type: 'notices.received'; notice: Notice };

type Api = { api: ApiSettings };

export function noticesActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  subscriptionsFor: (api: ApiSettings) => SubscriptionClient = getSubscriptionClient,
) {
  return {
    loadNotices: fromPromise<Notice[], Api>(
      async ({ input, signal }) =>
        requireData(
          await clientFor(input.api).request(
            MyNoticesDocument,
            { unreadOnly: true, first: NOTICE_COUNT },
            { signal },
          ),
        ).myNotices,
    ),
    /** The ids the server marked (the caller's own); others' ids are ignored by the API. */
    markNoticesRead: fromPromise<string[], Api & { ids: string[] }>(async ({ input, signal }) =>
      requireData(
        await clientFor(input.api).request(MarkNoticesReadDocument, { ids: input.ids }, { signal }),
      ).markNoticesRead.map((notice) => notice.id),
    ),
    watchNotices: fromCallback<{ type: 'noop' }, Api, NoticeReceivedEvent>(({ input, sendBack }) =>
      subscribeTo(subscriptionsFor(input.api), MyAssignmentNoticesDocument, {}, (data) =>
        sendBack({ type: 'notices.received', notice: data.myAssignmentNotices }),
      ),
    ),
  };
}
