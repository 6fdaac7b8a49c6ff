// How archive, restore and publish run: in one transaction, the paths locked after the unit-scope check,
// each change written with its audit entry. A refusal anywhere rolls everything back (all or nothing).
import { eq } from 'drizzle-orm';
import { learningPaths, type LearningPathRow } from '../../db/schema/paths';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import type { Db } from '../../db/client';
import { requireManagedPaths } from '../unitScope';
import { nextUpdatedAt } from '../updatedAt';
import { auditOf, readStructure } from './store';

export type PathChange = Partial<typeof learningPaths.$inferInsert>;

/** Applies `decide(row)` to each path (null: leave it); answers the ids it changed, in the order given. */
export async function changePaths(
  context: ApiContext,
  ids: readonly string[],
  options: { action: string; doing: string; field: string },
  decide: (row: LearningPathRow, tx: Db, index: number) => Promise<PathChange | null> | PathChange | null,
): Promise<string[]> {
  const { db, viewer } = context;
  const unique = [...new Set(ids)];
  const changed = new Set<string>();
  await db.transaction(async (tx) => {
    const rows = await requireManagedPaths(tx, viewer, unique, { ...options, lock: true });
    for (const [index, row] of rows.entries()) {
      const change = await decide(row, tx, index);
      if (!change) continue;
      const [after] = await tx
        .update(learningPaths)
        .set({ ...change, updatedAt: nextUpdatedAt(row.updatedAt), updatedBy: viewer.userId })
        .where(eq(learningPaths.id, row.id))
        .returning();
      if (!after) throw new Error(`The learning path ${row.id} could not be changed.`);
      changed.add(row.id);
      const sections = await readStructure(tx, row.id);
      await writeAudit(tx, viewer, {
        action: options.action,
        entityType: 'learningPath',
        entityId: row.id,
        unitId: after.unitId,
        before: auditOf(row, sections),
        after: auditOf(after, sections),
      });
    }
  });
  return unique.filter((id) => changed.has(id));
}
