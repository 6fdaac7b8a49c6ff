// Sample data shared by the machine tests.
import type { AuthSession } from '../../src/services/oidc';

export const ISSUER = 'http://localhost:4000/oidc';
export const FAR_FUTURE = 4102444800; // 2100-01-01, seconds

export const session = (overrides: Partial<AuthSession> = {}): AuthSession => ({
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

export const expiredSession = session({ expiresAt: 1, idExpiresAt: 1 });
