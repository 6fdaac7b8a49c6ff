// The caller's own links, for the "Who can follow my progress" section of their profile.
import { desc, eq } from 'drizzle-orm';
import { relativeLinks } from '../../db/schema/relatives';
import type { MyRelativeLink, QueryResolvers } from '../generated/resolvers';
import type { RelativeLinkRow } from '../../db/schema/relatives';
import { linkState } from './rules';

export const toMyRelativeLink = (row: RelativeLinkRow, now = new Date()): MyRelativeLink => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  lastUsedAt: row.lastUsedAt,
  state: linkState(row, now),
});

export const myRelativeLinks: QueryResolvers['myRelativeLinks'] = async (_parent, _args, { db, viewer }) => {
  const rows = await db
    .select()
    .from(relativeLinks)
    .where(eq(relativeLinks.learnerId, viewer.userId))
    .orderBy(desc(relativeLinks.createdAt), desc(relativeLinks.id))
    .limit(200);
  const now = new Date();
  return rows.map((row) => toMyRelativeLink(row, now));
};
