// The embedded session check (auth.verifySession): the provider is asked with a prompt=none sign-in,
// one step of the single refresh path, and a session gone at the provider ends the app's session.
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine, type AuthInput } from '../../src/machines/authMachine';
import type { AuthSettings } from '../../src/machines/authActors';
import type { AuthSession } from '../../src/services/oidc';
import { ISSUER, sampleSession as session } from '../../src/machines/testing/samples';

const input: AuthInput = {
  issuer: ISSUER,
  clientId: 'lms-app',
  scope: 'openid offline_access',
  apiUrl: 'http://localhost:4000/graphql',
  embedded: true,
  reloadedForMarker: null,
};

/** A signed-in, embedded auth actor whose refreshes and checks wait until the test answers them. */
async function signedIn() {
  const refreshes: Array<(s: AuthSession | null) => void> = [];
  const checks: Array<{ resolve: (s: AuthSession | null) => void; reject: (e: Error) => void }> = [];
  const reports: Array<{ type: string }> = [];
  const machine = authMachine.provide({
    actors: {
      loadDiscovery: fromPromise<{ issuer: string }, AuthSettings>(async () => ({ issuer: ISSUER })),
      loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async () => session()),
      refreshSession: fromPromise<AuthSession | null, AuthSettings>(
        () => new Promise((resolve) => refreshes.push(resolve)),
      ),
      verifySession: fromPromise<AuthSession | null, AuthSettings>(
        () => new Promise((resolve, reject) => checks.push({ resolve, reject })),
      ),
      countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
        async () => 'skipped',
      ),
      removeLocalUser: fromPromise<void, AuthSettings>(async () => {}),
      watchSessionMarker: fromCallback(() => {}),
      watchUserManager: fromCallback<{ type: 'noop' }, AuthSettings>(() => {}),
    },
  });
  const actor = createActor(machine, { input });
  Object.assign(actor, { _parent: { send: (e: { type: string }) => reports.push(e) } });
  actor.start();
  await waitFor(actor, (s) => s.matches('silentRefresh'));
  refreshes.shift()!(session());
  await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
  reports.length = 0;
  return { actor, refreshes, checks, reports };
}

const types = (reports: Array<{ type: string }>) => reports.map((r) => r.type);

describe('authMachine session check (embedded)', () => {
  it('ends the session and reports it when the provider answers login_required', async () => {
    const a = await signedIn();
    a.actor.send({ type: 'auth.verifySession' });
    expect(a.actor.getSnapshot().matches({ signedIn: 'verifying' })).toBe(true);
    a.checks.shift()!.resolve(null);
    await waitFor(a.actor, (s) => s.matches('embeddedSignInRequired'));
    expect(types(a.reports)).toContain('auth.sessionExpired');
    // The check never used the refresh token: a refresh grant would succeed after the session ended.
    expect(a.refreshes).toHaveLength(0);
  });

  it('keeps the session, with the tokens of the check, while the provider session lives', async () => {
    const a = await signedIn();
    a.actor.send({ type: 'auth.verifySession' });
    const renewed = session({ accessToken: 'renewed-by-check' });
    a.checks.shift()!.resolve(renewed);
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(a.actor.getSnapshot().context.session?.accessToken).toBe('renewed-by-check');
    expect(types(a.reports)).toEqual(['auth.sessionChanged']);
  });

  it('keeps the session when the provider cannot be reached, and asks again at the next check', async () => {
    const a = await signedIn();
    a.actor.send({ type: 'auth.verifySession' });
    a.checks.shift()!.reject(new Error('Frame window timed out'));
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(types(a.reports)).toEqual([]);
    a.actor.send({ type: 'auth.verifySession' });
    expect(a.checks).toHaveLength(1);
  });

  it('never runs a check beside a refresh: one token request at a time', async () => {
    const a = await signedIn();
    a.actor.send({ type: 'auth.refresh' });
    a.actor.send({ type: 'auth.verifySession' });
    expect(a.actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(a.checks).toHaveLength(0);
    a.refreshes.shift()!(session());
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    a.actor.send({ type: 'auth.verifySession' });
    expect(a.checks).toHaveLength(1);
  });
});
