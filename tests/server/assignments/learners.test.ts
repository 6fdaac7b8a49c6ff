// Who an assignment reaches: people, units and the units below them, now and later; never inactive people,
// non-learners, withdrawn assignments or learners let off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { media } from '../../../server/db/schema/media';
import {
  assignmentLearnerOverrides,
  assignments,
  assignmentTargets,
} from '../../../server/db/schema/assignments';
import { listAssignmentLearners } from '../../../server/api/assignments/learners';

let database: Database;
let db: Db;
const ids: Record<string, string> = {};
const unitIds: Record<string, number> = {};
let mediumId = '';

async function person(name: string, roles = ['LEARNER'], isActive = true) {
  const [row] = await db
    .insert(users)
    .values({ username: name, passwordHash: 'x', name, email: `${name}@example.org`, roles, isActive })
    .returning({ id: users.id });
  ids[name] = row!.id;
}

async function unit(key: string, parent?: string) {
  const [row] = await db
    .insert(units)
    .values({ key, name: key, displayedId: `U-${key}`, parentId: parent ? unitIds[parent] : null })
    .returning({ id: units.id });
  unitIds[key] = row!.id;
}

const join = (name: string, key: string, at?: Date) =>
  db
    .insert(userUnits)
    .values({ userId: ids[name]!, unitId: unitIds[key]!, ...(at ? { createdAt: at } : {}) });

async function assignment(created: Date, targets: Array<{ userId?: string; unitId?: number }>) {
  const [row] = await db
    .insert(assignments)
    .values({ mediaId: mediumId, createdAt: created })
    .returning({ id: assignments.id });
  await db.insert(assignmentTargets).values(
    targets.map((t) => ({
      assignmentId: row!.id,
      userId: t.userId ?? null,
      unitId: t.unitId ?? null,
      createdAt: created,
    })),
  );
  return row!.id;
}

const names = (rows: Array<{ userId: string }>) =>
  rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.userId)).sort();

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [m] = await db
    .insert(media)
    .values({ title: 'Fire safety', type: 'LINK' })
    .returning({ id: media.id });
  mediumId = m!.id;
  await unit('sales');
  await unit('sales-north', 'sales');
  await unit('sales-north-team', 'sales-north');
  await unit('hr');
  await person('anna');
  await person('ben');
  await person('carla');
  await person('dora', ['EDUCATION_MANAGER']);
  await person('emil', ['LEARNER'], false);
  await person('fritz');
  await join('anna', 'sales', new Date('2026-01-01T00:00:00Z'));
  await join('ben', 'sales-north-team', new Date('2026-01-01T00:00:00Z'));
  await join('carla', 'hr', new Date('2026-01-05T00:00:00Z'));
  await join('dora', 'sales');
  await join('emil', 'sales');
});

afterAll(() => database.close());

describe('assignment learners', () => {
  it('reaches a unit’s learners and those of the units below it, not managers or inactive people', async () => {
    const id = await assignment(new Date('2026-02-01T00:00:00Z'), [{ unitId: unitIds.sales }]);
    const rows = await listAssignmentLearners(db, { assignmentIds: [id] });
    expect(names(rows)).toEqual(['anna', 'ben']);
    // Members before the assignment were reached when it was made.
    expect(rows.every((r) => r.assignedAt.toISOString() === '2026-02-01T00:00:00.000Z')).toBe(true);
  });

  it('reaches someone who joins later, from the day they joined; and their own list finds it walking up', async () => {
    const id = await assignment(new Date('2026-02-01T00:00:00Z'), [{ unitId: unitIds['sales-north']! }]);
    await join('fritz', 'sales-north-team', new Date('2026-03-15T08:00:00Z'));
    const rows = await listAssignmentLearners(db, { assignmentIds: [id] });
    expect(names(rows)).toEqual(['ben', 'fritz']);
    expect(rows.find((r) => r.userId === ids.fritz)!.assignedAt.toISOString()).toBe(
      '2026-03-15T08:00:00.000Z',
    );
    const own = await listAssignmentLearners(db, { userId: ids.fritz! });
    expect(own.map((r) => r.assignmentId)).toContain(id);
    expect(own.find((r) => r.assignmentId === id)!.assignedAt.toISOString()).toBe('2026-03-15T08:00:00.000Z');
    // Leaving the unit ends it.
    await db.delete(userUnits).where(eq(userUnits.userId, ids.fritz!));
    expect(await listAssignmentLearners(db, { userId: ids.fritz! })).toEqual([]);
  });

  it('counts a person targeted twice (directly and through a unit) once, from the earlier day', async () => {
    const id = await assignment(new Date('2026-02-01T00:00:00Z'), [{ unitId: unitIds.hr }]);
    await db
      .insert(assignmentTargets)
      .values({ assignmentId: id, userId: ids.carla!, createdAt: new Date('2026-04-01T00:00:00Z') });
    const rows = await listAssignmentLearners(db, { assignmentIds: [id] });
    expect(names(rows)).toEqual(['carla']);
    expect(rows[0]!.assignedAt.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('leaves out withdrawn assignments and learners let off', async () => {
    const id = await assignment(new Date('2026-02-01T00:00:00Z'), [
      { userId: ids.anna },
      { userId: ids.carla },
    ]);
    await db
      .insert(assignmentLearnerOverrides)
      .values({ assignmentId: id, userId: ids.anna!, withdrawnAt: new Date() });
    expect(names(await listAssignmentLearners(db, { assignmentIds: [id] }))).toEqual(['carla']);
    await db.update(assignments).set({ withdrawnAt: new Date() }).where(eq(assignments.id, id));
    expect(await listAssignmentLearners(db, { assignmentIds: [id] })).toEqual([]);
    expect(await listAssignmentLearners(db, { assignmentIds: [] })).toEqual([]);
  });
});
