// The import wizard's side effects: the file sent to the import's own upload route (with the kit's upload
// client, so progress, cancel and refusals work as for media), the API calls, and saving the failed rows.
// Tests swap them with machine.provide({ actors }).
import { fromCallback, fromPromise } from 'xstate';
import {
  AnalyseUserImportFileDocument,
  RetryUserImportDocument,
  StartUserImportDocument,
  UserImportDocument,
  UserImportDryRunDocument,
  UserImportFailedRowsCsvDocument,
  type AnalyseUserImportFileQuery,
  type UserImportDryRunQuery,
  type UserImportFieldsFragment,
  type UserImportField,
  type UserImportMode,
  type UserImportOutcome,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { besideApi, currentAccessToken, getUserManager } from '../../services/oidc';
import { sendUpload, toUploadFailure, UploadAbortedError } from '../../services/upload';
import { requireAdminData } from '../admin/adminErrors';
import { uploadMachine, type SendFileInput, type UploadEvent } from '../admin/uploadMachine';

export type ImportAnalysis = AnalyseUserImportFileQuery['analyseUserImportFile'];
export type DryRunReport = UserImportDryRunQuery['userImportDryRun'];
export type ImportRun = UserImportFieldsFragment;
export type { UserImportField, UserImportMode, UserImportOutcome };

export interface ColumnField {
  column: number;
  field: UserImportField;
}

export interface ImportRequest {
  api: ApiSettings;
  fileId: string;
  mapping: ColumnField[];
  mode: UserImportMode;
}

/** What a file chooser offers and what is sent: CSV or text exports and Excel workbooks. */
export const IMPORT_ACCEPT =
  '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isSpreadsheet = (file: { name: string }) => /\.(csv|txt|tsv|xlsx)$/i.test(file.name);

/** The kit's upload machine, sending to POST /api/user-import/upload instead of /api/upload. */
export const importUploadMachine = uploadMachine.provide({
  guards: {
    isAcceptedFile: ({ event }) => event.type === 'upload.choose' && isSpreadsheet(event.file),
  },
  actors: {
    sendFile: fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      sendUpload({
        url: besideApi(input.api.apiUrl, 'api/user-import/upload'),
        getAccessToken: () => currentAccessToken(getUserManager(input.api)),
        file: input.file,
        fileName: input.file.name,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }),
      }).then(
        (file) => sendBack({ type: 'upload.succeeded', file }),
        (error: unknown) => {
          if (!(error instanceof UploadAbortedError))
            sendBack({ type: 'upload.failed', failure: toUploadFailure(error) });
        },
      );
      return () => controller.abort();
    }),
  },
});

const client = (api: ApiSettings) => getApiClient(api);

/** A download through a link never attached to the page; the URL is revoked once the click handed it on. */
function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const importActors = {
  upload: importUploadMachine,
  analyseFile: fromPromise<ImportAnalysis, { api: ApiSettings; fileId: string }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(AnalyseUserImportFileDocument, { fileId: input.fileId }, { signal }),
      ).analyseUserImportFile,
  ),
  dryRun: fromPromise<DryRunReport, ImportRequest & { outcome: UserImportOutcome | null }>(
    async ({ input, signal }) => {
      const variables = {
        input: { fileId: input.fileId, mapping: input.mapping, mode: input.mode },
        outcome: input.outcome,
        first: 200,
      };
      return requireAdminData(
        await client(input.api).request(UserImportDryRunDocument, variables, { signal }),
      ).userImportDryRun;
    },
  ),
  startImport: fromPromise<ImportRun, ImportRequest>(async ({ input }) => {
    const variables = { input: { fileId: input.fileId, mapping: input.mapping, mode: input.mode } };
    // No abort signal: a start the server received must not be half cancelled by leaving the page.
    return requireAdminData(await client(input.api).request(StartUserImportDocument, variables))
      .startUserImport;
  }),
  loadRun: fromPromise<ImportRun | null, { api: ApiSettings; id: string }>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(UserImportDocument, { id: input.id }, { signal }))
        .userImport ?? null,
  ),
  retryImport: fromPromise<ImportRun, { api: ApiSettings; id: string }>(
    async ({ input }) =>
      requireAdminData(await client(input.api).request(RetryUserImportDocument, { id: input.id }))
        .retryUserImport,
  ),
  downloadFailedRows: fromPromise<void, { api: ApiSettings; id: string }>(async ({ input, signal }) => {
    const found = requireAdminData(
      await client(input.api).request(UserImportFailedRowsCsvDocument, { id: input.id }, { signal }),
    ).userImport;
    if (!found?.failedRowsCsv) throw new Error('The failed rows are not ready yet.');
    const base = found.fileName.replace(/\.[^.]+$/, '');
    // The text starts with a BOM; a Blob writes it as UTF-8 (EF BB BF), so Excel reads umlauts right.
    saveFile(`${base}-failed-rows.csv`, new Blob([found.failedRowsCsv], { type: 'text/csv;charset=utf-8' }));
  }),
};
