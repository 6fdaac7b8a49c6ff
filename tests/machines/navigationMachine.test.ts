import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  navigationMachine,
  parseLocation,
  selectIsBlocked,
  selectLocation,
  type NavigationEvent,
} from '../../src/machines/navigationMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { navigationSpec } from '../../src/machines/testing/specs';

const auth = (
  signedIn: boolean,
  roles: string[],
  completed = true,
  location: string | null = null,
): NavigationEvent => ({
  type: 'navigation.authChanged',
  signedIn,
  roles,
  completed,
  location,
});

describe('navigationMachine', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const result = await runModel(navigationSpec);
    const report = coverageReport(navigationMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  function start(path: string, search = '') {
    const actor = createActor(navigationMachine, { input: { location: { path, search } } });
    const reports: unknown[] = [];
    // A stand-in parent receives what the machine reports to the app machine.
    Object.assign(actor, { _parent: { send: (e: unknown) => reports.push(e) } });
    actor.start();
    return { actor, reports };
  }

  it('redirects an empty path to /dashboard and an unknown path to /error-page', () => {
    const a = start('/');
    a.actor.send(auth(true, ['LEARNER']));
    expect(selectLocation(a.actor.getSnapshot())).toEqual({ path: '/dashboard', search: '' });
    a.actor.send({ type: 'navigation.navigate', to: '/nowhere?x=1' });
    expect(selectLocation(a.actor.getSnapshot())).toEqual({ path: '/error-page', search: '' });
  });

  it('waits for the initial sign-in before judging a route', () => {
    const a = start('/system');
    a.actor.send(auth(false, [], false));
    expect(a.actor.getSnapshot().value).toBe('waitingForAuth');
    expect(a.reports).toEqual([]);
  });

  it('blocks a guarded route without valid tokens and asks to sign in, coming back to it', () => {
    const a = start('/my-profile', '?tab=2');
    a.actor.send(auth(false, []));
    expect(selectIsBlocked(a.actor.getSnapshot())).toBe(true);
    expect(a.reports).toEqual([
      { type: 'navigation.signInRequired', prompt: null, returnTo: '/my-profile?tab=2' },
    ]);
  });

  it('blocks a route the roles do not allow and asks for another account, returning to /dashboard', () => {
    const a = start('/category-management');
    a.actor.send(auth(true, ['LEARNER']));
    expect(selectIsBlocked(a.actor.getSnapshot())).toBe(true);
    expect(a.reports).toEqual([
      { type: 'navigation.signInRequired', prompt: 'login', returnTo: '/dashboard' },
    ]);
  });

  it('lets /relatives through without sign-in, and /super-console for any signed-in user', () => {
    const a = start('/relatives');
    a.actor.send(auth(false, []));
    expect(selectIsBlocked(a.actor.getSnapshot())).toBe(false);
    const b = start('/super-console');
    b.actor.send(auth(true, []));
    expect(selectIsBlocked(b.actor.getSnapshot())).toBe(false);
  });

  it('never asks anybody to sign in at /relatives: a link in the fragment, a learner, an administrator', () => {
    for (const [signedIn, roles] of [
      [false, []],
      [true, ['LEARNER']],
      [true, ['EDUCATION_MANAGER']],
      [true, ['ADMIN']],
    ] as const) {
      const a = start('/relatives');
      a.actor.send(auth(signedIn, [...roles]));
      expect(selectIsBlocked(a.actor.getSnapshot())).toBe(false);
      expect(selectLocation(a.actor.getSnapshot()).path).toBe('/relatives');
      expect(a.reports).toEqual([]);
    }
    // The link's token is in the fragment, which is no part of a route: the path alone decides.
    expect(parseLocation('/relatives#token=abc')).toEqual({ path: '/relatives', search: '' });
  });

  it('lands on the return address after a code login and drops the authorization response', () => {
    const a = start('/', '?code=abc&state=xyz');
    a.actor.send(auth(true, ['ADMIN'], true, '/system?view=1'));
    expect(selectLocation(a.actor.getSnapshot())).toEqual({ path: '/system', search: '?view=1' });
    const b = start('/', '?code=abc&state=xyz');
    b.actor.send(auth(false, []));
    expect(selectLocation(b.actor.getSnapshot()).search).toBe('');
  });
});
