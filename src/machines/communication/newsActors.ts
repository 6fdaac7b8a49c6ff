// The news screens' API calls over the shared GraphQL client, with the kit's requireAdminData so a failure
// keeps its extensions (the field of a BAD_USER_INPUT, the current item of a CONFLICT). Tests swap them
// with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  NewsAdminListDocument,
  NewsRecordDocument,
  NewsUnitOptionsDocument,
  PublishNewsNowDocument,
  SaveNewsDocument,
  ScheduleNewsDocument,
  UnpublishNewsDocument,
  type NewsAdminRowFieldsFragment,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { ListPage, LoadPageInput } from '../admin/listMachine';
import type { SaveInput } from '../admin/editorStates';
import { inputOf, type LoadedNews, type NewsDraft } from './newsDraft';
import { variablesOf } from './newsQuery';

export type NewsRow = NewsAdminRowFieldsFragment;
export interface NewsUnitOption {
  id: string;
  name: string;
}
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadNewsPage = fromPromise<ListPage<NewsRow>, LoadPageInput>(async ({ input, signal }) => {
  const variables = variablesOf(input.query, input.offset, input.first);
  const page = requireAdminData(
    await client(input.api).request(NewsAdminListDocument, variables, { signal }),
  ).newsAdminList;
  return { rows: page.rows, total: page.total };
});

/** The item with every version; null when it does not exist. */
export const loadNews = fromPromise<LoadedNews | null, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(NewsRecordDocument, { id: input.id }, { signal }))
      .newsRecord ?? null,
);

export const saveNews = fromPromise<LoadedNews, SaveInput<NewsDraft>>(async ({ input, signal }) => {
  const variables = { input: inputOf(input.draft, input.id, input.expectedUpdatedAt) };
  return requireAdminData(await client(input.api).request(SaveNewsDocument, variables, { signal })).saveNews;
});

export const publishNews = fromPromise<LoadedNews, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(PublishNewsNowDocument, { id: input.id }, { signal }))
      .publishNewsNow,
);

export const scheduleNews = fromPromise<LoadedNews, Api & { id: string; at: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(ScheduleNewsDocument, { id: input.id, at: input.at }, { signal }),
    ).scheduleNews,
);

export const unpublishNews = fromPromise<LoadedNews, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(UnpublishNewsDocument, { id: input.id }, { signal }))
      .unpublishNews,
);

/** The units the caller may address. */
export const loadUnitOptions = fromPromise<NewsUnitOption[], Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(NewsUnitOptionsDocument, {}, { signal }))
      .newsUnitOptions,
);
