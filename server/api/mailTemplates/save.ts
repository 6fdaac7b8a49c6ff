// Saving and resetting an administrator's template, each in one transaction with its audit entry. The
// concurrency token is the row's updatedAt; "no row" is a state of its own (null), so saving over a template
// someone customised or reset since the editor loaded it answers CONFLICT, never overwrites silently.
import { and, eq } from 'drizzle-orm';
import { mailTemplates } from '../../db/schema/mail';
import { writeAudit } from '../audit/record';
import { conflict } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { nextUpdatedAt } from '../updatedAt';
import { checkEvent, checkLocale, checkTemplate } from './rules';
import { auditOf, loadMailTemplate, storedTemplate } from './store';

const sameStamp = (row: { updatedAt: Date } | null, expected: Date | string | null | undefined) =>
  (row?.updatedAt.getTime() ?? null) === (expected ? new Date(expected).getTime() : null);

const CHANGED =
  'Someone else changed this template after you opened it. Reload to see their version, or save yours over it.';

export const saveMailTemplate: MutationResolvers['saveMailTemplate'] = async (
  _p,
  { input },
  { db, viewer },
) => {
  const event = checkEvent(input.event);
  const locale = checkLocale(input.locale);
  const draft = { subject: input.subject, body: input.body };
  checkTemplate(event, draft);
  await db.transaction(async (tx) => {
    const before = await storedTemplate(tx, event, locale, true);
    if (!sameStamp(before, input.expectedUpdatedAt))
      throw conflict(CHANGED, await loadMailTemplate(tx, event, locale));
    if (before && before.subject === draft.subject && before.body === draft.body) return;
    const values = { ...draft, updatedBy: viewer.userId };
    const [after] = before
      ? await tx
          .update(mailTemplates)
          .set({ ...values, updatedAt: nextUpdatedAt(before.updatedAt) })
          .where(eq(mailTemplates.id, before.id))
          .returning()
      : await tx
          .insert(mailTemplates)
          .values({ event, locale, ...values })
          .returning();
    if (!after) throw new Error('The mail template could not be written.');
    await writeAudit(tx, viewer, {
      action: before ? 'mailTemplate.update' : 'mailTemplate.create',
      entityType: 'mailTemplate',
      entityId: `${event}/${locale}`,
      before: auditOf(before),
      after: auditOf(after),
    });
  });
  return loadMailTemplate(db, event, locale);
};

export const resetMailTemplate: MutationResolvers['resetMailTemplate'] = async (
  _p,
  { event: eventArg, locale: localeArg, expectedUpdatedAt },
  { db, viewer },
) => {
  const event = checkEvent(eventArg);
  const locale = checkLocale(localeArg);
  await db.transaction(async (tx) => {
    const before = await storedTemplate(tx, event, locale, true);
    if (!before) return;
    if (!sameStamp(before, expectedUpdatedAt))
      throw conflict(CHANGED, await loadMailTemplate(tx, event, locale));
    await tx
      .delete(mailTemplates)
      .where(and(eq(mailTemplates.event, event), eq(mailTemplates.locale, locale)));
    await writeAudit(tx, viewer, {
      action: 'mailTemplate.reset',
      entityType: 'mailTemplate',
      entityId: `${event}/${locale}`,
      before: auditOf(before),
      after: null,
    });
  });
  return loadMailTemplate(db, event, locale);
};
