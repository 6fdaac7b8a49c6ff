// embedMachine — the app inside a parent page (seed-spec §2, §4; DESIGN §4): trusted parent commands
// in, `session_expired` out, and a session check every EMBEDDED_TOKEN_CHECK_MS. The check itself is
// the auth machine's (auth.verifySession): it owns the tokens, so it cannot race a refresh, and only
// the provider knows whether its session still exists.
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { embedActors } from './embedActors';
import { notifyParent } from './notify';
import { isAllowedOrigin, toParentCommand } from '../services/parentWindow';

export interface EmbedInput {
  embedded: boolean;
  parentOrigins: string[];
  /** The parent's origin as the browser reports it (ancestorOrigins, referrer); checked here. */
  parentOriginCandidates: string[];
  tokenCheckMs: number;
}

export interface EmbedContext extends EmbedInput {
  /** An origin from parentOrigins that the parent proved (browser report or a trusted message). */
  parentOrigin: string | null;
}

export type EmbedEvent =
  | { type: 'embed.message'; origin: string; fromParent: boolean; data: unknown }
  | { type: 'embed.notifySessionExpired' };

type MessageEvent = Extract<EmbedEvent, { type: 'embed.message' }>;

const trusted = (c: EmbedContext, e: EmbedEvent): e is MessageEvent =>
  e.type === 'embed.message' && e.fromParent && isAllowedOrigin(e.origin, c.parentOrigins);

export const embedMachine = setup({
  types: {} as { context: EmbedContext; events: EmbedEvent; input: EmbedInput },
  actors: embedActors,
  guards: {
    isEmbedded: ({ context }) => context.embedded,
    isTrustedRouteChange: ({ context, event }) =>
      trusted(context, event) && toParentCommand(event.data)?.type === 'route_change',
    isTrustedLogOut: ({ context, event }) =>
      trusted(context, event) && toParentCommand(event.data)?.type === 'log_out',
  },
  actions: {
    rememberParentOrigin: assign({
      parentOrigin: ({ event }) => (event.type === 'embed.message' ? event.origin : null),
    }),
    warnIgnored: ({ event }) => {
      if (event.type === 'embed.message')
        console.warn(`embed: ignored a message from ${event.origin || 'an unknown origin'}`);
    },
    reportRouteChange: notifyParent(({ event }: { event: EmbedEvent }) => {
      const command = event.type === 'embed.message' ? toParentCommand(event.data) : null;
      return {
        type: 'embed.routeChange' as const,
        to: command?.type === 'route_change' ? command.route : '/',
      };
    }),
    reportLogOut: notifyParent(() => ({ type: 'embed.logOut' as const })),
    requestSessionCheck: notifyParent(() => ({ type: 'embed.verifySession' as const })),
    postSessionExpired: sendTo('bridge', ({ context }) => ({
      type: 'bridge.post' as const,
      message: { type: 'session_expired' as const },
      origin: context.parentOrigin,
      allowed: context.parentOrigins,
    })),
  },
  delays: {
    tokenCheck: ({ context }) => context.tokenCheckMs,
  },
}).createMachine({
  id: 'embed',
  initial: 'detecting',
  context: ({ input }) => ({
    ...input,
    parentOrigin: input.parentOriginCandidates.find((o) => isAllowedOrigin(o, input.parentOrigins)) ?? null,
  }),
  states: {
    detecting: { always: [{ guard: 'isEmbedded', target: 'embedded' }, { target: 'standalone' }] },
    // Not framed: parent commands are not listened to and nothing is posted.
    standalone: {},
    embedded: {
      initial: 'waiting',
      invoke: { id: 'bridge', src: 'parentBridge' },
      on: {
        'embed.message': [
          { guard: 'isTrustedRouteChange', actions: ['rememberParentOrigin', 'reportRouteChange'] },
          { guard: 'isTrustedLogOut', actions: ['rememberParentOrigin', 'reportLogOut'] },
          { actions: 'warnIgnored' },
        ],
        'embed.notifySessionExpired': { actions: 'postSessionExpired' },
      },
      states: {
        waiting: {
          after: { tokenCheck: { target: 'waiting', reenter: true, actions: 'requestSessionCheck' } },
        },
      },
    },
  },
});

export type EmbedActorRef = ActorRefFrom<typeof embedMachine>;
export type EmbedSnapshot = SnapshotFrom<typeof embedMachine>;

export const selectIsEmbedded = (s: EmbedSnapshot): boolean => s.matches('embedded');
