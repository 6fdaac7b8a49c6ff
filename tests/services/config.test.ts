import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  fetchRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  readInlineRuntimeConfig,
} from '../../src/services/config';

describe('runtime config', () => {
  const inline = (text: string) => {
    const element = document.createElement('script');
    element.id = 'runtime-config';
    element.type = 'application/json';
    element.textContent = text;
    document.head.append(element);
    return () => element.remove();
  };

  it('reads the configuration the server inlined, without a request', async () => {
    const remove = inline('{"API_URL":"/inline","RECOMMENDER_SCENARIO":"\\u003c/script>"}');
    try {
      const fetchFn = async (): Promise<Response> => {
        throw new Error('must not fetch /config.json');
      };
      const config = await loadRuntimeConfig(undefined, fetchFn);
      expect(config.API_URL).toBe('/inline');
      expect(config.RECOMMENDER_SCENARIO).toBe('</script>');
      expect(config.IDM_CLIENT_ID).toBe('lms-app');
    } finally {
      remove();
    }
  });

  it('fetches /config.json when the page has no inline configuration', async () => {
    expect(readInlineRuntimeConfig()).toBeUndefined();
    const requested: string[] = [];
    const fetchFn = async (input: RequestInfo | URL) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ API_URL: '/fetched' }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    expect((await loadRuntimeConfig(undefined, fetchFn)).API_URL).toBe('/fetched');
    expect(requested).toEqual([expect.stringMatching(/\/config\.json$/)]);
  });

  it('rejects an invalid inline configuration with the same schema and a clear message', () => {
    for (const [text, message] of [
      ['{"EMBEDDED_TOKEN_CHECK_MS":"soon"}', /inline #runtime-config - EMBEDDED_TOKEN_CHECK_MS/],
      ['{not json', /inline #runtime-config - /],
    ] as const) {
      const remove = inline(text);
      try {
        expect(() => readInlineRuntimeConfig()).toThrow(ConfigError);
        expect(() => readInlineRuntimeConfig()).toThrow(message);
      } finally {
        remove();
      }
    }
  });

  it('validates /config.json and keeps a missing issuer for the auth machine to report', async () => {
    const fetchFn = async () =>
      new Response(JSON.stringify({ API_URL: '/graphql', PARENT_ORIGINS: ['https://p.example.org'] }), {
        headers: { 'content-type': 'application/json' },
      });
    const config = await fetchRuntimeConfig(undefined, fetchFn);
    expect(config.API_URL).toBe('/graphql');
    expect(config.IDM_ISSUER).toBe('');
    expect(config.PARENT_ORIGINS).toEqual(['https://p.example.org']);
  });

  it('rejects a malformed configuration with a clear message', () => {
    expect(() => parseRuntimeConfig({ EMBEDDED_TOKEN_CHECK_MS: 'soon' })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ ALLOWED_LOCALES: [] })).toThrow(/ALLOWED_LOCALES/);
  });

  it('validates exactly as the zod schema it replaced, with the same error texts', () => {
    // The schema as it was written with zod before the hand-written validator: the reference.
    const classic = z.object({
      API_URL: z.string().default(''),
      IDM_ISSUER: z.string().default(''),
      IDM_CLIENT_ID: z.string().min(1).default('lms-app'),
      IDM_SCOPE: z.string().default('openid profile email'),
      RECOMMENDER_API_URL: z.string().default(''),
      RECOMMENDER_DOMAIN_ID: z.string().default(''),
      RECOMMENDER_SCENARIO: z.string().default('kurs_cf'),
      RECOMMENDER_COUNT: z.number().int().positive().default(4),
      ALLOWED_LOCALES: z.array(z.string().min(2)).min(1).default(['en', 'de', 'sw']),
      DEFAULT_LOCALE: z.string().min(2).default('en'),
      PARENT_ORIGINS: z.array(z.string()).default([]),
      EMBEDDED_TOKEN_CHECK_MS: z.number().int().positive().default(60000),
      CONTENT_ORIGIN: z.string().default(''),
    });
    const outcome = (parse: () => unknown) => {
      try {
        return { ok: parse() };
      } catch (error) {
        return { error: (error as Error).message };
      }
    };
    const samples: unknown[] = [
      {},
      {
        API_URL: '/graphql',
        IDM_ISSUER: 'https://idp.example.org',
        PARENT_ORIGINS: ['https://p.example.org'],
      },
      { EMBEDDED_TOKEN_CHECK_MS: 'soon' },
      { EMBEDDED_TOKEN_CHECK_MS: 1.5 },
      { RECOMMENDER_COUNT: 0 },
      { ALLOWED_LOCALES: [] },
      { ALLOWED_LOCALES: ['e'] },
      { ALLOWED_LOCALES: 'en' },
      { IDM_CLIENT_ID: '' },
      { DEFAULT_LOCALE: 'x', API_URL: 3 },
      { PARENT_ORIGINS: [1] },
      { PARENT_ORIGINS: [null, 'x', 2] },
      { RECOMMENDER_COUNT: -1, IDM_SCOPE: true },
      { RECOMMENDER_COUNT: 2 ** 60 },
      { EMBEDDED_TOKEN_CHECK_MS: '60000' },
      { ALLOWED_LOCALES: {} },
      { ALLOWED_LOCALES: [], PARENT_ORIGINS: 'x' },
      { API_URL: null, unknown: 1 },
      [],
      3,
      null,
      'config',
    ];
    for (const sample of samples) {
      const reference = outcome(() => {
        const result = classic.safeParse(sample);
        if (result.success) return result.data;
        throw new Error(
          `invalid /config.json - ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
        );
      });
      expect(outcome(() => parseRuntimeConfig(sample))).toEqual(reference);
    }
    expect(outcome(() => parseRuntimeConfig({ ALLOWED_LOCALES: ['e'] }))).toEqual({
      error: 'invalid /config.json - ALLOWED_LOCALES.0: Too small: expected string to have >=2 characters',
    });
  });
});
