// Certificates and badges. A certificate template is versioned: an edit writes a new version and issued
// certificates keep the version (and the data) they were issued with, so a later edit never changes them.
// An issued certificate records its public verification code (at least 80 random bits), the data printed
// on it and the SHA-256 of the rendered PDF, so the public verification page can tell an edited PDF from
// the issued one. Badges are awarded by rules on the server; every award is also an Open Badges 3.0
// credential (signed on first download and kept) with an index in the revocation status list.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CertificateDesign } from '../../../src/schemas/certificateDesign';
import { users } from './core';
import { files, media } from './media';
import { learningPaths } from './paths';

export const certificateTemplates = pgTable('certificate_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The version new certificates are issued with; every save of the design adds one. */
  currentVersion: integer('current_version').notNull().default(1),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Also the optimistic-concurrency token of the editor (expectedUpdatedAt). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Never updated once written: issued certificates point at (templateId, version). */
export const certificateTemplateVersions = pgTable(
  'certificate_template_versions',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => certificateTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    design: jsonb('design').$type<CertificateDesign>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);

/** A template attached to one medium or one learning path (at most one template each). */
export const certificateLinks = pgTable(
  'certificate_links',
  {
    id: serial('id').primaryKey(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => certificateTemplates.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    pathId: uuid('path_id').references(() => learningPaths.id, { onDelete: 'cascade' }),
    /** The certificate expires this many months after the completion; null: it does not expire. */
    validityMonths: integer('validity_months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificate_links_media_idx').on(t.mediaId),
    uniqueIndex('certificate_links_path_idx').on(t.pathId),
    index('certificate_links_template_idx').on(t.templateId),
    check('certificate_links_one_subject', sql`(${t.mediaId} is null) <> (${t.pathId} is null)`),
    check(
      'certificate_links_validity',
      sql`${t.validityMonths} is null or ${t.validityMonths} between 1 and 600`,
    ),
  ],
);

/**
 * What is printed on an issued certificate, frozen at issue (the verification page shows it). The number,
 * the verification URL (PUBLIC_URL + /verify/ + code) and the issuer (ORGANISATION_NAME) come from the row
 * and the configuration.
 */
export interface IssuedCertificateData {
  learnerName: string;
  title: string;
  /** YYYY-MM-DD in the learner's time zone. */
  completedOn: string;
  expiresOn: string | null;
  score: number | null;
  unitName: string | null;
  /** The learner's date format claim at issue (e.g. "dd.MM.yyyy"), so the PDF reads as they expect. */
  dateFormat: string;
}

export const certificatePdfStatus = pgEnum('certificate_pdf_status', ['PENDING', 'READY', 'FAILED']);
export type CertificatePdfStatus = (typeof certificatePdfStatus.enumValues)[number];

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Printed on the certificate as C-<number>. */
    number: serial('number').notNull(),
    /** Public verification code: 20 base32 characters (100 random bits), never derived from anything. */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => certificateTemplates.id, { onDelete: 'restrict' }),
    templateVersion: integer('template_version').notNull(),
    /** Exactly one of mediaId and pathId; the subject stays readable in data.title if it is deleted. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    pathId: uuid('path_id').references(() => learningPaths.id, { onDelete: 'set null' }),
    /** 'media:<uuid>' or 'path:<uuid>': with roundKey, what makes issuing idempotent. */
    subjectKey: text('subject_key').notNull(),
    /**
     * Which completion this certificate is for: the completion's instant (ISO) for an automatic issue
     * (a retry of the same completion collides), 'manual:<instant>' for an administrator's, and
     * 'reissue:<certificate id>' for a re-issue (one per revoked certificate).
     */
    roundKey: text('round_key').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').$type<IssuedCertificateData>().notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** null: issued automatically on completion. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The certificate a re-issue replaces. */
    replacesId: uuid('replaces_id'),
    pdfStatus: certificatePdfStatus('pdf_status').notNull().default('PENDING'),
    /** Under the storage root; set with sha256 when the PDF is rendered. */
    pdfPath: text('pdf_path'),
    /** Hex SHA-256 of the PDF's bytes as issued. */
    sha256: text('sha256'),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    /** A renderer that claimed the row and has not finished (a crashed one is claimed again later). */
    renderClaimedAt: timestamp('render_claimed_at', { withTimezone: true }),
    renderAttempts: integer('render_attempts').notNull().default(0),
    renderError: text('render_error'),
  },
  (t) => [
    uniqueIndex('certificates_code_idx').on(t.code),
    uniqueIndex('certificates_number_idx').on(t.number),
    uniqueIndex('certificates_round_idx').on(t.userId, t.subjectKey, t.roundKey),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
    index('certificates_pending_idx').on(t.pdfStatus, t.issuedAt),
    index('certificates_sha_idx').on(t.sha256),
    check('certificates_one_subject', sql`${t.mediaId} is null or ${t.pathId} is null`),
  ],
);

export const badgeKind = pgEnum('badge_kind', ['SYSTEM', 'COURSE']);
export type BadgeKind = (typeof badgeKind.enumValues)[number];

/**
 * What earns a badge. SYSTEM: LOGIN_COUNT (the n-th counted sign-in), FIRST_COMPLETION, COMPLETIONS
 * (n completed media). COURSE: MEDIUM or PATH completed (the badge's mediaId / pathId).
 */
export const badgeRule = pgEnum('badge_rule', [
  'LOGIN_COUNT',
  'FIRST_COMPLETION',
  'COMPLETIONS',
  'MEDIUM',
  'PATH',
]);
export type BadgeRule = (typeof badgeRule.enumValues)[number];

/** The built-in designer's choices (src/schemas/badgeDesign.ts draws them as SVG). */
export interface BadgeDesign {
  shape: string;
  colour: string;
  icon: string;
  text: string;
}

/** Name, description and criteria in other languages than the badge's own. */
export type BadgeTranslations = Record<string, { name?: string; description?: string; criteria?: string }>;

export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: badgeKind('kind').notNull(),
    rule: badgeRule('rule').notNull(),
    /** LOGIN_COUNT and COMPLETIONS: how many. */
    threshold: integer('threshold'),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    pathId: uuid('path_id').references(() => learningPaths.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    criteria: text('criteria').notNull().default(''),
    language: text('language').notNull().default('en'),
    translations: jsonb('translations').$type<BadgeTranslations>().notNull().default({}),
    /** An uploaded image (PNG/SVG/JPEG/WebP), or else the designer's design. */
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    design: jsonb('design').$type<BadgeDesign>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('badges_rule_idx').on(t.rule, t.threshold),
    index('badges_media_idx').on(t.mediaId),
    index('badges_path_idx').on(t.pathId),
    check('badges_threshold', sql`${t.threshold} is null or ${t.threshold} between 1 and 100000`),
  ],
);

export const badgeAwards = pgTable(
  'badge_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The award's bit in the revocation status list (BitstringStatusList). */
    statusIndex: serial('status_index').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The signed OpenBadgeCredential (VC-JWT), made on first download and kept. */
    credentialJwt: text('credential_jwt'),
  },
  (t) => [
    uniqueIndex('badge_awards_once_idx').on(t.badgeId, t.userId),
    uniqueIndex('badge_awards_status_idx').on(t.statusIndex),
    index('badge_awards_user_idx').on(t.userId, t.awardedAt),
  ],
);
