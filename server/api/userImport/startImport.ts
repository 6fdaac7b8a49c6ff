// startUserImport and retryUserImport: the import's row and its job are written in one transaction, so
// there is never an import without a job or the other way round.
import { eq, sql } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { units } from '../../db/schema/units';
import { userImports } from '../../db/schema/userImport';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { isAdmin, managedUnitIds } from '../unitScope';
import { planInput } from './input';
import { USER_IMPORT_JOB, type UserImportJobData } from './job';
import { loadVisibleImport } from './visible';

/** Rows a manager may not import at all: the import is refused rather than run with them. */
const OUT_OF_SCOPE = new Set(['unit.notManaged', 'role.notGrantable', 'user.notManaged']);

export const startUserImport: MutationResolvers['startUserImport'] = async (_p, { input }, ctx) => {
  const { viewer } = ctx;
  const { file, mapping, plans } = await planInput(ctx.db, viewer, input, ctx.config.app.ALLOWED_LOCALES);
  if (!isAdmin(viewer)) {
    const outside = plans.filter((p) => p.reason && OUT_OF_SCOPE.has(p.reason.code)).map((p) => p.row);
    if (outside.length)
      throw createGraphQLError(
        `Education managers can only import people into units they look after, never grant ADMIN and never change people of other units. Remove or fix rows ${outside.slice(0, 20).join(', ')}${outside.length > 20 ? '…' : ''} (the dry run names them).`,
        { extensions: { code: 'FORBIDDEN', rows: outside.slice(0, 100) } },
      );
  }
  // Before the transaction: on PGlite the queue cannot be set up while a transaction holds the connection.
  await ctx.jobs.ready(USER_IMPORT_JOB);
  const id = await ctx.db.transaction(async (tx) => {
    const unitIds = isAdmin(viewer)
      ? null
      : (
          await tx
            .select({ id: units.id })
            .from(units)
            .where(sql`${units.id} in ${managedUnitIds(viewer)}`)
        ).map((u) => u.id);
    const [row] = await tx
      .insert(userImports)
      .values({
        fileId: file.fileId,
        fileName: file.fileName,
        mode: input.mode,
        mapping,
        delimiter: file.delimiter,
        encoding: file.encoding,
        headers: file.headers,
        createdBy: viewer.userId,
        createdByRoles: viewer.roles,
        unitIds,
      })
      .returning({ id: userImports.id });
    const jobId = await ctx.jobs.enqueue<UserImportJobData>(tx, {
      kind: USER_IMPORT_JOB,
      label: `${file.fileName} (${file.rows.length} rows)`,
      data: { importId: row!.id },
      createdBy: viewer.userId,
      unitId: unitIds?.[0] ?? null,
    });
    await tx.update(userImports).set({ jobId }).where(eq(userImports.id, row!.id));
    await writeAudit(tx, viewer, {
      action: 'user.import.start',
      entityType: 'userImport',
      entityId: row!.id,
      after: { fileName: file.fileName, mode: input.mode, rows: file.rows.length },
    });
    return row!.id;
  });
  return (await loadVisibleImport(ctx.db, viewer, id))!;
};

export const retryUserImport: MutationResolvers['retryUserImport'] = async (_p, { id }, ctx) => {
  const found = await loadVisibleImport(ctx.db, ctx.viewer, id);
  if (!found) throw badUserInput('id', `There is no import with id ${id}.`);
  if ((found.state !== 'FAILED' && found.state !== 'CANCELLED') || !found.jobId)
    throw badUserInput('id', 'Only a failed import can be retried.');
  await ctx.jobs.retry(found.jobId!);
  await ctx.db.transaction((tx) =>
    writeAudit(tx, ctx.viewer, {
      action: 'user.import.retry',
      entityType: 'userImport',
      entityId: id,
      after: { id },
    }),
  );
  return (await loadVisibleImport(ctx.db, ctx.viewer, id))!;
};
