// Server configuration, read once from the environment. Defaults work out of the box on loopback.
import path from 'node:path';

export interface AppRuntimeConfig {
  API_URL: string;
  IDM_ISSUER: string;
  IDM_CLIENT_ID: string;
  IDM_SCOPE: string;
  RECOMMENDER_API_URL: string;
  RECOMMENDER_DOMAIN_ID: string;
  RECOMMENDER_SCENARIO: string;
  RECOMMENDER_COUNT: number;
  ALLOWED_LOCALES: string[];
  DEFAULT_LOCALE: string;
  PARENT_ORIGINS: string[];
  EMBEDDED_TOKEN_CHECK_MS: number;
  /** Origin SCORM packages are served from; never the app's own (server/content). */
  CONTENT_ORIGIN: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Origin the browser uses to reach this server, without trailing slash. */
  publicUrl: string;
  /** Port of the second listener that serves SCORM content on its own origin. */
  contentPort: number;
  /** Origin the browser uses to reach the content listener, without trailing slash. */
  contentOrigin: string;
  issuer: string;
  /** Who issues certificates and badges (printed on them, the Open Badges issuer profile's name). */
  organisationName: string;
  clientId: string;
  /** Audience of the access tokens the API accepts. */
  apiAudience: string;
  accessTokenTtl: number;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  seedDemo: boolean;
  /** Origins allowed to call the API cross-origin (CORS); the public origin is always allowed. */
  corsOrigins: string[];
  /** Secret for the provider's cookies; generated and stored in the database when not set. */
  cookieSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Days the mail log keeps a mail's bodies and data (MAIL_RETENTION_DAYS); the metadata stays for good. */
  mailRetentionDays: number;
  /** Mails per recipient domain and minute (MAIL_RATE_PER_DOMAIN, 0 = no limit); more wait their turn. */
  mailRatePerDomain: number;
  uploadMaxBytes: number;
  /** Bytes one uploader may keep stored, unpacked SCORM packages included. */
  uploadQuotaBytes: number;
  /** Requests per minute: the API and uploads per address and per access token; the token endpoint per address. */
  rateLimits: {
    apiPerAddress: number;
    apiPerToken: number;
    tokenEndpointPerAddress: number;
    /** API requests that run at once in all, and of one access token (or address); more wait their turn. */
    apiConcurrent: number;
    apiConcurrentPerCaller: number;
  };
  app: AppRuntimeConfig;
}

const list = (value: string | undefined, fallback: string[] = []): string[] =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid number in configuration: ${value}`);
  return n;
};

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 4000);
  const publicUrl = stripSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const production = env.NODE_ENV === 'production';
  const issuer = stripSlash(env.IDM_ISSUER ?? `${publicUrl}/oidc`);
  const clientId = env.IDM_CLIENT_ID ?? 'lms-app';
  const apiUrl = env.API_URL ?? `${publicUrl}/graphql`;
  const contentPort = int(env.CONTENT_PORT, port + 1);
  const contentOrigin = stripSlash(env.CONTENT_ORIGIN ?? `http://localhost:${contentPort}`);
  if (new URL(contentOrigin).origin === new URL(publicUrl).origin) {
    throw new Error(
      'CONTENT_ORIGIN must differ from the app origin (PUBLIC_URL): SCORM packages must not run where the session tokens live.',
    );
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    contentPort,
    contentOrigin,
    issuer,
    organisationName: env.ORGANISATION_NAME?.trim() || 'Sitos Academy',
    clientId,
    apiAudience: env.API_AUDIENCE ?? 'lms-api',
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 300),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    seedDemo: env.SEED_DEMO === '1' || (!production && env.SEED_DEMO !== '0'),
    corsOrigins: list(env.CORS_ORIGINS),
    cookieSecret: env.COOKIE_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'LMS <no-reply@localhost>',
    mailRetentionDays: Math.max(1, int(env.MAIL_RETENTION_DAYS, 90)),
    mailRatePerDomain: int(env.MAIL_RATE_PER_DOMAIN, 600),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 200 * 1024 * 1024),
    uploadQuotaBytes: int(env.UPLOAD_QUOTA_BYTES, 10 * 1024 * 1024 * 1024),
    // An office of hundreds behind one address shares the address budget; one person's app sends a few
    // requests a minute, a busy player a few a second.
    rateLimits: {
      apiPerAddress: int(env.RATE_LIMIT_API_PER_ADDRESS, 6000),
      apiPerToken: int(env.RATE_LIMIT_API_PER_TOKEN, 1200),
      tokenEndpointPerAddress: int(env.RATE_LIMIT_TOKEN_ENDPOINT, 600),
      apiConcurrent: Math.max(1, int(env.API_CONCURRENT, 4)),
      apiConcurrentPerCaller: Math.max(1, int(env.API_CONCURRENT_PER_CALLER, 2)),
    },
    app: {
      API_URL: apiUrl,
      IDM_ISSUER: issuer,
      IDM_CLIENT_ID: clientId,
      IDM_SCOPE: env.IDM_SCOPE ?? 'openid profile email offline_access',
      RECOMMENDER_API_URL: env.RECOMMENDER_API_URL ?? `${publicUrl}/recommender`,
      RECOMMENDER_DOMAIN_ID: env.RECOMMENDER_DOMAIN_ID ?? 'lms',
      RECOMMENDER_SCENARIO: env.RECOMMENDER_SCENARIO ?? 'kurs_cf',
      RECOMMENDER_COUNT: int(env.RECOMMENDER_COUNT, 4),
      ALLOWED_LOCALES: list(env.ALLOWED_LOCALES, ['en', 'de', 'sw']),
      DEFAULT_LOCALE: env.DEFAULT_LOCALE ?? 'en',
      PARENT_ORIGINS: list(env.PARENT_ORIGINS),
      EMBEDDED_TOKEN_CHECK_MS: int(env.EMBEDDED_TOKEN_CHECK_MS, 60000),
      CONTENT_ORIGIN: contentOrigin,
    },
  };
}

/** A configuration for tests: in-memory database unless TEST_DATABASE_URL is set, no demo seed. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', PORT: '4000' });
  return { ...base, dataDir: '', databaseUrl: process.env.TEST_DATABASE_URL || undefined, ...overrides };
}
