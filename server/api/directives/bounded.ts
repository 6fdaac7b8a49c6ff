// Every list and string a request carries is bounded before any resolver runs: 60,000 languages in a
// catalogue filter cost a second and 80 MB before. One walk over the operation's arguments (literals and
// variable values, through input objects) against the schema; a list or string over its bound is refused
// with BAD_USER_INPUT naming the argument path. The bound is the one declared with @bounded on the
// argument or input field, else the defaults below, so a new input is bounded without anyone remembering.
import { getDirective } from '@graphql-tools/utils';
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const DEFAULT_MAX_ITEMS = 100;
/** Above every text field's own limit (news bodies: 10,000): the resolvers apply the exact ones. */
export const DEFAULT_MAX_LENGTH = 20_000;

interface Bound {
  maxItems: number;
  maxLength: number;
}

function boundOf(schema: GraphQLSchema, holder: GraphQLArgument | GraphQLInputField): Bound {
  const declared = getDirective(schema, holder, 'bounded')?.[0] as Partial<Bound> | undefined;
  return {
    maxItems: declared?.maxItems ?? DEFAULT_MAX_ITEMS,
    maxLength: declared?.maxLength ?? DEFAULT_MAX_LENGTH,
  };
}

class Violation extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

function checkValue(
  schema: GraphQLSchema,
  value: unknown,
  type: GraphQLInputType,
  bound: Bound,
  path: string,
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    // A single value where a list is expected is coerced to a list of one.
    const items = Array.isArray(value) ? value : [value];
    if (items.length > bound.maxItems)
      throw new Violation(path, `${path} has ${items.length} items; at most ${bound.maxItems} are allowed.`);
    items.forEach((item, i) => checkValue(schema, item, nullable.ofType, bound, `${path}.${i}`));
    return;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== 'object' || Array.isArray(value)) return; // graphql-js refuses the shape itself
    const fields = nullable.getFields();
    for (const [name, item] of Object.entries(value)) {
      const field = fields[name];
      if (field)
        checkValue(schema, item, field.type, boundOf(schema, field), path ? `${path}.${name}` : name);
    }
    return;
  }
  // JSON values are bounded by the body limit and their depth (scalars.ts), not per string.
  if (isScalarType(nullable) && nullable.name === 'JSON') return;
  if (typeof value === 'string' && value.length > bound.maxLength)
    throw new Violation(
      path,
      `${path} is ${value.length} characters long; at most ${bound.maxLength} are allowed.`,
    );
}

/** A literal in the document, with the variables it refers to resolved. */
function literal(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.LIST:
      return node.values.map((item) => literal(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literal(field.value, variables)]),
      );
    case Kind.STRING:
      return node.value;
    default:
      return undefined;
  }
}

/** Throws a BAD_USER_INPUT GraphQLError for the first argument over its bound. */
export function checkBounds(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): void {
  const typeInfo = new TypeInfo(schema);
  try {
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Argument(node) {
          const argument = typeInfo.getArgument();
          if (!argument) return;
          // Named like the resolvers' own field errors: the dotted path, without the usual `input`.
          checkValue(
            schema,
            literal(node.value, variables),
            argument.type,
            boundOf(schema, argument),
            argument.name === 'input' ? '' : argument.name,
          );
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof Violation)) throw error;
    throw createGraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', field: error.path, http: { status: 400 } },
    });
  }
}

export const boundedInputs: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    try {
      checkBounds(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>);
    } catch (error) {
      setResultAndStopExecution({ errors: [error as Error] } as never);
    }
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    try {
      checkBounds(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>);
    } catch (error) {
      setResultAndStopExecution({ errors: [error as Error] } as never);
    }
  },
};
