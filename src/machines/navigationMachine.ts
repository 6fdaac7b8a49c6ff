// navigationMachine — owns the location (seed-spec §2, §5; DESIGN §4). wouter renders it through a
// location hook built on selectLocation / navigation.navigate; the URL bar only mirrors it.
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DASHBOARD_PATH, ERROR_PATH } from './constants';
import { findRoute, hasRouteRole } from './routes';
import { navigationActors } from './navigationActors';
import { notifyParent } from './notify';
import { stripAuthParams } from '../services/browser';

export interface Location {
  path: string;
  search: string;
}

export interface NavigationInput {
  location: Location;
}

export interface NavigationContext {
  location: Location;
  /** Whether the last location change added a history entry or replaced one. */
  replace: boolean;
  signedIn: boolean;
  roles: string[];
  blocked: boolean;
}

export type NavigationEvent =
  | { type: 'navigation.navigate'; to: string; replace?: boolean }
  | { type: 'navigation.popped'; path: string; search: string }
  | {
      type: 'navigation.authChanged';
      signedIn: boolean;
      roles: string[];
      completed: boolean;
      location: string | null;
    };

/** Splits an in-app address into path and search; the hash is not part of a route. */
export function parseLocation(to: string): Location {
  const url = new URL(to, 'https://app.invalid');
  return { path: url.pathname, search: url.search };
}

const route = (c: NavigationContext) => findRoute(c.location.path);

export const navigationMachine = setup({
  types: {} as { context: NavigationContext; events: NavigationEvent; input: NavigationInput },
  actors: navigationActors,
  guards: {
    isAuthPending: ({ event }) => event.type === 'navigation.authChanged' && !event.completed,
    hasReturnLocation: ({ event }) => event.type === 'navigation.authChanged' && event.location !== null,
    isEmptyPath: ({ context }) => context.location.path === '' || context.location.path === '/',
    isUnknownPath: ({ context }) => route(context) === undefined,
    isOpenRoute: ({ context }) => route(context)?.requiresAuth === false,
    lacksValidTokens: ({ context }) => !context.signedIn,
    lacksRole: ({ context }) => !hasRouteRole(route(context)!, context.roles),
  },
  actions: {
    assignNavigate: assign(({ event }) =>
      event.type === 'navigation.navigate'
        ? { location: parseLocation(event.to), replace: event.replace ?? false }
        : {},
    ),
    assignPopped: assign(({ event }) =>
      event.type === 'navigation.popped'
        ? { location: { path: event.path, search: event.search }, replace: true }
        : {},
    ),
    assignAuth: assign(({ event, context }) =>
      event.type === 'navigation.authChanged'
        ? {
            signedIn: event.signedIn,
            roles: event.roles,
            location: { ...context.location, search: stripAuthParams(context.location.search) },
          }
        : {},
    ),
    assignReturnLocation: assign(({ event }) =>
      event.type === 'navigation.authChanged' && event.location !== null
        ? { location: parseLocation(event.location), replace: true }
        : {},
    ),
    redirectTo: assign((_, path: string) => ({ location: { path, search: '' }, replace: true })),
    block: assign({ blocked: true }),
    unblock: assign({ blocked: false }),
    syncHistory: sendTo('history', ({ context }) => ({
      type: context.replace ? ('history.replace' as const) : ('history.push' as const),
      url: `${context.location.path}${context.location.search}`,
    })),
    // Missing tokens: sign in and come back here.
    requestSignIn: notifyParent(({ context }: { context: NavigationContext }) => ({
      type: 'navigation.signInRequired' as const,
      prompt: null,
      returnTo: `${context.location.path}${context.location.search}`,
    })),
    // Missing role: show the provider's login so another account can be used, and land on the
    // dashboard afterwards, never on the forbidden route (no loop).
    requestOtherAccount: notifyParent(() => ({
      type: 'navigation.signInRequired' as const,
      prompt: 'login' as const,
      returnTo: DASHBOARD_PATH,
    })),
  },
}).createMachine({
  id: 'navigation',
  initial: 'waitingForAuth',
  context: ({ input }) => ({
    location: input.location,
    replace: true,
    signedIn: false,
    roles: [],
    blocked: false,
  }),
  invoke: { id: 'history', src: 'browserHistory' },
  on: {
    'navigation.navigate': { target: '.resolving', actions: 'assignNavigate' },
    'navigation.popped': { target: '.resolving', actions: 'assignPopped' },
    'navigation.authChanged': [
      { guard: 'isAuthPending', actions: 'assignAuth' },
      { guard: 'hasReturnLocation', target: '.resolving', actions: ['assignAuth', 'assignReturnLocation'] },
      { target: '.resolving', actions: 'assignAuth' },
    ],
  },
  states: {
    // Guards need to know the session; the location is shown but not judged until sign-in settles.
    waitingForAuth: {
      on: {
        'navigation.navigate': { actions: 'assignNavigate' },
        'navigation.popped': { actions: 'assignPopped' },
      },
    },
    resolving: {
      always: [
        {
          guard: 'isEmptyPath',
          target: 'resolving',
          reenter: true,
          actions: { type: 'redirectTo', params: DASHBOARD_PATH },
        },
        {
          guard: 'isUnknownPath',
          target: 'resolving',
          reenter: true,
          actions: { type: 'redirectTo', params: ERROR_PATH },
        },
        { guard: 'isOpenRoute', target: 'allowed' },
        { guard: 'lacksValidTokens', target: 'blocked', actions: 'requestSignIn' },
        { guard: 'lacksRole', target: 'blocked', actions: 'requestOtherAccount' },
        { target: 'allowed' },
      ],
    },
    allowed: { entry: ['unblock', 'syncHistory'] },
    blocked: { entry: ['block', 'syncHistory'] },
  },
});

export type NavigationActorRef = ActorRefFrom<typeof navigationMachine>;
export type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>;

export const selectLocation = (s: NavigationSnapshot): Location => s.context.location;
export const selectIsBlocked = (s: NavigationSnapshot): boolean => s.context.blocked;
export const selectIsResolved = (s: NavigationSnapshot): boolean =>
  s.matches('allowed') || s.matches('blocked');
