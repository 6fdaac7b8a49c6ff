// Revoking a link: administrators any link, a learner only their own (another's answers NOT_FOUND, so the
// answer does not even say the id exists). Revoking twice keeps the first revocation.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { relativeLinks, type RelativeLinkRow } from '../../db/schema/relatives';
import { writeAudit } from '../audit/record';
import type { MutationResolvers } from '../generated/resolvers';
import { loadLink } from './linkRows';
import { toMyRelativeLink } from './myRelativeLinks';
import { auditFields, isUuid, linkNotFound } from './rules';

async function revoke(db: Db, viewer: Viewer, id: string, scope?: SQL): Promise<RelativeLinkRow> {
  if (!isUuid(id)) throw linkNotFound();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(relativeLinks)
      .where(and(eq(relativeLinks.id, id), scope))
      .for('update');
    if (!before) throw linkNotFound();
    if (before.revokedAt) return before;
    const [after] = await tx
      .update(relativeLinks)
      .set({ revokedAt: new Date(), revokedBy: viewer.userId })
      .where(eq(relativeLinks.id, id))
      .returning();
    if (!after) throw linkNotFound();
    await writeAudit(tx, viewer, {
      action: 'relativeLink.revoke',
      entityType: 'relativeLink',
      entityId: id,
      before: auditFields(before),
      after: auditFields(after),
    });
    return after;
  });
}

export const revokeRelativeLink: MutationResolvers['revokeRelativeLink'] = async (
  _p,
  { id },
  { db, viewer },
) => {
  await revoke(db, viewer, id);
  const link = await loadLink(db, eq(relativeLinks.id, id));
  if (!link) throw linkNotFound();
  return link;
};

export const revokeMyRelativeLink: MutationResolvers['revokeMyRelativeLink'] = async (
  _p,
  { id },
  { db, viewer },
) => toMyRelativeLink(await revoke(db, viewer, id, eq(relativeLinks.learnerId, viewer.userId)));
