// Ending a person's sign-ins at once: the provider keeps sessions, grants and tokens in oidc_payloads
// (server/identity/adapter.ts), each payload naming its account. Deleting them makes the next refresh, the
// next silent renew and the next sign-in-free authorization fail; an access token already issued is refused
// by the API's context (deactivated) for the minutes it has left.
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/identity';

const SIGNED_IN_KINDS = [
  'Session',
  'Grant',
  'RefreshToken',
  'AccessToken',
  'AuthorizationCode',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/** Deletes every session and token of these accounts; returns how many rows went. */
export async function endSessions(tx: Db, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const removed = await tx
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.kind, SIGNED_IN_KINDS),
        sql`${oidcPayloads.payload}->>'accountId' in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: oidcPayloads.id });
  return removed.length;
}
