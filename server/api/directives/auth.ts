// Field-level access rules from the SDL (@auth / @signedIn), enforced by wrapping every resolver.
// A field with no rule (on itself or on its type) makes schema construction fail: access is never
// granted by omission.
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Role } from '../../roles';
import type { ApiContext } from '../context';
import { forbidden, unauthenticated } from '../errors';

export type AccessRule = { kind: 'signedIn' } | { kind: 'roles'; roles: Role[] };

type FieldLike = Parameters<typeof getDirective>[1];

function ruleOf(schema: GraphQLSchema, node: FieldLike): AccessRule | undefined {
  const auth = getDirective(schema, node, 'auth')?.[0];
  if (auth) return { kind: 'roles', roles: auth.requires as Role[] };
  if (getDirective(schema, node, 'signedIn')?.[0]) return { kind: 'signedIn' };
  return undefined;
}

/** The rule that applies to a field: its own, else its type's. */
export function accessRule(
  schema: GraphQLSchema,
  typeName: string,
  field: FieldLike,
): AccessRule | undefined {
  const type = schema.getType(typeName);
  return ruleOf(schema, field) ?? (type ? ruleOf(schema, type) : undefined);
}

function check(rule: AccessRule, context: ApiContext, coordinate: string): void {
  // The context factory already refused unauthenticated requests; this guards any other entry point.
  if (!context.viewer) throw unauthenticated('Sign-in required.');
  if (rule.kind === 'roles' && !rule.roles.some((role) => context.viewer.roles.includes(role))) {
    throw forbidden(
      `You are not allowed to access ${coordinate}: it needs the role ${rule.roles.join(' or ')}.`,
    );
  }
}

export function applyAccessRules(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName, original) => {
      const coordinate = `${typeName}.${fieldName}`;
      const rule = accessRule(original, typeName, fieldConfig);
      if (!rule)
        throw new Error(`${coordinate} has no access rule: add @auth(requires: [...]) or @signedIn.`);
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      const wrapped = { ...fieldConfig };
      wrapped.resolve = (source, args, context: ApiContext, info) => {
        check(rule, context, coordinate);
        return resolve(source, args, context, info);
      };
      if (fieldConfig.subscribe) {
        const subscribe = fieldConfig.subscribe;
        wrapped.subscribe = (source, args, context: ApiContext, info) => {
          check(rule, context, coordinate);
          return subscribe(source, args, context, info);
        };
      }
      return wrapped;
    },
  });
}
