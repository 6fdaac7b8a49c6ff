// Sample data for the shell machines' models (tests and `npm run paths` share them).
import type { AuthSession } from '../../services/oidc';
import type { DefaultUnit } from '../../services/operations';
import type { PendingProgress } from '../../services/storage';
import type { RuntimeConfig } from '../../services/config';

export const ISSUER = 'http://localhost:4000/oidc';
export const API_URL = 'http://localhost:4000/graphql';
export const PARENT = 'https://portal.example.org';
/** 2100-01-01 in seconds: a token that does not expire during a test. */
export const FAR_FUTURE = 4102444800;

export const sampleSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  accessToken: 'access-token',
  idToken: 'id-token',
  expiresAt: FAR_FUTURE,
  idExpiresAt: FAR_FUTURE,
  hasRefreshToken: true,
  sessionState: 'session-1',
  claims: {
    name: 'Ada Admin',
    email: 'ada@example.org',
    preferred_username: 'ada',
    theme: 'dark',
    locale: 'de',
  },
  roles: ['ADMIN'],
  returnTo: null,
  ...overrides,
});

export const expiredSession = sampleSession({ expiresAt: 1, idExpiresAt: 1 });

export const sampleUnit: DefaultUnit = {
  name: 'Head office',
  isActive: true,
  uuid: 'u-1',
  id: '1',
  key: 'HQ',
  logoUrl: null,
  color: '#123456',
  displayedId: '1',
  isGeneral: true,
};

export const sampleRecord = (hash: string): PendingProgress => ({
  hash,
  mediaId: 'm-1',
  cmi: { core: { lesson_status: 'completed' } },
  committedAt: '2026-01-01T10:00:00Z',
});

export const sampleConfig: RuntimeConfig = {
  API_URL,
  IDM_ISSUER: ISSUER,
  IDM_CLIENT_ID: 'lms-app',
  IDM_SCOPE: 'openid profile email offline_access',
  RECOMMENDER_API_URL: 'http://localhost:4000/recommender',
  RECOMMENDER_DOMAIN_ID: 'lms',
  RECOMMENDER_SCENARIO: 'kurs_cf',
  RECOMMENDER_COUNT: 4,
  ALLOWED_LOCALES: ['en', 'de', 'sw'],
  DEFAULT_LOCALE: 'en',
  PARENT_ORIGINS: [PARENT],
  EMBEDDED_TOKEN_CHECK_MS: 60000,
  CONTENT_ORIGIN: 'http://localhost:4001',
};
