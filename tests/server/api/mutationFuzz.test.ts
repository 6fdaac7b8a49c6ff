// No input may produce an internal error: every mutation of the schema (namespace mutations included)
// gets inputs generated from its argument types, well-formed and hostile (NUL, lone surrogates, control
// and bidi characters, huge and odd numbers, impossible dates, deep and oversized JSON, empty and
// oversized lists, unknown enum values), from a fixed seed, as callers with every role. Any answer may
// refuse them; none may say INTERNAL_SERVER_ERROR or HTTP 500.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiSchema } from '../../../server/api/schema';
import { addMedium } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';
import { operationName, schemaOperations } from './schemaOperations';

const ROUNDS = 40;

/** mulberry32: a small seeded generator, so a failure is reproduced by the same run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApi;
let ids: string[] = [];
beforeAll(async () => {
  t = await startTestApi();
  ids = [
    await addMedium(t.database, { title: 'Fuzz course', type: 'SCORM' }),
    await addMedium(t.database, { title: 'Fuzz video', type: 'VIDEO' }),
    await addMedium(t.database, { title: 'Fuzz link' }),
    await addMedium(t.database, { title: 'Fuzz draft', type: 'PDF', published: false }),
  ];
});
afterAll(() => t.close());

function hostile(next: () => number) {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const strings = [
    '',
    ' ',
    'x',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u202e\u200f\u2066evil',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    'x'.repeat(5000),
    'x'.repeat(30_000),
    '../../etc/passwd',
    'javascript:alert(1)',
    'https://example.org/' + 'a'.repeat(3000),
    '2026-02-31',
    'DESIGN',
    '\u{1f600}'.repeat(100),
  ];
  const numbers = [
    0,
    -1,
    1,
    0.5,
    -0,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    123456789.123,
  ];
  const dates = [
    '2026-03-01T10:00:00Z',
    '0000-01-01T00:00:00Z',
    '2026-02-31T10:00:00Z',
    '9999-12-31T23:59:59Z',
    '2026-03-01T25:61:00Z',
    '2026-03-01T10:00:00+99:00',
    'yesterday',
  ];
  const deep = (levels: number): unknown => (levels === 0 ? 'leaf' : { n: deep(levels - 1) });
  const json = [
    {},
    { core: { lesson_status: 'passed', score: { raw: '1e308' } }, suspend_data: 'a\u0000b' },
    { core: { lesson_status: 'nonsense', lesson_location: '\ud800', session_time: '99:99:99' } },
    { cmi: { core: { total_time: '0000:00:01', session_time: '-1' } } },
    deep(40),
    ['list'],
    'string',
    123,
    null,
  ];
  const value = (type: GraphQLInputType, depth = 0): unknown => {
    const required = isNonNullType(type);
    if (!required && next() < 0.3) return null;
    const inner = getNullableType(type);
    if (isListType(inner)) {
      const length = pick([0, 1, 2, 101]);
      return Array.from({ length }, () => value(inner.ofType, depth + 1));
    }
    if (isEnumType(inner)) return next() < 0.8 ? pick(inner.getValues()).value : pick(['NOPE', '', 'admin']);
    if (isInputObjectType(inner)) {
      const fields = Object.values(inner.getFields());
      return Object.fromEntries(
        fields
          .filter((field) => isNonNullType(field.type) || next() < 0.6)
          .map((field) => [field.name, value(field.type, depth + 1)]),
      );
    }
    if (isScalarType(inner)) {
      switch (inner.name) {
        case 'ID':
          return next() < 0.6 ? pick(ids) : pick(strings);
        case 'String':
          return pick(strings);
        case 'Int':
        case 'Float':
          return pick(numbers);
        case 'Boolean':
          return next() < 0.5;
        case 'DateTime':
          return pick(dates);
        case 'JSON':
          return pick(json);
      }
    }
    return pick(strings);
  };
  return value;
}

describe('mutation inputs', () => {
  it(`never answer an internal error (${ROUNDS} seeded inputs per mutation and caller)`, async () => {
    const mutations = schemaOperations(buildApiSchema()).filter((op) => op.kind === 'mutation');
    expect(mutations.length).toBeGreaterThan(5);
    const next = random(20261124);
    const value = hostile(next);
    const failures: string[] = [];
    for (const op of mutations) {
      for (const caller of ['admin', 'manager', 'learner', 'coach'] as const) {
        for (let round = 0; round < ROUNDS; round += 1) {
          const variables = Object.fromEntries(
            Object.entries(op.argumentTypes).map(([name, type]) => [name, value(type)]),
          );
          const res = await gql(t.api, op.text, { token: t.tokens[caller], variables });
          const internal = (res.body.errors ?? []).filter(
            (e) =>
              e.extensions?.code === 'INTERNAL_SERVER_ERROR' ||
              /Something went wrong|Unexpected error/.test(e.message),
          );
          if (res.status >= 500 || internal.length)
            failures.push(
              `${operationName(op)} as ${caller} with ${JSON.stringify(variables).slice(0, 300)}: ${res.status} ${internal.map((e) => e.message).join('; ')}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
