// saveNews: creates a news item or changes one, in one transaction: the shared input rules (the same as the
// editor's), every version's HTML through the sanitiser, the units the caller may address, the version it
// was loaded at (a newer one answers CONFLICT with the item as it is now), and the audit entry. A live item
// stays live; a change of its text marks it edited, so readers see that it changed after they read it.
import { eq } from 'drizzle-orm';
import { newsIssues, type NewsIssueCode } from '../../../src/schemas/news';
import { news, newsTranslations, newsUnits, type NewsRow } from '../../db/schema/news';
import { writeAudit } from '../audit/record';
import { badUserInput, conflict } from '../errors';
import type { MutationResolvers, SaveNewsInput } from '../generated/resolvers';
import { nextUpdatedAt } from '../updatedAt';
import { requireNewsUnits } from '../unitScope';
import { loadNewsRecord, recordAfter, requireManagedNews } from './record';
import { newsHtmlToText, sanitizeNewsHtml } from './sanitize';

const MESSAGES: Record<NewsIssueCode, string> = {
  'title.required': 'Give this version a title.',
  'title.tooLong': 'The title is too long; at most 200 characters are allowed.',
  'body.required': 'Write the text of this version.',
  'body.tooLong': 'The text is too long; at most 50000 characters of HTML are allowed.',
  'locale.invalid': 'The language must be a language code such as en.',
  'versions.required': 'Write at least one version.',
  'versions.tooMany': 'At most 20 versions are allowed.',
  'versions.duplicate': 'There is already a version in this language.',
  'defaultLocale.missing': 'The default language must be one of the versions.',
  'unitIds.invalid': 'A unit id must be a number.',
  'unitIds.tooMany': 'At most 100 units are allowed; choose everybody instead.',
  'input.invalid': 'This value is not valid.',
};

interface Version {
  locale: string;
  title: string;
  html: string;
  body: string;
}

/** The checked input: versions sanitised; BAD_USER_INPUT on the first wrong field. */
function parse(input: SaveNewsInput): { versions: Version[]; unitIds: number[] } {
  const [issue] = newsIssues(input);
  if (issue) throw badUserInput(`input.${issue.field}`, MESSAGES[issue.code]);
  const versions = input.versions.map((v, index) => {
    const html = sanitizeNewsHtml(v.html);
    const body = newsHtmlToText(html);
    // What was left after sanitising must still say something (a body of only a script says nothing).
    if (body === '' && !/<img\b/.test(html))
      throw badUserInput(`input.versions.${index}.html`, MESSAGES['body.required']);
    return { locale: v.locale, title: v.title.replace(/\s+/g, ' ').trim(), html, body };
  });
  return { versions, unitIds: input.unitIds.map(Number) };
}

const auditOf = (row: NewsRow, versions: Version[], unitIds: number[]) => ({
  title: row.title,
  defaultLocale: row.defaultLocale,
  versions: versions.map((v) => ({ locale: v.locale, title: v.title, html: v.html })),
  unitIds,
  pinned: row.pinned,
});

export const saveNews: MutationResolvers['saveNews'] = async (_parent, { input }, { db, viewer }) => {
  const { versions, unitIds } = parse(input);
  const main = versions.find((v) => v.locale === input.defaultLocale)!;
  const others = versions.filter((v) => v !== main);
  return db.transaction(async (tx) => {
    const before = input.id ? await requireManagedNews(tx, viewer, input.id, 'input.id') : null;
    const previous = before ? await loadNewsRecord(tx, before.id) : null;
    if (
      before &&
      input.expectedUpdatedAt &&
      before.updatedAt.getTime() > new Date(input.expectedUpdatedAt).getTime()
    )
      throw conflict(
        `Someone else changed "${before.title}" after you opened it. Reload to see their version, or save yours over it.`,
        previous,
      );
    await requireNewsUnits(tx, viewer, unitIds, 'input.unitIds');
    const textChanged =
      previous !== null &&
      JSON.stringify(previous.versions.map((v) => [v.locale, v.title, v.html]).sort()) !==
        JSON.stringify(versions.map((v) => [v.locale, v.title, v.html]).sort());
    const now = new Date();
    const fields = {
      title: main.title,
      body: main.body,
      html: main.html,
      defaultLocale: main.locale,
      // The editor writes news_units; the legacy single unit goes with the first save.
      unitId: null,
      pinned: input.pinned,
    };
    const [after] = before
      ? await tx
          .update(news)
          .set({
            ...fields,
            updatedAt: nextUpdatedAt(before.updatedAt),
            ...(before.publishedAt && textChanged ? { editedAt: now } : {}),
          })
          .where(eq(news.id, before.id))
          .returning()
      : await tx
          .insert(news)
          .values({ ...fields, createdBy: viewer.userId })
          .returning();
    if (!after) throw new Error('The news item could not be written.');
    await tx.delete(newsTranslations).where(eq(newsTranslations.newsId, after.id));
    if (others.length)
      await tx.insert(newsTranslations).values(others.map((v) => ({ newsId: after.id, ...v })));
    await tx.delete(newsUnits).where(eq(newsUnits.newsId, after.id));
    if (unitIds.length)
      await tx.insert(newsUnits).values(unitIds.map((unitId) => ({ newsId: after.id, unitId })));
    await writeAudit(tx, viewer, {
      action: before ? 'news.update' : 'news.create',
      entityType: 'news',
      entityId: after.id,
      unitId: unitIds.length === 1 ? unitIds[0] : null,
      before: previous
        ? {
            title: previous.versions[0]!.title,
            defaultLocale: previous.defaultLocale,
            versions: previous.versions,
            unitIds: previous.units.map((u) => Number(u.id)),
            pinned: previous.pinned,
          }
        : null,
      after: auditOf(after, versions, unitIds),
    });
    return recordAfter(tx, after.id);
  });
};
