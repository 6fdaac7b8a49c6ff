// The super console's API calls over the shared GraphQL client, through the kit's requireAdminData so a
// failure keeps its code. Tests swap them with machine.provide({ actors }) or the model runner's fakes.
import { fromPromise } from 'xstate';
import {
  BackgroundJobsDocument,
  CarryOutDeletionRequestDocument,
  ConsoleAuditCsvDocument,
  ConsoleAuditLogDocument,
  ConsoleAuditOptionsDocument,
  DeclineDeletionRequestDocument,
  DeletionRequestsDocument,
  MyDataExportFileDocument,
  MyDataExportsDocument,
  MyDeletionRequestDocument,
  RequestMyDataExportDocument,
  RequestMyDeletionDocument,
  RetryBackgroundJobDocument,
  SystemHealthDocument,
  WithdrawMyDeletionRequestDocument,
  type BackgroundJobRowFragment,
  type ConsoleAuditFilter,
  type ConsoleAuditLogQuery,
  type ConsoleAuditOptionsQuery,
  type DeletionRequestFieldsFragment,
  type SystemHealthQuery,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../admin/listMachine';
import { auditFilterOf, jobsFilterOf } from './consoleQuery';
import { bytesOf, saveFile } from './saveFile';

export type JobRow = BackgroundJobRowFragment;
export type AuditRow = ConsoleAuditLogQuery['consoleAuditLog']['entries'][number];
export type Health = SystemHealthQuery['systemHealth'];
export type AuditOptions = ConsoleAuditOptionsQuery['consoleAuditOptions'];
export type DeletionRequest = DeletionRequestFieldsFragment;

type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadHealth = fromPromise<Health, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(SystemHealthDocument, {}, { signal })).systemHealth,
);

export const loadJobsPage = fromPromise<ListPage<JobRow>, LoadPageInput>(async ({ input, signal }) => {
  const page = requireAdminData(
    await client(input.api).request(
      BackgroundJobsDocument,
      { filter: jobsFilterOf(input.query), offset: input.offset, first: input.first },
      { signal },
    ),
  ).backgroundJobs;
  return { rows: page.jobs, total: page.total };
});

/** The jobs list's one "bulk" action: retry, on the one job the confirm dialog named. */
export const retryJobs = fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
  for (const id of input.ids)
    requireAdminData(await client(input.api).request(RetryBackgroundJobDocument, { id }, { signal }));
  return { count: input.ids.length };
});

export const loadAuditPage = fromPromise<ListPage<AuditRow>, LoadPageInput>(async ({ input, signal }) => {
  const page = requireAdminData(
    await client(input.api).request(
      ConsoleAuditLogDocument,
      { filter: auditFilterOf(input.query), offset: input.offset, first: input.first },
      { signal },
    ),
  ).consoleAuditLog;
  return { rows: page.entries, total: page.total };
});

export const loadAuditOptions = fromPromise<AuditOptions, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(ConsoleAuditOptionsDocument, {}, { signal }))
      .consoleAuditOptions,
);

export interface ExportOutput {
  rows: number;
  truncated: boolean;
}

/** The filtered audit entries as a CSV file the browser saves. */
export const exportAuditCsv = fromPromise<ExportOutput, Api & { filter: ConsoleAuditFilter }>(
  async ({ input, signal }) => {
    const csv = requireAdminData(
      await client(input.api).request(ConsoleAuditCsvDocument, { filter: input.filter }, { signal }),
    ).consoleAuditCsv;
    saveFile(csv.fileName, new Blob([csv.text], { type: 'text/csv;charset=utf-8' }));
    return { rows: csv.rows, truncated: csv.truncated };
  },
);

export const loadMyExports = fromPromise<JobRow[], Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(MyDataExportsDocument, {}, { signal })).myDataExports,
);

export const requestMyExport = fromPromise<JobRow, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(RequestMyDataExportDocument, {}, { signal }))
      .requestMyDataExport,
);

export const downloadMyExport = fromPromise<void, Api & { jobId: string }>(async ({ input, signal }) => {
  const file = requireAdminData(
    await client(input.api).request(MyDataExportFileDocument, { jobId: input.jobId }, { signal }),
  ).myDataExportFile;
  saveFile(file.fileName, new Blob([bytesOf(file.base64)], { type: file.contentType }));
});

export const loadMyDeletion = fromPromise<DeletionRequest | null, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(MyDeletionRequestDocument, {}, { signal }))
      .myDeletionRequest ?? null,
);

export const requestMyDeletion = fromPromise<DeletionRequest, Api & { reason: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(RequestMyDeletionDocument, { reason: input.reason }, { signal }),
    ).requestMyDeletion,
);

export const withdrawMyDeletion = fromPromise<DeletionRequest, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(WithdrawMyDeletionRequestDocument, {}, { signal }))
      .withdrawMyDeletionRequest,
);

export const loadDeletionRequests = fromPromise<DeletionRequest[], Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(DeletionRequestsDocument, { first: 100 }, { signal }))
      .deletionRequests.requests,
);

export const carryOutDeletion = fromPromise<void, Api & { id: string; keepLearningRecords: boolean }>(
  async ({ input, signal }) => {
    requireAdminData(
      await client(input.api).request(
        CarryOutDeletionRequestDocument,
        { id: input.id, keepLearningRecords: input.keepLearningRecords },
        { signal },
      ),
    );
  },
);

export const declineDeletion = fromPromise<void, Api & { id: string; reason: string }>(
  async ({ input, signal }) => {
    requireAdminData(
      await client(input.api).request(
        DeclineDeletionRequestDocument,
        { id: input.id, reason: input.reason },
        { signal },
      ),
    );
  },
);
