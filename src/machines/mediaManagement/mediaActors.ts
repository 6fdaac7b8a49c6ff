// The media-management screens' API calls over the shared GraphQL client. They use the kit's
// requireAdminData, so a failure keeps its extensions (the field of a BAD_USER_INPUT, the current
// medium of a CONFLICT). Tests swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  ArchiveMediaDocument,
  CreateMediumDocument,
  DiscardUploadDocument,
  ManagedMediaDocument,
  ManagedMediumDocument,
  MediaManagementOptionsDocument,
  ReplaceMediumFileDocument,
  RestoreMediaDocument,
  SetMediaPublishedDocument,
  SetMediumPublishedDocument,
  UpdateMediumDocument,
  type ManagedMediumRowFragment,
  type MediaManagementOptionsQuery,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { DeleteRecordInput, FormRecord, LoadRecordInput, SaveRecordInput } from '../admin/formMachine';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../admin/listMachine';
import { variablesOf } from './mediaQuery';
import {
  createInputOf,
  recordOf,
  updateInputOf,
  type ManagedMedium,
  type MediumFormValues,
} from './mediumValues';

export type MediumRow = ManagedMediumRowFragment;
export type MediaOptions = MediaManagementOptionsQuery['mediaManagementOptions'];

type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadMediaPage = fromPromise<ListPage<MediumRow>, LoadPageInput>(async ({ input, signal }) => {
  const variables = variablesOf(input.query, input.offset, input.first);
  const page = requireAdminData(
    await client(input.api).request(ManagedMediaDocument, variables, { signal }),
  ).managedMedia;
  return { rows: page.items, total: page.total };
});

// The API answers the media it changed (archiveMedia leaves out ones archived before): the toast counts
// those and an undo runs on those only.
const bulk = (run: (input: BulkActionInput, signal: AbortSignal) => Promise<Array<{ id: string }>>) =>
  fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const changed = (await run(input, signal)).map((medium) => medium.id);
    return { count: changed.length, ids: changed };
  });

export const bulkActors = {
  publish: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(
        await client(api).request(SetMediaPublishedDocument, { ids, published: true }, { signal }),
      ).setMediaPublished,
  ),
  unpublish: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(
        await client(api).request(SetMediaPublishedDocument, { ids, published: false }, { signal }),
      ).setMediaPublished,
  ),
  archive: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(await client(api).request(ArchiveMediaDocument, { ids }, { signal })).archiveMedia,
  ),
  /** The undo of an archive: restoreMedia brings media back exactly as they were. */
  unarchive: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(await client(api).request(RestoreMediaDocument, { ids }, { signal })).restoreMedia,
  ),
  restore: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(await client(api).request(RestoreMediaDocument, { ids }, { signal })).restoreMedia,
  ),
};

/**
 * Deletes uploads left behind ("Add medium" left, a new version that was not taken). Without the abort
 * signal: the page that asks is usually going away, and the calls must still go out. A failure changes
 * nothing for the person, so it is not reported: the server's hourly sweep takes what is left.
 */
export const discardUploads = fromPromise<void, Api & { fileIds: readonly string[] }>(async ({ input }) => {
  await Promise.all(
    input.fileIds.map((fileId) =>
      client(input.api)
        .request(DiscardUploadDocument, { fileId })
        .catch(() => undefined),
    ),
  );
});

export const loadOptions = fromPromise<MediaOptions, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(MediaManagementOptionsDocument, {}, { signal }))
      .mediaManagementOptions,
);

/** The medium with its versions and import report; null when it does not exist. */
export const loadMedium = fromPromise<ManagedMedium | null, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(ManagedMediumDocument, { id: input.id }, { signal }))
      .managedMedium ?? null,
);

export const mediumFormActors = {
  loadRecord: fromPromise<FormRecord<MediumFormValues>, LoadRecordInput>(async ({ input, signal }) => {
    const medium = requireAdminData(
      await client(input.api).request(ManagedMediumDocument, { id: input.id }, { signal }),
    ).managedMedium;
    if (!medium) throw new Error(`The medium ${input.id} does not exist (any more).`);
    return recordOf(medium);
  }),
  saveRecord: fromPromise<FormRecord<MediumFormValues>, SaveRecordInput<MediumFormValues>>(
    async ({ input, signal }) => {
      const c = client(input.api);
      if (input.id === null) {
        const variables = { input: createInputOf(input.values) };
        return recordOf(
          requireAdminData(await c.request(CreateMediumDocument, variables, { signal })).createMedium,
        );
      }
      const variables = {
        id: input.id,
        input: updateInputOf(input.values, input.changed),
        expectedUpdatedAt: input.expectedUpdatedAt,
      };
      return recordOf(
        requireAdminData(await c.request(UpdateMediumDocument, variables, { signal })).updateMedium,
      );
    },
  ),
  /** Media are archived, never deleted: learners keep their history; the list can restore them. */
  deleteRecord: fromPromise<unknown, DeleteRecordInput>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(ArchiveMediaDocument, { ids: [input.id] }, { signal }))
        .archiveMedia,
  ),
};

/** What the edit page changes beside the form. */
export const mediumActionActors = {
  setPublished: fromPromise<ManagedMedium, Api & { id: string; published: boolean }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          SetMediumPublishedDocument,
          { id: input.id, published: input.published },
          { signal },
        ),
      ).setMediumPublished,
  ),
  restoreMedium: fromPromise<unknown, Api & { id: string }>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(RestoreMediaDocument, { ids: [input.id] }, { signal }))
        .restoreMedia,
  ),
  replaceFile: fromPromise<
    ManagedMedium,
    Api & { id: string; fileId: string; expectedUpdatedAt: string | null }
  >(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          ReplaceMediumFileDocument,
          { id: input.id, fileId: input.fileId, expectedUpdatedAt: input.expectedUpdatedAt },
          { signal },
        ),
      ).replaceMediumFile,
  ),
};
