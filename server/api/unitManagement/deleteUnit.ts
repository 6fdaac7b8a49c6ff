import { count, eq } from 'drizzle-orm';
import { media } from '../../db/schema/media';
import { news } from '../../db/schema/news';
import { units } from '../../db/schema/units';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkNotChanged, lockUnitTree, requireUnit } from './change';
import { auditFields, loadUnitRow } from './row';
import { checkUnitId } from './rules';
import { memberCountOf } from './updateUnit';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Only an empty unit goes: members, sub-units, media and news would otherwise lose their unit (or, for
// news, be deleted with it). The refusal names what is left and what to do instead.
export const deleteUnit: MutationResolvers['deleteUnit'] = async (
  _parent,
  { id, expectedUpdatedAt },
  { db, viewer },
) => {
  const unitId = checkUnitId('id', id);
  await db.transaction(async (tx) => {
    await lockUnitTree(tx);
    const unit = await requireUnit(tx, viewer, unitId, 'delete');
    await checkNotChanged(tx, unit, expectedUpdatedAt, () => loadUnitRow(tx, unitId));
    if (unit.isDefault)
      throw badUserInput(
        'id',
        `"${unit.name}" is the default unit and cannot be deleted. Make another unit the default first.`,
      );
    const [[subUnits], [mediaCount], [newsCount], members] = await Promise.all([
      tx.select({ n: count() }).from(units).where(eq(units.parentId, unitId)),
      tx.select({ n: count() }).from(media).where(eq(media.unitId, unitId)),
      tx.select({ n: count() }).from(news).where(eq(news.unitId, unitId)),
      memberCountOf(tx, unitId),
    ]);
    const left = [
      members ? plural(members, 'member', 'members') : null,
      subUnits?.n ? plural(subUnits.n, 'sub-unit', 'sub-units') : null,
      mediaCount?.n ? plural(mediaCount.n, 'medium', 'media') : null,
      newsCount?.n ? plural(newsCount.n, 'news item', 'news items') : null,
    ].filter(Boolean);
    if (left.length > 0)
      throw badUserInput(
        'id',
        `"${unit.name}" still has ${left.join(', ')}. Move or remove them first, or deactivate the unit instead.`,
      );
    await tx.delete(units).where(eq(units.id, unitId));
    await writeAudit(tx, viewer, {
      action: 'unit.delete',
      entityType: 'unit',
      entityId: String(unitId),
      unitId,
      before: auditFields(unit),
    });
  });
  return String(unitId);
};
