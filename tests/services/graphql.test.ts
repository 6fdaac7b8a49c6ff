import { describe, expect, it } from 'vitest';
import { createGraphqlClient, GraphqlTransportError, requireData } from '../../src/services/graphql';
import { GetPreferencesDocument, GetVersionDocument } from '../../src/services/operations';

interface Captured {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function fakeFetch(answer: { status?: number; body: unknown }, captured: Captured[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    captured.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.json(),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const URL_ = 'http://localhost:4000/graphql';

describe('GraphQL client', () => {
  it('POSTs operationName, variables and query with the bearer, accept and preflight headers', async () => {
    const captured: Captured[] = [];
    const client = createGraphqlClient({
      url: URL_,
      getAccessToken: async () => 'tok-1',
      fetch: fakeFetch({ body: { data: { modulePreferences: { modulePreferences: [] } } } }, captured),
    });
    const result = await client.request(GetPreferencesDocument, { moduleName: 'DESIGN' });
    expect(result).toEqual({ data: { modulePreferences: { modulePreferences: [] } }, errors: [] });
    const [req] = captured;
    expect(req?.url).toBe(URL_);
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(req?.headers.get('accept')).toBe('application/json');
    expect(req?.headers.get('graphql-preflight')).toBe('1');
    expect(req?.body).toEqual({
      operationName: 'getPreferences',
      variables: { moduleName: 'DESIGN' },
      query: expect.stringContaining('modulePreferences(moduleName: $moduleName)'),
    });
  });

  it('asks for the token (which refreshes first when none is held) before every request', async () => {
    const captured: Captured[] = [];
    const order: string[] = [];
    let token: string | null = null;
    const client = createGraphqlClient({
      url: URL_,
      getAccessToken: async () => {
        order.push('token');
        token ??= 'refreshed';
        return token;
      },
      fetch: async (input, init) => {
        order.push('fetch');
        return fakeFetch({ body: { data: { version: '3.1.0' } } }, captured)(input, init);
      },
    });
    await client.request(GetVersionDocument);
    expect(order).toEqual(['token', 'fetch']);
    expect(captured[0]?.headers.get('authorization')).toBe('Bearer refreshed');
  });

  it('returns data and errors together (error policy all), even with an error status', async () => {
    const captured: Captured[] = [];
    const body = { data: { version: '3.1.0' }, errors: [{ message: 'partial failure', path: ['other'] }] };
    const client = createGraphqlClient({
      url: URL_,
      getAccessToken: async () => 't',
      fetch: fakeFetch({ status: 400, body }, captured),
    });
    const result = await client.request(GetVersionDocument);
    expect(result.data).toEqual({ version: '3.1.0' });
    expect(result.errors).toEqual([{ message: 'partial failure', path: ['other'] }]);
    expect(() => requireData(result)).toThrow('partial failure');
  });

  it('throws a transport error when the answer is not GraphQL', async () => {
    const client = createGraphqlClient({
      url: URL_,
      getAccessToken: async () => 't',
      fetch: fakeFetch({ status: 502, body: 'bad gateway' }, []),
    });
    await expect(client.request(GetVersionDocument)).rejects.toBeInstanceOf(GraphqlTransportError);
  });

  it('sends no Authorization header when no token can be had', async () => {
    const captured: Captured[] = [];
    const client = createGraphqlClient({
      url: URL_,
      getAccessToken: async () => null,
      fetch: fakeFetch({ body: { data: null, errors: [{ message: 'Unauthenticated' }] } }, captured),
    });
    const result = await client.request(GetVersionDocument);
    expect(captured[0]?.headers.has('authorization')).toBe(false);
    expect(result.errors[0]?.message).toBe('Unauthenticated');
  });
});
