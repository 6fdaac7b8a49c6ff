// Runtime configuration: the server publishes /config.json, so one build runs against any backend.
import ky from 'ky';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini keeps the first load small (the chained classic API costs ~20 kB gzip); it ships no
// messages by default, so the English ones are loaded to keep the same error texts.
z.config(en());

// Missing API_URL / IDM_ISSUER are not schema errors: the auth machine reports them with the
// specification's exact texts, so they default to empty strings here.
export const RuntimeConfigSchema = z.object({
  API_URL: z._default(z.string(), ''),
  IDM_ISSUER: z._default(z.string(), ''),
  IDM_CLIENT_ID: z._default(z.string().check(z.minLength(1)), 'lms-app'),
  IDM_SCOPE: z._default(z.string(), 'openid profile email'),
  RECOMMENDER_API_URL: z._default(z.string(), ''),
  RECOMMENDER_DOMAIN_ID: z._default(z.string(), ''),
  RECOMMENDER_SCENARIO: z._default(z.string(), 'kurs_cf'),
  RECOMMENDER_COUNT: z._default(z.number().check(z.int(), z.positive()), 4),
  ALLOWED_LOCALES: z._default(z.array(z.string().check(z.minLength(2))).check(z.minLength(1)), [
    'en',
    'de',
    'sw',
  ]),
  DEFAULT_LOCALE: z._default(z.string().check(z.minLength(2)), 'en'),
  PARENT_ORIGINS: z._default(z.array(z.string()), []),
  EMBEDDED_TOKEN_CHECK_MS: z._default(z.number().check(z.int(), z.positive()), 60000),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(body);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ConfigError(`invalid /config.json - ${detail}`);
  }
  return result.data;
}

export async function fetchRuntimeConfig(
  signal?: AbortSignal,
  fetchFn?: typeof fetch,
): Promise<RuntimeConfig> {
  const body = await ky
    // Resolved against the page explicitly: the app's origin serves its own configuration.
    .get(new URL('/config.json', globalThis.location.href), {
      signal,
      // Only a given fetch is passed: ky calls it as a method, and the global one must not be unbound.
      ...(fetchFn ? { fetch: fetchFn } : {}),
      cache: 'no-store',
      retry: 1,
      headers: { Accept: 'application/json' },
    })
    .json<unknown>();
  return parseRuntimeConfig(body);
}
