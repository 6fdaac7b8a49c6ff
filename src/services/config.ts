// Runtime configuration: the server publishes /config.json, so one build runs against any backend.
// The server also inlines the same object into the index.html it serves (server/app.ts), which saves
// the start-up a whole request round; /config.json remains for pages served without it (Vite dev).
import ky from 'ky';
// Validated by hand rather than with zod: the configuration is read before anything else, so its
// validator is part of every first load, and a zod import here would pull every zod function the
// administration screens use into the entry chunk. The rules and texts are those the zod schema had
// (tests/services/config.test.ts compares both on the same samples).

type Issue = { path: string; message: string };
type Check<T> = (value: unknown, path: string, issues: Issue[]) => T | undefined;

const received = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isNaN(value)
        ? 'NaN'
        : typeof value;
const expected = (type: string, value: unknown, path: string, issues: Issue[]) =>
  issues.push({ path, message: `Invalid input: expected ${type}, received ${received(value)}` });

const text =
  (minLength = 0): Check<string> =>
  (value, path, issues) => {
    if (typeof value !== 'string') return void expected('string', value, path, issues);
    if (value.length < minLength)
      return void issues.push({
        path,
        message: `Too small: expected string to have >=${minLength} characters`,
      });
    return value;
  };

const positiveInt: Check<number> = (value, path, issues) => {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return void expected('number', value, path, issues);
  if (!Number.isInteger(value)) return void expected('int', value, path, issues);
  if (value > Number.MAX_SAFE_INTEGER)
    return void issues.push({ path, message: `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}` });
  if (value <= 0) return void issues.push({ path, message: 'Too small: expected number to be >0' });
  return value;
};

const list =
  <T>(item: Check<T>, minItems = 0): Check<T[]> =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return void expected('array', value, path, issues);
    const before = issues.length;
    const items = value.map((entry, i) => item(entry, path ? `${path}.${i}` : String(i), issues));
    if (value.length < minItems)
      issues.push({ path, message: `Too small: expected array to have >=${minItems} items` });
    return issues.length === before ? (items as T[]) : undefined;
  };

/** A field's check and its value when the configuration leaves it out. */
const field = <T>(check: Check<T>, fallback: T) => ({ check, fallback });

// Missing API_URL / IDM_ISSUER are not errors here: the auth machine reports them with the
// specification's exact texts, so they default to empty strings.
const FIELDS = {
  API_URL: field(text(), ''),
  IDM_ISSUER: field(text(), ''),
  IDM_CLIENT_ID: field(text(1), 'lms-app'),
  IDM_SCOPE: field(text(), 'openid profile email'),
  RECOMMENDER_API_URL: field(text(), ''),
  RECOMMENDER_DOMAIN_ID: field(text(), ''),
  RECOMMENDER_SCENARIO: field(text(), 'kurs_cf'),
  RECOMMENDER_COUNT: field(positiveInt, 4),
  ALLOWED_LOCALES: field(list(text(2), 1), ['en', 'de', 'sw']),
  DEFAULT_LOCALE: field(text(2), 'en'),
  PARENT_ORIGINS: field(list(text()), [] as string[]),
  EMBEDDED_TOKEN_CHECK_MS: field(positiveInt, 60000),
  /** Where SCORM packages are served from (server/content); empty means SCORM media cannot be played. */
  CONTENT_ORIGIN: field(text(), ''),
};

export type RuntimeConfig = { [K in keyof typeof FIELDS]: (typeof FIELDS)[K]['fallback'] };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function parseRuntimeConfig(body: unknown, source = '/config.json'): RuntimeConfig {
  const issues: Issue[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) expected('object', body, '', issues);
  const values = (issues.length ? {} : body) as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const [key, { check, fallback }] of Object.entries(FIELDS) as [
    string,
    (typeof FIELDS)[keyof typeof FIELDS],
  ][])
    config[key] = values[key] === undefined ? fallback : (check as Check<unknown>)(values[key], key, issues);
  if (issues.length) {
    const detail = issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ');
    throw new ConfigError(`invalid ${source} - ${detail}`);
  }
  return config as RuntimeConfig;
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
