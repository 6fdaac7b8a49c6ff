import type { QueryResolvers } from '../generated/resolvers';

export const version: QueryResolvers['version'] = (_parent, _args, context) => context.version;
