// Runtime configuration: the server publishes /config.json, so one build runs against any backend.
import ky from 'ky';
import { z } from 'zod';

// Missing API_URL / IDM_ISSUER are not schema errors: the auth machine reports them with the
// specification's exact texts, so they default to empty strings here.
export const RuntimeConfigSchema = z.object({
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
