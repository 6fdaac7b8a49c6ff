// Badge administration through the API: saving (rules shared with the editor, the field named, nothing
// written on a refusal), concurrency, the list, archive/restore (archived badges are not awarded),
// awards and revoking with a reason, the audit log, and refusals for managers and learners.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { badgeAwards, badges } from '../../../server/db/schema/credentials';
import { awardBadgesOnLogin } from '../../../server/api/badges/award';
import { addMedium } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { B, design, systemBadge, type SavedBadge } from './badgeAdminOps';

let t: TestApi;
let medium: string;
beforeAll(async () => {
  t = await startTestApi();
  medium = await addMedium(t.database, { title: 'Fire safety' });
});
afterAll(() => t.close());

async function save(input: Record<string, unknown>, token = t.tokens.admin) {
  return gql<{ saveBadge: SavedBadge }>(t.api, B.save, { token, variables: { input } });
}
async function saved(input: Record<string, unknown>) {
  const res = await save(input);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.saveBadge;
}
const badgeCount = async () => (await t.database.db.select({ n: count() }).from(badges))[0]!.n;

describe('saveBadge', () => {
  it('creates a system badge with a design, cleaned as the editor cleans it, and audits it', async () => {
    const badge = await saved(
      systemBadge('  Ten   sign-ins ', {
        translations: [{ locale: 'de', name: 'Zehn Anmeldungen', description: null, criteria: '' }],
      }),
    );
    expect(badge).toMatchObject({
      kind: 'SYSTEM',
      rule: 'LOGIN_COUNT',
      threshold: 10,
      name: 'Ten sign-ins',
      language: 'en',
      imageFileId: null,
      imageUrl: null,
      design: { shape: 'shield', colour: '#1d4ed8', icon: 'trophy', text: '10×' },
      awardCount: 0,
      archivedAt: null,
    });
    expect(badge.translations).toEqual([
      { locale: 'de', name: 'Zehn Anmeldungen', description: null, criteria: null },
    ]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, badge.id));
    expect(entries.map((e) => e.action)).toEqual(['badge.create']);
    expect(entries[0]!.changes).toMatchObject({ name: { before: null, after: 'Ten sign-ins' } });
  });

  it('makes a course badge for a medium and names the medium', async () => {
    const badge = await saved({
      kind: 'COURSE',
      rule: 'MEDIUM',
      mediaId: medium,
      name: 'Fire warden',
      design: design({ shape: 'circle', text: '' }),
    });
    expect(badge).toMatchObject({
      rule: 'MEDIUM',
      mediaId: medium,
      subjectTitle: 'Fire safety',
      threshold: null,
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ description: 'x'.repeat(1001) }, 'description'],
    [{ criteria: 'x'.repeat(1001) }, 'criteria'],
    [{ threshold: 0 }, 'threshold'],
    [{ threshold: null }, 'threshold'],
    [{ threshold: 100_001 }, 'threshold'],
    [{ rule: 'MEDIUM' }, 'rule'],
    [{ kind: 'COURSE', rule: 'MEDIUM', mediaId: null }, 'mediaId'],
    [{ kind: 'COURSE', rule: 'PATH' }, 'pathId'],
    [{ kind: 'COURSE', rule: 'MEDIUM', mediaId: 'not-an-id' }, 'mediaId'],
    [{ kind: 'COURSE', rule: 'MEDIUM', mediaId: '00000000-0000-4000-8000-000000000000' }, 'mediaId'],
    [{ kind: 'COURSE', rule: 'PATH', pathId: '00000000-0000-4000-8000-000000000000' }, 'pathId'],
    [{ design: null }, 'imageFileId'],
    [{ design: design({ colour: 'blue' }) }, 'design.colour'],
    [{ design: design({ shape: 'blob' }) }, 'design.shape'],
    [{ design: design({ icon: 'skull' }) }, 'design.icon'],
    [{ design: design({ text: 'x'.repeat(17) }) }, 'design.text'],
    [{ language: 'English' }, 'language'],
    [{ translations: [{ locale: 'en', name: 'Same' }] }, 'translations.0.locale'],
    [{ translations: [{ locale: 'de' }, { locale: 'de' }] }, 'translations.1.locale'],
    [
      { translations: Array.from({ length: 20 }, (_, i) => ({ locale: `l${String.fromCharCode(97 + i)}` })) },
      'translations',
    ],
    [{ imageFileId: 'nope' }, 'imageFileId'],
    [{ imageFileId: '00000000-0000-4000-8000-000000000000' }, 'imageFileId'],
  ])('refuses %j naming %s and writes nothing', async (change, field) => {
    const before = await badgeCount();
    const res = await save(systemBadge('Refused', change));
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(res.body.errors?.[0]?.message).not.toMatch(/\.[a-z]+[A-Z]/); // a sentence, not an issue code
    expect(await badgeCount()).toBe(before);
  });

  it('refuses a changed kind, an unknown id, and a stale version with CONFLICT and the badge as it is', async () => {
    const badge = await saved(systemBadge('Versioned'));
    const kind = await save({
      ...systemBadge('Versioned'),
      id: badge.id,
      kind: 'COURSE',
      rule: 'MEDIUM',
      mediaId: medium,
    });
    expect(kind.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'kind' });
    const unknown = await save({ ...systemBadge('Ghost'), id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });

    const first = await saved({
      ...systemBadge('Versioned, theirs'),
      id: badge.id,
      expectedUpdatedAt: badge.updatedAt,
    });
    expect(new Date(first.updatedAt).getTime()).toBeGreaterThan(new Date(badge.updatedAt).getTime());
    const stale = await save({
      ...systemBadge('Versioned, mine'),
      id: badge.id,
      expectedUpdatedAt: badge.updatedAt,
    });
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: badge.id, name: 'Versioned, theirs' },
    });
    const [row] = await t.database.db.select().from(badges).where(eq(badges.id, badge.id));
    expect(row!.name).toBe('Versioned, theirs');
    // "Keep mine": saved again with their version.
    const mine = await saved({
      ...systemBadge('Versioned, mine'),
      id: badge.id,
      expectedUpdatedAt: first.updatedAt,
    });
    expect(mine.name).toBe('Versioned, mine');
  });

  it('switching the rule drops what the old rule needed', async () => {
    const badge = await saved(systemBadge('Switching'));
    const after = await saved({
      ...systemBadge('Switching'),
      id: badge.id,
      rule: 'FIRST_COMPLETION',
      threshold: 99,
    });
    expect(after).toMatchObject({ rule: 'FIRST_COMPLETION', threshold: null });
  });

  it('awards the people who already meet the rule on save', async () => {
    await t.database.db.update(users).set({ loginCount: 12 }).where(eq(users.id, t.userIds.learner));
    const badge = await saved(systemBadge('Backfilled', { threshold: 11 }));
    expect(badge.awardCount).toBeGreaterThanOrEqual(1);
    const awards = await t.database.db
      .select()
      .from(badgeAwards)
      .where(and(eq(badgeAwards.badgeId, badge.id), eq(badgeAwards.userId, t.userIds.learner)));
    expect(awards).toHaveLength(1);
  });
});

describe('access', () => {
  it.each(['manager', 'learner', 'coach'] as const)('refuses %s everything, writing nothing', async (who) => {
    const token = t.tokens[who];
    const before = await badgeCount();
    const res = await save(systemBadge('Not mine'), token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await badgeCount()).toBe(before);
    const list = await gql(t.api, B.list, { token, variables: { kind: 'SYSTEM' } });
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const revoke = await gql(t.api, B.revoke, {
      token,
      variables: { id: '00000000-0000-4000-8000-000000000000', reason: 'x' },
    });
    expect(revoke.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('list, archive and restore', () => {
  it('lists one kind, searched, sorted and paged, archived ones apart', async () => {
    const a = await saved(systemBadge('Zebra list badge', { threshold: 3 }));
    const b = await saved(systemBadge('Aardvark list badge', { threshold: 7 }));
    const list = async (variables: Record<string, unknown>) => {
      const res = await gql<{
        badges: { total: number; hasMore: boolean; items: Array<{ id: string; name: string }> };
      }>(t.api, B.list, { token: t.tokens.admin, variables: { kind: 'SYSTEM', ...variables } });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.badges;
    };
    const found = await list({ search: 'list badge', sort: 'NAME', direction: 'ASC' });
    expect(found.items.map((i) => i.id)).toEqual([b.id, a.id]);
    const paged = await list({ search: 'list badge', sort: 'NAME', direction: 'ASC', first: 1, offset: 1 });
    expect(paged).toMatchObject({ total: 2, hasMore: false, items: [{ id: a.id }] });
    expect((await list({ search: 'list badge' })).items).toHaveLength(2);
    expect(
      (
        await gql(t.api, B.list, {
          token: t.tokens.admin,
          variables: { kind: 'COURSE', search: 'list badge' },
        })
      ).body.data,
    ).toMatchObject({ badges: { total: 0 } });
    const bad = await gql(t.api, B.list, { token: t.tokens.admin, variables: { kind: 'SYSTEM', first: 0 } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });

    const archived = await gql<{ archiveBadges: Array<{ id: string; archivedAt: string }> }>(
      t.api,
      B.archive,
      {
        token: t.tokens.admin,
        variables: { ids: [a.id] },
      },
    );
    expect(archived.body.data!.archiveBadges.map((x) => x.id)).toEqual([a.id]);
    expect((await list({ search: 'list badge' })).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list({ search: 'list badge', filter: { archived: true } })).items.map((i) => i.id)).toEqual(
      [a.id],
    );
    // Archiving again changes nothing and answers nothing (an undo restores exactly what this call archived).
    const again = await gql<{ archiveBadges: unknown[] }>(t.api, B.archive, {
      token: t.tokens.admin,
      variables: { ids: [a.id] },
    });
    expect(again.body.data!.archiveBadges).toEqual([]);
    const restored = await gql<{ restoreBadges: Array<{ id: string; archivedAt: string | null }> }>(
      t.api,
      B.restore,
      {
        token: t.tokens.admin,
        variables: { ids: [a.id] },
      },
    );
    expect(restored.body.data!.restoreBadges).toEqual([{ id: a.id, archivedAt: null }]);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, a.id));
    expect(actions.map((x) => x.action).sort()).toEqual(['badge.archive', 'badge.create', 'badge.restore']);
  });

  it('an unknown id in a bulk change refuses the whole call', async () => {
    const a = await saved(systemBadge('Bulk'));
    const res = await gql(t.api, B.archive, {
      token: t.tokens.admin,
      variables: { ids: [a.id, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids.1' });
    const [row] = await t.database.db.select().from(badges).where(eq(badges.id, a.id));
    expect(row!.archivedAt).toBeNull();
  });

  it('an archived badge is not awarded; its awards stay valid; restoring awards who qualified meanwhile', async () => {
    const badge = await saved(systemBadge('Archived rule', { threshold: 500 }));
    await t.database.db.update(users).set({ loginCount: 600 }).where(eq(users.id, t.userIds.coach));
    await t.database.db.insert(badgeAwards).values({ badgeId: badge.id, userId: t.userIds.admin });
    await gql(t.api, B.archive, { token: t.tokens.admin, variables: { ids: [badge.id] } });
    await t.database.db.transaction((tx) => awardBadgesOnLogin(tx, t.userIds.coach, 600));
    const held = await t.database.db.select().from(badgeAwards).where(eq(badgeAwards.badgeId, badge.id));
    expect(held.map((h) => h.userId)).toEqual([t.userIds.admin]);
    expect(held[0]!.revokedAt).toBeNull();
    await gql(t.api, B.restore, { token: t.tokens.admin, variables: { ids: [badge.id] } });
    const now = await t.database.db.select().from(badgeAwards).where(eq(badgeAwards.badgeId, badge.id));
    expect(now.map((h) => h.userId).sort()).toEqual([t.userIds.admin, t.userIds.coach].sort());
  });
});

describe('awards and revoking', () => {
  it('lists a badge’s awards and revokes one with a reason, audited; the rule never gives it back', async () => {
    const badge = await saved(systemBadge('Revocable', { threshold: 100_000 }));
    const [award] = await t.database.db
      .insert(badgeAwards)
      .values({ badgeId: badge.id, userId: t.userIds.learner })
      .returning();
    const listed = await gql<{
      badgeAwards: {
        total: number;
        items: Array<{ id: string; userName: string; revokedAt: string | null }>;
      };
    }>(t.api, B.awards, { token: t.tokens.admin, variables: { badgeId: badge.id } });
    expect(listed.body.data!.badgeAwards).toMatchObject({
      total: 1,
      items: [{ id: award!.id, revokedAt: null }],
    });

    const empty = await gql(t.api, B.revoke, {
      token: t.tokens.admin,
      variables: { id: award!.id, reason: '   ' },
    });
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const long = await gql(t.api, B.revoke, {
      token: t.tokens.admin,
      variables: { id: award!.id, reason: 'x'.repeat(501) },
    });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const [untouched] = await t.database.db.select().from(badgeAwards).where(eq(badgeAwards.id, award!.id));
    expect(untouched!.revokedAt).toBeNull();

    const res = await gql<{
      revokeBadgeAward: { revokedAt: string; revokedReason: string; revokedBy: string };
    }>(t.api, B.revoke, { token: t.tokens.admin, variables: { id: award!.id, reason: ' Shared account ' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.revokeBadgeAward).toMatchObject({ revokedReason: 'Shared account' });
    const [row] = await t.database.db.select().from(badgeAwards).where(eq(badgeAwards.id, award!.id));
    expect(row).toMatchObject({ revokedReason: 'Shared account', revokedBy: t.userIds.admin });
    // The answer's instant is the stored one, not just any value.
    expect(new Date(res.body.data!.revokeBadgeAward.revokedAt).toISOString()).toBe(
      row!.revokedAt!.toISOString(),
    );
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, award!.id));
    expect(audit.map((a) => a.action)).toEqual(['badge.award.revoke']);

    // A second revoke keeps the first reason.
    await gql(t.api, B.revoke, { token: t.tokens.admin, variables: { id: award!.id, reason: 'Other' } });
    const [still] = await t.database.db.select().from(badgeAwards).where(eq(badgeAwards.id, award!.id));
    expect(still!.revokedReason).toBe('Shared account');
    const counts = await gql<{ badge: SavedBadge }>(t.api, B.get, {
      token: t.tokens.admin,
      variables: { id: badge.id },
    });
    expect(counts.body.data!.badge).toMatchObject({ awardCount: 0, revokedCount: 1 });

    // The rule meets the learner again: the revoked award stays revoked, no second award.
    await t.database.db.transaction((tx) => awardBadgesOnLogin(tx, t.userIds.learner, 100_000));
    const rows = await t.database.db.select().from(badgeAwards).where(eq(badgeAwards.badgeId, badge.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).not.toBeNull();
  });

  it('refuses an unknown award and malformed ids', async () => {
    const res = await gql(t.api, B.revoke, {
      token: t.tokens.admin,
      variables: { id: '00000000-0000-4000-8000-000000000000', reason: 'why' },
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const bad = await gql(t.api, B.awards, { token: t.tokens.admin, variables: { badgeId: 'x' } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'badgeId' });
    const one = await gql(t.api, B.get, {
      token: t.tokens.admin,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(one.body.data).toEqual({ badge: null });
  });
});
