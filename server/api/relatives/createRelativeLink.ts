// Makes a link for a learner. The token leaves the server once, in this answer; the row keeps its hash.
import { and, arrayContains, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { relativeLinks } from '../../db/schema/relatives';
import { cleanRelativeLabel, RELATIVE_LINK_LIMITS } from '../../../src/schemas/relatives';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { loadLink } from './linkRows';
import { auditFields, hashRelativeToken, isUuid, newRelativeToken, relativesUrl } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;

export const createRelativeLink: MutationResolvers['createRelativeLink'] = async (
  _parent,
  { learnerId, label, expiresInDays },
  { db, viewer, config },
) => {
  const { labelMax, daysMin, daysMax } = RELATIVE_LINK_LIMITS;
  if (!isUuid(learnerId)) throw badUserInput('learnerId', `learnerId "${learnerId}" is not a valid id.`);
  const cleanLabel = cleanRelativeLabel(label);
  if (cleanLabel.length > labelMax)
    throw badUserInput('label', `label must be at most ${labelMax} characters.`);
  if (!Number.isInteger(expiresInDays) || expiresInDays < daysMin || expiresInDays > daysMax)
    throw badUserInput(
      'expiresInDays',
      `expiresInDays must be a whole number from ${daysMin} to ${daysMax}.`,
    );
  const token = newRelativeToken();
  const id = await db.transaction(async (tx) => {
    const [learner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, learnerId), eq(users.isActive, true), arrayContains(users.roles, ['LEARNER'])));
    if (!learner) throw badUserInput('learnerId', 'learnerId names no active learner.');
    const now = new Date();
    const [row] = await tx
      .insert(relativeLinks)
      .values({
        learnerId,
        tokenHash: hashRelativeToken(token),
        label: cleanLabel,
        createdBy: viewer.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('relatives link not created');
    await writeAudit(tx, viewer, {
      action: 'relativeLink.create',
      entityType: 'relativeLink',
      entityId: row.id,
      after: auditFields(row),
    });
    return row.id;
  });
  const link = await loadLink(db, eq(relativeLinks.id, id));
  if (!link) throw new Error('relatives link vanished');
  return { link, token, url: relativesUrl(config.publicUrl, token) };
};
