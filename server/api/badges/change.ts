// Archiving and restoring badges, all or nothing, each change audited. An archived badge is awarded to
// nobody any more (award.ts reads only badges not archived); awards already made stay valid (revoking is
// per award). A restored badge reaches the people who met its rule while it was archived (backfillBadge).
import { inArray } from 'drizzle-orm';
import { badges } from '../../db/schema/credentials';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import type { ApiContext } from '../context';
import { backfillBadge } from './award';
import { checkIds } from '../ids';
import { auditOf, loadBadgeRows, summaryOf } from './rows';
import { nextUpdatedAt } from '../updatedAt';

async function change(context: ApiContext, rawIds: readonly string[], archive: boolean) {
  const ids = [...new Set(checkIds('ids', rawIds))];
  const { db, viewer } = context;
  const changed = await db.transaction(async (tx) => {
    const rows = ids.length
      ? await tx.select().from(badges).where(inArray(badges.id, ids)).for('update')
      : [];
    const missing = ids.findIndex((id) => !rows.some((r) => r.id === id));
    if (missing >= 0) throw badUserInput(`ids.${missing}`, `There is no badge with id ${ids[missing]}.`);
    const done: string[] = [];
    for (const before of rows) {
      if ((before.archivedAt !== null) === archive) continue;
      const [after] = await tx
        .update(badges)
        .set({
          archivedAt: archive ? new Date() : null,
          updatedAt: nextUpdatedAt(before.updatedAt),
          updatedBy: viewer.userId,
        })
        .where(inArray(badges.id, [before.id]))
        .returning();
      await writeAudit(tx, viewer, {
        action: archive ? 'badge.archive' : 'badge.restore',
        entityType: 'badge',
        entityId: before.id,
        before: auditOf(before),
        after: auditOf(after!),
      });
      if (!archive) await backfillBadge(tx, before.id);
      done.push(before.id);
    }
    return done;
  });
  return (await loadBadgeRows(db, changed)).map(summaryOf);
}

export const archiveBadges: MutationResolvers['archiveBadges'] = (_p, { ids }, context) =>
  change(context, ids, true);

export const restoreBadges: MutationResolvers['restoreBadges'] = (_p, { ids }, context) =>
  change(context, ids, false);
