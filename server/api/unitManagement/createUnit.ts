import { units } from '../../db/schema/units';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { isAdmin } from '../unitScope';
import { checkParent, checkUnique, lockUnitTree } from './change';
import { logoFromUpload, removeLogoUpload } from './logo';
import { auditFields, loadUnitRow } from './row';
import { parseCreateInput, toUnitId } from './rules';

// Every check runs before anything is written (the parent's scope first, before any image work); the unit
// and its audit entry are one transaction under the tree's lock.
export const createUnit: MutationResolvers['createUnit'] = async (_parent, { input }, context) => {
  const { db, viewer } = context;
  const values = parseCreateInput(input);
  const parentId = toUnitId(values.parentId);
  // A manager's new unit always hangs below one of theirs: without a parent it would be nobody's.
  if (parentId === null && !isAdmin(viewer))
    throw badUserInput(
      'input.parentId',
      'Education managers create units below a unit they look after: choose the parent unit.',
    );
  await checkParent(db, viewer, null, parentId, 'input.parentId');
  await checkUnique(db, values, null);
  const logoUrl = values.logoFileId ? await logoFromUpload(context, values.logoFileId) : null;
  const id = await db.transaction(async (tx) => {
    await lockUnitTree(tx);
    await checkParent(tx, viewer, null, parentId, 'input.parentId');
    await checkUnique(tx, values, null);
    const [row] = await tx
      .insert(units)
      .values({
        name: values.name,
        key: values.key,
        displayedId: values.displayedId,
        color: values.color ?? null,
        parentId,
        logoUrl,
        isActive: values.isActive ?? true,
      })
      .returning();
    if (!row) throw new Error('The new unit could not be read back.');
    await writeAudit(tx, viewer, {
      action: 'unit.create',
      entityType: 'unit',
      entityId: String(row.id),
      unitId: row.id,
      after: auditFields(row),
    });
    return row.id;
  });
  await removeLogoUpload(context, values.logoFileId);
  return loadUnitRow(db, id);
};
