// The demo certificate: one template with a framed, centred design, attached to the demo SCORM course with
// a validity of 24 months, so completing the course on a fresh installation issues a certificate.
// Idempotent: does nothing once any template exists or when there is no demo course.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificateLinks,
  certificateTemplates,
  certificateTemplateVersions,
} from '../../db/schema/credentials';
import { media } from '../../db/schema/media';
import { defaultDesign, type CertificateDesign } from '../../../src/schemas/certificateDesign';

export const DEMO_TEMPLATE_NAME = 'Course certificate';

/** The default layout in the academy's colours, with German texts beside the English ones. */
export function demoDesign(): CertificateDesign {
  const base = defaultDesign('en');
  const german: Record<string, string> = {
    heading: 'Zertifikat',
    intro: 'Hiermit wird bestätigt, dass',
    completed: '{title} am {date} abgeschlossen hat',
  };
  return {
    ...base,
    backgroundColour: '#fbf8f1',
    fields: [
      ...base.fields.map((field) => ({
        ...field,
        colour: field.id === 'heading' || field.id === 'name' ? '#2b3a67' : field.colour,
        texts: german[field.id] ? { ...field.texts, de: german[field.id]! } : field.texts,
      })),
      {
        id: 'expires',
        kind: 'TEXT',
        x: 20,
        y: 115,
        width: 257,
        fontSize: 11,
        fontFamily: 'SANS',
        bold: false,
        colour: '#4b5563',
        align: 'CENTER',
        texts: { en: 'Valid until {expires}', de: 'Gültig bis {expires}' },
      },
    ],
  };
}

export async function seedDemoCertificates(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(certificateTemplates);
  if ((existing?.n ?? 0) > 0) return;
  const [course] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.type, 'SCORM'), eq(media.published, true)))
    .orderBy(asc(media.createdAt))
    .limit(1);
  if (!course) return;
  await db.transaction(async (tx) => {
    const [template] = await tx
      .insert(certificateTemplates)
      .values({ name: DEMO_TEMPLATE_NAME, currentVersion: 1 })
      .returning({ id: certificateTemplates.id });
    if (!template) throw new Error('The demo certificate template could not be written.');
    await tx
      .insert(certificateTemplateVersions)
      .values({ templateId: template.id, version: 1, design: demoDesign() });
    await tx
      .insert(certificateLinks)
      .values({ templateId: template.id, mediaId: course.id, validityMonths: 24 })
      .onConflictDoNothing();
  });
}
