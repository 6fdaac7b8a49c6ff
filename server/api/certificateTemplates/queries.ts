// The template list (searched by name, archived or in use, sorted with the id as the last key so pages
// never overlap, paged on the server), one template, and the media and paths a template can be attached to.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { certificateLinks, certificateTemplates } from '../../db/schema/credentials';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { badUserInput } from '../errors';
import type { CertificateTemplateSort, QueryResolvers, SortDirection } from '../generated/resolvers';
import { checkId } from '../ids';
import { loadSummaries, loadTemplate, TEMPLATE_COUNTS } from './store';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

/** Every word must be in the text; % and _ typed by the administrator match themselves. */
function wordsIn(column: AnyColumn, search: string | null | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${column} ilike ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`));
}

function orderBy(sort: CertificateTemplateSort, direction: SortDirection): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const id = dir(certificateTemplates.id);
  switch (sort) {
    case 'NAME':
      return [dir(certificateTemplates.name), id];
    case 'VERSION':
      return [dir(certificateTemplates.currentVersion), asc(certificateTemplates.name), id];
    case 'LINKS':
      return [dir(TEMPLATE_COUNTS.linkCount), asc(certificateTemplates.name), id];
    case 'UPDATED':
      return [dir(certificateTemplates.updatedAt), id];
  }
}

export const certificateTemplatesQuery: QueryResolvers['certificateTemplates'] = async (
  _p,
  args,
  context,
) => {
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET) throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}.`);
  const where = and(
    args.filter?.archived
      ? isNotNull(certificateTemplates.archivedAt)
      : isNull(certificateTemplates.archivedAt),
    wordsIn(certificateTemplates.name, args.search),
  );
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({ id: certificateTemplates.id })
      .from(certificateTemplates)
      .where(where)
      .orderBy(...orderBy(args.sort ?? 'UPDATED', args.direction ?? 'DESC'))
      .limit(first)
      .offset(offset),
    context.db.select({ n: count() }).from(certificateTemplates).where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = await loadSummaries(
    context.db,
    rows.map((r) => r.id),
  );
  return { items, total, offset, hasMore: offset + rows.length < total };
};

// A missing template is null (a stale link shows "not found").
export const certificateTemplateQuery: QueryResolvers['certificateTemplate'] = (_p, { id }, context) =>
  loadTemplate(context.db, checkId('id', id));

const TARGETS_MAX = 40;

// Media and paths that are not archived, each with the template attached now, so the editor can say that
// attaching replaces it.
export const certificateLinkTargets: QueryResolvers['certificateLinkTargets'] = async (
  _p,
  { search },
  context,
) => {
  const { db } = context;
  const [mediaRows, pathRows] = await Promise.all([
    db
      .select({
        id: media.id,
        title: media.title,
        templateId: certificateTemplates.id,
        templateName: certificateTemplates.name,
      })
      .from(media)
      .leftJoin(certificateLinks, eq(certificateLinks.mediaId, media.id))
      .leftJoin(certificateTemplates, eq(certificateTemplates.id, certificateLinks.templateId))
      .where(and(isNull(media.archivedAt), wordsIn(media.title, search)))
      .orderBy(asc(media.title), asc(media.id))
      .limit(TARGETS_MAX),
    db
      .select({
        id: learningPaths.id,
        title: learningPaths.title,
        templateId: certificateTemplates.id,
        templateName: certificateTemplates.name,
      })
      .from(learningPaths)
      .leftJoin(certificateLinks, eq(certificateLinks.pathId, learningPaths.id))
      .leftJoin(certificateTemplates, eq(certificateTemplates.id, certificateLinks.templateId))
      .where(and(isNull(learningPaths.archivedAt), wordsIn(learningPaths.title, search)))
      .orderBy(asc(learningPaths.title), asc(learningPaths.id))
      .limit(TARGETS_MAX),
  ]);
  return [
    ...mediaRows.map((r) => ({ ...r, kind: 'MEDIUM' as const })),
    ...pathRows.map((r) => ({ ...r, kind: 'PATH' as const })),
  ]
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, TARGETS_MAX);
};
