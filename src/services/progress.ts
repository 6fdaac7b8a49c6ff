// Learning progress that must not be lost: every SCORM commit goes into the local pending store
// first (synchronously, hash included), is sent with commitSco, and leaves the store only once the
// server confirmed it. The same hash sent twice is stored once by the server.
import { CommitScoProgressDocument } from '../graphql/generated';
import type { GraphqlClient, GraphqlResult } from './graphql';
import { sha256HexSync } from './sha256';
import {
  listPendingProgress,
  parkRejectedProgress,
  pendingHashSource,
  putPendingProgress,
  removePendingProgress,
  type PendingProgress,
  type PendingProgressInput,
} from './storage';

export function recordProgress(input: PendingProgressInput): PendingProgress {
  return putPendingProgress({ ...input, hash: sha256HexSync(pendingHashSource(input)) });
}

export const commitInput = ({
  hash,
  mediaId,
  cmi,
  committedAt,
  sessionId,
  scoId,
  packageId,
}: PendingProgress) => ({
  hash,
  mediaId,
  cmi,
  committedAt,
  ...(sessionId ? { sessionId } : {}),
  // Only a string is a SCO: the store is browser storage, and a record must never be lost over a field.
  ...(typeof scoId === 'string' && scoId ? { scoId } : {}),
  ...(typeof packageId === 'string' && packageId ? { packageId } : {}),
});

export type CommitOutcome = 'confirmed' | 'rejected';

type CommitAnswer = GraphqlResult<{ scorm12Attempt: { commit: { id: string } } }>;

/**
 * What the server's answer to a commit means for the stored record. Confirmed with an id: removed
 * from the store. Refused as bad input (BAD_USER_INPUT, e.g. the medium was deleted): the reason,
 * the record stays where it is. Anything else (UNAUTHENTICATED, a server error) throws, and the
 * record stays for the next attempt.
 */
export function settleCommit(
  record: PendingProgress,
  answer: CommitAnswer,
): { confirmed: true } | { confirmed: false; reason: string } {
  if (answer.data?.scorm12Attempt.commit.id) {
    removePendingProgress(record.hash);
    return { confirmed: true };
  }
  const refusal = answer.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (refusal) return { confirmed: false, reason: refusal.message };
  throw new Error(answer.errors.map((e) => e.message).join('; ') || 'commitSco returned no id');
}

/** A refused record can never succeed: it moves to the rejected store, so no start retries it. */
export function parkRefusedProgress(record: PendingProgress, reason: string): void {
  parkRejectedProgress(record, reason);
  console.warn(`learning progress ${record.hash} for medium ${record.mediaId} refused, parked: ${reason}`);
}

export interface SendResult {
  confirmed: number;
  /** Records the server refused (bad input): they stay in the store; the next start parks them. */
  refused: number;
}

/**
 * Sends every pending record, oldest first, and removes each one the server confirmed with an id.
 * A transport failure (offline, server down) throws and leaves the rest for later.
 */
export async function sendPendingProgress(client: GraphqlClient, signal?: AbortSignal): Promise<SendResult> {
  const result: SendResult = { confirmed: 0, refused: 0 };
  for (const record of listPendingProgress()) {
    const answer = await client.request(
      CommitScoProgressDocument,
      { input: commitInput(record) },
      signal ? { signal } : undefined,
    );
    if (settleCommit(record, answer).confirmed) result.confirmed += 1;
    else result.refused += 1;
  }
  return result;
}

const COMMIT_QUERY =
  'mutation commitScoProgress($input: Scorm12AttemptCommitInput!) { scorm12Attempt { commit(input: $input) { id mediaId committedAt } } }';

/**
 * The last word of a page being closed: a request the browser finishes after the page is gone.
 * Browsers cap keepalive bodies (64 KB in flight); a record that does not fit stays in the store
 * and the next start sends it.
 */
export function sendProgressOnExit(url: string, token: string | null, record: PendingProgress): boolean {
  const body = JSON.stringify({
    operationName: 'commitScoProgress',
    variables: { input: commitInput(record) },
    query: COMMIT_QUERY,
  });
  if (body.length > 60 * 1024) return false;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'GraphQL-Preflight': '1',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    void fetch(url, { method: 'POST', keepalive: true, headers, body, cache: 'no-store' }).catch(() => {});
    return true;
  } catch {
    return false;
  }
}
