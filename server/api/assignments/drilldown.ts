// The people of one assignment: every learner it reaches with where they stand today. The standing needs
// the due rule in each learner's time zone, so the learners' rows are read in one query (narrowed by the
// search in SQL), judged in JS, filtered by status, sorted by name and paged; only the page's units are
// read afterwards.
import { eq, inArray, sql } from 'drizzle-orm';
import { units, userUnits } from '../../db/schema/units';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { requireManagedAssignments } from '../unitScope';
import { likeLiteral } from './list';
import { dayCache, dueRules, learnerStates, standingOf } from './progress';
import { checkAssignmentId } from './rules';

const MAX_PAGE = 100;

export const assignmentLearnerList: QueryResolvers['assignmentLearners'] = async (
  _parent,
  args,
  { db, viewer },
) => {
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0) throw badUserInput('offset', 'offset must be 0 or more.');
  const id = checkAssignmentId('id', args.id);
  await requireManagedAssignments(db, viewer, [id], { field: 'id', doing: 'open' });
  const words = (args.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const search = words.length
    ? sql.join(
        words.map((word) => sql`u.search_text like ${`%${likeLiteral(word)}%`}`),
        sql` and `,
      )
    : sql`true`;
  const [rules, states] = await Promise.all([
    dueRules(db, [id]),
    learnerStates(db, [id], { where: search, names: true }),
  ]);
  const rule = rules.get(id)!;
  const now = Date.now();
  const dayOf = dayCache();
  const judged = states
    .map((state) => ({ state, standing: standingOf(state, rule, now, dayOf) }))
    .filter((j) => !args.status || j.standing.status === args.status);
  judged.sort(
    (a, b) =>
      (a.state.name ?? '').localeCompare(b.state.name ?? '') || a.state.userId.localeCompare(b.state.userId),
  );
  const page = judged.slice(offset, offset + first);
  const memberships = page.length
    ? await db
        .select({ userId: userUnits.userId, name: units.name })
        .from(userUnits)
        .innerJoin(units, eq(units.id, userUnits.unitId))
        .where(
          inArray(
            userUnits.userId,
            page.map((j) => j.state.userId),
          ),
        )
        .orderBy(units.name)
    : [];
  const unitsOf = new Map<string, string[]>();
  for (const m of memberships) unitsOf.set(m.userId, [...(unitsOf.get(m.userId) ?? []), m.name]);
  return {
    items: page.map(({ state, standing }) => ({
      userId: state.userId,
      name: state.name ?? '',
      username: state.username ?? '',
      units: unitsOf.get(state.userId) ?? [],
      assignedOn: standing.assignedOn,
      dueOn: standing.dueOn,
      extendedTo: state.extendedTo,
      status: standing.status,
      progress: state.progress,
      lastActivityAt: state.lastActivityMs === null ? null : new Date(state.lastActivityMs),
      validUntil: standing.validUntil,
    })),
    total: judged.length,
    offset,
    hasMore: offset + page.length < judged.length,
  };
};
