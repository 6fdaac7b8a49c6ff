// Runtime configuration: the server publishes /config.json, so one build runs against any backend.
// The server also inlines the same object into the index.html it serves (server/app.ts), which saves
// the start-up a whole request round; /config.json remains for pages served without it (Vite dev).
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
  /** Where SCORM packages are served from (server/content); empty means SCORM media cannot be played. */
  CONTENT_ORIGIN: z._default(z.string(), ''),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function parseRuntimeConfig(body: unknown, source = '/config.json'): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(body);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ConfigError(`invalid ${source} - ${detail}`);
  }
  return result.data;
}

export const INLINE_CONFIG_ID = 'runtime-config';

/** The configuration the server inlined into the page, validated; undefined when the page has none. */
export function readInlineRuntimeConfig(
  doc: Document | undefined = globalThis.document,
): RuntimeConfig | undefined {
  const element = doc?.getElementById(INLINE_CONFIG_ID);
  if (!element) return undefined;
  const source = `inline #${INLINE_CONFIG_ID}`;
  let body: unknown;
  try {
    body = JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new ConfigError(`invalid ${source} - ${(error as Error).message}`);
  }
  return parseRuntimeConfig(body, source);
}

/** The inlined configuration when the page carries one, else /config.json. */
export async function loadRuntimeConfig(
  signal?: AbortSignal,
  fetchFn?: typeof fetch,
): Promise<RuntimeConfig> {
  return readInlineRuntimeConfig() ?? fetchRuntimeConfig(signal, fetchFn);
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
