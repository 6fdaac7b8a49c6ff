import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authMachine,
  selectAuthStatus,
  selectRoles,
  selectUser,
  type AuthInput,
} from '../../src/machines/authMachine';
import type { AuthSettings, CodeLoginResult, SignInRequest } from '../../src/machines/authActors';
import type { AuthSession } from '../../src/services/oidc';
import { ISSUER, sampleSession as session } from '../../src/machines/testing/samples';

const base: AuthInput = {
  issuer: ISSUER,
  clientId: 'lms-app',
  scope: 'openid',
  apiUrl: 'http://localhost:4000/graphql',
  embedded: false,
  reloadedForMarker: null,
};

interface Fakes {
  discovery?: string;
  stored?: AuthSession | null;
  code?: CodeLoginResult;
  refresh?: () => Promise<AuthSession | null>;
}

function start(input: Partial<AuthInput> = {}, fakes: Fakes = {}) {
  const calls: string[] = [];
  const signIns: SignInRequest[] = [];
  const reloads: Array<string | null> = [];
  const reports: Array<{ type: string }> = [];
  const machine = authMachine.provide({
    actors: {
      loadDiscovery: fromPromise<{ issuer: string }, AuthSettings>(async () => ({
        issuer: fakes.discovery ?? ISSUER,
      })),
      loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async () => fakes.stored ?? null),
      completeCodeLogin: fromPromise<CodeLoginResult, AuthSettings>(
        async () => fakes.code ?? { session: null, location: null },
      ),
      refreshSession: fromPromise<AuthSession | null, AuthSettings>(async () => {
        calls.push('refresh');
        if (fakes.refresh) return fakes.refresh();
        throw new Error('login_required');
      }),
      removeLocalUser: fromPromise<void, AuthSettings>(async () => void calls.push('removeUser')),
      startSignIn: fromPromise<void, AuthSettings & SignInRequest>(async ({ input: i }) => {
        signIns.push({ prompt: i.prompt, returnTo: i.returnTo });
        await new Promise(() => {});
      }),
      countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
        async () => {
          calls.push('countLogin');
          return 'counted';
        },
      ),
      reloadPage: fromPromise<void, { marker: string | null }>(
        async ({ input: i }) => void reloads.push(i.marker),
      ),
      watchSessionMarker: fromCallback(() => {}),
      watchUserManager: fromCallback<{ type: 'noop' }, AuthSettings>(() => {}),
    },
  });
  const actor = createActor(machine, { input: { ...base, ...input } });
  Object.assign(actor, { _parent: { send: (e: { type: string }) => reports.push(e) } });
  actor.start();
  return { actor, calls, signIns, reloads, reports };
}

const settled = (a: ReturnType<typeof start>) => waitFor(a.actor, (s) => s.context.authenticationCompleted);

afterEach(() => vi.restoreAllMocks());

describe('authMachine behaviour', () => {
  it("logs exactly 'invalid config - IDM_ISSUER not set' when the issuer is missing", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = start({ issuer: '' });
    await settled(a);
    expect(error).toHaveBeenCalledWith('invalid config - IDM_ISSUER not set');
    expect(selectAuthStatus(a.actor.getSnapshot())).toBe('signedOut');
  });

  it('logs an error for a missing API_URL and still signs in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = start({ apiUrl: '' }, { stored: session(), refresh: async () => session() });
    await waitFor(a.actor, (s) => selectAuthStatus(s) === 'signedIn');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/API_URL/);
  });

  it('refuses a non-HTTPS issuer unless it is loopback, and an issuer the discovery document contradicts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const insecure = start({ issuer: 'http://idp.example.org/oidc' });
    await settled(insecure);
    expect(insecure.actor.getSnapshot().context.error).toBe('issuerInsecure');
    const mismatch = start({}, { discovery: 'https://evil.example.org' });
    await settled(mismatch);
    expect(mismatch.actor.getSnapshot().context.error).toBe('issuerMismatch');
    expect(mismatch.calls).toEqual(['removeUser']);
  });

  it('with a valid access token does a silent refresh, then counts the login once', async () => {
    const a = start({}, { stored: session(), refresh: async () => session() });
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(a.calls).toEqual(['refresh', 'countLogin']);
    expect(selectUser(a.actor.getSnapshot())).toMatchObject({
      name: 'Ada Admin',
      email: 'ada@example.org',
      username: 'ada',
    });
    expect(selectRoles(a.actor.getSnapshot())).toEqual(['ADMIN']);
    expect(a.reports).toContainEqual(
      expect.objectContaining({ type: 'auth.sessionChanged', signedIn: true, completed: true }),
    );
  });

  it('uses the code login result, and refreshes silently when it gave no valid tokens', async () => {
    const code = start({}, { code: { session: session({ returnTo: '/system' }), location: '/system' } });
    await waitFor(code.actor, (s) => selectAuthStatus(s) === 'signedIn');
    expect(code.calls).not.toContain('refresh');
    expect(code.reports).toContainEqual(
      expect.objectContaining({ type: 'auth.sessionChanged', location: '/system' }),
    );
    const none = start({}, { refresh: async () => session() });
    await waitFor(none.actor, (s) => selectAuthStatus(s) === 'signedIn');
    expect(none.calls[0]).toBe('refresh');
  });

  it('on failure logs out locally, completes authentication and does not loop into the provider', async () => {
    const a = start();
    await settled(a);
    expect(a.calls).toEqual(['refresh', 'removeUser']);
    expect(selectAuthStatus(a.actor.getSnapshot())).toBe('signedOut');
    a.actor.send({ type: 'auth.signIn', auto: true, returnTo: '/media' });
    expect(a.signIns).toEqual([{ prompt: null, returnTo: '/media' }]);
  });

  it('does not auto-redirect again after the provider failed; a click still signs in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = start({}, { discovery: 'https://evil.example.org' });
    await settled(a);
    a.actor.send({ type: 'auth.signIn', auto: true, returnTo: '/media' });
    expect(a.signIns).toEqual([]);
    a.actor.send({ type: 'auth.signIn' });
    expect(a.signIns).toEqual([{ prompt: null, returnTo: null }]);
  });

  it('a missing role asks the provider for a login prompt', async () => {
    const a = start({}, { stored: session(), refresh: async () => session() });
    await waitFor(a.actor, (s) => selectAuthStatus(s) === 'signedIn');
    a.actor.send({ type: 'auth.signIn', prompt: 'login', returnTo: '/dashboard', auto: true });
    expect(a.signIns).toEqual([{ prompt: 'login', returnTo: '/dashboard' }]);
  });

  it('token errors start a new login flow and tell the parent; embedded, it offers a popup instead', async () => {
    const a = start({}, { stored: session(), refresh: async () => session() });
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    a.actor.send({ type: 'token.refreshError' });
    await waitFor(a.actor, (s) => selectAuthStatus(s) === 'signingIn');
    expect(a.reports).toContainEqual({ type: 'auth.sessionExpired' });
    expect(a.signIns).toHaveLength(1);

    const e = start({ embedded: true }, { stored: session(), refresh: async () => session() });
    await waitFor(e.actor, (s) => s.matches({ signedIn: 'idle' }));
    e.actor.send({ type: 'token.error' });
    await waitFor(e.actor, (s) => selectAuthStatus(s) === 'embeddedSignInRequired');
    expect(e.signIns).toEqual([]);
    // Exactly once: the parent hears of the lost session a single time.
    expect(e.reports.filter((r) => r.type === 'auth.sessionExpired')).toHaveLength(1);
  });

  it('reloads once when another tab changes the session marker', async () => {
    const a = start({ reloadedForMarker: 's:seen' });
    await settled(a);
    a.actor.send({ type: 'session.markerChanged', marker: 's:seen' });
    expect(a.reloads).toEqual([]);
    a.actor.send({ type: 'session.markerChanged', marker: 's:new' });
    await waitFor(a.actor, (s) => s.matches('reloading'));
    await new Promise((r) => setTimeout(r, 0));
    expect(a.reloads).toEqual(['s:new']);
  });
});
