// The recommender is part of the real server, at the path RECOMMENDER_API_URL names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../../../server/db/testing';

describe('the recommender in the server', () => {
  let database: Database;
  let server: Server;
  const config = testConfig();
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await buildServer({ config, database });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
  });

  it('answers under the configured URL and asks for a bearer token', async () => {
    const path = new URL(config.app.RECOMMENDER_API_URL).pathname;
    const res = await server.app.inject({
      method: 'GET',
      url: `${path}/${config.app.RECOMMENDER_DOMAIN_ID}/${config.app.RECOMMENDER_SCENARIO}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toMatchObject({ error: 'unauthenticated' });
  });
});
