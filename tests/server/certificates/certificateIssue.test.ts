// Issuing on completion: once per completion even when requests race, again for a new round, nothing
// without an attached (non-archived) template, and the printed data frozen in the learner's language,
// date format and time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { certificates, certificateTemplates } from '../../../server/db/schema/credentials';
import { startNewRounds } from '../../../server/api/assignmentNotices/newRound';
import { learningPaths } from '../../../server/db/schema/paths';
import { units, userUnits } from '../../../server/db/schema/units';
import { issueCertificatesOnCompletions, newCertificateCode } from '../../../server/api/certificates/issue';
import { onAchievement, type AchievementEvent } from '../../../server/api/achievements/events';
import { createMedium } from '../api/harness';
import {
  attachTemplate,
  certificatesOfUser,
  completeMedium,
  createLearner,
  startCertificates,
  type CertificateHarness,
} from './certificatesHarness';

let h: CertificateHarness;
const events: AchievementEvent[] = [];
let stopListening: () => void;
beforeAll(async () => {
  h = await startCertificates();
  stopListening = onAchievement((event) => events.push(event));
});
afterAll(async () => {
  stopListening();
  await h.close();
});

const db = () => h.t.database.db;

describe('issuing on completion', () => {
  it('codes are 20 base32 characters, all different', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{20}$/);
  });

  it('two progress requests at once for the same learner and medium issue one certificate', async () => {
    const mediaId = await createMedium(h.t.database, 'Fire safety');
    await attachTemplate(h.t, { mediaId });
    const learner = await createLearner(h.t, 'Concurrent Learner');
    const [a, b] = await Promise.all([
      completeMedium(h.t, learner.token, mediaId),
      completeMedium(h.t, learner.token, mediaId),
    ]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    const issued = await certificatesOfUser(h.t, learner.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ mediaId, pdfStatus: 'PENDING', subjectKey: `media:${mediaId}` });
    // A third completion request of the already done medium issues nothing either.
    await completeMedium(h.t, learner.token, mediaId);
    expect(await certificatesOfUser(h.t, learner.id)).toHaveLength(1);
  });

  it('the same completion in two parallel transactions inserts one row and emits one event', async () => {
    const mediaId = await createMedium(h.t.database, 'Parallel');
    await attachTemplate(h.t, { mediaId });
    const learner = await createLearner(h.t, 'Parallel Learner');
    const completion = {
      userId: learner.id,
      subject: { kind: 'MEDIUM' as const, mediaId },
      at: new Date('2026-05-04T10:00:00Z'),
      score: 77,
    };
    const before = events.length;
    await Promise.all([
      db().transaction((tx) => issueCertificatesOnCompletions(tx, [completion])),
      db().transaction((tx) => issueCertificatesOnCompletions(tx, [completion])),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const issued = await certificatesOfUser(h.t, learner.id);
    expect(issued).toHaveLength(1);
    const mine = events.slice(before).filter((e) => e.userId === learner.id);
    expect(mine).toEqual([{ type: 'certificateIssued', certificateId: issued[0]!.id, userId: learner.id }]);
  });

  it('a rolled-back completion leaves no certificate and no event', async () => {
    const mediaId = await createMedium(h.t.database, 'Rolled back');
    await attachTemplate(h.t, { mediaId });
    const learner = await createLearner(h.t, 'Rollback Learner');
    const before = events.length;
    await expect(
      db().transaction(async (tx) => {
        await issueCertificatesOnCompletions(tx, [
          { userId: learner.id, subject: { kind: 'MEDIUM', mediaId }, at: new Date(), score: null },
        ]);
        throw new Error('the progress request failed later');
      }),
    ).rejects.toThrow('failed later');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await certificatesOfUser(h.t, learner.id)).toHaveLength(0);
    expect(events.slice(before).filter((e) => e.userId === learner.id)).toEqual([]);
  });

  it('a recertification round (a new completion after the reset) issues a new certificate', async () => {
    const mediaId = await createMedium(h.t.database, 'Recertified');
    await attachTemplate(h.t, { mediaId }, { validityMonths: 12 });
    const learner = await createLearner(h.t, 'Round Learner');
    await completeMedium(h.t, learner.token, mediaId);
    // A recertification round is owed: the learner's enrolment starts again (assignmentNotices/newRound.ts).
    await db().transaction((tx) => startNewRounds(tx, [learner.id], { kind: 'MEDIUM', id: mediaId }));
    await completeMedium(h.t, learner.token, mediaId);
    const issued = await certificatesOfUser(h.t, learner.id);
    expect(issued).toHaveLength(2);
    expect(issued[0]!.roundKey).not.toBe(issued[1]!.roundKey);
    expect(issued[0]!.code).not.toBe(issued[1]!.code);
  });

  it('nothing is issued without a template, nor with an archived one', async () => {
    const plain = await createMedium(h.t.database, 'No template');
    const archived = await createMedium(h.t.database, 'Archived template');
    const templateId = await attachTemplate(h.t, { mediaId: archived });
    await db()
      .update(certificateTemplates)
      .set({ archivedAt: new Date() })
      .where(eq(certificateTemplates.id, templateId));
    const learner = await createLearner(h.t, 'Nothing Learner');
    await completeMedium(h.t, learner.token, plain);
    await completeMedium(h.t, learner.token, archived);
    expect(await certificatesOfUser(h.t, learner.id)).toHaveLength(0);
  });

  it('freezes the data: name, title in the locale, the local completion day, expiry, unit, date format', async () => {
    const [path] = await db()
      .insert(learningPaths)
      .values({ title: 'Induction', language: 'en', translations: { de: { title: 'Einführung' } } })
      .returning({ id: learningPaths.id });
    const templateId = await attachTemplate(h.t, { pathId: path!.id }, { validityMonths: 24 });
    const learner = await createLearner(h.t, 'Jürgen Weiß', {
      locale: 'de',
      dateFormat: 'd. MMMM yyyy',
      timeZone: 'Pacific/Auckland',
    });
    const [unit] = await db()
      .insert(units)
      .values({ key: 'cert-ward', name: 'Station 3', displayedId: 'U-CERT' })
      .returning({ id: units.id });
    await db().insert(userUnits).values({ userId: learner.id, unitId: unit!.id });
    // 31 Jan 2026 20:00 UTC is already 1 February in Auckland.
    await issueCertificatesOnCompletions(db(), [
      {
        userId: learner.id,
        subject: { kind: 'PATH', pathId: path!.id },
        at: new Date('2026-01-31T20:00:00Z'),
        score: null,
      },
    ]);
    const [row] = await certificatesOfUser(h.t, learner.id);
    expect(row).toMatchObject({
      templateId,
      templateVersion: 1,
      pathId: path!.id,
      mediaId: null,
      locale: 'de',
      completedOn: '2026-02-01',
      expiresOn: '2028-02-01',
      roundKey: '2026-01-31T20:00:00.000Z',
      issuedBy: null,
    });
    expect(row!.data).toEqual({
      learnerName: 'Jürgen Weiß',
      title: 'Einführung',
      completedOn: '2026-02-01',
      expiresOn: '2028-02-01',
      score: null,
      unitName: 'Station 3',
      dateFormat: 'd. MMMM yyyy',
    });
    // A later change of the profile does not reach the issued certificate.
    await db().update(users).set({ name: 'Someone Else' }).where(eq(users.id, learner.id));
    const [again] = await db().select().from(certificates).where(eq(certificates.id, row!.id));
    expect(again!.data.learnerName).toBe('Jürgen Weiß');
  });

  it('a learner without locale or date format gets the defaults; the score is kept', async () => {
    const mediaId = await createMedium(h.t.database, 'Defaults');
    await attachTemplate(h.t, { mediaId });
    const learner = await createLearner(h.t, 'Default Learner');
    await completeMedium(h.t, learner.token, mediaId, 85);
    const [row] = await certificatesOfUser(h.t, learner.id);
    expect(row).toMatchObject({ locale: 'en', expiresOn: null });
    expect(row!.data).toMatchObject({
      title: 'Defaults',
      score: 85,
      dateFormat: 'dd.MM.yyyy',
      unitName: null,
    });
  });
});
