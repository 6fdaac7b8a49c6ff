// Start-up calls (seed-spec §7) against the shared GraphQL client.
import { fromPromise } from 'xstate';
import { getApiClient, type ApiSettings } from '../services/api';
import { requireData } from '../services/graphql';
import {
  CommitScoDocument,
  DefaultUnitDocument,
  GetPreferencesDocument,
  GetVersionDocument,
  type DefaultUnit,
} from '../services/operations';
import { listPendingProgress, removePendingProgress, type PendingProgress } from '../services/storage';
import { DESIGN_MODULE } from './constants';

export type Preference = { key: string; value: string };

export const startupActors = {
  loadVersion: fromPromise<string, ApiSettings>(
    async ({ input, signal }) =>
      requireData(await getApiClient(input).request(GetVersionDocument, {}, { signal })).version,
  ),
  loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(
    async ({ input, signal }) =>
      requireData(await getApiClient(input).request(DefaultUnitDocument, {}, { signal })).units.defaultUnit ??
      null,
  ),
  loadDesignPreferences: fromPromise<Preference[], ApiSettings>(
    async ({ input, signal }) =>
      requireData(
        await getApiClient(input).request(GetPreferencesDocument, { moduleName: DESIGN_MODULE }, { signal }),
      ).modulePreferences.modulePreferences,
  ),
  loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => listPendingProgress()),
  /** Commits one record and removes it only once the server has confirmed it with an id. */
  commitProgress: fromPromise<string, ApiSettings & { record: PendingProgress }>(
    async ({ input, signal }) => {
      const { hash, mediaId, cmi, committedAt, sessionId } = input.record;
      const data = requireData(
        await getApiClient(input).request(
          CommitScoDocument,
          { input: { hash, mediaId, cmi, committedAt, ...(sessionId ? { sessionId } : {}) } },
          { signal },
        ),
      );
      if (!data.scorm12Attempt.commit.id) throw new Error('commitSco returned no id');
      removePendingProgress(hash);
      return data.scorm12Attempt.commit.id;
    },
  ),
};
