// The GraphQL client (seed-spec §7): POST with operationName, variables and query; bearer token,
// JSON accept and the CSRF-preflight header; a refresh first when no token is held; error policy
// `all` (data and errors both returned); no cache.
import ky from 'ky';
import { print, type DocumentNode, type GraphQLFormattedError, type OperationDefinitionNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export interface GraphqlResult<TData> {
  data: TData | null;
  errors: readonly GraphQLFormattedError[];
}

export interface GraphqlClientOptions {
  url: string;
  /** The current access token; refreshes first when none is valid. Null: send without a token. */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface GraphqlClient {
  request<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    options?: { signal?: AbortSignal },
  ): Promise<GraphqlResult<TData>>;
}

export class GraphqlTransportError extends Error {
  override readonly name = 'GraphqlTransportError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function operationName(document: DocumentNode): string {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!op?.name) throw new Error('GraphQL documents must name their operation');
  return op.name.value;
}

const isResultBody = (v: unknown): v is { data?: unknown; errors?: unknown } =>
  typeof v === 'object' && v !== null && ('data' in v || 'errors' in v);

export function createGraphqlClient({
  url,
  getAccessToken,
  fetch: fetchFn,
}: GraphqlClientOptions): GraphqlClient {
  const printed = new WeakMap<DocumentNode, string>();
  return {
    async request(document, variables, options) {
      let query = printed.get(document);
      if (query === undefined) {
        query = print(document);
        printed.set(document, query);
      }
      const token = await getAccessToken();
      const headers: Record<string, string> = { Accept: 'application/json', 'GraphQL-Preflight': '1' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await ky.post(url, {
        json: { operationName: operationName(document), variables: variables ?? {}, query },
        headers,
        signal: options?.signal,
        cache: 'no-store',
        retry: 0,
        throwHttpErrors: false,
        ...(fetchFn ? { fetch: fetchFn } : {}),
      });
      const body: unknown = await response.json().catch(() => null);
      // A GraphQL answer with errors may come with a 4xx/5xx status; it is still an answer.
      if (!isResultBody(body))
        throw new GraphqlTransportError(`GraphQL request failed: HTTP ${response.status}`, response.status);
      return {
        data: (body.data ?? null) as never,
        errors: Array.isArray(body.errors) ? (body.errors as GraphQLFormattedError[]) : [],
      };
    },
  };
}

/** Data or a thrown error: for callers that cannot use partial data. */
export function requireData<TData>(result: GraphqlResult<TData>): TData {
  if (result.data !== null && result.errors.length === 0) return result.data;
  throw new Error(result.errors.map((e) => e.message).join('; ') || 'GraphQL returned no data');
}
