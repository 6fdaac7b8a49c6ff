import type { MutationResolvers } from '../generated/resolvers';
import { changePaths } from './change';
import { checkPathIds } from './rules';
import { loadSummaries } from './structure';

// Archiving takes a path out of the catalogue; learners keep their progress rows (and what they did in
// its media). The answer is the paths this call archived, so the list's undo restores exactly those.
export const archiveLearningPaths: MutationResolvers['archiveLearningPaths'] = async (
  _p,
  { ids },
  context,
) => {
  const changed = await changePaths(
    context,
    checkPathIds('ids', ids),
    { action: 'learningPath.archive', doing: 'archive', field: 'ids' },
    (row) => (row.status === 'ARCHIVED' ? null : { status: 'ARCHIVED', archivedAt: new Date() }),
  );
  return loadSummaries(context.db, changed);
};

// A restored path comes back as it was: published when it had been published, else a draft.
export const restoreLearningPaths: MutationResolvers['restoreLearningPaths'] = async (
  _p,
  { ids },
  context,
) => {
  const changed = await changePaths(
    context,
    checkPathIds('ids', ids),
    { action: 'learningPath.restore', doing: 'restore', field: 'ids' },
    (row) =>
      row.status === 'ARCHIVED'
        ? { status: row.publishedAt ? 'PUBLISHED' : 'DRAFT', archivedAt: null }
        : null,
  );
  return loadSummaries(context.db, changed);
};
