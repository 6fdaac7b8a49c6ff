import type { QueryResolvers } from '../generated/resolvers';
import { loadViewer } from './loadViewer';

export const me: QueryResolvers['me'] = (_parent, _args, context) => loadViewer(context);
