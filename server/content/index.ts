// The content listener: extracted SCORM packages and the page that hosts them, on an origin of their
// own (CONTENT_ORIGIN, a second port by default). A package is code written elsewhere; on the app's
// origin it could read the learner's session tokens. Here it shares an origin only with other
// packages and the host page, which runs the SCORM runtime and talks to the app by postMessage
// (src/scormHost, src/services/scormBridge.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';
import { notFound, safeSegments, UUID } from '../files/serve';
import type { Storage } from '../files/storage';
import { jsonForHtml } from '../html';

export interface ContentOptions {
  config: ServerConfig;
  storage: Storage;
  /** Folder with the built app (its scorm-host.html and assets); omitted in API-only tests. */
  distDir?: string;
  /** `npm run dev`: the host page and its modules come from Vite's dev server instead of dist. */
  viteUrl?: string;
  logger?: boolean;
}

export const HOST_PAGE = '/scorm-host.html';
export const HOST_CONFIG_ID = 'scorm-host-config';

const origin = (url: string) => new URL(url).origin;

/** The host page with the app's origin inlined: the only window it accepts a launch from. */
function withHostConfig(html: string, config: ServerConfig): string {
  const script = `<script id="${HOST_CONFIG_ID}" type="application/json">${jsonForHtml({ appOrigin: origin(config.publicUrl) })}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? script + html : html.slice(0, at) + script + html.slice(at);
}

export async function buildContentServer({
  config,
  storage,
  distDir,
  viteUrl,
  logger = false,
}: ContentOptions): Promise<FastifyInstance> {
  const app = fastify({ logger: logger ? { level: 'info' } : false, trustProxy: config.production });
  const parents = config.app.PARENT_ORIGINS;
  // frame-ancestors is checked against every ancestor: the host page sits in the app (which may sit in
  // a configured parent); a package's pages sit in the host page.
  const hostAncestors = [origin(config.publicUrl), ...parents].join(' ');
  const packageAncestors = ["'self'", hostAncestors].join(' ');

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const ancestors = request.url.startsWith('/files/scorm/') ? packageAncestors : hostAncestors;
    reply.header('content-security-policy', `frame-ancestors ${ancestors}`);
    return payload;
  });

  await app.register(fastifyStatic, { root: storage.root, serve: false });

  app.get<{ Params: { packageId: string; '*': string } }>(
    '/files/scorm/:packageId/*',
    async (request, reply) => {
      const { packageId } = request.params;
      const segments = safeSegments(request.params['*']);
      if (!segments)
        return reply
          .code(400)
          .send({ error: 'Bad Request', message: 'The path is not a file inside a package.' });
      if (!UUID.test(packageId)) return notFound(reply);
      // sendFile takes a decoded path and encodes it for send() itself.
      const relative = ['scorm', packageId.toLowerCase(), ...segments].join('/');
      return reply.sendFile(relative, storage.root, { maxAge: '1h', dotfiles: 'allow', index: false });
    },
  );

  const sendHost = (reply: FastifyReply, html: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withHostConfig(html, config));

  if (viteUrl) {
    // Development only: the host page and its modules are Vite's; nothing else is forwarded.
    app.get('/*', async (request, reply) => {
      const wanted =
        request.url === HOST_PAGE || /^\/(src|@vite|@id|@fs|@react-refresh|node_modules)\//.test(request.url);
      if (!wanted) return notFound(reply);
      const response = await fetch(new URL(request.url, viteUrl));
      const body = await response.text();
      if (request.url === HOST_PAGE) return sendHost(reply, body);
      return reply
        .code(response.status)
        .type(response.headers.get('content-type') ?? 'text/javascript')
        .send(body);
    });
  } else if (distDir && existsSync(path.join(distDir, 'scorm-host.html'))) {
    const hostFile = path.join(distDir, 'scorm-host.html');
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    // Read per request: the app's static files are served live, so a rebuild needs no restart.
    app.get(HOST_PAGE, (_request, reply) => sendHost(reply, readFileSync(hostFile, 'utf8')));
  }

  // The content origin serves packages and their host page, nothing else (no app, API or provider).
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
