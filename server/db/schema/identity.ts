// Storage of the identity provider (oidc-provider's adapter): sessions, grants, codes, refresh
// tokens and interactions live here so that a restart keeps people signed in.
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** Model name of oidc-provider: Session, Grant, AuthorizationCode, RefreshToken, Interaction... */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Null for rows without a lifetime; expired rows are ignored and removed by the cleanup. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);
