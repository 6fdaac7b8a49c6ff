// The JSON and DateTime scalars. DateTime insists on an explicit offset so a browser's local time is
// never silently reinterpreted in the server's zone, and on a real calendar date (JavaScript would move
// 2026-02-31 to March 3rd) within years PostgreSQL and people use. JSON values are bounded in depth:
// walking a value nested thousands of levels would exhaust the stack.
// Errors carry BAD_USER_INPUT; graphql-js keeps a scalar error's extensions when it names the variable.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
const invalid = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function parseDateTime(value: unknown): Date {
  const match = typeof value === 'string' ? ISO_WITH_OFFSET.exec(value) : null;
  if (!match) {
    throw invalid(
      `DateTime must be an ISO 8601 string with a time zone, e.g. 2026-01-31T09:30:00Z; got ${JSON.stringify(value)?.slice(0, 80)}.`,
    );
  }
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const lastDay = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (month! < 1 || month! > 12 || day! < 1 || day! > lastDay)
    throw invalid(`DateTime ${String(value)} is not a calendar date.`);
  if (hour! > 23 || minute! > 59 || second > 59 || offsetHours > 14 || offsetMinutes > 59)
    throw invalid(`DateTime ${String(value)} is not a time of day.`);
  const date = new Date(value as string);
  // Both where it was written and in UTC: 9999-12-31T23:59-14:00 is year 10000 in UTC, which PostgreSQL
  // cannot read.
  if ([year!, date.getUTCFullYear()].some((y) => y < MIN_YEAR || y > MAX_YEAR))
    throw invalid(`DateTime ${String(value)} is outside the years ${MIN_YEAR}-${MAX_YEAR}.`);
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
    if (ast.kind !== Kind.STRING)
      throw createGraphQLError('DateTime must be a string.', {
        nodes: ast,
        extensions: { code: 'BAD_USER_INPUT' },
      });
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

/** Deep enough for any SCORM data model (cmi.interactions.n.correct_responses.n.pattern is 6). */
export const MAX_JSON_DEPTH = 32;

/** Walks without recursion, so the check itself cannot overflow the stack. */
function boundedDepth(value: unknown): unknown {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_JSON_DEPTH)
      throw invalid(`JSON values may be nested at most ${MAX_JSON_DEPTH} levels deep.`);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return value;
}

export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: boundedDepth,
  parseLiteral: (ast, variables) => boundedDepth(literalToJson(ast, variables)),
});
