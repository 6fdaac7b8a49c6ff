// POST /api/relatives/view through the real server: a link opens one learner's progress without signing in
// and nothing else; wrong, expired and revoked links get one identical answer; the route is rate limited
// per address and carries strict headers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../../server/app';
import { INVALID_LINK, RELATIVES_VIEW_PATH } from '../../../server/api/relatives/http';
import { users } from '../../../server/db/schema/core';
import { relativeLinks } from '../../../server/db/schema/relatives';
import { gql, startTestApi, type TestApi } from './harness';
import { addFamily, createLink, RQ, type Family } from './relativesHarness';

let t: TestApi;
let server: Server;
let family: Family;
beforeAll(async () => {
  t = await startTestApi();
  server = await buildServer({ config: t.config, database: t.database });
  family = await addFamily(t);
});
afterAll(async () => {
  await server.app.close();
  await t.close();
});

let address = 0;
/** Each test its own address, so the budget test below is the only one that spends one. */
const view = (token: unknown, remoteAddress = `10.1.0.${(address += 1)}`) =>
  server.app.inject({
    method: 'POST',
    url: RELATIVES_VIEW_PATH,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });

describe('the relatives view', () => {
  it('shows the learner of the link and their media, without signing in, and nothing of anyone else', async () => {
    const link = await createLink(t, family.anna.id);
    const res = await view(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['badges', 'certificates', 'expiresAt', 'learner', 'media']);
    expect(body.learner).toEqual({ name: 'Test anna' });
    expect(body.certificates).toEqual([]);
    expect(body.badges).toEqual([]);
    expect(body.media.map((m: { title: string }) => m.title).sort()).toEqual([...family.annaTitles].sort());
    const text = res.body;
    for (const title of family.benTitles) expect(text).not.toContain(title);
    expect(text).not.toContain('Test ben');
    // No ids at all: not the learner's, not the media's, not the link's.
    expect(text).not.toContain(family.anna.id);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    const due = body.media.find((m: { title: string }) => m.title === family.annaTitles[1]);
    expect(due).toMatchObject({
      type: 'VIDEO',
      status: 'NOT_ATTEMPTED',
      assigned: true,
      completedAt: null,
      overdue: false,
    });
    expect(due.dueAt).toEqual(expect.any(String));
    const done = body.media.find((m: { title: string }) => m.title === family.annaTitles[0]);
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, assigned: false });
    expect(Object.keys(done).sort()).toEqual(
      ['assigned', 'completedAt', 'dueAt', 'overdue', 'progress', 'status', 'title', 'type'].sort(),
    );
    const [row] = await t.database.db.select().from(relativeLinks).where(eq(relativeLinks.id, link.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('answers wrong, expired, revoked and malformed tokens, and a deactivated learner, identically with 404', async () => {
    const expired = await createLink(t, family.anna.id, 'expired');
    await t.database.db
      .update(relativeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(relativeLinks.id, expired.id));
    const revoked = await createLink(t, family.anna.id, 'revoked');
    const revoke = await gql(t.api, RQ.revoke, { token: t.tokens.admin, variables: { id: revoked.id } });
    expect(revoke.body.errors).toBeUndefined();
    const wrong = `${revoked.token.slice(0, 42)}${revoked.token.endsWith('A') ? 'B' : 'A'}`;
    const answers = [];
    for (const token of [wrong, expired.token, revoked.token, 'short', 42, null]) {
      const res = await view(token);
      answers.push({ status: res.statusCode, body: res.body, cache: res.headers['cache-control'] });
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 404, body: JSON.stringify(INVALID_LINK), cache: 'no-store' });

    const gone = await createLink(t, family.ben.id, 'for a deactivated learner');
    expect((await view(gone.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, family.ben.id));
    const refused = await view(gone.token);
    expect({ status: refused.statusCode, body: refused.body }).toEqual({
      status: 404,
      body: JSON.stringify(INVALID_LINK),
    });
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, family.ben.id));
  });

  it('gives an address 10 tries a minute, then 429 with Retry-After; other addresses keep theirs', async () => {
    const link = await createLink(t, family.anna.id, 'budget');
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await view('wrong-token', '10.9.9.9')).statusCode);
    expect(statuses).toEqual(Array(10).fill(404));
    const refused = await view(link.token, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused.body).not.toContain('Test anna');
    expect((await view(link.token, '10.9.9.10')).statusCode).toBe(200);
  });

  it('is not reachable with GET, so a token never sits in an address', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${RELATIVES_VIEW_PATH}?token=x` });
    expect(res.statusCode).toBe(404);
  });
});
