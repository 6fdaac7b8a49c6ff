// Set-password links (reset and welcome): 256 random bits in the link, only their SHA-256 in the database.
// A link works once and until it expires; sending a newer one of the same purpose retires the older ones,
// so only the latest mail works. SHA-256 without salt is enough here: the token is random, not a password,
// so there is nothing to guess a dictionary for.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { passwordTokens, type PasswordTokenPurpose } from '../db/schema/passwordTokens';

/** How long a link works. */
export const TOKEN_LIFETIME_MS: Record<PasswordTokenPurpose, number> = {
  RESET: 60 * 60_000,
  WELCOME: 7 * 24 * 60 * 60_000,
};

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** A token as it appears in a link: 43 base64url characters. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const looksLikeToken = (value: string): boolean => TOKEN_SHAPE.test(value);

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * Creates a link for `userId` in `tx` and retires the unused older ones of the same purpose. An account
 * created in the same transaction has none (`newAccount`), which saves the import a statement a row.
 */
export async function issuePasswordToken(
  tx: Db,
  userId: string,
  purpose: PasswordTokenPurpose,
  options: { now?: Date; newAccount?: boolean } = {},
): Promise<IssuedToken> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  if (!options.newAccount)
    await tx
      .update(passwordTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(passwordTokens.userId, userId),
          eq(passwordTokens.purpose, purpose),
          isNull(passwordTokens.usedAt),
          isNull(passwordTokens.revokedAt),
        ),
      );
  await tx.insert(passwordTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The provider's set-password page for `token` (absolute, as mail links must be). */
export const setPasswordLink = (config: Pick<ServerConfig, 'issuer'>, token: string): string =>
  `${config.issuer}/password/set?token=${encodeURIComponent(token)}`;

export interface UsableToken {
  id: string;
  userId: string;
  purpose: PasswordTokenPurpose;
}

/** The link's row if it can still be used now, else undefined (unknown, used, retired or expired). */
export async function findUsableToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<UsableToken | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await db
    .select({ id: passwordTokens.id, userId: passwordTokens.userId, purpose: passwordTokens.purpose })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.revokedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Marks the link used in `tx`, in one statement so two submissions of the same link cannot both win, and
 * retires the account's other open links (a password chosen makes every older link pointless).
 * Returns the link's row, or undefined when it was no longer usable.
 */
export async function consumePasswordToken(
  tx: Db,
  token: string,
  now: Date = new Date(),
): Promise<UsableToken | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.revokedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordTokens.id, userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  if (!row) return undefined;
  await tx
    .update(passwordTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, row.userId),
        ne(passwordTokens.id, row.id),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.revokedAt),
      ),
    );
  return row;
}
