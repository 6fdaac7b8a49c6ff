// Unit management as an administrator: create (with a sub-unit and a logo from a real upload), the field
// rules shared with the form, unique keys, concurrency, the tree, one default unit, deactivation with
// the members' fate, deletion only of empty units, and the audit entries each change writes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../../server/db/schema/media';
import { addLearner } from '../learning/fixtures';
import { gql, OPERATIONS } from './harness';
import { startMediaApi, type MediaApi } from './mediaHarness';
import {
  auditCount,
  codeOf,
  createUnit,
  fieldOf,
  memberIds,
  U,
  unitAudit,
  unitCount,
  unitIdByKey,
  unitRow,
  type UnitData,
} from './unitManagementOps';

let t: MediaApi;
let admin: string;
beforeAll(async () => {
  t = await startMediaApi();
  admin = t.tokens.admin;
});
afterAll(() => t.close());

describe('creating and changing units (administrator)', () => {
  it('creates a top unit and a sub-unit with path, depth and counts, each with its audit entry', async () => {
    const sales = await createUnit(t, admin, {
      name: '  Sales  ',
      key: 'sales',
      displayedId: 'U-0100',
      color: '#B45309',
    });
    expect(sales).toMatchObject({ name: 'Sales', key: 'sales', color: '#b45309', depth: 0, path: [] });
    const north = await createUnit(t, admin, {
      name: 'Sales North',
      key: 'sales-north',
      displayedId: 'U-0101',
      parentId: sales.id,
    });
    expect(north).toMatchObject({ parentId: sales.id, parentName: 'Sales', path: ['Sales'], depth: 1 });
    const again = await gql<{ unit: UnitData }>(t.api, U.one, { token: admin, variables: { id: sales.id } });
    expect(again.body.data?.unit).toMatchObject({ subUnitCount: 1, memberCount: 0, isActive: true });
    const [created] = await unitAudit(t.database, north.id, 'unit.create');
    expect(created).toMatchObject({ entityType: 'unit', unitId: Number(north.id) });
    expect(created!.changes).toMatchObject({ key: { before: null, after: 'sales-north' } });
  });

  it.each([
    [{ key: 'Bad Key' }, 'input.key'],
    [{ key: 'trailing-' }, 'input.key'],
    [{ key: '' }, 'input.key'],
    [{ name: '   ' }, 'input.name'],
    [{ displayedId: 'x'.repeat(21) }, 'input.displayedId'],
    [{ color: 'red' }, 'input.color'],
    [{ parentId: 'abc' }, 'input.parentId'],
    [{ parentId: '999999' }, 'input.parentId'],
  ])('refuses %j naming the field, writing nothing', async (bad, field) => {
    const before = [await unitCount(t.database), await auditCount(t.database)];
    const res = await gql(t.api, U.create, {
      token: admin,
      variables: { input: { name: 'Valid', key: 'valid-key', displayedId: 'U-9999', ...bad } },
    });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res)).toBe(field);
    expect([await unitCount(t.database), await auditCount(t.database)]).toEqual(before);
  });

  it('refuses a key or displayed id another unit has, as a field error', async () => {
    const dupKey = await gql(t.api, U.create, {
      token: admin,
      variables: { input: { name: 'Copy', key: 'general', displayedId: 'U-5000' } },
    });
    expect([codeOf(dupKey), fieldOf(dupKey)]).toEqual(['BAD_USER_INPUT', 'input.key']);
    expect(dupKey.body.errors?.[0]?.message).toContain('general');
    const other = await unitIdByKey(t.database, 'customer-service');
    const dupShown = await gql(t.api, U.update, {
      token: admin,
      variables: { id: String(other), input: { displayedId: 'U-0001' } },
    });
    expect([codeOf(dupShown), fieldOf(dupShown)]).toEqual(['BAD_USER_INPUT', 'input.displayedId']);
    expect((await unitRow(t.database, other))?.displayedId).toBe('U-0002');
  });

  it('answers CONFLICT with the current unit when it changed since it was read', async () => {
    const unit = await createUnit(t, admin, { name: 'Support', key: 'support', displayedId: 'U-0200' });
    const first = await gql<{ updateUnit: UnitData }>(t.api, U.update, {
      token: admin,
      variables: { id: unit.id, input: { name: 'Support desk' }, expectedUpdatedAt: unit.updatedAt },
    });
    expect(first.body.data?.updateUnit.name).toBe('Support desk');
    const stale = await gql(t.api, U.update, {
      token: admin,
      variables: { id: unit.id, input: { name: 'Mine' }, expectedUpdatedAt: unit.updatedAt },
    });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.extensions?.current).toMatchObject({ name: 'Support desk' });
    expect((await unitRow(t.database, unit.id))?.name).toBe('Support desk');
  });

  it('makes a logo from an uploaded image (re-encoded, the upload removed) and removes it again', async () => {
    const png = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const upload = await t.upload(admin, 'logo.png', new Uint8Array(png));
    expect(upload.status).toBe(201);
    const unit = await createUnit(t, admin, {
      name: 'Logo unit',
      key: 'logo-unit',
      displayedId: 'U-0300',
      logoFileId: upload.body.id,
    });
    expect(unit.logoUrl).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(unit.logoUrl!.split(',')[1]!, 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 128 });
    expect(await t.database.db.select().from(files).where(eq(files.id, upload.body.id))).toEqual([]);
    const cleared = await gql<{ updateUnit: UnitData }>(t.api, U.update, {
      token: admin,
      variables: { id: unit.id, input: { logoFileId: null } },
    });
    expect(cleared.body.data?.updateUnit.logoUrl).toBeNull();
    const pdf = await t.upload(admin, 'a.pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF'));
    if (pdf.status === 201) {
      const refused = await gql(t.api, U.update, {
        token: admin,
        variables: { id: unit.id, input: { logoFileId: pdf.body.id } },
      });
      expect([codeOf(refused), fieldOf(refused)]).toEqual(['BAD_USER_INPUT', 'input.logoFileId']);
    }
  });
});

describe('the tree', () => {
  it('refuses to put a unit below itself or one of its sub-units', async () => {
    const top = await createUnit(t, admin, { name: 'Loop top', key: 'loop-top', displayedId: 'U-0400' });
    const mid = await createUnit(t, admin, {
      name: 'Loop mid',
      key: 'loop-mid',
      displayedId: 'U-0401',
      parentId: top.id,
    });
    const low = await createUnit(t, admin, {
      name: 'Loop low',
      key: 'loop-low',
      displayedId: 'U-0402',
      parentId: mid.id,
    });
    const self = await gql(t.api, U.move, { token: admin, variables: { id: top.id, parentId: top.id } });
    expect([codeOf(self), fieldOf(self)]).toEqual(['BAD_USER_INPUT', 'parentId']);
    const below = await gql(t.api, U.move, { token: admin, variables: { id: top.id, parentId: low.id } });
    expect([codeOf(below), fieldOf(below)]).toEqual(['BAD_USER_INPUT', 'parentId']);
    expect(below.body.errors?.[0]?.message).toMatch(/loop/);
    const viaUpdate = await gql(t.api, U.update, {
      token: admin,
      variables: { id: mid.id, input: { parentId: low.id } },
    });
    expect([codeOf(viaUpdate), fieldOf(viaUpdate)]).toEqual(['BAD_USER_INPUT', 'input.parentId']);
    expect((await unitRow(t.database, top.id))?.parentId).toBeNull();
    expect((await unitRow(t.database, mid.id))?.parentId).toBe(Number(top.id));
    // Moving the lowest one to the top is fine, and audited as a move.
    const up = await gql<{ moveUnit: UnitData }>(t.api, U.move, {
      token: admin,
      variables: { id: low.id, parentId: null },
    });
    expect(up.body.data?.moveUnit).toMatchObject({ parentId: null, depth: 0 });
    const [moved] = await unitAudit(t.database, low.id, 'unit.move');
    expect(moved!.changes).toEqual({ parentId: { before: Number(mid.id), after: null } });
  });

  it('lists the tree in order (parents before children) and pages the list with search and filters', async () => {
    const tree = await gql<{ managedUnitTree: { truncated: boolean; units: UnitData[] } }>(t.api, U.tree, {
      token: admin,
    });
    const list = tree.body.data!.managedUnitTree.units;
    expect(tree.body.data?.managedUnitTree.truncated).toBe(false);
    const place = (key: string) => list.findIndex((u) => u.key === key);
    expect(place('sales')).toBeLessThan(place('sales-north'));
    for (const unit of list)
      if (unit.parentId)
        expect(list.findIndex((u) => u.id === unit.parentId)).toBeLessThan(list.indexOf(unit));
    const found = await gql<{ managedUnits: { total: number; items: UnitData[] } }>(t.api, U.list, {
      token: admin,
      variables: { search: 'U-010', sort: 'KEY', direction: 'DESC' },
    });
    expect(found.body.data?.managedUnits.items.map((u) => u.key)).toEqual(['sales-north', 'sales']);
    const top = await gql<{ managedUnits: { items: UnitData[] } }>(t.api, U.list, {
      token: admin,
      variables: { filter: { topLevel: true }, first: 100 },
    });
    expect(top.body.data?.managedUnits.items.every((u) => u.parentId === null)).toBe(true);
    const paged = await gql<{ managedUnits: { total: number; hasMore: boolean; items: UnitData[] } }>(
      t.api,
      U.list,
      {
        token: admin,
        variables: { first: 2, offset: 0 },
      },
    );
    expect(paged.body.data?.managedUnits).toMatchObject({ hasMore: true });
    expect(paged.body.data?.managedUnits.items).toHaveLength(2);
  });
});

describe('the default unit', () => {
  it('keeps exactly one default, refuses an inactive one, and defaultUnit follows', async () => {
    const cs = String(await unitIdByKey(t.database, 'customer-service'));
    const general = String(await unitIdByKey(t.database, 'general'));
    const made = await gql<{ setDefaultUnit: UnitData }>(t.api, U.setDefault, {
      token: admin,
      variables: { id: cs },
    });
    expect(made.body.data?.setDefaultUnit.isDefault).toBe(true);
    expect((await unitRow(t.database, general))?.isDefault).toBe(false);
    const shown = await gql<{ units: { defaultUnit: { key: string } } }>(t.api, OPERATIONS.defaultUnit, {
      token: t.tokens.learner,
    });
    expect(shown.body.data?.units.defaultUnit.key).toBe('customer-service');
    expect(await unitAudit(t.database, general, 'unit.setDefault')).toHaveLength(1);
    // The default cannot be switched off, neither way.
    const off = await gql(t.api, U.deactivate, { token: admin, variables: { id: cs, members: 'KEEP' } });
    expect([codeOf(off), fieldOf(off)]).toEqual(['BAD_USER_INPUT', 'id']);
    const off2 = await gql(t.api, U.update, {
      token: admin,
      variables: { id: cs, input: { isActive: false } },
    });
    expect([codeOf(off2), fieldOf(off2)]).toEqual(['BAD_USER_INPUT', 'input.isActive']);
    const inactive = await createUnit(t, admin, {
      name: 'Dormant',
      key: 'dormant',
      displayedId: 'U-0500',
      isActive: false,
    });
    const refused = await gql(t.api, U.setDefault, { token: admin, variables: { id: inactive.id } });
    expect([codeOf(refused), fieldOf(refused)]).toEqual(['BAD_USER_INPUT', 'id']);
    // Back as it was, for the tests after.
    await gql(t.api, U.setDefault, { token: admin, variables: { id: general } });
    const rows = await Promise.all([unitRow(t.database, general), unitRow(t.database, cs)]);
    expect(rows.map((r) => r?.isDefault)).toEqual([true, false]);
    // Managers may not choose the default at all.
    const manager = await gql(t.api, U.setDefault, { token: t.tokens.manager, variables: { id: cs } });
    expect(codeOf(manager)).toBe('FORBIDDEN');
  });
});

describe('deactivating and deleting', () => {
  async function unitWithMembers(key: string, n: number) {
    const unit = await createUnit(t, admin, { name: key, key, displayedId: `U-${key}` });
    const people = [];
    for (let i = 0; i < n; i++) people.push((await addLearner(t, `${key}-p${i}`, [Number(unit.id)])).id);
    return { unit, people: people.sort() };
  }

  it('keeps, moves or removes the members as asked', async () => {
    const keep = await unitWithMembers('deact-keep', 2);
    const kept = await gql<{ deactivateUnit: UnitData }>(t.api, U.deactivate, {
      token: admin,
      variables: { id: keep.unit.id, members: 'KEEP' },
    });
    expect(kept.body.data?.deactivateUnit).toMatchObject({ isActive: false, memberCount: 2 });
    expect(await memberIds(t.database, keep.unit.id)).toEqual(keep.people);

    const move = await unitWithMembers('deact-move', 2);
    const target = await createUnit(t, admin, { name: 'Target', key: 'deact-target', displayedId: 'U-T' });
    const noTarget = await gql(t.api, U.deactivate, {
      token: admin,
      variables: { id: move.unit.id, members: 'MOVE' },
    });
    expect([codeOf(noTarget), fieldOf(noTarget)]).toEqual(['BAD_USER_INPUT', 'moveMembersTo']);
    expect((await unitRow(t.database, move.unit.id))?.isActive).toBe(true);
    const moved = await gql(t.api, U.deactivate, {
      token: admin,
      variables: { id: move.unit.id, members: 'MOVE', moveMembersTo: target.id },
    });
    expect(moved.body.errors).toBeUndefined();
    expect(await memberIds(t.database, move.unit.id)).toEqual([]);
    expect(await memberIds(t.database, target.id)).toEqual(move.people);
    expect((await unitAudit(t.database, move.unit.id)).map((a) => a.action)).toEqual([
      'unit.create',
      'unit.deactivate',
      'unit.moveMembers',
    ]);
    expect(await unitAudit(t.database, target.id, 'unit.addMembers')).toHaveLength(1);

    const remove = await unitWithMembers('deact-remove', 1);
    await gql(t.api, U.deactivate, { token: admin, variables: { id: remove.unit.id, members: 'REMOVE' } });
    expect(await memberIds(t.database, remove.unit.id)).toEqual([]);
    expect((await unitRow(t.database, remove.unit.id))?.isActive).toBe(false);
    // A unit with members is not switched off by updateUnit, which cannot ask about them.
    const plain = await unitWithMembers('deact-plain', 1);
    const refused = await gql(t.api, U.update, {
      token: admin,
      variables: { id: plain.unit.id, input: { isActive: false } },
    });
    expect([codeOf(refused), fieldOf(refused)]).toEqual(['BAD_USER_INPUT', 'input.isActive']);
    // Reactivating is a plain update.
    const back = await gql<{ updateUnit: UnitData }>(t.api, U.update, {
      token: admin,
      variables: { id: remove.unit.id, input: { isActive: true } },
    });
    expect(back.body.data?.updateUnit.isActive).toBe(true);
  });

  it('deletes only an empty unit and says what is left otherwise', async () => {
    const full = await unitWithMembers('del-full', 1);
    const child = await createUnit(t, admin, {
      name: 'Child',
      key: 'del-child',
      displayedId: 'U-DC',
      parentId: full.unit.id,
    });
    const refused = await gql(t.api, U.remove, { token: admin, variables: { id: full.unit.id } });
    expect([codeOf(refused), fieldOf(refused)]).toEqual(['BAD_USER_INPUT', 'id']);
    expect(refused.body.errors?.[0]?.message).toMatch(/1 member, 1 sub-unit/);
    expect(await unitRow(t.database, full.unit.id)).toBeDefined();
    const general = await unitIdByKey(t.database, 'general');
    const def = await gql(t.api, U.remove, { token: admin, variables: { id: String(general) } });
    expect(def.body.errors?.[0]?.message).toMatch(/default unit/);
    const gone = await gql<{ deleteUnit: string }>(t.api, U.remove, {
      token: admin,
      variables: { id: child.id },
    });
    expect(gone.body.data?.deleteUnit).toBe(child.id);
    expect(await unitRow(t.database, child.id)).toBeUndefined();
    const [entry] = await unitAudit(t.database, child.id, 'unit.delete');
    expect(entry).toMatchObject({ unitId: Number(child.id) });
    expect(entry!.changes).toMatchObject({ key: { before: 'del-child', after: null } });
  });
});
