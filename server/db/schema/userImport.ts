// User imports: the uploaded CSV/XLSX file (kept as bytes here, not among the media files: it is data about
// people, read only by the import, and deleted with it) and each import run with its mapping, scope, counts
// and the failed rows people download to fix and import again.
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const userImportFiles = pgTable(
  'user_import_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_import_files_uploader_idx').on(t.uploadedBy, t.createdAt.desc())],
);

/** One failed row of a run: its original cells and why it failed (the downloadable CSV is made of these). */
export interface FailedImportRow {
  /** 1-based line of the data row in the file (the header is row 1). */
  row: number;
  /** The row's username as planned (as written when it could not be read). */
  username?: string;
  cells: string[];
  code: string;
  /** What the reason names (the cell's value, the other row), for the app's own sentence. */
  value?: string;
  reason: string;
}

export interface ImportCounts {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

export const userImports = pgTable(
  'user_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => userImportFiles.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    /** CREATE, UPDATE or CREATE_AND_UPDATE. */
    mode: text('mode').notNull(),
    /** Field per column: [{ column, field }]. */
    mapping: jsonb('mapping').$type<Array<{ column: number; field: string }>>().notNull(),
    /** ',', ';', '\t', '|' for CSV; null for XLSX. */
    delimiter: text('delimiter'),
    /** UTF-8, UTF-8 (BOM), UTF-16LE, UTF-16BE, WINDOWS-1252, XLSX. */
    encoding: text('encoding').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The importer's roles when it started (the job acts with them). */
    createdByRoles: text('created_by_roles').array().notNull(),
    /** For a manager: the units they looked after when the import started (what the list shows). */
    unitIds: integer('unit_ids').array(),
    jobId: uuid('job_id'),
    counts: jsonb('counts').$type<ImportCounts>(),
    failedRows: jsonb('failed_rows').$type<FailedImportRow[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('user_imports_creator_idx').on(t.createdBy, t.createdAt.desc())],
);

export type UserImportRow = typeof userImports.$inferSelect;
