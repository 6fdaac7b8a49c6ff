// Media and the files behind them: categories, the media catalogue, uploaded files on disk and the
// imported SCORM 1.2 packages.
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { categories } from './categories';

export { categories };

/** PostgreSQL's tsvector, for the catalogue's full-text search. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const mediaType = pgEnum('media_type', ['SCORM', 'VIDEO', 'PDF', 'LINK']);
export type MediaType = (typeof mediaType.enumValues)[number];

/** What an uploaded file is, decided from its content (never from its name). */
export const fileKind = pgEnum('file_kind', ['SCORM', 'VIDEO', 'PDF', 'IMAGE']);
export type FileKind = (typeof fileKind.enumValues)[number];

/** An uploaded file. Its bytes live under the storage root at `storagePath`, never under the client's name. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: fileKind('kind').notNull(),
  /** The name the client sent, kept only for display and downloads. */
  originalName: text('original_name').notNull(),
  /** Content type derived from the file's magic bytes. */
  contentType: text('content_type').notNull(),
  // Bytes; bigint so a raised upload limit past 2 GB still fits.
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  /** Relative to the storage root, with forward slashes. */
  storagePath: text('storage_path').notNull(),
  /**
   * A video's length read from its container when it was stored; null for other kinds, for videos
   * whose container states none, and for videos stored before it was measured.
   */
  durationSeconds: real('duration_seconds'),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An imported SCORM 1.2 package. Its id names the folder it is extracted to and served from. */
export const scormPackages = pgTable('scorm_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  version: text('version').notNull().default('1.2'),
  /** Path of the launch file inside the package, plus the item's parameters if any. */
  launchPath: text('launch_path').notNull(),
  /** adlcp:masteryscore of the launched item (0-100), or null when the package declares none. */
  masteryScore: integer('mastery_score'),
  manifest: jsonb('manifest').notNull(),
  /** What the importer found and ignored (organisations, items, SCOs, assets, missing files, warnings). */
  report: jsonb('report'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: mediaType('type').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** units.id of the only unit that sees this medium; null means every unit sees it. */
    unitId: integer('unit_id'),
    language: text('language').notNull().default('en'),
    durationMinutes: integer('duration_minutes'),
    published: boolean('published').notNull().default(false),
    /** The uploaded file (SCORM zip, video, PDF); null for links. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    scormPackageId: uuid('scorm_package_id').references(() => scormPackages.id, { onDelete: 'set null' }),
    /** Root-relative address the player opens: the SCO's launch file, the video or the PDF. */
    launchUrl: text('launch_url'),
    /** Target of a LINK medium. */
    externalUrl: text('external_url'),
    /** The mastery score in force (0-100): the medium's own, else the package's adlcp:masteryscore. */
    masteryScore: integer('mastery_score'),
    /** An IMAGE file shown on cards; null: the app shows an illustration of the type. */
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The cover was taken from the medium's own video or PDF (not uploaded): a new file brings a new one. */
    coverFromFile: boolean('cover_from_file').notNull().default(false),
    /** 1 for the first file; replacing the file adds one (media_versions keeps each). */
    version: integer('version').notNull().default(1),
    /** Set while archived: gone from the catalogue, learners keep their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The catalogue's full-text index: title weighted above description. The 'simple' configuration
    // (no stemming, no stop words) because media come in many languages.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`,
      ),
  },
  (t) => [
    index('media_category_idx').on(t.categoryId),
    index('media_unit_idx').on(t.unitId),
    index('media_search_idx').using('gin', t.searchVector),
    // The catalogue lists published media only. Partial indexes in its sort orders let a page stop
    // after its rows instead of sorting 10,000; the filter index answers the total count index-only.
    index('media_catalogue_title_idx')
      .on(t.title, t.id)
      .where(sql`${t.published}`),
    index('media_catalogue_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.published}`),
    index('media_catalogue_duration_idx')
      .on(t.durationMinutes, t.title, t.id)
      .where(sql`${t.published}`),
    index('media_catalogue_filter_idx')
      .on(t.unitId, t.type, t.language, t.durationMinutes, t.categoryId)
      .where(sql`${t.published}`),
    // Media management lists the media not archived, most recently changed first (or by title): a page
    // walks these in order and stops after its rows.
    index('media_managed_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('media_managed_title_idx')
      .on(t.title, t.id)
      .where(sql`${t.archivedAt} is null`),
    // Counts answered from an index alone: the catalogue's (archived media are not in it) and the
    // managers' list's, with the columns their filters and the unit scope read.
    index('media_catalogue_visible_idx')
      .on(t.unitId, t.type, t.language, t.durationMinutes, t.categoryId)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
    index('media_managed_filter_idx')
      .on(t.unitId, t.type, t.published, t.categoryId)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** Every file a medium had: version 1 is the first upload, each replacement adds one. */
export const mediaVersions = pgTable(
  'media_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    scormPackageId: uuid('scorm_package_id').references(() => scormPackages.id, { onDelete: 'set null' }),
    launchUrl: text('launch_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_versions_media_version').on(t.mediaId, t.version)],
);

export type MediumVersionRow = typeof mediaVersions.$inferSelect;
