// A learner enrols in a learning path they may see, as in the catalogue (published, for every unit or a
// unit of theirs). The row is made and its progress computed at once (media done before count).
import { and, eq } from 'drizzle-orm';
import { learningPathEnrolments, learningPaths } from '../../db/schema/paths';
import { badUserInput, forbidden } from '../errors';
import { langOf } from '../locale';
import type { MutationResolvers } from '../generated/resolvers';
import { refreshPathProgress } from '../pathProgress/refresh';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { loadMyPaths } from './loadMyPaths';
import { pathVisibleTo } from './visibility';

export const enrolInPath: MutationResolvers['enrolInPath'] = async (_parent, args, context) => {
  const { db, viewer } = context;
  if (!UUID_PATTERN.test(args.pathId))
    throw badUserInput('pathId', `pathId "${args.pathId}" is not a valid id.`);
  // Postgres reads any case of a uuid, but the rule engine matches ids as strings: one spelling only.
  const pathId = args.pathId.toLowerCase();
  const [path] = await db
    .select({ id: learningPaths.id, status: learningPaths.status, archivedAt: learningPaths.archivedAt })
    .from(learningPaths)
    .where(eq(learningPaths.id, pathId));
  if (!path) throw badUserInput('pathId', `There is no learning path with id ${pathId}.`);
  if (path.status !== 'PUBLISHED' || path.archivedAt)
    throw badUserInput('pathId', 'This learning path is not published, so nobody can enrol in it.');
  const [visible] = await db
    .select({ id: learningPaths.id })
    .from(learningPaths)
    .where(and(eq(learningPaths.id, pathId), pathVisibleTo(viewer.userId)));
  if (!visible) throw forbidden('This learning path is only available to members of its unit.');
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(learningPathEnrolments)
      .values({ userId: viewer.userId, pathId })
      .onConflictDoNothing()
      .returning({ pathId: learningPathEnrolments.pathId });
    if (created) await refreshPathProgress(tx, { userId: viewer.userId, pathId });
  });
  const [mine] = await loadMyPaths(db, viewer.userId, { pathId, lang: langOf(context) });
  if (!mine) throw new Error(`The enrolment in path ${pathId} could not be read back.`);
  return mine;
};
