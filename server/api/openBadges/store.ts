// What the Open Badges documents read: a badge, an award with its badge and learner, the revoked status
// indexes. Ids come from public URLs, so they are checked as uuids before any query (Postgres refuses a
// malformed uuid with an error, which must be a 404, never a 500).
import { and, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { badgeAwards, badges, type BadgeDesign } from '../../db/schema/credentials';
import { UUID_PATTERN } from '../../../src/schemas/ids';

/** Lower case only: the addresses are made from the database's own spelling. */
export const isUuid = (value: string) => UUID_PATTERN.test(value) && value === value.toLowerCase();

export interface BadgeRecord {
  id: string;
  name: string;
  description: string;
  criteria: string;
  language: string;
  imageFileId: string | null;
  design: BadgeDesign | null;
  updatedAt: Date;
}

export interface AwardRecord {
  id: string;
  userId: string;
  email: string;
  awardedAt: Date;
  statusIndex: number;
  revokedAt: Date | null;
  credentialJwt: string | null;
  badge: BadgeRecord;
}

const badgeColumns = {
  id: badges.id,
  name: badges.name,
  description: badges.description,
  criteria: badges.criteria,
  language: badges.language,
  imageFileId: badges.imageFileId,
  design: badges.design,
  updatedAt: badges.updatedAt,
};

export async function loadBadge(db: Db, id: string): Promise<BadgeRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(badgeColumns).from(badges).where(eq(badges.id, id));
  return row;
}

export async function loadAward(db: Db, id: string): Promise<AwardRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: badgeAwards.id,
      userId: badgeAwards.userId,
      email: users.email,
      awardedAt: badgeAwards.awardedAt,
      statusIndex: badgeAwards.statusIndex,
      revokedAt: badgeAwards.revokedAt,
      credentialJwt: badgeAwards.credentialJwt,
      badge: badgeColumns,
    })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.id, badgeAwards.badgeId))
    .innerJoin(users, eq(users.id, badgeAwards.userId))
    .where(eq(badgeAwards.id, id));
  return row;
}

/**
 * Keeps the first signed credential: two first downloads at once both sign, only one is stored, and
 * both answer with the stored one, so a credential never changes once somebody has it.
 */
export async function keepCredentialJwt(db: Db, awardId: string, jwt: string): Promise<string> {
  await db
    .update(badgeAwards)
    .set({ credentialJwt: jwt })
    .where(and(eq(badgeAwards.id, awardId), isNull(badgeAwards.credentialJwt)));
  const [row] = await db
    .select({ jwt: badgeAwards.credentialJwt })
    .from(badgeAwards)
    .where(eq(badgeAwards.id, awardId));
  if (!row?.jwt) throw new Error(`The credential of award ${awardId} was not stored`);
  return row.jwt;
}

export interface StatusSnapshot {
  revoked: number[];
  highest: number;
}

export async function statusSnapshot(db: Db): Promise<StatusSnapshot> {
  const revoked = await db
    .select({ index: badgeAwards.statusIndex })
    .from(badgeAwards)
    .where(isNotNull(badgeAwards.revokedAt));
  const [top] = await db.select({ highest: max(badgeAwards.statusIndex) }).from(badgeAwards);
  return { revoked: revoked.map((r) => r.index), highest: top?.highest ?? 0 };
}
