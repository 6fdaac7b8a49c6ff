import { describe, expect, it } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';
import {
  hasValidTokens,
  isIssuerUrlAllowed,
  normaliseScope,
  refreshUser,
  rolesFromAccessToken,
  userManagerSettings,
  type AuthSession,
} from '../../src/services/oidc';

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: unknown) => `${b64({ alg: 'none' })}.${b64(payload)}.sig`;

describe('oidc service', () => {
  it('always requests openid profile email, keeping other scopes', () => {
    expect(normaliseScope('offline_access')).toBe('openid profile email offline_access');
    expect(normaliseScope('email openid')).toBe('profile email openid');
    expect(normaliseScope(undefined)).toBe('openid profile email');
  });

  it('requires HTTPS for the provider except on loopback', () => {
    expect(isIssuerUrlAllowed('https://idp.example.org/realms/lms')).toBe(true);
    expect(isIssuerUrlAllowed('http://localhost:4000/oidc')).toBe(true);
    expect(isIssuerUrlAllowed('http://127.0.0.1:4000/oidc')).toBe(true);
    expect(isIssuerUrlAllowed('http://[::1]:4000/oidc')).toBe(true);
    expect(isIssuerUrlAllowed('http://idp.example.org')).toBe(false);
    expect(isIssuerUrlAllowed('http://localhost.evil.example')).toBe(false);
    expect(isIssuerUrlAllowed('not a url')).toBe(false);
  });

  it('reads roles from the access token resource_access of the client', () => {
    const token = jwt({
      resource_access: { 'lms-app': { roles: ['ADMIN', 'LEARNER'] }, other: { roles: ['X'] } },
    });
    expect(rolesFromAccessToken(token, 'lms-app')).toEqual(['ADMIN', 'LEARNER']);
    expect(rolesFromAccessToken(token, 'missing')).toEqual([]);
    expect(rolesFromAccessToken('garbage', 'lms-app')).toEqual([]);
  });

  it('keeps tokens per tab and lets the machine drive refreshes', () => {
    const s = userManagerSettings({
      issuer: 'https://idp.example.org',
      clientId: 'c',
      scope: '',
      origin: 'https://app.example.org',
    });
    expect(s.automaticSilentRenew).toBe(false);
    expect(s.redirect_uri).toBe('https://app.example.org/');
    expect(s.userStore).toBeDefined();
  });

  it('needs both a valid access token and a valid id token', () => {
    const now = 1000;
    const s: AuthSession = {
      accessToken: 'a',
      idToken: 'i',
      expiresAt: 2000,
      idExpiresAt: 2000,
      hasRefreshToken: false,
      sessionState: null,
      claims: {},
      roles: [],
      returnTo: null,
    };
    expect(hasValidTokens(s, now)).toBe(true);
    expect(hasValidTokens({ ...s, idExpiresAt: 10 }, now)).toBe(false);
    expect(hasValidTokens({ ...s, expiresAt: 10 }, now)).toBe(false);
    expect(hasValidTokens({ ...s, idToken: '' }, now)).toBe(false);
    expect(hasValidTokens(null, now)).toBe(false);
  });

  it('refreshes with the refresh token first, falls back to the iframe, and runs one refresh at a time', async () => {
    const calls: string[] = [];
    let stored: Partial<User> | null = { refresh_token: 'rt', access_token: 'old' };
    let release: () => void = () => {};
    const manager = {
      getUser: async () => stored as User,
      storeUser: async (user: User) => {
        stored = user;
      },
      signinSilent: async () => {
        const mode = stored?.refresh_token ? 'refresh_token' : 'iframe';
        calls.push(mode);
        if (mode === 'refresh_token') throw new Error('invalid_grant');
        await new Promise<void>((resolve) => (release = resolve));
        return { access_token: 'new' } as User;
      },
    } as unknown as UserManager;
    const first = refreshUser(manager);
    const second = refreshUser(manager);
    expect(second).toBe(first);
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect((await first)?.access_token).toBe('new');
    expect(calls).toEqual(['refresh_token', 'iframe']);
  });
});
