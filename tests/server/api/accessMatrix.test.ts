// The adversarial review's matrix, kept: every query, mutation and subscription field (and every field
// of the namespace types below them, e.g. user { updateCountUserLogin }) × every kind of caller, with
// the answer its @auth / @signedIn rule predicts. Generated from the schema: a new field is in the
// matrix at once, and a field without a rule fails it.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRule, type AccessRule } from '../../../server/api/directives/auth';
import { buildApiSchema } from '../../../server/api/schema';
import type { Role } from '../../../server/roles';
import { addLearner, addMedium, addUnit, Q } from '../learning/fixtures';
import { operationName, schemaOperations, type Operation } from './schemaOperations';
import { createTestKeys, DEMO_ROLES, gql, signToken, startTestApi, type TestApi } from './harness';

const schema = buildApiSchema();

const OPERATIONS = schemaOperations(schema);
const rulesOf = (op: Operation): AccessRule[] =>
  op.path.map((field, i) => {
    const rule = accessRule(schema, op.owners[i]!, field);
    if (!rule) throw new Error(`${op.owners[i]}.${field.name} has no access rule`);
    return rule;
  });
const allows = (rules: AccessRule[], roles: Role[]) =>
  rules.every((rule) => rule.kind === 'signedIn' || rule.roles.some((role) => roles.includes(role)));
const name = operationName;

let t: TestApi;
const badTokens: Record<string, () => Promise<string | undefined>> = {};
beforeAll(async () => {
  t = await startTestApi();
  const sub = t.userIds.admin;
  badTokens.anonymous = async () => undefined;
  badTokens.expired = () => signToken(t.config, t.keys, { sub, roles: ['ADMIN'], expiresIn: -30 });
  badTokens['wrong audience'] = () =>
    signToken(t.config, t.keys, { sub, roles: ['ADMIN'], audience: 'other-api' });
  badTokens['wrong issuer'] = () =>
    signToken(t.config, t.keys, { sub, roles: ['ADMIN'], issuer: 'https://evil.example' });
  badTokens['foreign key'] = async () =>
    signToken(t.config, t.keys, { sub, roles: ['ADMIN'], key: await createTestKeys('test-key') });
  badTokens.tampered = async () => {
    const [head, , signature] = (
      await signToken(t.config, t.keys, { sub: t.userIds.learner, roles: ['LEARNER'] })
    ).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub,
        resource_access: { [t.config.clientId]: { roles: ['ADMIN'] } },
        iss: t.config.issuer,
        aud: t.config.apiAudience,
        exp: Math.floor(Date.now() / 1000) + 300,
      }),
    ).toString('base64url');
    return `${head}.${payload}.${signature}`;
  };
  badTokens.unsigned = async () =>
    new SignJWT({ resource_access: { [t.config.clientId]: { roles: ['ADMIN'] } } })
      .setProtectedHeader({ alg: 'none' } as never)
      .setSubject(sub)
      .setIssuer(t.config.issuer)
      .setAudience(t.config.apiAudience)
      .setExpirationTime('5m')
      .sign(new Uint8Array(32))
      .then((jwt) => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${jwt.split('.')[1]}.`)
      .catch(
        () =>
          `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.`,
      );
});
afterAll(() => t.close());

async function answer(op: Operation, token: string | undefined): Promise<string> {
  if (op.kind !== 'subscription') {
    const res = await gql(t.api, op.text, { token, variables: op.variables });
    const codes = (res.body.errors ?? []).map((e) => String(e.extensions?.code ?? 'NONE'));
    if (codes.includes('UNAUTHENTICATED')) return 'UNAUTHENTICATED';
    if (codes.includes('FORBIDDEN')) return 'FORBIDDEN';
    return 'PASSED';
  }
  // Subscriptions over server-sent events: a refusal is the first event; an allowed one stays open.
  const controller = new AbortController();
  const response = await t.api.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'graphql-preflight': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: op.text, variables: op.variables }),
    signal: controller.signal,
  });
  if (response.status === 401) return 'UNAUTHENTICATED';
  const reader = response.body!.getReader();
  const first = await Promise.race([
    reader.read().then((chunk) => new TextDecoder().decode(chunk.value)),
    new Promise<string>((resolve) => setTimeout(() => resolve(''), 300)),
  ]);
  controller.abort();
  await reader.cancel().catch(() => undefined);
  if (first.includes('UNAUTHENTICATED')) return 'UNAUTHENTICATED';
  if (first.includes('FORBIDDEN')) return 'FORBIDDEN';
  return 'PASSED';
}

describe('access matrix', () => {
  it('covers every root field and every namespace field, each with a rule', () => {
    const covered = new Set(OPERATIONS.map(name));
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()])
      for (const field of Object.values(root?.getFields() ?? {}))
        expect([...covered].some((n) => n.split('.')[0] === field.name)).toBe(true);
    for (const op of OPERATIONS) expect(rulesOf(op).length).toBe(op.path.length);
    expect(OPERATIONS.length).toBeGreaterThan(20);
  });

  it('answers each role exactly as the rules say', async () => {
    const callers: [string, string, Role[]][] = [
      ['admin', t.tokens.admin, DEMO_ROLES.admin],
      ['manager', t.tokens.manager, DEMO_ROLES.manager],
      ['learner', t.tokens.learner, DEMO_ROLES.learner],
      ['manager and learner', t.tokens.coach, DEMO_ROLES.coach],
      ['no role', await signToken(t.config, t.keys, { sub: t.userIds.learner, roles: [] }), []],
    ];
    const wrong: string[] = [];
    for (const op of OPERATIONS) {
      for (const [caller, token, roles] of callers) {
        const expected = allows(rulesOf(op), roles) ? 'PASSED' : 'FORBIDDEN';
        const got = await answer(op, token);
        if (got !== expected) wrong.push(`${name(op)} as ${caller}: expected ${expected}, got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every field to callers without a valid token', async () => {
    const wrong: string[] = [];
    for (const [caller, make] of Object.entries(badTokens)) {
      const token = await make();
      for (const op of OPERATIONS) {
        const got = await answer(op, token);
        if (got !== 'UNAUTHENTICATED') wrong.push(`${name(op)} as ${caller}: got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps a manager of another unit out of the unit's ratings and media", async () => {
    const unit = await addUnit(t.database, 'matrix-unit');
    const mediaId = await addMedium(t.database, { title: 'Unit only', unitId: unit });
    const outsider = await addLearner(
      t,
      'matrix-manager',
      [await addUnit(t.database, 'matrix-other')],
      ['EDUCATION_MANAGER'],
    );
    const ratings = await gql(t.api, Q.mediumRatings, { token: outsider.token, variables: { mediaId } });
    expect(ratings.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const update = await gql(
      t.api,
      'mutation($id: ID!) { updateMedium(id: $id, input: { title: "Mine now" }) { id } }',
      {
        token: outsider.token,
        variables: { id: mediaId },
      },
    );
    expect(update.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
