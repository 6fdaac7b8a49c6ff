// The JSON-LD contexts shipped with the server (server/api/openBadges/context: W3C VC 2.0, 1EdTech OB
// 3.0.3 and OB 2.0, copied from their specifications' repositories, never fetched): every property and
// every type our documents use is a term those contexts define, so a JSON-LD processor keeps all of it
// (an undefined term would be dropped, or under VC 2.0's @vocab turned into an "issuer-dependent" IRI).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAward, addBadge, get, newLearner, startHarness, type Harness } from './fixtures';

const context = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../server/api/openBadges/context/${file}`, import.meta.url), 'utf8'),
  );

/** Every term a context defines, at any depth of its type-scoped and property-scoped contexts. */
function terms(ctx: unknown, into = new Set<string>()): Set<string> {
  if (!ctx || typeof ctx !== 'object') return into;
  for (const [term, definition] of Object.entries(ctx as Record<string, unknown>)) {
    if (!term.startsWith('@')) into.add(term);
    if (definition && typeof definition === 'object')
      terms((definition as { '@context'?: unknown })['@context'], into);
  }
  return into;
}

/** The keys and type names a document uses (values of id-like properties are data, not terms). */
function used(doc: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(doc)) doc.forEach((item) => used(item, into));
  else if (doc && typeof doc === 'object') {
    for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
      if (key === '@context') continue;
      into.add(key);
      if (key === 'type') [value].flat().forEach((t) => into.add(String(t)));
      else used(value, into);
    }
  }
  return into;
}

const v3Terms = new Set([
  ...terms(context('credentials-v2.jsonld')['@context']),
  ...terms(context('ob-v3p0-context-3.0.3.json')['@context']),
]);
const v2Terms = terms(context('ob-v2p0-context.json')['@context']);

let h: Harness;
let badgeId: string;
let awardId: string;
beforeAll(async () => {
  h = await startHarness();
  badgeId = await addBadge(h);
  awardId = (await addAward(h, badgeId, (await newLearner(h, 'eliud')).id)).id;
});
afterAll(() => h.close());

/** Terms neither the shipped contexts nor the document's own inline contexts define. */
function undefinedTerms(doc: unknown, defined: Set<string>) {
  const inline = [(doc as { '@context'?: unknown })['@context']]
    .flat()
    .filter((c) => c && typeof c === 'object');
  const all = new Set([...defined, ...inline.flatMap((c) => [...terms(c)])]);
  return [...used(doc)].filter((term) => !all.has(term));
}

describe('the documents against the shipped JSON-LD contexts', () => {
  it('the contexts are the ones the documents name', () => {
    expect(context('ob-v3p0-context-3.0.3.json')['@context'].OpenBadgeCredential['@id']).toBe(
      'https://purl.imsglobal.org/spec/vc/ob/vocab.html#OpenBadgeCredential',
    );
    expect(context('credentials-v2.jsonld')['@context'].BitstringStatusListEntry['@id']).toBe(
      'https://www.w3.org/ns/credentials/status#BitstringStatusListEntry',
    );
    // OB 2.0 writes it compact: obi:BadgeClass, obi being the Open Badges namespace.
    const v2 = context('ob-v2p0-context.json')['@context'];
    expect([v2.BadgeClass, v2.obi]).toEqual(['obi:BadgeClass', 'https://w3id.org/openbadges#']);
    // The check below can fail: a made-up term is not defined.
    expect(undefinedTerms({ achievmentType: 'Badge', type: ['Acheivement'] }, v3Terms)).toEqual([
      'achievmentType',
      'Acheivement',
    ]);
    // The credentialSchema type is not in the shipped contexts: the credential defines it inline.
    expect(v3Terms.has('1EdTechJsonSchemaValidator2019')).toBe(false);
  });

  it('OB 3.0: credential, issuer, achievement and status list use only defined terms', async () => {
    const docs = [
      `/ob/v3/credentials/${awardId}.json`,
      '/ob/v3/issuer',
      `/ob/v3/achievements/${badgeId}`,
      '/ob/v3/status/1',
    ];
    for (const url of docs) {
      const doc = (await get(h, url)).json();
      expect(undefinedTerms(doc, v3Terms), url).toEqual([]);
    }
  });

  it('OB 2.0: issuer, BadgeClass and assertion use only defined terms', async () => {
    for (const url of ['/ob/v2/issuer', `/ob/v2/badges/${badgeId}`, `/ob/v2/assertions/${awardId}`]) {
      const doc = (await get(h, url)).json();
      expect(doc['@context']).toBe('https://w3id.org/openbadges/v2');
      expect(undefinedTerms(doc, v2Terms), url).toEqual([]);
    }
  });
});
