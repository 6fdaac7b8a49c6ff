// The JSON and DateTime scalars. DateTime insists on an explicit offset so a browser's local time is
// never silently reinterpreted in the server's zone.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string' || !ISO_WITH_OFFSET.test(value)) {
    throw createGraphQLError(
      `DateTime must be an ISO 8601 string with a time zone, e.g. 2026-01-31T09:30:00Z; got ${JSON.stringify(value)}.`,
    );
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw createGraphQLError(`DateTime ${value} is not a real date.`);
  return date;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    return parseDateTime(value).toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw createGraphQLError('DateTime must be a string.', { nodes: ast });
    return parseDateTime(ast.value);
  },
});

function literalToJson(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      throw createGraphQLError('JSON literals cannot be enum values.', { nodes: ast });
  }
}

export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});
