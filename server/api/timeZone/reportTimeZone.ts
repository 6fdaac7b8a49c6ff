import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { isTimeZone } from '../../../src/schemas/assignmentDue';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';

/** The zone's canonical spelling ("europe/berlin" → "Europe/Berlin"), so one zone is stored one way. */
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

export const reportTimeZone: MutationResolvers['reportTimeZone'] = async (
  _parent,
  { timeZone },
  { db, viewer },
) => {
  const zone = timeZone.trim();
  if (zone === '' || !isTimeZone(zone))
    throw badUserInput(
      'timeZone',
      `"${timeZone}" is not a known time zone (expected an IANA name such as Europe/Berlin).`,
    );
  const canonical = canonicalZone(zone);
  // Written only when it changed: the app reports once per session, and an unchanged row needs no write.
  const changed = await db
    .update(users)
    .set({ timeZone: canonical })
    .where(and(eq(users.id, viewer.userId), sql`${users.timeZone} is distinct from ${canonical}`))
    .returning({ id: users.id });
  return changed.length > 0;
};
