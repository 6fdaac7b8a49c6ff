// Every operation of the schema, generated: each query, mutation and subscription field and every field
// of the namespace types below them (user { updateCountUserLogin }), with its required arguments as
// variables whose values a caller chooses. Shared by the access matrix and the input fuzz test.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export interface Operation {
  kind: 'query' | 'mutation' | 'subscription';
  /** Root field, then namespace field. */
  path: GraphQLField<unknown, unknown>[];
  /** The type each field of the path belongs to. */
  owners: string[];
  text: string;
  /** The required arguments, by variable name, with their types. */
  argumentTypes: Record<string, GraphQLInputType>;
  variables: Record<string, unknown>;
}

export const operationName = (op: Operation) => op.path.map((f) => f.name).join('.');

/** A value of the type that passes the schema's own checks. */
export function sample(type: GraphQLInputType, chosen?: (type: GraphQLInputType) => unknown): unknown {
  const picked = chosen?.(type);
  if (picked !== undefined) return picked;
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType, chosen)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, chosen)]),
    );
  if (isScalarType(inner)) {
    const samples: Record<string, unknown> = {
      ID: '00000000-0000-4000-8000-000000000000',
      String: 'x',
      Int: 1,
      Float: 1,
      Boolean: false,
      DateTime: '2026-01-01T00:00:00Z',
      JSON: {},
    };
    return samples[inner.name];
  }
  return null;
}

/** Arguments whose value decides more than the field's rule: a module every signed-in user may read. */
const CHOSEN: Record<string, unknown> = { 'modulePreferences.moduleName': 'DESIGN' };

const isNamespace = (type: GraphQLObjectType) => /(Queries|Mutations)$/.test(type.name);

export function schemaOperations(schema: GraphQLSchema): Operation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  const found: Operation[] = [];
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const target = getNamedType(field.type);
      const nested =
        isObjectType(target) && isNamespace(target)
          ? Object.values(target.getFields()).map((sub) => [field, sub])
          : [[field]];
      for (const path of nested) {
        const variables: Record<string, unknown> = {};
        const argumentTypes: Record<string, GraphQLInputType> = {};
        const definitions: string[] = [];
        const call = (f: GraphQLField<unknown, unknown>, index: number) => {
          const args = f.args.filter((arg) => isNonNullType(arg.type));
          const list = args.map((arg) => {
            const name = `v${index}_${arg.name}`;
            definitions.push(`$${name}: ${String(arg.type)}`);
            const chosen = `${f.name}.${arg.name}`;
            variables[name] = chosen in CHOSEN ? CHOSEN[chosen] : sample(arg.type);
            argumentTypes[name] = arg.type;
            return `${arg.name}: $${name}`;
          });
          const leaf = getNamedType(f.type);
          const selection = index === path.length - 1 && isObjectType(leaf) ? ' { __typename }' : '';
          return `${f.name}${list.length ? `(${list.join(', ')})` : ''}${selection}`;
        };
        const body = path.reduceRight(
          (inner, f, index) => (inner ? `${call(f, index)} { ${inner} }` : call(f, index)),
          '',
        );
        const owners = [root.name, ...(path.length > 1 ? [getNamedType(path[0]!.type).name] : [])];
        found.push({
          kind,
          path,
          owners,
          text: `${kind}${definitions.length ? `(${definitions.join(', ')})` : ''} { ${body} }`,
          argumentTypes,
          variables,
        });
      }
    }
  }
  return found;
}
