// Certificates and badges mail the learner in the transaction that issues or awards: CERTIFICATE_ISSUED for
// an issue on a completion, by an administrator and for a re-issue; BADGE_AWARDED for each new award, in
// the learner's language; nothing again for a repeated completion or sign-in, nothing for a rollback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { media } from '../../../server/db/schema/media';
import {
  certificateLinks,
  certificateTemplates,
  certificateTemplateVersions,
} from '../../../server/db/schema/credentials';
import { recordCompletions, recordCountedLogin } from '../../../server/api/achievements/completion';
import { issueCertificate, linkedTemplate } from '../../../server/api/certificates/issue';
import { defaultDesign } from '../../../src/schemas/certificateDesign';
import { addBadge } from '../badges/badgeAwardHelpers';
import { addLearner, inRolledBack, mailsOf, PUBLIC_URL } from './support';

let database: Database;
let db: Db;
let mediumId = '';

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [medium] = await db
    .insert(media)
    .values({ title: 'First aid', type: 'LINK', externalUrl: 'https://example.org', published: true })
    .returning({ id: media.id });
  mediumId = medium!.id;
  const [template] = await db
    .insert(certificateTemplates)
    .values({ name: 'Template' })
    .returning({ id: certificateTemplates.id });
  await db
    .insert(certificateTemplateVersions)
    .values({ templateId: template!.id, version: 1, design: defaultDesign() });
  await db.insert(certificateLinks).values({ templateId: template!.id, mediaId: mediumId });
});

afterAll(() => database.close());

const completion = (userId: string, at: string) => ({
  userId,
  subject: { kind: 'MEDIUM' as const, mediaId: mediumId },
  at: new Date(at),
  score: null,
});

describe('CERTIFICATE_ISSUED', () => {
  it('is queued once with the certificate’s data when a completion issues it', async () => {
    const ada = await addLearner(db, 'ada', { locale: 'de', timeZone: 'Europe/Berlin' });
    await db.transaction((tx) => recordCompletions(tx, [completion(ada, '2026-03-10T23:30:00Z')]));
    const [mail, ...more] = await mailsOf(db, 'CERTIFICATE_ISSUED', ada);
    expect(more).toEqual([]);
    expect(mail!.locale).toBe('de');
    expect(mail!.status).toBe('QUEUED');
    // 23:30 UTC is 11 March in Berlin: the day printed on the certificate.
    expect(mail!.data).toEqual({
      certificateTitle: 'First aid',
      certificateNumber: expect.stringMatching(/^C-\d{6}$/),
      completedOn: '2026-03-11T12:00:00.000Z',
      certificatesLink: `${PUBLIC_URL}/my-certificates`,
      verificationLink: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/verify/[A-Z2-7]{20}$`)),
    });
    // The same completion recorded again (a retried request): no second certificate, no second mail.
    await db.transaction((tx) => recordCompletions(tx, [completion(ada, '2026-03-10T23:30:00Z')]));
    expect(await mailsOf(db, 'CERTIFICATE_ISSUED', ada)).toHaveLength(1);
  });

  it('is queued for a manual issue and a re-issue', async () => {
    const ben = await addLearner(db, 'ben');
    const template = (await linkedTemplate(db, { kind: 'MEDIUM', mediaId: mediumId }))!;
    const first = await db.transaction((tx) =>
      issueCertificate(tx, {
        userId: ben,
        subject: { kind: 'MEDIUM', mediaId: mediumId },
        template,
        roundKey: 'manual-1',
        completedAt: new Date('2026-03-01T10:00:00Z'),
        score: null,
        issuedBy: ben,
      }),
    );
    await db.transaction((tx) =>
      issueCertificate(tx, {
        userId: ben,
        subject: { kind: 'MEDIUM', mediaId: mediumId },
        template,
        roundKey: 'reissue-1',
        completedAt: new Date('2026-03-05T10:00:00Z'),
        completedOn: '2026-03-01',
        score: null,
        issuedBy: ben,
        replacesId: first,
      }),
    );
    const mails = await mailsOf(db, 'CERTIFICATE_ISSUED', ben);
    expect(mails.map((m) => m.data?.completedOn)).toEqual([
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:00:00.000Z',
    ]);
    expect(new Set(mails.map((m) => m.data?.certificateNumber)).size).toBe(2);
  });

  it('leaves no mail when the completion rolls back', async () => {
    const cleo = await addLearner(db, 'cleo');
    await inRolledBack(db, async (tx) => {
      await recordCompletions(tx, [completion(cleo, '2026-03-10T10:00:00Z')]);
      expect(await mailsOf(tx, 'CERTIFICATE_ISSUED', cleo)).toHaveLength(1);
    });
    expect(await mailsOf(db, 'CERTIFICATE_ISSUED', cleo)).toEqual([]);
  });
});

describe('BADGE_AWARDED', () => {
  it('is queued once per award, in the learner’s language, and not again on the next sign-in', async () => {
    await addBadge(database, {
      name: 'Regular',
      rule: 'LOGIN_COUNT',
      threshold: 2,
      description: 'Signed in twice',
      translations: { sw: { name: 'Mara kwa mara', description: 'Aliingia mara mbili' } },
    });
    const dan = await addLearner(db, 'dan', { locale: 'sw' });
    const eve = await addLearner(db, 'eve');
    await db.transaction((tx) => recordCountedLogin(tx, dan, 1));
    expect(await mailsOf(db, 'BADGE_AWARDED', dan)).toEqual([]);
    await db.transaction((tx) => recordCountedLogin(tx, dan, 2));
    await db.transaction((tx) => recordCountedLogin(tx, eve, 2));
    await db.transaction((tx) => recordCountedLogin(tx, dan, 3));
    const danMails = await mailsOf(db, 'BADGE_AWARDED', dan);
    expect(danMails.map((m) => [m.locale, m.status, m.data])).toEqual([
      [
        'sw',
        'QUEUED',
        {
          badgeName: 'Mara kwa mara',
          badgeDescription: 'Aliingia mara mbili',
          badgesLink: `${PUBLIC_URL}/badges-collection`,
        },
      ],
    ]);
    expect((await mailsOf(db, 'BADGE_AWARDED', eve)).map((m) => m.data?.badgeName)).toEqual(['Regular']);
  });

  it('leaves no mail when the sign-in’s transaction rolls back', async () => {
    const fay = await addLearner(db, 'fay');
    await inRolledBack(db, async (tx) => {
      await recordCountedLogin(tx, fay, 5);
      expect(await mailsOf(tx, 'BADGE_AWARDED', fay)).toHaveLength(1);
    });
    expect(await mailsOf(db, 'BADGE_AWARDED', fay)).toEqual([]);
  });
});
