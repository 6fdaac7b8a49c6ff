// Deletion requests as the API answers them: the person's and the handler's names joined in.
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { deletionRequests as requests, type DeletionRequestRow } from '../../db/schema/privacy';
import type { DeletionRequestState } from '../generated/resolvers';

const handler = alias(users, 'handler');

export const selectRequests = (db: Db, where: SQL | undefined) =>
  db
    .select({
      request: requests,
      userName: users.name,
      username: users.username,
      handledByName: handler.name,
    })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.userId))
    .leftJoin(handler, eq(handler.id, requests.handledBy))
    .where(where)
    .$dynamic();

export interface JoinedRequest {
  request: DeletionRequestRow;
  userName: string | null;
  username: string | null;
  handledByName: string | null;
}

export const toDeletionRequest = ({ request, userName, username, handledByName }: JoinedRequest) => ({
  id: request.id,
  state: request.state.toUpperCase() as DeletionRequestState,
  requestedAt: request.requestedAt,
  reason: request.reason,
  userId: request.userId,
  userName,
  username,
  handledAt: request.handledAt,
  handledByName,
  response: request.response,
});

export async function joinedRequest(db: Db, id: string) {
  const [row] = await selectRequests(db, eq(requests.id, id));
  return toDeletionRequest(row!);
}
