// The overview, one template for the editor, and the preview of a draft with sample data.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { validateMailTemplate } from '../../../src/schemas/mailTemplate';
import type { QueryResolvers } from '../generated/resolvers';
import { brandingFor, MailRenderError, renderTemplate } from './render';
import { checkEvent, checkLocale } from './rules';
import { sampleMailData } from './sampleData';
import { loadMailTemplate, templateSummaries } from './store';

export const mailTemplatesQuery: QueryResolvers['mailTemplates'] = (_p, _a, { db }) => templateSummaries(db);

export const mailTemplateQuery: QueryResolvers['mailTemplate'] = (_p, { event, locale }, { db }) =>
  loadMailTemplate(db, checkEvent(event), checkLocale(locale));

export const previewMailTemplate: QueryResolvers['previewMailTemplate'] = async (
  _p,
  { input },
  { db, config, viewer },
) => {
  const event = checkEvent(input.event);
  const locale = checkLocale(input.locale);
  const draft = { subject: input.subject, body: input.body };
  const problems = validateMailTemplate(event, draft);
  if (problems.length > 0)
    return {
      problems: problems.map((p) => ({ ...p, detail: p.detail ?? null })),
      subject: null,
      html: null,
      text: null,
    };
  const [me] = await db
    .select({ name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, viewer.userId));
  try {
    const mail = await renderTemplate(config, {
      event,
      template: { ...draft, source: 'CUSTOM', locale },
      data: sampleMailData(event, config),
      toName: me?.name ?? 'Jo Doe',
      branding: await brandingFor(db, config, null),
      timeZone: me?.timeZone,
    });
    return { problems: [], subject: mail.subject, html: mail.html, text: mail.text };
  } catch (error) {
    // The rules accept every template the formatter can fill; this answers any case they missed in words.
    if (!(error instanceof MailRenderError)) throw error;
    const at = { line: 1, column: 1, offset: 0 };
    return {
      problems: [
        { field: 'body', code: 'INVALID_ICU', message: error.message, position: at, end: at, detail: null },
      ],
      subject: null,
      html: null,
      text: null,
    };
  }
};
