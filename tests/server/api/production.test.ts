// Production mode: no introspection, the depth limit also covers introspection fields, and unexpected
// errors are masked with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gql, OPERATIONS, startTestApi, type TestApi } from './harness';

describe('in production', () => {
  let prod: TestApi;
  beforeAll(async () => {
    prod = await startTestApi({ production: true });
  });
  afterAll(() => prod.close());

  it('refuses introspection', async () => {
    const res = await gql(prod.api, 'query { __schema { queryType { name } } }', {
      token: prod.tokens.admin,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('refuses queries nested deeper than 10 levels', async () => {
    const deep = `query { __type(name: "Query") { fields { type { ${'ofType { '.repeat(9)}name${' }'.repeat(9)} } } } }`;
    const res = await gql(prod.api, deep, { token: prod.tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.message).join('\n')).toMatch(/depth limit/i);
  });

  it('masks unexpected errors with a clear message and no internals', async () => {
    // A real failure below the API: the table the resolver reads is gone.
    await prod.database.db.execute(sql`drop table units cascade`);
    const res = await gql(prod.api, OPERATIONS.defaultUnit, { token: prod.tokens.admin });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]?.message).toBe(
      'Something went wrong on the server. Please try again; if it keeps happening, contact support.',
    );
    expect(JSON.stringify(res.body)).not.toMatch(/stack|relation|select|does not exist/i);
  });
});
