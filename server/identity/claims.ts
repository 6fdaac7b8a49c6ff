// Keycloak-shaped claims, read from the users table at every issuance so a profile change shows in
// the next token. The same builder feeds the access token, the ID token and userinfo.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/core';
import { isRole } from '../roles';

export type UserRow = typeof users.$inferSelect;

export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';

/** Claims the provider may release, per scope (oidc-provider's `claims` configuration). */
export const SCOPE_CLAIMS = {
  openid: ['sub', 'session_state'],
  profile: [
    'name',
    'preferred_username',
    'locale',
    'default_locale',
    'theme',
    'date_format',
    'default_date_format',
    'resource_access',
  ],
  email: ['email'],
};

/**
 * Stable for one provider session and new for the next: a hash of the session's uid, so the uid
 * itself (which names the session row) never leaves the server.
 */
export function sessionState(sessionUid: string): string {
  return createHash('sha256').update(`session_state:${sessionUid}`).digest('base64url').slice(0, 32);
}

export async function findActiveUser(db: Db, id: string): Promise<UserRow | undefined> {
  // users.id is a uuid: anything else cannot be an account and would make PostgreSQL raise.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user?.isActive ? user : undefined;
}

export function userClaims(
  user: UserRow,
  config: ServerConfig,
  sessionUid: string | undefined,
): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    sub: user.id,
    name: user.name,
    email: user.email,
    preferred_username: user.username,
    default_locale: config.app.DEFAULT_LOCALE,
    theme: user.theme === 'dark' ? 'dark' : 'default',
    default_date_format: DEFAULT_DATE_FORMAT,
    resource_access: { [config.clientId]: { roles: user.roles.filter(isRole) } },
  };
  if (user.locale) claims.locale = user.locale;
  if (user.dateFormat) claims.date_format = user.dateFormat;
  if (sessionUid) claims.session_state = sessionState(sessionUid);
  return claims;
}
