// The mails of certificates and badges, queued by the code that inserts the row (certificates/issue.ts for
// every issue: on a completion, by an administrator, a re-issue; badges/award.ts for every award), in the
// same transaction and only for a row really inserted, so a retried completion or a second sign-in never
// mails twice and a rolled-back one mails nobody.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BadgeTranslations } from '../../db/schema/credentials';
import { queueMail, queueMails } from '../mail/outbox';
import { certificateVerificationUrl } from '../openBadges/urls';
import { appLink, dayInstant } from './links';

export interface IssuedCertificateMail {
  userId: string;
  /** The frozen title, in the certificate's language. */
  title: string;
  /** As printed: C-000123. */
  number: string;
  code: string;
  completedOn: string;
}

export async function mailCertificateIssued(tx: Db, issued: IssuedCertificateMail): Promise<void> {
  await queueMail(tx, {
    event: 'CERTIFICATE_ISSUED',
    userId: issued.userId,
    data: {
      certificateTitle: issued.title,
      certificateNumber: issued.number,
      completedOn: dayInstant(issued.completedOn),
      certificatesLink: appLink('/my-certificates'),
      verificationLink: certificateVerificationUrl({ publicUrl: appLink('') }, issued.code),
    },
  });
}

interface AwardRow {
  user_id: string;
  name: string;
  description: string;
  language: string;
  translations: BadgeTranslations;
  locale: string | null;
}

/** One BADGE_AWARDED mail per award, the badge's name and description in the learner's language. */
export async function mailBadgeAwards(
  tx: Db,
  awards: ReadonlyArray<{ badgeId: string; userId: string }>,
): Promise<void> {
  if (awards.length === 0) return;
  const list = JSON.stringify(awards.map((a) => ({ badge_id: a.badgeId, user_id: a.userId })));
  const result = await tx.execute(sql`
    select a.user_id, b.name, b.description, b.language, b.translations, u.locale
    from jsonb_to_recordset(${list}::jsonb) as a(badge_id uuid, user_id uuid)
    join badges b on b.id = a.badge_id
    join users u on u.id = a.user_id`);
  // A badge saved with a backfill may reach thousands at once: one statement.
  const rows = (result as unknown as { rows: AwardRow[] }).rows;
  await queueMails(
    tx,
    rows.map((row) => {
      const own = row.locale && row.locale !== row.language ? row.translations?.[row.locale] : undefined;
      return {
        event: 'BADGE_AWARDED' as const,
        userId: row.user_id,
        data: {
          badgeName: own?.name?.trim() || row.name,
          badgeDescription: own?.description?.trim() || row.description,
          badgesLink: appLink('/badges-collection'),
        },
      };
    }),
  );
}
