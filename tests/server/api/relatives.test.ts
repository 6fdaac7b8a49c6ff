// Relatives' links through GraphQL: administrators make, list and revoke them; a learner sees and revokes
// only their own; nobody else may; bad input names its field and writes nothing; the token is kept only
// as its hash and never reaches the audit log.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { addLearner } from '../learning/fixtures';
import { relativeLinks } from '../../../server/db/schema/relatives';
import { gql, startTestApi, type TestApi } from './harness';
import { addFamily, createLink, RQ, type Family } from './relativesHarness';

let t: TestApi;
let family: Family;
beforeAll(async () => {
  t = await startTestApi();
  family = await addFamily(t);
});
afterAll(() => t.close());

const linkCount = async () => (await t.database.db.select().from(relativeLinks)).length;

describe('createRelativeLink', () => {
  it('answers the token and address once and stores only the SHA-256 of the token', async () => {
    const res = await gql<{
      createRelativeLink: { token: string; url: string; link: Record<string, unknown> };
    }>(t.api, RQ.create, {
      token: t.tokens.admin,
      variables: { learnerId: family.anna.id, label: '  mother ', days: 30 },
    });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data!.createRelativeLink;
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${t.config.publicUrl}/relatives#token=${created.token}`);
    expect(created.link).toMatchObject({ learnerId: family.anna.id, label: 'mother', state: 'ACTIVE' });
    const expires = new Date(created.link.expiresAt as string).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const rows = await t.database.db
      .select()
      .from(relativeLinks)
      .where(eq(relativeLinks.id, created.link.id as string));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(created.token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(created.token).digest('base64url'));

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.link.id as string));
    expect(audit).toMatchObject({ action: 'relativeLink.create', entityType: 'relativeLink' });
    expect(JSON.stringify(audit)).not.toContain(created.token);
    expect(JSON.stringify(audit)).not.toContain(rows[0]!.tokenHash);
  });

  it.each([
    [{ learnerId: 'not-an-id', label: 'x', days: 30 }, 'learnerId'],
    [{ learnerId: '00000000-0000-4000-8000-000000000000', label: 'x', days: 30 }, 'learnerId'],
    [{ learnerId: 'admin', label: 'x', days: 30 }, 'learnerId'],
    [{ learnerId: 'anna', label: 'x'.repeat(101), days: 30 }, 'label'],
    [{ learnerId: 'anna', label: 'x', days: 0 }, 'expiresInDays'],
    [{ learnerId: 'anna', label: 'x', days: 366 }, 'expiresInDays'],
  ])('refuses %j naming %s and writes nothing', async (variables, field) => {
    const learnerId =
      variables.learnerId === 'anna'
        ? family.anna.id
        : variables.learnerId === 'admin'
          ? t.userIds.admin
          : variables.learnerId;
    const before = await linkCount();
    const res = await gql(t.api, RQ.create, {
      token: t.tokens.admin,
      variables: { ...variables, learnerId },
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await linkCount()).toBe(before);
  });

  it.each(['manager', 'learner', 'coach'] as const)(
    'is refused to %s (FORBIDDEN, nothing written)',
    async (who) => {
      const before = await linkCount();
      const res = await gql(t.api, RQ.create, {
        token: t.tokens[who],
        variables: { learnerId: family.anna.id, label: 'x', days: 5 },
      });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await linkCount()).toBe(before);
    },
  );
});

describe('relativeLinks and relativeLinkLearners', () => {
  it('lists links with learner and state, searches, filters by state and pages', async () => {
    const ben = await createLink(t, family.ben.id, 'grandfather');
    const res = await gql<{
      relativeLinks: { total: number; items: { label: string; learnerName: string }[] };
    }>(t.api, RQ.list, { token: t.tokens.admin, variables: { search: 'grandf' } });
    expect(res.body.data?.relativeLinks.items).toEqual([
      expect.objectContaining({ id: ben.id, label: 'grandfather', learnerName: 'Test ben', state: 'ACTIVE' }),
    ]);
    const byLearner = await gql<{ relativeLinks: { items: { learnerName: string }[] } }>(t.api, RQ.list, {
      token: t.tokens.admin,
      variables: { learnerId: family.anna.id },
    });
    expect(byLearner.body.data!.relativeLinks.items.every((i) => i.learnerName === 'Test anna')).toBe(true);
    const page = await gql<{ relativeLinks: { total: number; hasMore: boolean; items: unknown[] } }>(
      t.api,
      RQ.list,
      {
        token: t.tokens.admin,
        variables: { first: 1, sort: 'LEARNER', direction: 'ASC' },
      },
    );
    expect(page.body.data!.relativeLinks).toMatchObject({ hasMore: true });
    expect(page.body.data!.relativeLinks.items).toHaveLength(1);
    const bad = await gql(t.api, RQ.list, { token: t.tokens.admin, variables: { first: 101 } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('offers active learners only, by name or username', async () => {
    const gone = await addLearner(t, 'annabel');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const res = await gql<{ relativeLinkLearners: { username: string }[] }>(t.api, RQ.learners, {
      token: t.tokens.admin,
      variables: { search: 'test ann' },
    });
    expect(res.body.data!.relativeLinkLearners.map((l) => l.username)).toEqual(['anna']);
    const all = await gql<{ relativeLinkLearners: { username: string }[] }>(t.api, RQ.learners, {
      token: t.tokens.admin,
      variables: { first: 20 },
    });
    expect(all.body.data!.relativeLinkLearners.map((l) => l.username)).not.toContain('admin');
  });

  it.each(['manager', 'learner'] as const)('is refused to %s', async (who) => {
    for (const query of [RQ.list, RQ.learners]) {
      const res = await gql(t.api, query, { token: t.tokens[who] });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.body.data ?? null).toBeNull();
    }
  });
});

describe('revoking', () => {
  it('an administrator revokes any link, once; the audit keeps the revocation', async () => {
    const link = await createLink(t, family.ben.id, 'aunt');
    const first = await gql<{ revokeRelativeLink: { state: string; revokedAt: string } }>(t.api, RQ.revoke, {
      token: t.tokens.admin,
      variables: { id: link.id },
    });
    expect(first.body.data!.revokeRelativeLink.state).toBe('REVOKED');
    const again = await gql<{ revokeRelativeLink: { revokedAt: string } }>(t.api, RQ.revoke, {
      token: t.tokens.admin,
      variables: { id: link.id },
    });
    expect(again.body.data!.revokeRelativeLink.revokedAt).toBe(first.body.data!.revokeRelativeLink.revokedAt);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, link.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['relativeLink.create', 'relativeLink.revoke']);
    const unknown = await gql(t.api, RQ.revoke, {
      token: t.tokens.admin,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const learner = await gql(t.api, RQ.revoke, { token: family.ben.token, variables: { id: link.id } });
    expect(learner.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a learner sees and revokes only their own links; another learner cannot touch them', async () => {
    const annas = await createLink(t, family.anna.id, 'father');
    const bens = await createLink(t, family.ben.id, 'sister');
    const mine = await gql<{ myRelativeLinks: { id: string; label: string }[] }>(t.api, RQ.mine, {
      token: family.anna.token,
    });
    const ids = mine.body.data!.myRelativeLinks.map((l) => l.id);
    expect(ids).toContain(annas.id);
    expect(ids).not.toContain(bens.id);

    const foreign = await gql(t.api, RQ.revokeMine, { token: family.anna.token, variables: { id: bens.id } });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [untouched] = await t.database.db.select().from(relativeLinks).where(eq(relativeLinks.id, bens.id));
    expect(untouched!.revokedAt).toBeNull();

    const own = await gql<{ revokeMyRelativeLink: { state: string } }>(t.api, RQ.revokeMine, {
      token: family.anna.token,
      variables: { id: annas.id },
    });
    expect(own.body.data!.revokeMyRelativeLink.state).toBe('REVOKED');
    const [revoked] = await t.database.db.select().from(relativeLinks).where(eq(relativeLinks.id, annas.id));
    expect(revoked!.revokedBy).toBe(family.anna.id);
  });
});
