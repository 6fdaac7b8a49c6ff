// Request-level protections of the GraphQL endpoint: CSRF, CORS, query size limits, introspection and
// HTTP status codes for refused requests.
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
// Renamed: the repository's react-hooks lint rule reads any use* call as a React hook.
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { CORSOptions, Plugin } from 'graphql-yoga';
import type { ServerConfig } from '../config';

export const MAX_DEPTH = 10;
export const MAX_TOKENS = 1000;

/** CORS only for the app's own origin and the configured extra origins; others get no CORS headers. */
export function corsFor(config: ServerConfig): (request: Request) => CORSOptions {
  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'accept', 'graphql-preflight'],
      maxAge: 600,
    };
  };
}

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/**
 * A request that could not run at all (unparsable, invalid against the schema, bad variables, unknown
 * operation) answers 400 even for Accept: application/json, where yoga would follow the spec's 200:
 * the app and proxies then see a client error for what is one.
 */
const requestErrorsAre400: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
    if ('data' in result && result.data !== undefined) return;
    const status = result.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ? 401 : 400;
    setResult({ ...result, extensions: { ...result.extensions, http: { status } } });
  },
};

export function apiPlugins(config: ServerConfig): Plugin[] {
  return [
    csrfPreventionPlugin({ requestHeaders: ['graphql-preflight'] }),
    maxDepthPlugin({ n: MAX_DEPTH, ignoreIntrospection: !config.production }),
    maxTokensPlugin({ n: MAX_TOKENS }),
    ...(config.production ? [disableIntrospection] : []),
    requestErrorsAre400,
  ];
}
