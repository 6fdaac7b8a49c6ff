// The public Open Badges routes: every address of urls.ts answers, without signing in, with CORS for
// verifiers and strict headers; unknown and malformed ids get one 404 in JSON (never a 500, whatever the
// input); a verifier's address that asks too often gets 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBadgeUrls } from '../../../server/api/openBadges/urls';
import { addAward, addBadge, get, newLearner, pathOf, startHarness, type Harness } from './fixtures';

const ORIGIN = 'https://academy.example';
let h: Harness;
let badgeId: string;
let awardId: string;
beforeAll(async () => {
  h = await startHarness();
  badgeId = await addBadge(h, { name: 'Safety first', description: '', criteria: '' });
  awardId = (await addAward(h, badgeId, (await newLearner(h, 'daudi')).id)).id;
});
afterAll(() => h.close());

const NOT_FOUND = { error: 'not_found', message: 'There is no such Open Badges document.' };

describe('the public Open Badges routes', () => {
  it('serve every address of the URL contract with CORS, nosniff, no referrer and a cache policy', async () => {
    const urls = openBadgeUrls(h.t.config);
    const all = [
      urls.issuer,
      urls.jwks,
      urls.statusList,
      urls.achievement(badgeId),
      urls.credential(awardId),
      ...['json', 'jwt', 'png', 'svg'].map((ext) => `${urls.credential(awardId)}.${ext}`),
      urls.image(badgeId, 'png'),
      urls.image(badgeId, 'svg'),
      urls.v2Issuer,
      urls.v2Badge(badgeId),
      urls.v2Assertion(awardId),
      `${urls.v2Assertion(awardId)}.png`,
    ];
    for (const url of all) {
      expect(url.startsWith(`${ORIGIN}/ob/`)).toBe(true);
      const res = await get(h, pathOf(url));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(String(res.headers['content-security-policy']), url).toContain("default-src 'none'");
      expect(String(res.headers['cache-control']), url).toMatch(/^public, max-age=\d+$/);
    }
    const head = await h.server.app.inject({
      method: 'HEAD',
      url: pathOf(urls.issuer),
      remoteAddress: '10.8.0.1',
    });
    expect(head.statusCode).toBe(200);
  });

  it('describe the issuer, the achievement and the OB 2.0 issuer and BadgeClass', async () => {
    const issuer = await get(h, '/ob/v3/issuer');
    expect(issuer.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(issuer.json()).toEqual({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${ORIGIN}/ob/v3/issuer`,
      type: ['Profile'],
      name: 'Example Academy',
      url: ORIGIN,
    });
    const achievement = (await get(h, `/ob/v3/achievements/${badgeId}`)).json();
    expect(achievement).toMatchObject({
      id: `${ORIGIN}/ob/v3/achievements/${badgeId}`,
      type: ['Achievement'],
      achievementType: 'Badge',
      name: 'Safety first',
      description: '',
      // No criteria and no description: the name stands for them.
      criteria: { narrative: 'Safety first' },
      image: { id: `${ORIGIN}/ob/images/${badgeId}.png`, type: 'Image' },
    });
    const v2Issuer = (await get(h, '/ob/v2/issuer')).json();
    expect(v2Issuer).toMatchObject({
      '@context': 'https://w3id.org/openbadges/v2',
      id: `${ORIGIN}/ob/v2/issuer`,
      type: 'Issuer',
      name: 'Example Academy',
      url: ORIGIN,
    });
    expect(v2Issuer.email).toMatch(/^[^\s<>]+@[^\s<>]+$/);
    expect((await get(h, `/ob/v2/badges/${badgeId}`)).json()).toEqual({
      '@context': 'https://w3id.org/openbadges/v2',
      id: `${ORIGIN}/ob/v2/badges/${badgeId}`,
      type: 'BadgeClass',
      name: 'Safety first',
      description: 'Safety first',
      image: `${ORIGIN}/ob/images/${badgeId}.png`,
      criteria: { narrative: 'Safety first' },
      issuer: `${ORIGIN}/ob/v2/issuer`,
    });
    const assertion = (await get(h, `/ob/v2/assertions/${awardId}`)).json();
    expect(assertion).toMatchObject({
      id: `${ORIGIN}/ob/v2/assertions/${awardId}`,
      type: 'Assertion',
      badge: `${ORIGIN}/ob/v2/badges/${badgeId}`,
      verification: { type: 'hosted' },
      recipient: { type: 'email', hashed: true },
      issuedOn: '2026-03-04T05:06:07.891Z',
    });
    expect(assertion.recipient.identity).toMatch(/^sha256\$[0-9a-f]{64}$/);
    // Rebuilt on every request, yet the same: the salt is stable per award.
    expect((await get(h, `/ob/v2/assertions/${awardId}`)).json()).toEqual(assertion);
  });

  it('answer unknown and malformed ids with one 404 in JSON, and no input with a 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases = [
      `/ob/v3/achievements/${unknown}`,
      `/ob/v3/credentials/${unknown}.json`,
      `/ob/v3/credentials/${unknown}`,
      `/ob/images/${unknown}.png`,
      `/ob/v2/badges/${unknown}`,
      `/ob/v2/assertions/${unknown}`,
      // An award id is no badge id, and the other way round.
      `/ob/v3/achievements/${awardId}`,
      `/ob/v3/credentials/${badgeId}.jwt`,
      `/ob/images/${awardId}.svg`,
      // Extensions a route does not have, or none where one is needed.
      `/ob/v3/credentials/${awardId}.gif`,
      `/ob/v3/credentials/${awardId}.json.png`,
      `/ob/images/${badgeId}`,
      `/ob/images/${badgeId}.jpg`,
      `/ob/v2/assertions/${awardId}.svg`,
      `/ob/v2/assertions/${awardId}.jwt`,
      // Malformed.
      `/ob/v3/achievements/${badgeId.toUpperCase()}`,
      '/ob/v3/achievements/not-a-uuid',
      '/ob/v3/achievements/123',
      `/ob/v3/achievements/${badgeId}x`,
      '/ob/v3/credentials/------------------------------------.json',
      "/ob/v3/credentials/1'%20or%201=1--",
      '/ob/v3/credentials/%00',
      `/ob/v3/credentials/${'a'.repeat(90)}`,
      '/ob/images/..%2F..%2Fetc%2Fpasswd.png',
      '/ob/v2/badges/%E2%98%83',
    ];
    for (const url of cases) {
      const res = await get(h, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
    }
    // Longer than any id: fastify's router refuses it before our handler (414), still no error.
    expect((await get(h, `/ob/v3/credentials/${'a'.repeat(5000)}.json`)).statusCode).toBe(414);
    // Addresses outside the contract are not ours (fastify's own 404), and no method but GET/HEAD answers.
    expect((await get(h, '/ob/v3/status/2')).statusCode).toBe(404);
    const post = await h.server.app.inject({
      method: 'POST',
      url: '/ob/v3/issuer',
      remoteAddress: '10.8.0.2',
    });
    expect(post.statusCode).toBe(404);
  });

  it('limit an address to 120 requests a minute, and only that address', async () => {
    const address = '10.77.0.1';
    // The minute's window opens with this address's first request: the wait left is 60 s less what has passed.
    const started = Date.now();
    for (let i = 0; i < 120; i += 1) {
      const res = await get(h, '/ob/v3/issuer', {}, address);
      expect(res.statusCode).toBe(200);
    }
    const limited = await get(h, `/ob/v3/credentials/${awardId}.json`, {}, address);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(seconds).toBeGreaterThanOrEqual(Math.floor(60 - (Date.now() - started) / 1000));
    expect(limited.json()).toMatchObject({ error: 'rate_limited', retryAfter: seconds });
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect((await get(h, '/ob/v3/issuer', {}, '10.77.0.2')).statusCode).toBe(200);
  });
});
