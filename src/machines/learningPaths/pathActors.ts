// The learning-path screens' API calls over the shared GraphQL client, with the kit's requireAdminData so a
// failure keeps its extensions (the field of a BAD_USER_INPUT, the current path of a CONFLICT). Tests swap
// them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  ArchiveLearningPathsDocument,
  DuplicateLearningPathDocument,
  LearningPathDocument,
  LearningPathsDocument,
  PathMediaChoicesDocument,
  PublishLearningPathDocument,
  RestoreLearningPathsDocument,
  SaveLearningPathDocument,
  type LearningPathRowFieldsFragment,
  type PathMediaChoicesQuery,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../admin/listMachine';
import type { LoadedPath, PathDraft } from './pathDraft';
import { inputOf } from './pathDraft';
import { variablesOf } from './pathQuery';

export type PathRow = LearningPathRowFieldsFragment;
export type MediumChoice = PathMediaChoicesQuery['managedMedia']['items'][number];
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadPathsPage = fromPromise<ListPage<PathRow>, LoadPageInput>(async ({ input, signal }) => {
  const variables = variablesOf(input.query, input.offset, input.first);
  const page = requireAdminData(
    await client(input.api).request(LearningPathsDocument, variables, { signal }),
  ).learningPaths;
  return { rows: page.items, total: page.total };
});

const bulk = (run: (input: BulkActionInput, signal: AbortSignal) => Promise<Array<{ id: string }>>) =>
  fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const changed = (await run(input, signal)).map((path) => path.id);
    return { count: changed.length, ids: changed };
  });

const archive = bulk(
  async ({ api, ids }, signal) =>
    requireAdminData(await client(api).request(ArchiveLearningPathsDocument, { ids }, { signal }))
      .archiveLearningPaths,
);
const restore = bulk(
  async ({ api, ids }, signal) =>
    requireAdminData(await client(api).request(RestoreLearningPathsDocument, { ids }, { signal }))
      .restoreLearningPaths,
);

/** unarchive is the undo of an archive (the same call as restore, its own toast). */
export const pathBulkActors = { archive, unarchive: restore, restore };

/** The path with its structure; null when it does not exist. */
export const loadPath = fromPromise<LoadedPath | null, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(LearningPathDocument, { id: input.id }, { signal }))
      .learningPath ?? null,
);

export interface SavePathInput extends Api {
  id: string | null;
  draft: PathDraft;
  expectedUpdatedAt: string | null;
}

export const savePath = fromPromise<LoadedPath, SavePathInput>(async ({ input, signal }) => {
  const variables = { input: inputOf(input.draft, input.id, input.expectedUpdatedAt) };
  return requireAdminData(await client(input.api).request(SaveLearningPathDocument, variables, { signal }))
    .saveLearningPath;
});

export const publishPath = fromPromise<LoadedPath, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(PublishLearningPathDocument, { id: input.id }, { signal }),
    ).publishLearningPath,
);

export const archivePath = fromPromise<unknown, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(ArchiveLearningPathsDocument, { ids: [input.id] }, { signal }),
    ).archiveLearningPaths,
);

export const restorePath = fromPromise<unknown, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(RestoreLearningPathsDocument, { ids: [input.id] }, { signal }),
    ).restoreLearningPaths,
);

/** The copy's id. */
export const duplicatePath = fromPromise<string, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(DuplicateLearningPathDocument, { id: input.id }, { signal }),
    ).duplicateLearningPath.id,
);

/** Published media the manager may add, for the picker. */
export const searchMedia = fromPromise<MediumChoice[], Api & { search: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(
        PathMediaChoicesDocument,
        { search: input.search.trim() || null },
        { signal },
      ),
    ).managedMedia.items,
);
