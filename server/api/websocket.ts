// graphql-ws on the /graphql path of the fastify server. The browser cannot send headers on a
// WebSocket, so the access token comes in connectionParams.authorization and is verified once per
// connection in onConnect; a connection without a valid token is closed (4403 Forbidden).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type ExecutionArgs } from 'graphql';
// Renamed: the repository's react-hooks lint rule reads any use* call as a React hook.
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { createGraphQLError } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TokenVerifier, Viewer } from '../auth/verify';
import { tokenMessage } from './context';
import type { ApiYoga } from './index';

export interface WebSocketApi {
  close(): Promise<void>;
}

type ConnectionExtra = { viewer?: Viewer };

type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

/**
 * A socket lives longer than its access token; it is closed when the token expires. 4403 is not fatal
 * for graphql-ws clients, so the app reconnects with its refreshed token.
 */
function closeWhenExpired(socket: WebSocket, viewer: Viewer): void {
  const exp = typeof viewer.claims.exp === 'number' ? viewer.claims.exp * 1000 : undefined;
  if (exp === undefined) return;
  const timer = setTimeout(() => socket.close(4403, 'Forbidden: the access token expired'), exp - Date.now());
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

export function createWebSocketServer(
  app: FastifyInstance,
  yoga: ApiYoga,
  verifier: TokenVerifier,
): WebSocketApi {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  const disposable = serveGraphqlWs<Record<string, unknown>, ConnectionExtra>(
    {
      onConnect: async (ctx) => {
        try {
          const authorization = ctx.connectionParams?.authorization;
          const viewer = await verifier.verify(typeof authorization === 'string' ? authorization : undefined);
          ctx.extra.viewer = viewer;
          closeWhenExpired(ctx.extra.socket, viewer);
          return true;
        } catch (error) {
          app.log.info({ reason: tokenMessage(error) }, 'graphql-ws connection refused');
          return false;
        }
      },
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const viewer = ctx.extra.viewer;
        if (!viewer)
          return [createGraphQLError('Sign-in required.', { extensions: { code: 'UNAUTHENTICATED' } })];
        const request = ctx.extra.request;
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: request,
          socket: ctx.extra.socket,
          params,
          verifiedViewer: viewer,
        } as never);
        let document;
        try {
          document = parse(params.query);
        } catch (error) {
          return [error as never];
        }
        let contextValue;
        try {
          contextValue = await contextFactory();
        } catch (error) {
          // A refusal (the account deactivated since the socket connected) answers this operation in words.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const args: ExecutionArgs = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // Other paths may have their own upgrade handlers (e.g. the dev server); leave them alone.
    if (pathname !== yoga.graphqlEndpoint) return;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  return {
    async close() {
      app.server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
