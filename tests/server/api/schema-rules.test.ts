// Every field of every object type states who may read it, and the server refuses to start otherwise.
import { describe, expect, it } from 'vitest';
import { createSchema } from 'graphql-yoga';
import { accessRule, applyAccessRules } from '../../../server/api/directives/auth';
import { buildApiSchema } from '../../../server/api/schema';
import { readSchemaSources } from '../../../server/api/sdl';

// Duck-typed rather than graphql's isObjectType: under vitest the test's 'graphql' may be another copy
// (ESM) than the one the schema was built with (CJS), and instanceof checks would fail.
type ObjectLike = {
  name: string;
  getFields(): Record<string, Parameters<typeof accessRule>[2] & { name: string }>;
};
const isObjectType = (type: unknown): type is ObjectLike =>
  typeof type === 'object' &&
  type !== null &&
  (type as { astNode?: { kind?: string } }).astNode?.kind === 'ObjectTypeDefinition';
const isIntrospectionType = (type: { name: string }) => type.name.startsWith('__');

describe('access rules', () => {
  it('cover every field of every object type', () => {
    const schema = buildApiSchema();
    const objectTypes = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && !isIntrospectionType(type),
    );
    const checked: string[] = [];
    const missing: string[] = [];
    for (const type of objectTypes) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        checked.push(coordinate);
        if (!accessRule(schema, type.name, field)) missing.push(coordinate);
      }
    }
    expect(missing).toEqual([]);
    // The walk really saw the API (guards against an empty schema passing vacuously).
    expect(checked).toEqual(
      expect.arrayContaining([
        'Query.version',
        'Unit.color',
        'Scorm12AttemptMutations.commit',
        'Subscription.loginCountChanged',
      ]),
    );
  });

  it('give the SCORM commit to LEARNER only and the start-up queries to any signed-in user', () => {
    const schema = buildApiSchema();
    const field = (type: string, name: string) => {
      const t = schema.getType(type);
      if (!isObjectType(t)) throw new Error(type);
      const f = t.getFields()[name];
      if (!f) throw new Error(name);
      return accessRule(schema, type, f);
    };
    expect(field('Mutation', 'scorm12Attempt')).toEqual({ kind: 'roles', roles: ['LEARNER'] });
    expect(field('Scorm12AttemptMutations', 'commit')).toEqual({ kind: 'roles', roles: ['LEARNER'] });
    expect(field('Query', 'version')).toEqual({ kind: 'signedIn' });
    expect(field('UnitQueries', 'defaultUnit')).toEqual({ kind: 'signedIn' });
  });

  it('refuse to build a schema with a field that has no rule', () => {
    const typeDefs = [...readSchemaSources().map((s) => s.sdl), 'extend type Query { leak: String }'];
    expect(() => applyAccessRules(createSchema({ typeDefs }))).toThrow(
      'Query.leak has no access rule: add @auth(requires: [...]) or @signedIn.',
    );
  });
});
