// The executable schema: SDL modules + resolvers, with the access rules of the SDL enforced.
import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { applyAccessRules } from './directives/auth';
import { resolvers } from './resolvers';
import { readSchemaSources } from './sdl';

export function buildApiSchema(): GraphQLSchema {
  const schema = createSchema({
    typeDefs: readSchemaSources().map((source) => source.sdl),
    resolvers,
  });
  return applyAccessRules(schema);
}
