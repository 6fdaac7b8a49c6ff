// Unit management as an education manager: only the units they look after and every unit below them.
// A manager working on another department's units (create below, edit, move, deactivate, delete, members)
// gets FORBIDDEN and nothing is written (the tables and the audit log are read to prove it); a manager
// cannot make a top unit, move a unit out of their part of the tree, or add administrators or people of
// other units as members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearner } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';
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

let t: TestApi;
let manager: string;
let sales: UnitData;
let salesNorth: UnitData;
let outsider: { id: string };
let cs: string;
beforeAll(async () => {
  t = await startTestApi();
  manager = t.tokens.manager;
  // The demo manager belongs to general and customer-service; sales is another department.
  sales = await createUnit(t, t.tokens.admin, { name: 'Sales', key: 'sales', displayedId: 'U-0100' });
  salesNorth = await createUnit(t, t.tokens.admin, {
    name: 'Sales North',
    key: 'sales-north',
    displayedId: 'U-0101',
    parentId: sales.id,
  });
  outsider = await addLearner(t, 'sales-person', [Number(sales.id)]);
  cs = String(await unitIdByKey(t.database, 'customer-service'));
});
afterAll(() => t.close());

/** Runs `call` and expects FORBIDDEN with the units, memberships and audit log unchanged. */
async function forbiddenAndNothingWritten(call: () => Promise<{ body: { errors?: unknown[] } }>) {
  const before = {
    units: await unitCount(t.database),
    audit: await auditCount(t.database),
    sales: await unitRow(t.database, sales.id),
    north: await unitRow(t.database, salesNorth.id),
    salesMembers: await memberIds(t.database, sales.id),
    csMembers: await memberIds(t.database, cs),
  };
  const res = (await call()) as Parameters<typeof codeOf>[0];
  expect(codeOf(res)).toBe('FORBIDDEN');
  expect({
    units: await unitCount(t.database),
    audit: await auditCount(t.database),
    sales: await unitRow(t.database, sales.id),
    north: await unitRow(t.database, salesNorth.id),
    salesMembers: await memberIds(t.database, sales.id),
    csMembers: await memberIds(t.database, cs),
  }).toEqual(before);
}

describe("a manager and another department's units", () => {
  it('sees only their units in the list and the tree, and not another unit by id', async () => {
    const list = await gql<{ managedUnits: { items: UnitData[] } }>(t.api, U.list, {
      token: manager,
      variables: { first: 100 },
    });
    const keys = list.body.data!.managedUnits.items.map((u) => u.key);
    expect(keys).toEqual(expect.arrayContaining(['general', 'customer-service']));
    expect(keys).not.toContain('sales');
    expect(keys).not.toContain('sales-north');
    const tree = await gql<{ managedUnitTree: { units: UnitData[] } }>(t.api, U.tree, { token: manager });
    expect(tree.body.data!.managedUnitTree.units.map((u) => u.key)).not.toContain('sales');
    const one = await gql(t.api, U.one, { token: manager, variables: { id: salesNorth.id } });
    expect(codeOf(one)).toBe('FORBIDDEN');
    const members = await gql(t.api, U.members, { token: manager, variables: { unitId: sales.id } });
    expect(codeOf(members)).toBe('FORBIDDEN');
  });

  it('is refused creating, editing, moving, deactivating and deleting there, and nothing is written', async () => {
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.create, {
        token: manager,
        variables: { input: { name: 'Sneaky', key: 'sneaky', displayedId: 'U-S', parentId: sales.id } },
      }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.update, { token: manager, variables: { id: salesNorth.id, input: { name: 'Mine now' } } }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.move, { token: manager, variables: { id: salesNorth.id, parentId: cs } }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.deactivate, { token: manager, variables: { id: sales.id, members: 'REMOVE' } }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.remove, { token: manager, variables: { id: salesNorth.id } }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.addMembers, {
        token: manager,
        variables: { unitId: sales.id, userIds: [t.userIds.learner] },
      }),
    );
  });

  it('cannot move their own units out of their part of the tree, nor make a top unit', async () => {
    const hotline = await createUnit(t, manager, {
      name: 'Hotline',
      key: 'hotline',
      displayedId: 'U-0003',
      parentId: cs,
    });
    expect(hotline).toMatchObject({ parentId: cs, path: ['Customer Service'], depth: 1 });
    expect(await unitAudit(t.database, hotline.id, 'unit.create')).toHaveLength(1);
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.move, { token: manager, variables: { id: hotline.id, parentId: sales.id } }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.move, { token: manager, variables: { id: hotline.id, parentId: null } }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.update, { token: manager, variables: { id: hotline.id, input: { parentId: sales.id } } }),
    );
    // A top unit of their own is no choice either (the parent is required of a manager).
    const top = await gql(t.api, U.create, {
      token: manager,
      variables: { input: { name: 'Top', key: 'mgr-top', displayedId: 'U-MT' } },
    });
    expect([codeOf(top), fieldOf(top)]).toEqual(['BAD_USER_INPUT', 'input.parentId']);
    // Within their part of the tree, moving works (under general, which they also belong to).
    const general = String(await unitIdByKey(t.database, 'general'));
    const moved = await gql<{ moveUnit: UnitData }>(t.api, U.move, {
      token: manager,
      variables: { id: hotline.id, parentId: general },
    });
    expect(moved.body.data?.moveUnit.parentId).toBe(general);
    // Their unit below itself: the loop is refused as for an administrator.
    const loop = await gql(t.api, U.move, {
      token: manager,
      variables: { id: general, parentId: hotline.id },
    });
    expect([codeOf(loop), fieldOf(loop)]).toEqual(['BAD_USER_INPUT', 'parentId']);
  });
});

describe("a manager and their units' members", () => {
  it('adds and removes people of their units, never an administrator or a person of another unit', async () => {
    const team = await createUnit(t, manager, {
      name: 'Team',
      key: 'team',
      displayedId: 'U-TM',
      parentId: cs,
    });
    const added = await gql<{ addUnitMembers: number }>(t.api, U.addMembers, {
      token: manager,
      variables: { unitId: team.id, userIds: [t.userIds.learner, t.userIds.learner] },
    });
    expect(added.body.data?.addUnitMembers).toBe(1);
    expect(await memberIds(t.database, team.id)).toEqual([t.userIds.learner]);
    const [entry] = await unitAudit(t.database, team.id, 'unit.addMembers');
    expect(entry!.changes).toMatchObject({ userIds: { after: [t.userIds.learner] } });
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.addMembers, {
        token: manager,
        variables: { unitId: team.id, userIds: [t.userIds.admin] },
      }),
    );
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.addMembers, { token: manager, variables: { unitId: team.id, userIds: [outsider.id] } }),
    );
    // The candidates offered are exactly the people the manager may add.
    const offered = await gql<{ unitMemberCandidates: { id: string; roles: string[] }[] }>(
      t.api,
      U.candidates,
      {
        token: manager,
        variables: { unitId: team.id },
      },
    );
    const ids = offered.body.data!.unitMemberCandidates.map((c) => c.id);
    expect(ids).not.toContain(t.userIds.admin);
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(t.userIds.learner);
    expect(offered.body.data!.unitMemberCandidates.every((c) => !c.roles.includes('ADMIN'))).toBe(true);
    // The admin (member of general) is listed but not manageable for the manager.
    const general = String(await unitIdByKey(t.database, 'general'));
    const members = await gql<{
      unitMembers: { items: { username: string; manageable: boolean; roles: string[] }[] };
    }>(t.api, U.members, { token: manager, variables: { unitId: general } });
    const adminRow = members.body.data!.unitMembers.items.find((m) => m.username === 'admin');
    expect(adminRow).toMatchObject({ manageable: false, roles: ['ADMIN'] });
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.removeMembers, {
        token: manager,
        variables: { unitId: general, userIds: [t.userIds.admin] },
      }),
    );
    const removed = await gql<{ removeUnitMembers: number }>(t.api, U.removeMembers, {
      token: manager,
      variables: { unitId: team.id, userIds: [t.userIds.learner] },
    });
    expect(removed.body.data?.removeUnitMembers).toBe(1);
    expect(await memberIds(t.database, team.id)).toEqual([]);
  });

  it('moves members on deactivation only to a unit they look after, and never an administrator', async () => {
    const unit = await createUnit(t, manager, {
      name: 'Shift',
      key: 'shift',
      displayedId: 'U-SH',
      parentId: cs,
    });
    await gql(t.api, U.addMembers, {
      token: manager,
      variables: { unitId: unit.id, userIds: [t.userIds.learner] },
    });
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.deactivate, {
        token: manager,
        variables: { id: unit.id, members: 'MOVE', moveMembersTo: sales.id },
      }),
    );
    expect((await unitRow(t.database, unit.id))?.isActive).toBe(true);
    // A unit with an administrator among its members: the manager may keep them, not remove them.
    const withAdmin = await createUnit(t, manager, {
      name: 'Board',
      key: 'board',
      displayedId: 'U-BD',
      parentId: cs,
    });
    await gql(t.api, U.addMembers, {
      token: t.tokens.admin,
      variables: { unitId: withAdmin.id, userIds: [t.userIds.admin] },
    });
    expect(await memberIds(t.database, withAdmin.id)).toEqual([t.userIds.admin]);
    await forbiddenAndNothingWritten(() =>
      gql(t.api, U.deactivate, { token: manager, variables: { id: withAdmin.id, members: 'REMOVE' } }),
    );
    expect((await unitRow(t.database, withAdmin.id))?.isActive).toBe(true);
    const done = await gql(t.api, U.deactivate, {
      token: manager,
      variables: { id: unit.id, members: 'MOVE', moveMembersTo: cs },
    });
    expect(done.body.errors).toBeUndefined();
    expect(await memberIds(t.database, unit.id)).toEqual([]);
    expect(await memberIds(t.database, cs)).toContain(t.userIds.learner);
  });
});
