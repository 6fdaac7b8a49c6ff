import { describe, expect, it } from 'vitest';
import { ConfigError, fetchRuntimeConfig, parseRuntimeConfig } from '../../src/services/config';

describe('runtime config', () => {
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
});
