// The signed-in person's optional mail kinds. A row of mail_opt_outs means "off" (queueMail reads the same
// rows and logs such a mail NOT_SENT); no row means on, so everybody receives them until they say otherwise.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOptOuts } from '../../db/schema/mail';
import { OPTIONAL_MAIL_CATEGORIES, type OptionalMailCategory } from '../../../src/schemas/mailEvents';
import { badUserInput } from '../errors';
import type { MailPreference, MutationResolvers, QueryResolvers } from '../generated/resolvers';

async function preferencesOf(db: Db, userId: string): Promise<MailPreference[]> {
  const rows = await db
    .select({ category: mailOptOuts.category })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.category));
  return OPTIONAL_MAIL_CATEGORIES.map((category) => ({ category, enabled: !off.has(category) }));
}

const isOptional = (value: string): value is OptionalMailCategory =>
  (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(value);

export const myMailPreferences: QueryResolvers['myMailPreferences'] = (_parent, _args, { db, viewer }) =>
  preferencesOf(db, viewer.userId);

export const setMyMailPreference: MutationResolvers['setMyMailPreference'] = async (
  _parent,
  { category, enabled },
  { db, viewer },
) => {
  if (!isOptional(category))
    throw badUserInput(
      'category',
      `Only ${OPTIONAL_MAIL_CATEGORIES.join(' and ')} mails can be turned off; security and service mails always go.`,
    );
  if (enabled)
    await db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.userId, viewer.userId), eq(mailOptOuts.category, category)));
  else await db.insert(mailOptOuts).values({ userId: viewer.userId, category }).onConflictDoNothing();
  return preferencesOf(db, viewer.userId);
};
