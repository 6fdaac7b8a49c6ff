// Mounts the provider (a koa app) under the issuer's path on fastify. The provider reads raw
// request bodies itself, so no fastify parser may consume them first.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

export async function mountProvider(app: FastifyInstance, provider: Provider, prefix: string): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const url = raw.url ?? '/';
      // oidc-provider derives its mount path from originalUrl minus url, as under express.
      raw.originalUrl = url;
      const rest = url.slice(prefix.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      void callback(raw, reply.raw);
    };
    scope.all(prefix, handler);
    scope.all(`${prefix}/*`, handler);
  });
}
