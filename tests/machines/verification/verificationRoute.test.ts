// /verify and /verify/<code> are open routes beside the specification's table: the navigation machine lets
// a visitor without a session through to them (no sign-in asked), and nothing else under /verify/.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { navigationMachine, selectIsBlocked, selectLocation } from '../../../src/machines/navigationMachine';
import { findRoute, ROUTES } from '../../../src/machines/routes';

function resolveSignedOut(path: string) {
  const actor = createActor(navigationMachine, { input: { location: { path, search: '' } } });
  const reports: unknown[] = [];
  Object.assign(actor, { _parent: { send: (e: unknown) => reports.push(e) } });
  actor.start();
  actor.send({ type: 'navigation.authChanged', signedIn: false, roles: [], completed: true, location: null });
  const snapshot = actor.getSnapshot();
  return { location: selectLocation(snapshot), blocked: selectIsBlocked(snapshot), reports };
}

describe('the verification route', () => {
  it('matches /verify and /verify/<code> as one open route, not listed in the menu table', () => {
    expect(findRoute('/verify')).toMatchObject({ requiresAuth: false, menu: null, roles: [] });
    expect(findRoute('/verify/ABCDEFGHIJKLMNOPQRST')).toBe(findRoute('/verify'));
    expect(findRoute('/verify/ABCD/extra')).toBeUndefined();
    expect(findRoute('/verify/')).toBeUndefined();
    expect(findRoute('/verifyABC')).toBeUndefined();
    expect(ROUTES.some((r) => r.path === '/verify')).toBe(false);
  });

  it('lets a visitor without a session open a code’s page without asking to sign in', () => {
    const open = resolveSignedOut('/verify/ABCDEFGHIJKLMNOPQRST');
    expect(open).toEqual({
      location: { path: '/verify/ABCDEFGHIJKLMNOPQRST', search: '' },
      blocked: false,
      reports: [],
    });
    expect(resolveSignedOut('/verify').blocked).toBe(false);
    expect(resolveSignedOut('/verify/A/B').location.path).toBe('/error-page');
  });
});
