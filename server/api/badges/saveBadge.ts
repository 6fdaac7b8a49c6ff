// Creates a badge or changes one, in one transaction: every check (input rules, the medium or path, a
// concurrent change) runs before anything is written, so a refusal stores nothing (and an image made for
// it is removed again). People who already meet the rule are awarded in the same transaction (C2's
// backfillBadge; their live notices go after the commit), so a new "10th sign-in" badge reaches those
// past their tenth at once and a course badge those who finished the medium before it existed.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badges } from '../../db/schema/credentials';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import type { BadgeInputValues } from '../../../src/schemas/badge';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import { badUserInput, conflict } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { backfillBadge } from './award';
import { prepareBadgeImage, removeUnusedBadgeFiles, type PreparedBadgeImage } from './image';
import { parseBadgeInput } from './rules';
import { auditOf, loadAdminBadge } from './rows';
import { nextUpdatedAt } from '../updatedAt';

async function checkSubject(tx: Db, values: BadgeInputValues) {
  if (values.rule === 'MEDIUM') {
    const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, values.mediaId!));
    if (!row) throw badUserInput('mediaId', `There is no medium with id ${values.mediaId}.`);
  }
  if (values.rule === 'PATH') {
    const [row] = await tx
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(eq(learningPaths.id, values.pathId!));
    if (!row) throw badUserInput('pathId', `There is no learning path with id ${values.pathId}.`);
  }
}

const translationMap = (list: BadgeInputValues['translations']) => {
  const map: Record<string, { name?: string; description?: string; criteria?: string }> = {};
  for (const t of list ?? []) {
    const entry: { name?: string; description?: string; criteria?: string } = {};
    if (t.name) entry.name = t.name;
    if (t.description) entry.description = t.description;
    if (t.criteria) entry.criteria = t.criteria;
    if (Object.keys(entry).length > 0) map[t.locale] = entry;
  }
  return map;
};

async function store(
  context: ApiContext,
  values: BadgeInputValues,
  expected: Date | string | null | undefined,
  image: PreparedBadgeImage | null,
) {
  const { db, viewer } = context;
  return db.transaction(async (tx) => {
    const [before] = values.id
      ? await tx.select().from(badges).where(eq(badges.id, values.id.toLowerCase())).for('update')
      : [];
    if (values.id && !before) throw badUserInput('id', `There is no badge with id ${values.id}.`);
    if (before && expected && before.updatedAt.getTime() > new Date(expected).getTime())
      throw conflict(
        `Someone else changed "${before.name}" after you opened it. Reload to see their version, or save yours over it.`,
        await loadAdminBadge(tx, before.id),
      );
    if (before && before.kind !== values.kind)
      throw badUserInput('kind', 'A badge keeps its kind; make a new badge of the other kind instead.');
    await checkSubject(tx, values);
    const imageFileId = image ? image.imageFileId : (values.imageFileId ?? null);
    const fields = {
      kind: values.kind,
      rule: values.rule,
      threshold: values.rule === 'LOGIN_COUNT' || values.rule === 'COMPLETIONS' ? values.threshold! : null,
      mediaId: values.rule === 'MEDIUM' ? values.mediaId!.toLowerCase() : null,
      pathId: values.rule === 'PATH' ? values.pathId!.toLowerCase() : null,
      name: values.name,
      description: values.description ?? '',
      criteria: values.criteria ?? '',
      language: values.language ?? 'en',
      translations: translationMap(values.translations),
      imageFileId,
      // The design is kept beside an upload only when no upload is used: one image per badge.
      design: imageFileId ? null : (values.design ?? null),
      updatedBy: viewer.userId,
    };
    const [after] = before
      ? await tx
          .update(badges)
          .set({ ...fields, updatedAt: nextUpdatedAt(before.updatedAt) })
          .where(eq(badges.id, before.id))
          .returning()
      : await tx
          .insert(badges)
          .values({ ...fields, createdBy: viewer.userId })
          .returning();
    if (!after) throw new Error('The badge could not be written.');
    await writeAudit(tx, viewer, {
      action: before ? 'badge.update' : 'badge.create',
      entityType: 'badge',
      entityId: after.id,
      before: before ? auditOf(before) : null,
      after: auditOf(after),
    });
    await backfillBadge(tx, after.id);
    return {
      id: after.id,
      replacedImage: before?.imageFileId !== after.imageFileId ? before?.imageFileId : null,
    };
  });
}

export const saveBadge: MutationResolvers['saveBadge'] = async (_parent, { input }, context) => {
  const values = parseBadgeInput(input);
  let current: string | null = null;
  if (values.id) {
    const [row] = await context.db
      .select({ imageFileId: badges.imageFileId })
      .from(badges)
      .where(eq(badges.id, values.id.toLowerCase()));
    if (!row) throw badUserInput('id', `There is no badge with id ${values.id}.`);
    current = row.imageFileId;
  }
  const wanted = values.imageFileId?.toLowerCase() ?? null;
  const image = wanted && wanted !== current ? await prepareBadgeImage(context, wanted) : null;
  let saved: Awaited<ReturnType<typeof store>>;
  try {
    saved = await store(context, values, input.expectedUpdatedAt, image);
  } catch (error) {
    await image?.discard();
    throw error;
  }
  await image?.kept();
  await removeUnusedBadgeFiles(context, [saved.replacedImage]);
  const badge = await loadAdminBadge(context.db, saved.id);
  if (!badge) throw new Error('The saved badge could not be read.');
  return badge;
};
