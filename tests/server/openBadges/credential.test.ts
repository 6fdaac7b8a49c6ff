// An award's OpenBadgeCredential checked the way an outside verifier would: the VC-JWT's signature with
// jsonwebtoken against the key from the served JWKS (nothing of the signing code), iss/sub/jti/nbf
// against the credential, and the credential's JSON against 1EdTech's JSON schema for
// AchievementCredential (draft 2019-09, tests/fixtures/openBadges).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import jwt from 'jsonwebtoken';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeAwards } from '../../../server/db/schema/credentials';
import { serverSettings } from '../../../server/db/schema/core';
import { buildServer } from '../../../server/app';
import { addAward, addBadge, get, newLearner, pemOf, startHarness, type Harness } from './fixtures';

const schema = JSON.parse(
  readFileSync(
    new URL('../../fixtures/openBadges/ob_v3p0_achievementcredential_schema.json', import.meta.url),
    'utf8',
  ),
);
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

const ORIGIN = 'https://academy.example';
let h: Harness;
let awardId: string;
let badgeId: string;
let learner: { id: string; email: string };
beforeAll(async () => {
  h = await startHarness();
  learner = await newLearner(h, 'olga');
  badgeId = await addBadge(h);
  awardId = (await addAward(h, badgeId, learner.id)).id;
});
afterAll(() => h.close());

async function jwks() {
  const res = await get(h, '/ob/v3/jwks');
  expect(res.statusCode).toBe(200);
  return res.json() as { keys: (Record<string, string> & { kid: string })[] };
}

describe('the OpenBadgeCredential', () => {
  it('verifies as a VC-JWT against the published JWKS, with issuer, subject, id and validFrom as claims', async () => {
    const res = await get(h, `/ob/v3/credentials/${awardId}.jwt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const token = res.body;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const header = jwt.decode(token, { complete: true })!.header as unknown as Record<string, unknown>;
    expect(header.alg).toBe('RS256');
    expect(header.typ).toBe('JWT');
    // The spec's JOSE headers only; the embedded public key holds no private member.
    expect(Object.keys(header).sort()).toEqual(['alg', 'jwk', 'kid', 'typ']);
    expect(Object.keys(header.jwk as object).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(header.kid).toMatch(new RegExp(`^${ORIGIN}/ob/v3/jwks#[\\w-]{43}$`));

    const key = (await jwks()).keys.find((k) => k.kid === header.kid);
    // The published key is the one the header embeds, member for member.
    expect(key).toEqual(header.jwk);
    const payload = jwt.verify(token, pemOf(key!), {
      algorithms: ['RS256'],
      issuer: `${ORIGIN}/ob/v3/issuer`,
      jwtid: `${ORIGIN}/ob/v3/credentials/${awardId}`,
    }) as jwt.JwtPayload & {
      id: string;
      validFrom: string;
      issuer: { id: string };
      credentialSubject: { id: string };
    };
    expect(payload.iss).toBe(payload.issuer.id);
    expect(payload.sub).toBe(payload.credentialSubject.id);
    expect(payload.sub).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(payload.sub).not.toContain(learner.id);
    expect(payload.jti).toBe(payload.id);
    expect(payload.nbf).toBe(Date.parse(payload.validFrom) / 1000);
    expect(payload.validFrom).toBe('2026-03-04T05:06:07Z');

    // A token changed by one character of the payload no longer verifies.
    const [a, b, c] = token.split('.');
    const forged = JSON.parse(Buffer.from(b!, 'base64url').toString());
    forged.credentialSubject.achievement.name = 'Grand master';
    const forgedToken = `${a}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${c}`;
    expect(() => jwt.verify(forgedToken, pemOf(key!), { algorithms: ['RS256'] })).toThrow(
      /invalid signature/,
    );
    // Nor against another key.
    const other = (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(() =>
      jwt.verify(token, other.export({ type: 'spki', format: 'pem' }), { algorithms: ['RS256'] }),
    ).toThrow();
  });

  it('is valid against the 1EdTech AchievementCredential schema, as JSON and as the JWT payload', async () => {
    const json = (await get(h, `/ob/v3/credentials/${awardId}.json`)).json();
    const ok = validate(json);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    const token = (await get(h, `/ob/v3/credentials/${awardId}.jwt`)).body;
    const payload = jwt.decode(token) as Record<string, unknown>;
    expect(validate(payload)).toBe(true);
    for (const claim of ['iss', 'sub', 'jti', 'nbf']) delete payload[claim];
    // The JSON download is exactly the signed credential.
    expect(payload).toEqual(json);
    // The schema does refuse what is not a credential (so the check above can fail).
    expect(validate({ ...json, '@context': ['https://www.w3.org/2018/credentials/v1'] })).toBe(false);
    expect(validate({ ...json, credentialSubject: { ...json.credentialSubject, type: 'Person' } })).toBe(
      false,
    );
  });

  it('names the issuer, the achievement, the status entry and the hashed recipient as agreed', async () => {
    const res = await get(h, `/ob/v3/credentials/${awardId}`);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    const vc = res.json();
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      // Defines the credentialSchema type inline (see context.test.ts).
      {
        '1EdTechJsonSchemaValidator2019':
          'https://purl.imsglobal.org/spec/vccs/v1p0/context.json#1EdTechJsonSchemaValidator2019',
      },
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe(`${ORIGIN}/ob/v3/credentials/${awardId}`);
    expect(vc.issuer).toEqual({
      id: `${ORIGIN}/ob/v3/issuer`,
      type: ['Profile'],
      name: 'Example Academy',
      url: ORIGIN,
    });
    expect(vc.name).toBe('First sign-in');
    const achievement = vc.credentialSubject.achievement;
    expect(achievement).toMatchObject({
      id: `${ORIGIN}/ob/v3/achievements/${badgeId}`,
      type: ['Achievement'],
      achievementType: 'Badge',
      name: 'First sign-in',
      description: 'Signed in for the first time.',
      criteria: { narrative: 'Sign in once.' },
      image: { id: `${ORIGIN}/ob/images/${badgeId}.png`, type: 'Image' },
    });
    const [identity] = vc.credentialSubject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    // Anyone who knows the address can check it; the address itself is nowhere in the credential.
    const expected = createHash('sha256')
      .update(learner.email + identity.salt)
      .digest('hex');
    expect(identity.identityHash).toBe(`sha256$${expected}`);
    expect(JSON.stringify(vc)).not.toContain(learner.email);
    expect(JSON.stringify(vc)).not.toContain(learner.id);
    const [award] = await h.t.database.db.select().from(badgeAwards).where(eq(badgeAwards.id, awardId));
    expect(vc.credentialStatus).toEqual({
      id: `${ORIGIN}/ob/v3/status/1#${award!.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(award!.statusIndex),
      statusListCredential: `${ORIGIN}/ob/v3/status/1`,
    });
    expect(vc.credentialSchema).toEqual([
      {
        id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
        type: '1EdTechJsonSchemaValidator2019',
      },
    ]);
    // The JWT on Accept, for wallets that ask for it.
    const asJwt = await get(h, `/ob/v3/credentials/${awardId}`, { accept: 'application/vc+jwt' });
    expect(asJwt.body).toBe(award!.credentialJwt);
  });

  it('is signed once and kept: later downloads and a second award of another learner differ only where they should', async () => {
    const first = (await get(h, `/ob/v3/credentials/${awardId}.jwt`)).body;
    const [row] = await h.t.database.db.select().from(badgeAwards).where(eq(badgeAwards.id, awardId));
    expect(row!.credentialJwt).toBe(first);
    expect((await get(h, `/ob/v3/credentials/${awardId}.jwt`)).body).toBe(first);

    const other = await newLearner(h, 'pavel');
    const second = (await addAward(h, badgeId, other.id)).id;
    // Three first downloads at once: one credential, the stored one, for all of them.
    const [a, b, c] = await Promise.all([
      get(h, `/ob/v3/credentials/${second}.json`),
      get(h, `/ob/v3/credentials/${second}.jwt`),
      get(h, `/ob/v3/credentials/${second}.jwt`),
    ]);
    const [stored] = await h.t.database.db.select().from(badgeAwards).where(eq(badgeAwards.id, second));
    expect(b.body).toBe(stored!.credentialJwt);
    expect(c.body).toBe(stored!.credentialJwt);
    const mine = (await get(h, `/ob/v3/credentials/${awardId}.json`)).json();
    const theirs = a.json();
    const {
      iss: _iss,
      sub: _sub,
      jti: _jti,
      nbf: _nbf,
      ...signed
    } = jwt.decode(b.body) as Record<string, unknown>;
    expect(theirs).toEqual(signed);
    expect(theirs.credentialSubject.id).not.toBe(mine.credentialSubject.id);
    expect(theirs.credentialSubject.identifier[0].salt).not.toBe(mine.credentialSubject.identifier[0].salt);
    expect(theirs.credentialStatus.statusListIndex).not.toBe(mine.credentialStatus.statusListIndex);
  });

  it("states the achievement's language when it is a BCP 47 code, and stays schema-valid when it is not", async () => {
    const learner2 = await newLearner(h, 'ruth');
    const pt = await addBadge(h, { name: 'Primeiro acesso', language: 'pt' });
    const odd = await addBadge(h, { name: 'Odd', language: 'pt_br' });
    for (const [id, language] of [
      [pt, 'pt'],
      [odd, undefined],
    ] as const) {
      const award = (await addAward(h, id, learner2.id)).id;
      const vc = (await get(h, `/ob/v3/credentials/${award}.json`)).json();
      expect(vc.credentialSubject.achievement.inLanguage).toBe(language);
      expect(validate(vc)).toBe(true);
    }
  });

  it('publishes only public keys, RS256 of at least 2048 bits, and keeps the private key in server_settings', async () => {
    const { keys } = await jwks();
    // One key, made on first use; a rotation would add keys (and this test would say so).
    expect(keys).toHaveLength(1);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(Buffer.from(key.n!, 'base64url').length * 8).toBeGreaterThanOrEqual(2048);
    }
    const [stored] = await h.t.database.db
      .select()
      .from(serverSettings)
      .where(eq(serverSettings.key, 'openbadges.signing_keys'));
    const storedKeys = (stored!.value as { keys: Record<string, string>[] }).keys;
    expect(storedKeys).toHaveLength(1);
    expect(storedKeys[0]!.d).toEqual(expect.any(String));
    expect(storedKeys[0]!.n).toBe(keys[0]!.n);
    // Not the identity provider's key.
    const [identity] = await h.t.database.db
      .select()
      .from(serverSettings)
      .where(eq(serverSettings.key, 'identity.signing_keys'));
    const identityKeys = ((identity?.value ?? { keys: [] }) as { keys: { n: string }[] }).keys;
    expect(identityKeys.map((k) => k.n)).not.toContain(keys[0]!.n);
  });
  it('survives a restart: another server on the same database publishes the same key and the same credential', async () => {
    const token = (await get(h, `/ob/v3/credentials/${awardId}.jwt`)).body;
    const before = await jwks();
    const again = await buildServer({ config: h.t.config, database: h.t.database });
    try {
      const res = await again.app.inject({ method: 'GET', url: '/ob/v3/jwks', remoteAddress: '10.66.0.1' });
      expect(res.json()).toEqual(before);
      const kid = (jwt.decode(token, { complete: true })!.header as { kid: string }).kid;
      const key = (res.json() as { keys: { kid: string }[] }).keys.find((k) => k.kid === kid)!;
      expect(() => jwt.verify(token, pemOf(key as never), { algorithms: ['RS256'] })).not.toThrow();
      const served = await again.app.inject({
        method: 'GET',
        url: `/ob/v3/credentials/${awardId}.jwt`,
        remoteAddress: '10.66.0.1',
      });
      expect(served.body).toBe(token);
    } finally {
      await again.app.close();
    }
  });
});
