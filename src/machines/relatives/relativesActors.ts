// The relatives' side effects: reading the link's token from the address's fragment, the public view
// (a plain POST, no sign-in) and the administrators' and learners' GraphQL calls. Tests swap them with
// machine.provide({ actors }).
import ky, { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import {
  CreateRelativeLinkDocument,
  MyRelativeLinksDocument,
  RelativeLinkLearnersDocument,
  RelativeLinksDocument,
  RevokeMyRelativeLinkDocument,
  RevokeRelativeLinkDocument,
  type MyRelativeLinksQuery,
  type RelativeLinkLearnersQuery,
  type RelativeLinkRowFragment,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { besideApi } from '../../services/oidc';
import { requireData } from '../../services/graphql';
import { requireAdminData } from '../admin/adminErrors';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../admin/listMachine';
import { tokenFromHash } from './relativesAccess';
import { variablesOf } from './relativesQuery';

export type RelativeLinkRow = RelativeLinkRowFragment;
export type LinkLearner = RelativeLinkLearnersQuery['relativeLinkLearners'][number];
export type MyRelativeLink = MyRelativeLinksQuery['myRelativeLinks'][number];

export interface RelativeViewMedium {
  title: string;
  type: 'SCORM' | 'VIDEO' | 'PDF' | 'LINK';
  status: 'NOT_ATTEMPTED' | 'INCOMPLETE' | 'COMPLETED' | 'PASSED' | 'FAILED';
  progress: number;
  assigned: boolean;
  dueAt: string | null;
  completedAt: string | null;
  overdue: boolean;
}

/** What POST /api/relatives/view answers for a working link (server/api/relatives/view.ts). */
export interface RelativeView {
  learner: { name: string };
  media: RelativeViewMedium[];
  certificates: unknown[];
  badges: unknown[];
  expiresAt: string;
}

export type ViewAnswer =
  { kind: 'shown'; view: RelativeView } | { kind: 'invalid' } | { kind: 'rateLimited'; retryAfter: number };

export interface CreatedLink {
  url: string;
  link: RelativeLinkRow;
}

const client = (api: ApiSettings) => getApiClient(api);

export const relativesActors = {
  /** The token of `#token=...`; the fragment never reaches a server, a log or a Referer. */
  readLinkToken: fromPromise<string | null>(async () => tokenFromHash(globalThis.location?.hash ?? '')),

  loadRelativeView: fromPromise<ViewAnswer, { api: ApiSettings; token: string }>(
    async ({ input, signal }) => {
      try {
        const view = await ky
          .post(besideApi(input.api.apiUrl, 'api/relatives/view'), {
            json: { token: input.token },
            signal,
            retry: 0,
          })
          .json<RelativeView>();
        return { kind: 'shown', view };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) return { kind: 'invalid' };
        if (error instanceof HTTPError && error.response.status === 429)
          return { kind: 'rateLimited', retryAfter: Number(error.response.headers.get('retry-after')) || 60 };
        throw error;
      }
    },
  ),

  loadLinksPage: fromPromise<ListPage<RelativeLinkRow>, LoadPageInput>(async ({ input, signal }) => {
    const page = requireAdminData(
      await client(input.api).request(
        RelativeLinksDocument,
        variablesOf(input.query, input.offset, input.first),
        {
          signal,
        },
      ),
    ).relativeLinks;
    return { rows: page.items, total: page.total };
  }),

  revokeLinks: fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const ids: string[] = [];
    for (const id of input.ids) {
      requireAdminData(await client(input.api).request(RevokeRelativeLinkDocument, { id }, { signal }));
      ids.push(id);
    }
    return { count: ids.length, ids };
  }),

  searchLearners: fromPromise<LinkLearner[], { api: ApiSettings; search: string }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(RelativeLinkLearnersDocument, { search: input.search }, { signal }),
      ).relativeLinkLearners,
  ),

  createLink: fromPromise<
    CreatedLink,
    { api: ApiSettings; learnerId: string; label: string; expiresInDays: number }
  >(async ({ input, signal }) => {
    const { api, ...variables } = input;
    const created = requireAdminData(
      await client(api).request(CreateRelativeLinkDocument, variables, { signal }),
    ).createRelativeLink;
    return { url: created.url, link: created.link };
  }),

  copyText: fromPromise<void, { text: string }>(async ({ input }) => {
    await globalThis.navigator.clipboard.writeText(input.text);
  }),

  loadMyLinks: fromPromise<MyRelativeLink[], { api: ApiSettings }>(
    async ({ input, signal }) =>
      requireData(await client(input.api).request(MyRelativeLinksDocument, {}, { signal })).myRelativeLinks,
  ),

  revokeMyLink: fromPromise<void, { api: ApiSettings; id: string }>(async ({ input, signal }) => {
    requireData(await client(input.api).request(RevokeMyRelativeLinkDocument, { id: input.id }, { signal }));
  }),
};
