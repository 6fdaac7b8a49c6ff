// The badge administration's API calls over the shared GraphQL client, with the kit's requireAdminData so a
// failure keeps its extensions (a BAD_USER_INPUT's field). Tests swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  ArchiveBadgesDocument,
  BadgeAwardsDocument,
  BadgeDocument,
  BadgesDocument,
  RestoreBadgesDocument,
  RevokeBadgeAwardDocument,
  SaveBadgeDocument,
  type BadgeAwardsQuery,
  type BadgeKind,
  type BadgeRowFragment,
} from '../../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../../services/api';
import { requireAdminData } from '../../admin/adminErrors';
import type { FormRecord, LoadRecordInput, SaveRecordInput } from '../../admin/formMachine';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../../admin/listMachine';
import { variablesOf } from './badgeQuery';
import { recordOf, saveInputOf, type BadgeFormValues } from './badgeValues';

export type BadgeRow = BadgeRowFragment;
export type BadgeAwardRow = BadgeAwardsQuery['badgeAwards']['items'][number];
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadBadgesPage = (kind: BadgeKind) =>
  fromPromise<ListPage<BadgeRow>, LoadPageInput>(async ({ input, signal }) => {
    const page = requireAdminData(
      await client(input.api).request(
        BadgesDocument,
        variablesOf(kind, input.query, input.offset, input.first),
        {
          signal,
        },
      ),
    ).badges;
    return { rows: page.items, total: page.total };
  });

export const badgeBulkActors = {
  archive: fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const changed = requireAdminData(
      await client(input.api).request(ArchiveBadgesDocument, { ids: input.ids }, { signal }),
    ).archiveBadges;
    return { count: changed.length, ids: changed.map((b) => b.id) };
  }),
  restore: fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const changed = requireAdminData(
      await client(input.api).request(RestoreBadgesDocument, { ids: input.ids }, { signal }),
    ).restoreBadges;
    return { count: changed.length, ids: changed.map((b) => b.id) };
  }),
};

export const badgeFormActors = {
  loadRecord: fromPromise<FormRecord<BadgeFormValues>, LoadRecordInput>(async ({ input, signal }) => {
    const row = requireAdminData(
      await client(input.api).request(BadgeDocument, { id: input.id }, { signal }),
    ).badge;
    if (!row) throw new Error(`The badge ${input.id} does not exist (any more).`);
    return recordOf(row);
  }),
  saveRecord: fromPromise<FormRecord<BadgeFormValues>, SaveRecordInput<BadgeFormValues>>(
    async ({ input, signal }) =>
      recordOf(
        requireAdminData(
          await client(input.api).request(
            SaveBadgeDocument,
            { input: saveInputOf(input.values, input.id, input.expectedUpdatedAt) },
            { signal },
          ),
        ).saveBadge,
      ),
  ),
};

export const AWARDS_PAGE_SIZE = 25;

export const awardActors = {
  loadAwards: fromPromise<
    { rows: BadgeAwardRow[]; total: number },
    Api & { badgeId: string; search: string; page: number }
  >(async ({ input, signal }) => {
    const result = requireAdminData(
      await client(input.api).request(
        BadgeAwardsDocument,
        {
          badgeId: input.badgeId,
          search: input.search.trim() === '' ? null : input.search.trim(),
          offset: (input.page - 1) * AWARDS_PAGE_SIZE,
          first: AWARDS_PAGE_SIZE,
        },
        { signal },
      ),
    ).badgeAwards;
    return { rows: result.items, total: result.total };
  }),
  revokeAward: fromPromise<unknown, Api & { id: string; reason: string }>(async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(
        RevokeBadgeAwardDocument,
        { id: input.id, reason: input.reason },
        { signal },
      ),
    ),
  ),
};
