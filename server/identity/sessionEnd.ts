// Ends a provider session from inside a frame. A framed app cannot show the provider's sign-out page
// (the provider refuses to be framed), and dropping only the frame's tokens leaves the session alive: any
// other tab of the same person then signs in silently again, and so does the frame after it. So the app
// sends its access token here; the provider session the token was issued in (found by its session_state)
// is deleted with the grants it authorised (their refresh and access tokens), and every silent sign-in
// after that asks for a password.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { viewerOrRefuse, type TokenVerifier } from '../auth/verify';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema/identity';
import { sessionState } from './claims';

export const SESSION_END_PATH = '/api/session/end';

interface SessionPayload {
  uid?: string;
  accountId?: string;
  authorizations?: Record<string, { grantId?: string }>;
}

/** Deletes the account's provider session whose session_state is given; true when there was one. */
export async function endProviderSession(db: Db, accountId: string, state: string): Promise<boolean> {
  const sessions = await db
    .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`));
  const session = sessions.find((row) => {
    const uid = (row.payload as SessionPayload).uid;
    return uid !== undefined && sessionState(uid) === state;
  });
  if (!session) return false;
  const grants = Object.values((session.payload as SessionPayload).authorizations ?? {})
    .map((authorization) => authorization.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');
  await db.transaction(async (tx) => {
    for (const grantId of grants) {
      // Tokens and the grant; an interaction naming the grant (a sign-in in progress) stays.
      await tx
        .delete(oidcPayloads)
        .where(
          or(
            and(eq(oidcPayloads.grantId, grantId), ne(oidcPayloads.kind, 'Interaction')),
            and(eq(oidcPayloads.kind, 'Grant'), eq(oidcPayloads.id, grantId)),
          ),
        );
    }
    await tx
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, 'Session'), eq(oidcPayloads.id, session.id)));
  });
  return true;
}

export function registerSessionEnd(
  app: FastifyInstance,
  { db, verifier }: { db: Db; verifier: TokenVerifier },
) {
  app.post(SESSION_END_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await viewerOrRefuse(verifier, request, reply);
    if (!viewer) return reply;
    if (!viewer.sessionState)
      return reply.code(400).send({ error: 'bad_request', message: 'The access token names no session.' });
    const ended = await endProviderSession(db, viewer.userId, viewer.sessionState);
    return reply
      .code(ended ? 204 : 404)
      .send(ended ? undefined : { error: 'not_found', message: 'The session has already ended.' });
  });
}
