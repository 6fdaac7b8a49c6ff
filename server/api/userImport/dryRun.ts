// userImportDryRun: the plan of every row, nothing written; the rows answered are filtered and bounded.
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { planInput } from './input';
import { countPlans, type RowPlan } from './plan';
import { reasonText } from './reasons';

const MAX_ROWS = 500;

export const rowReport = (plan: RowPlan) => ({
  row: plan.row,
  outcome: plan.outcome,
  username: plan.username,
  changes: plan.changes,
  reasonCode: plan.reason?.code ?? null,
  reasonValue: plan.reason?.value ?? null,
  reason: plan.reason ? reasonText(plan.reason) : null,
});

export const userImportDryRun: QueryResolvers['userImportDryRun'] = async (
  _p,
  { input, outcome, offset, first },
  ctx,
) => {
  const size = first ?? 100;
  if (size < 1 || size > MAX_ROWS) throw badUserInput('first', `first must be between 1 and ${MAX_ROWS}.`);
  const start = offset ?? 0;
  if (start < 0) throw badUserInput('offset', 'offset must not be negative.');
  const { plans } = await planInput(ctx.db, ctx.viewer, input, ctx.config.app.ALLOWED_LOCALES);
  const matching = outcome ? plans.filter((p) => p.outcome === outcome) : plans;
  return {
    counts: countPlans(plans),
    rows: matching.slice(start, start + size).map(rowReport),
    matching: matching.length,
  };
};
