// Revocation: the award's bit in the Bitstring status list (decoded here: Multibase 'u' + base64url,
// GZIP, index 0 the left-most bit) turns 1, other awards' bits stay 0; the revoked credential stays
// downloadable and unchanged; the OB 2.0 hosted assertion answers 410 with revoked and a general reason
// (never the administrator's own words).
import { gunzipSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAward, addBadge, get, newLearner, pemOf, revoke, startHarness, type Harness } from './fixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface StatusList {
  id: string;
  type: string[];
  issuer: string;
  validFrom: string;
  credentialSubject: { id: string; type: string; statusPurpose: string; encodedList: string };
}

async function statusList(): Promise<{ list: StatusList; bits: Buffer }> {
  const res = await get(h, '/ob/v3/status/1');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  const list = res.json() as StatusList;
  expect(list.credentialSubject.encodedList[0]).toBe('u');
  const bits = gunzipSync(Buffer.from(list.credentialSubject.encodedList.slice(1), 'base64url'));
  return { list, bits };
}

const bit = (bits: Buffer, index: number) => (bits[index >> 3]! >> (7 - (index & 7))) & 1;

describe('revocation', () => {
  it("sets the revoked award's bit in the status list, and only that bit", async () => {
    const badgeId = await addBadge(h);
    const a = await newLearner(h, 'amani');
    const b = await newLearner(h, 'baraka');
    const kept = await addAward(h, badgeId, a.id);
    const revoked = await addAward(h, badgeId, b.id);
    const credential = (await get(h, `/ob/v3/credentials/${revoked.id}.json`)).json();
    const index = Number(credential.credentialStatus.statusListIndex);
    expect(index).toBe(revoked.statusIndex);

    const before = await statusList();
    expect(before.bits.length).toBeGreaterThanOrEqual(16 * 1024);
    expect(bit(before.bits, index)).toBe(0);
    expect(before.bits.every((byte) => byte === 0)).toBe(true);
    expect(before.list).toMatchObject({
      id: 'https://academy.example/ob/v3/status/1',
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'https://academy.example/ob/v3/issuer',
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    expect(credential.credentialStatus.statusListCredential).toBe(before.list.id);

    await revoke(h, revoked.id, 'Awarded in error');
    const after = await statusList();
    expect(bit(after.bits, index)).toBe(1);
    expect(bit(after.bits, kept.statusIndex)).toBe(0);
    const set = [...after.bits.entries()].filter(([, byte]) => byte !== 0);
    expect(set).toEqual([[index >> 3, 0x80 >> (index & 7)]]);
  });

  it('signs the status list as a VC-JWT on request, verifiable against the JWKS', async () => {
    const res = await get(h, '/ob/v3/status/1', { accept: 'application/vc+jwt' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const { header } = jwt.decode(res.body, { complete: true })!;
    const { keys } = (await get(h, '/ob/v3/jwks')).json() as { keys: { kid: string }[] };
    const key = keys.find((k) => k.kid === header.kid)!;
    const payload = jwt.verify(res.body, pemOf(key as never), {
      algorithms: ['RS256'],
      issuer: 'https://academy.example/ob/v3/issuer',
    }) as { jti: string; credentialSubject: { encodedList: string } };
    expect(payload.jti).toBe('https://academy.example/ob/v3/status/1');
    expect(payload.credentialSubject.encodedList).toMatch(/^u[\w-]+$/);
  });

  it('keeps a revoked credential downloadable and unchanged; OB 2.0 answers 410 without the private reason', async () => {
    const badgeId = await addBadge(h, { name: 'Data protection' });
    const learner = await newLearner(h, 'chausiku');
    const { id } = await addAward(h, badgeId, learner.id);
    const before = (await get(h, `/ob/v3/credentials/${id}.jwt`)).body;
    const hosted = await get(h, `/ob/v2/assertions/${id}`);
    expect(hosted.statusCode).toBe(200);
    expect(hosted.json()).toMatchObject({ type: 'Assertion', verification: { type: 'hosted' } });
    expect(hosted.json().revoked).toBeUndefined();

    await revoke(h, id, 'Completed by somebody else');
    for (const ext of ['jwt', 'json', 'png', 'svg']) {
      expect((await get(h, `/ob/v3/credentials/${id}.${ext}`)).statusCode).toBe(200);
    }
    expect((await get(h, `/ob/v3/credentials/${id}.jwt`)).body).toBe(before);

    const gone = await get(h, `/ob/v2/assertions/${id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      '@context': 'https://w3id.org/openbadges/v2',
      id: `https://academy.example/ob/v2/assertions/${id}`,
      type: 'Assertion',
      revoked: true,
      revocationReason: 'Revoked by the issuer',
    });
    expect(gone.body).not.toContain('somebody else');
    expect((await get(h, `/ob/v2/assertions/${id}.png`)).statusCode).toBe(410);
  });
});
