// User management per role and unit: what an administrator may do, what an education manager may do for the
// people of their units, and every refusal writing nothing (the tables are read back after each one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { verifyPassword } from '../../../server/identity/password';
import { codeOf, fieldOf, OPS, startUsersApi, type UsersApi } from './userManagementHarness';

let t: UsersApi;
beforeAll(async () => {
  t = await startUsersApi();
});
afterAll(async () => {
  await t?.close();
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  locale: 'de',
  roles: ['LEARNER'],
  unitIds: [String(t.unitIds.customerService)],
  initialPassword: 'first-password-1',
  ...overrides,
});

const lastAudit = async (entityId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('createUser', () => {
  it('creates an account that must change its password, with units, roles and an audit entry without the password', async () => {
    const res = await t.call('admin', OPS.create, { input: newUser({ username: '  Ada.L ' }) });
    expect(res.body.errors).toBeUndefined();
    const created = (res.body.data as { createUser: Record<string, unknown> }).createUser;
    expect(created).toMatchObject({
      username: 'ada.l',
      name: 'Ada Lovelace',
      locale: 'de',
      roles: ['LEARNER'],
      isActive: true,
      mustChangePassword: true,
      units: [{ id: String(t.unitIds.customerService), name: 'Customer Service', managed: true }],
    });
    const row = await t.userRow(created.id as string);
    expect(row!.passwordHash).not.toContain('first-password-1');
    expect(await verifyPassword('first-password-1', row!.passwordHash)).toBe(true);
    const audit = await lastAudit(row!.id);
    expect(audit).toMatchObject({
      action: 'user.create',
      actorId: t.userIds.admin,
      unitId: t.unitIds.customerService,
    });
    expect(audit!.changes.passwordHash).toEqual({ before: null, after: '[hidden]' });
    expect(JSON.stringify(audit!.changes)).not.toContain('first-password-1');
  });

  it.each([
    ['username', { username: 'a b' }, 'input.username', /not a valid username/],
    ['username taken', { username: 'admin' }, 'input.username', /taken/],
    ['email', { username: 'bert', email: 'bert@' }, 'input.email', /not an email address/],
    ['name', { username: 'bert', name: '  ' }, 'input.name', /name/],
    ['locale', { username: 'bert', locale: 'fr' }, 'input.locale', /not a language/],
    ['password', { username: 'bert', initialPassword: 'short' }, 'input.initialPassword', /at least 10/],
    ['roles', { username: 'bert', roles: [] }, 'input.roles', /at least one role/],
    ['unit', { username: 'bert', unitIds: ['999999'] }, 'input.unitIds.0', /no unit/],
  ])('refuses a bad %s naming the field, writing nothing', async (_what, change, field, message) => {
    const before = await t.auditCount();
    const res = await t.call('admin', OPS.create, { input: newUser(change) });
    expect(codeOf(res.body)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res.body)).toBe(field);
    expect(res.body.errors![0]!.message).toMatch(message);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'bert'))).toHaveLength(0);
    expect(await t.auditCount()).toBe(before);
  });

  it('a manager creates people only in units they look after and never grants ADMIN (FORBIDDEN, nothing written)', async () => {
    const before = await t.auditCount();
    const admin = await t.call('manager', OPS.create, {
      input: newUser({ username: 'mallory', roles: ['ADMIN'] }),
    });
    expect(codeOf(admin.body)).toBe('FORBIDDEN');
    const sales = await t.call('manager', OPS.create, {
      input: newUser({ username: 'mallory', unitIds: [String(t.unitIds.sales)] }),
    });
    expect(codeOf(sales.body)).toBe('FORBIDDEN');
    const none = await t.call('manager', OPS.create, {
      input: newUser({ username: 'mallory', unitIds: [] }),
    });
    expect(codeOf(none.body)).toBe('BAD_USER_INPUT');
    expect(fieldOf(none.body)).toBe('input.unitIds');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'mallory'))).toHaveLength(0);
    expect(await t.auditCount()).toBe(before);
    const ok = await t.call('manager', OPS.create, {
      input: newUser({ username: 'mia', roles: ['LEARNER', 'EDUCATION_MANAGER'] }),
    });
    expect(ok.body.errors).toBeUndefined();
  });

  it('a learner may not create anyone', async () => {
    const res = await t.call('learner', OPS.create, { input: newUser({ username: 'lara' }) });
    expect(codeOf(res.body)).toBe('FORBIDDEN');
  });
});

describe('updateUser', () => {
  it('a manager may not edit a person of another unit or an administrator; nothing is written', async () => {
    const before = await t.auditCount();
    const sally = await t.userRow(t.salesUser);
    const other = await t.call('manager', OPS.update, { id: t.salesUser, input: { name: 'Changed' } });
    expect(codeOf(other.body)).toBe('FORBIDDEN');
    const admin = await t.call('manager', OPS.update, { id: t.userIds.admin, input: { name: 'Changed' } });
    expect(codeOf(admin.body)).toBe('FORBIDDEN');
    // coach looks after General only; sam is only in Customer Service.
    const coach = await t.call('coach', OPS.update, { id: t.serviceUser, input: { name: 'Changed' } });
    expect(codeOf(coach.body)).toBe('FORBIDDEN');
    expect(await t.userRow(t.salesUser)).toEqual(sally);
    expect((await t.userRow(t.userIds.admin))!.name).not.toBe('Changed');
    expect((await t.userRow(t.serviceUser))!.name).toBe('sam Person');
    expect(await t.auditCount()).toBe(before);
  });

  it('a manager may not grant ADMIN to a person they manage (FORBIDDEN, roles unchanged)', async () => {
    const res = await t.call('manager', OPS.update, { id: t.serviceUser, input: { roles: ['ADMIN'] } });
    expect(codeOf(res.body)).toBe('FORBIDDEN');
    expect((await t.userRow(t.serviceUser))!.roles).toEqual(['LEARNER']);
  });

  it("a manager changes only memberships of their units; the person's other units stay", async () => {
    const both = await t.addPerson('bea', [t.unitIds.customerService, t.unitIds.sales]);
    // Sent without Sales (which coach... manager does not look after): Sales stays, General is added.
    const res = await t.call('manager', OPS.update, {
      id: both,
      input: { unitIds: [String(t.unitIds.general)] },
    });
    expect(res.body.errors).toBeUndefined();
    expect(await t.unitsOf(both)).toEqual([t.unitIds.general, t.unitIds.sales].sort((a, b) => a - b));
    const add = await t.call('manager', OPS.update, {
      id: both,
      input: { unitIds: [String(t.unitIds.general), String(t.unitIds.sales), '999999'] },
    });
    expect(codeOf(add.body)).toBe('BAD_USER_INPUT');
    expect(fieldOf(add.body)).toBe('input.unitIds.2');
    const audit = await lastAudit(both);
    expect(audit!.changes.unitIds).toEqual({
      before: [t.unitIds.customerService, t.unitIds.sales].sort((a, b) => a - b),
      after: [t.unitIds.general, t.unitIds.sales].sort((a, b) => a - b),
    });
  });

  it('answers CONFLICT with the current person when someone saved since, and saves over it when asked', async () => {
    const id = await t.addPerson('carl', [t.unitIds.general]);
    const loaded = await t.call<{ managedUser: { updatedAt: string } }>('admin', OPS.one, { id });
    const stamp = loaded.body.data!.managedUser.updatedAt;
    const first = await t.call('manager', OPS.update, {
      id,
      input: { name: 'Carl One' },
      expectedUpdatedAt: stamp,
    });
    expect(first.body.errors).toBeUndefined();
    const second = await t.call('admin', OPS.update, {
      id,
      input: { name: 'Carl Two' },
      expectedUpdatedAt: stamp,
    });
    expect(codeOf(second.body)).toBe('CONFLICT');
    expect((second.body.errors![0]!.extensions!.current as { name: string }).name).toBe('Carl One');
    expect((await t.userRow(id))!.name).toBe('Carl One');
  });

  it('refuses a username another account has, and an administrator taking ADMIN from themselves', async () => {
    const taken = await t.call('admin', OPS.update, { id: t.serviceUser, input: { username: 'sally' } });
    expect(fieldOf(taken.body)).toBe('input.username');
    const self = await t.call('admin', OPS.update, { id: t.userIds.admin, input: { roles: ['LEARNER'] } });
    expect(fieldOf(self.body)).toBe('input.roles');
    expect((await t.userRow(t.userIds.admin))!.roles).toEqual(['ADMIN']);
  });
});

describe('managedUsers', () => {
  type Page = {
    managedUsers: { total: number; hasMore: boolean; items: { username: string; isActive: boolean }[] };
  };
  it('searches name, username and email case-insensitively, filters, sorts and pages', async () => {
    const byName = await t.call<Page>('admin', OPS.list, { search: 'SALLY per' });
    expect(byName.body.data!.managedUsers.items.map((u) => u.username)).toEqual(['sally']);
    const byEmail = await t.call<Page>('admin', OPS.list, { search: 'sam@example' });
    expect(byEmail.body.data!.managedUsers.items.map((u) => u.username)).toEqual(['sam']);
    const wildcard = await t.call<Page>('admin', OPS.list, { search: '%' });
    expect(wildcard.body.data!.managedUsers.total).toBe(0);
    const inSales = await t.call<Page>('admin', OPS.list, { filter: { unitIds: [String(t.unitIds.sales)] } });
    expect(inSales.body.data!.managedUsers.items.map((u) => u.username)).toContain('sally');
    expect(inSales.body.data!.managedUsers.items.map((u) => u.username)).not.toContain('sam');
    const admins = await t.call<Page>('admin', OPS.list, { filter: { roles: ['ADMIN'] } });
    expect(admins.body.data!.managedUsers.items.map((u) => u.username)).toEqual(['admin']);
    const sorted = await t.call<Page>('admin', OPS.list, { sort: 'USERNAME', direction: 'DESC', first: 2 });
    const page = sorted.body.data!.managedUsers;
    expect(page.hasMore).toBe(true);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.username > page.items[1]!.username).toBe(true);
    const bad = await t.call('admin', OPS.list, { first: 1000 });
    expect(fieldOf(bad.body)).toBe('first');
  });

  it('shows a manager only people of their units, never an administrator', async () => {
    const res = await t.call<Page>('manager', OPS.list, { first: 100 });
    const names = res.body.data!.managedUsers.items.map((u) => u.username);
    expect(names).toContain('sam');
    expect(names).toContain('learner');
    expect(names).not.toContain('sally');
    expect(names).not.toContain('admin');
    const coach = await t.call<Page>('coach', OPS.list, { first: 100 });
    expect(coach.body.data!.managedUsers.items.map((u) => u.username)).not.toContain('sam');
    const one = await t.call('manager', OPS.one, { id: t.salesUser });
    expect(codeOf(one.body)).toBe('FORBIDDEN');
  });

  it('offers a manager their units and the roles without ADMIN', async () => {
    const res = await t.call<{ userManagementOptions: { roles: string[]; units: { name: string }[] } }>(
      'coach',
      OPS.options,
    );
    expect(res.body.data!.userManagementOptions.roles).toEqual(['EDUCATION_MANAGER', 'LEARNER']);
    expect(res.body.data!.userManagementOptions.units.map((u) => u.name)).toEqual(['Sitos Academy']);
  });
});

describe('bulk unit membership', () => {
  it('adds to and removes from a unit, all or nothing; a unit the manager does not look after is FORBIDDEN', async () => {
    const a = await t.addPerson('dora', [t.unitIds.general]);
    const b = await t.addPerson('dave', [t.unitIds.general]);
    const add = await t.call('manager', OPS.addToUnit, {
      ids: [a, b],
      unitId: String(t.unitIds.customerService),
    });
    expect(add.body.errors).toBeUndefined();
    expect(await t.unitsOf(a)).toContain(t.unitIds.customerService);
    const before = await t.auditCount();
    const foreign = await t.call('manager', OPS.addToUnit, { ids: [a, b], unitId: String(t.unitIds.sales) });
    expect(codeOf(foreign.body)).toBe('FORBIDDEN');
    const mixed = await t.call('manager', OPS.removeFromUnit, {
      ids: [a, t.salesUser],
      unitId: String(t.unitIds.customerService),
    });
    expect(codeOf(mixed.body)).toBe('FORBIDDEN');
    expect(await t.unitsOf(a)).toContain(t.unitIds.customerService);
    expect(await t.auditCount()).toBe(before);
    const remove = await t.call('manager', OPS.removeFromUnit, {
      ids: [a, b],
      unitId: String(t.unitIds.customerService),
    });
    expect(remove.body.errors).toBeUndefined();
    expect(await t.unitsOf(b)).toEqual([t.unitIds.general]);
    expect(await t.auditCount()).toBe(before + 2);
  });
});

describe('resetPassword', () => {
  it('answers a one-time password once, stores only its hash and asks for a new password at the next sign-in', async () => {
    const id = await t.addPerson('erin', [t.unitIds.general]);
    const res = await t.call<{ resetPassword: { password: string; user: { mustChangePassword: boolean } } }>(
      'coach',
      OPS.reset,
      { id },
    );
    expect(res.body.errors).toBeUndefined();
    const { password, user } = res.body.data!.resetPassword;
    expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(user.mustChangePassword).toBe(true);
    const row = await t.userRow(id);
    expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
    expect(row!.passwordHash).not.toContain(password);
    const audit = await lastAudit(id);
    expect(audit).toMatchObject({ action: 'user.resetPassword' });
    expect(audit!.changes.passwordHash).toEqual({ before: '[hidden]', after: '[hidden]' });
    expect(JSON.stringify(audit!.changes)).not.toContain(password);
    const other = await t.call('coach', OPS.reset, { id: t.serviceUser });
    expect(codeOf(other.body)).toBe('FORBIDDEN');
  });

  it('a manager may not take over a manager who looks after more units (FORBIDDEN), but may help one inside their units', async () => {
    // coach looks after General; manager also looks after Customer Service: with manager's password coach
    // would act in a unit that is not theirs.
    const before = (await t.userRow(t.userIds.manager))!;
    const up = await t.call('coach', OPS.reset, { id: t.userIds.manager });
    expect(codeOf(up.body)).toBe('FORBIDDEN');
    const rename = await t.call('coach', OPS.update, {
      id: t.userIds.manager,
      input: { email: 'me@evil.example' },
    });
    expect(codeOf(rename.body)).toBe('FORBIDDEN');
    expect(await t.userRow(t.userIds.manager)).toEqual(before);
    const list = await t.call<{ managedUsers: { items: { username: string }[] } }>('coach', OPS.list, {});
    expect(list.body.data!.managedUsers.items.map((u) => u.username)).not.toContain('manager');
    const down = await t.call('manager', OPS.reset, { id: t.userIds.coach });
    expect(down.body.errors).toBeUndefined();
  });
});
