// How every change to existing media runs: in one transaction, the rows locked after the unit-scope check,
// each change written with its audit entry, and the medium read back as the managers' API shows it. A
// refusal anywhere (scope, a rule, a conflict) rolls the whole transaction back, so bulk changes are all or
// nothing and a FORBIDDEN writes nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import { conflict } from '../errors';
import { requireManagedMedia, type MediumRow } from '../unitScope';
import { langOf, type Lang } from '../locale';
import { loadManaged, loadOneManaged, type ManagedMediumRow } from './row';
import { nextUpdatedAt } from '../updatedAt';

export type MediumChange = Partial<typeof media.$inferInsert>;

/** The fields the audit log keeps for a medium (bookkeeping and the search vector left out). */
export const auditFields = (row: MediumRow): Record<string, unknown> => ({
  title: row.title,
  description: row.description,
  type: row.type,
  categoryId: row.categoryId,
  unitId: row.unitId,
  language: row.language,
  durationMinutes: row.durationMinutes,
  published: row.published,
  archivedAt: row.archivedAt,
  fileId: row.fileId,
  scormPackageId: row.scormPackageId,
  launchUrl: row.launchUrl,
  externalUrl: row.externalUrl,
  masteryScore: row.masteryScore,
  coverFileId: row.coverFileId,
  version: row.version,
});

/**
 * CONFLICT when the medium changed after `expected` (the updatedAt the caller loaded); `current` is the
 * medium as it is now, for the form's "reload" or "keep mine".
 */
export async function checkNotChanged(
  db: Db,
  lang: Lang,
  row: MediumRow,
  expected: Date | null | undefined,
): Promise<void> {
  if (!expected || row.updatedAt.getTime() <= expected.getTime()) return;
  const current = await loadOneManaged(db, lang, row.id);
  throw conflict(
    `Someone else changed "${row.title}" after you opened it. Reload to see their version, or save yours over it.`,
    current,
  );
}

export interface ChangeOptions {
  /** medium.<verb> in the audit log. */
  action: string;
  /** For the FORBIDDEN message: "change", "publish", "archive". */
  doing: string;
  field: string;
  expectedUpdatedAt?: Date | null;
  /** Answer only the media this call changed (e.g. an archive: the undo restores exactly those). */
  onlyChanged?: boolean;
}

/**
 * Applies `decide(row)` to each medium (null: leave it as it is). `decide` may throw a refusal, which undoes
 * every change made so far. Returns the media in the order of `ids` (with `onlyChanged`, those it changed).
 */
export async function changeMedia(
  context: ApiContext,
  ids: readonly string[],
  options: ChangeOptions,
  decide: (row: MediumRow, tx: Db) => Promise<MediumChange | null> | MediumChange | null,
): Promise<ManagedMediumRow[]> {
  const { db, viewer } = context;
  const lang = langOf(context);
  const unique = [...new Set(ids)];
  const changed = new Set<string>();
  await db.transaction(async (tx) => {
    const rows = await requireManagedMedia(tx, viewer, unique, {
      field: options.field,
      doing: options.doing,
      lock: true,
    });
    for (const row of rows) {
      await checkNotChanged(tx, lang, row, options.expectedUpdatedAt);
      const change = await decide(row, tx);
      if (!change) continue;
      const [after] = await tx
        .update(media)
        .set({ ...change, updatedAt: nextUpdatedAt(row.updatedAt), updatedBy: viewer.userId })
        .where(eq(media.id, row.id))
        .returning();
      if (!after) throw new Error(`The medium ${row.id} could not be changed.`);
      changed.add(row.id);
      await writeAudit(tx, viewer, {
        action: options.action,
        entityType: 'medium',
        entityId: row.id,
        unitId: after.unitId,
        before: auditFields(row),
        after: auditFields(after),
      });
    }
  });
  return loadManaged(db, lang, options.onlyChanged ? unique.filter((id) => changed.has(id)) : unique);
}
