// The API with the import's job handler on a running queue, and the calls the import tests make.
import { count, eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { auditLog } from '../../../server/db/schema/audit';
import { backgroundJobs } from '../../../server/db/schema/jobs';
import { userImportFiles, userImports } from '../../../server/db/schema/userImport';
import { registerUserImportJobs } from '../../../server/api/userImport/job';
import { gql, startTestApi, type DemoUser, type TestApi } from './harness';

export async function startImportApi(jobs = false): Promise<TestApi> {
  const t = await startTestApi({}, { jobs });
  registerUserImportJobs(t.jobs, { config: t.config });
  return t;
}

/** Stores a file as the upload route does, for the given uploader. */
export async function storeFile(t: TestApi, who: DemoUser, bytes: Uint8Array, name = 'users.csv') {
  const [row] = await t.database.db
    .insert(userImportFiles)
    .values({ uploadedBy: t.userIds[who], originalName: name, size: bytes.length, bytes })
    .returning({ id: userImportFiles.id });
  return row!.id;
}

/** A unit the demo manager does not look after. */
export async function addSalesUnit(t: TestApi) {
  const [row] = await t.database.db
    .insert(units)
    .values({ key: 'sales', name: 'Sales', displayedId: 'U-0099' })
    .returning({ id: units.id });
  return row!.id;
}

/** Row counts of every table an import writes, to show a call wrote nothing. */
export async function tableCounts(t: TestApi) {
  const db = t.database.db;
  const n = async (
    table: typeof users | typeof userUnits | typeof auditLog | typeof userImports | typeof backgroundJobs,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    userUnits: await n(userUnits),
    audit: await n(auditLog),
    imports: await n(userImports),
    jobs: await n(backgroundJobs),
  };
}

export const ANALYSE = `query($fileId: ID!) { analyseUserImportFile(fileId: $fileId) {
  fileId fileName format encoding delimiter headers previewRows rowCount suggestedMapping { column field } } }`;

export const DRY_RUN = `query($input: UserImportInput!, $outcome: UserImportOutcome, $first: Int) {
  userImportDryRun(input: $input, outcome: $outcome, first: $first) {
    counts { total create update unchanged skip error } matching
    rows { row outcome username reasonCode reasonValue reason changes { field before after } } } }`;

export const START = `mutation($input: UserImportInput!) { startUserImport(input: $input) { id state } }`;

export const READ = `query($id: ID!) { userImport(id: $id) { id state progressDone progressTotal error
  result { total created updated unchanged skipped failed } failedRows { row cells reasonCode reason } failedRowsCsv } }`;

export interface ImportInput {
  fileId: string;
  mapping: { column: number; field: string }[];
  mode: 'CREATE' | 'UPDATE' | 'CREATE_AND_UPDATE';
}

/** The mapping the server suggests for the file. */
export async function suggested(t: TestApi, who: DemoUser, fileId: string) {
  const res = await gql<{ analyseUserImportFile: { suggestedMapping: ImportInput['mapping'] } }>(
    t.api,
    ANALYSE,
    {
      token: t.tokens[who],
      variables: { fileId },
    },
  );
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.analyseUserImportFile.suggestedMapping;
}

export interface RowReport {
  row: number;
  outcome: string;
  username: string;
  reasonCode: string | null;
  reasonValue: string | null;
  changes: { field: string; before: string; after: string }[];
}

export async function dryRun(t: TestApi, who: DemoUser, input: ImportInput, first = 500) {
  const res = await gql<{
    userImportDryRun: { counts: Record<string, number>; matching: number; rows: RowReport[] };
  }>(t.api, DRY_RUN, { token: t.tokens[who], variables: { input, first } });
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.userImportDryRun;
}

export interface ImportRead {
  id: string;
  state: string;
  progressDone: number;
  progressTotal: number;
  error: string | null;
  result: Record<string, number> | null;
  failedRows: { row: number; cells: string[]; reasonCode: string; reason: string }[];
  failedRowsCsv: string | null;
}

/** Starts the import and waits for its job to end. */
export async function runImport(t: TestApi, who: DemoUser, input: ImportInput): Promise<ImportRead> {
  const started = await gql<{ startUserImport: { id: string } }>(t.api, START, {
    token: t.tokens[who],
    variables: { input },
  });
  if (!started.body.data) throw new Error(JSON.stringify(started.body.errors));
  const { id } = started.body.data.startUserImport;
  for (let i = 0; i < 600; i += 1) {
    const res = await gql<{ userImport: ImportRead }>(t.api, READ, {
      token: t.tokens[who],
      variables: { id },
    });
    const run = res.body.data?.userImport;
    if (run && ['SUCCEEDED', 'FAILED'].includes(run.state)) return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the import did not finish');
}

export const userByName = async (t: TestApi, username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
