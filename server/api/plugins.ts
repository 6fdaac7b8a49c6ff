// Request-level protections of the GraphQL endpoint: CSRF, CORS, query size limits, introspection and
// HTTP status codes for refused requests.
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
// Renamed: the repository's react-hooks lint rule reads any use* call as a React hook.
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';
import type { FieldNode, ValidationContext } from 'graphql';
import { createGraphQLError, type CORSOptions, type Plugin } from 'graphql-yoga';
import type { ServerConfig } from '../config';
import { boundedInputs } from './directives/bounded';

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

// Like graphql's NoSchemaIntrospectionCustomRule, but by field name only: that rule's type checks fail
// when two copies of graphql are loaded (as vitest does), which would turn the refusal into a crash.
const noIntrospection = (context: ValidationContext) => ({
  Field(node: FieldNode) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(
          `Introspection is disabled in production; "${node.name.value}" cannot be queried.`,
          {
            nodes: node,
          },
        ),
      );
    }
  },
});

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(noIntrospection),
};

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;

/**
 * graphql-js only says "Could not determine what operation to execute"; name what was asked and what the
 * document offers. A cheap scan of the text (the document is parsed later, once): it can only miss an
 * unknown name hidden in a comment, which then gets graphql-js's message.
 */
const explainUnknownOperation: Plugin = {
  onParams({ params }) {
    const wanted = params.operationName;
    if (!wanted || typeof params.query !== 'string') return;
    const offered = [...params.query.matchAll(OPERATION_NAME)].map((m) => m[1]);
    if (offered.includes(wanted)) return;
    const list = offered.length ? offered.map((n) => `"${n}"`).join(', ') : 'no named operation';
    throw createGraphQLError(`Unknown operation "${wanted}": the document defines ${list}.`, {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  },
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
    explainUnknownOperation,
    boundedInputs,
    requestErrorsAre400,
  ];
}
