// Reading links with their learner's and creator's names, for the list and for one changed link.
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { relativeLinks, type RelativeLinkRow } from '../../db/schema/relatives';
import type { RelativeLink } from '../generated/resolvers';
import { linkState } from './rules';

export const learner = alias(users, 'learner');
const creator = alias(users, 'creator');

export const linkColumns = {
  link: relativeLinks,
  learnerName: learner.name,
  learnerUsername: learner.username,
  createdByName: creator.name,
};

export const selectLinks = (db: Db) =>
  db
    .select(linkColumns)
    .from(relativeLinks)
    .innerJoin(learner, eq(learner.id, relativeLinks.learnerId))
    .leftJoin(creator, eq(creator.id, relativeLinks.createdBy));

export interface LinkWithNames {
  link: RelativeLinkRow;
  learnerName: string;
  learnerUsername: string;
  createdByName: string | null;
}

export function toRelativeLink(row: LinkWithNames, now = new Date()): RelativeLink {
  const { link } = row;
  return {
    id: link.id,
    learnerId: link.learnerId,
    learnerName: row.learnerName,
    learnerUsername: row.learnerUsername,
    label: link.label,
    createdAt: link.createdAt,
    createdByName: row.createdByName,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    lastUsedAt: link.lastUsedAt,
    state: linkState(link, now),
  };
}

export async function loadLink(db: Db, condition: SQL): Promise<RelativeLink | null> {
  const [row] = await selectLinks(db).where(condition);
  return row ? toRelativeLink(row) : null;
}
