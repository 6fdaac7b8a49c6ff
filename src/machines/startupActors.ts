// Start-up calls (seed-spec §7) against the shared GraphQL client.
import { fromPromise } from 'xstate';
import { getApiClient, type ApiSettings } from '../services/api';
import { requireData, type GraphqlClient } from '../services/graphql';
import {
  CommitScoDocument,
  DefaultUnitDocument,
  GetPreferencesDocument,
  GetVersionDocument,
  type DefaultUnit,
} from '../services/operations';
import { commitInput, parkRefusedProgress, settleCommit, type CommitOutcome } from '../services/progress';
import { listPendingProgress, type PendingProgress } from '../services/storage';
import { ReportTimeZoneDocument } from '../graphql/generated';
import { DESIGN_MODULE } from './constants';

export type Preference = { key: string; value: string };

/** The start-up calls over a client per API settings; tests pass a client on a stub fetch. */
export const createStartupActors = (clientFor: (settings: ApiSettings) => GraphqlClient = getApiClient) => ({
  loadVersion: fromPromise<string, ApiSettings>(
    async ({ input, signal }) =>
      requireData(await clientFor(input).request(GetVersionDocument, {}, { signal })).version,
  ),
  loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(
    async ({ input, signal }) =>
      requireData(await clientFor(input).request(DefaultUnitDocument, {}, { signal })).units.defaultUnit ??
      null,
  ),
  loadDesignPreferences: fromPromise<Preference[], ApiSettings>(
    async ({ input, signal }) =>
      requireData(
        await clientFor(input).request(GetPreferencesDocument, { moduleName: DESIGN_MODULE }, { signal }),
      ).modulePreferences.modulePreferences,
  ),
  /**
   * The browser's time zone, which decides on which day the learner's assignments are due and overdue
   * (the server stores it only when it changed). True when it changed.
   */
  reportTimeZone: fromPromise<boolean, ApiSettings>(
    async ({ input, signal }) =>
      requireData(
        await clientFor(input).request(
          ReportTimeZoneDocument,
          { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
          { signal },
        ),
      ).reportTimeZone,
  ),
  loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => listPendingProgress()),
  /**
   * Commits one record: removed once the server confirmed it; refused as bad input it can never
   * succeed and is parked (rejected store, a warning); any other failure throws and it stays.
   */
  commitProgress: fromPromise<CommitOutcome, ApiSettings & { record: PendingProgress }>(
    async ({ input, signal }) => {
      const { record } = input;
      const answer = await clientFor(input).request(
        CommitScoDocument,
        { input: commitInput(record) },
        { signal },
      );
      const settled = settleCommit(record, answer);
      if (settled.confirmed) return 'confirmed';
      parkRefusedProgress(record, settled.reason);
      return 'rejected';
    },
  ),
});

export const startupActors = createStartupActors();
