// Revoking an award: the row stays (so the rule never awards the badge again and the award keeps its bit
// in the status list, which now reads as revoked), with who, when and why. Audited as badge.award.revoke.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { badgeAwards } from '../../db/schema/credentials';
import { plainParagraphs } from '../../../src/schemas/plainText';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkId } from '../ids';

export const REVOKE_REASON_MAX = 500;

export const revokeBadgeAward: MutationResolvers['revokeBadgeAward'] = async (_p, args, context) => {
  const id = checkId('id', args.id);
  const reason = plainParagraphs(args.reason);
  if (reason === '')
    throw badUserInput('reason', 'Say why the badge is revoked; the reason is kept with it.');
  if (reason.length > REVOKE_REASON_MAX)
    throw badUserInput('reason', `The reason is too long; the limit is ${REVOKE_REASON_MAX} characters.`);
  const { db, viewer } = context;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(badgeAwards).where(eq(badgeAwards.id, id)).for('update');
    if (!before) throw badUserInput('id', `There is no award with id ${id}.`);
    if (before.revokedAt) return;
    const revokedAt = new Date();
    await tx
      .update(badgeAwards)
      .set({ revokedAt, revokedReason: reason, revokedBy: viewer.userId })
      .where(eq(badgeAwards.id, id));
    await writeAudit(tx, viewer, {
      action: 'badge.award.revoke',
      entityType: 'badgeAward',
      entityId: id,
      before: { badgeId: before.badgeId, userId: before.userId, revokedAt: null, revokedReason: null },
      after: { badgeId: before.badgeId, userId: before.userId, revokedAt, revokedReason: reason },
    });
  });
  const [row] = await db
    .select({
      id: badgeAwards.id,
      badgeId: badgeAwards.badgeId,
      userId: badgeAwards.userId,
      userName: users.name,
      username: users.username,
      awardedAt: badgeAwards.awardedAt,
      revokedAt: badgeAwards.revokedAt,
      revokedReason: badgeAwards.revokedReason,
      revokedBy: badgeAwards.revokedBy,
    })
    .from(badgeAwards)
    .innerJoin(users, eq(users.id, badgeAwards.userId))
    .where(eq(badgeAwards.id, id));
  if (!row) throw badUserInput('id', `There is no award with id ${id}.`);
  const [revoker] = row.revokedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.revokedBy))
    : [];
  return { ...row, revokedBy: revoker?.name ?? null };
};
