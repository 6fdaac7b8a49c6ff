// Learning progress that must not be lost: every SCORM commit goes into the local pending store
// first (synchronously, hash included), is sent with commitSco, and leaves the store only once the
// server confirmed it. The same hash sent twice is stored once by the server.
import { CommitScoProgressDocument } from '../graphql/generated';
import type { GraphqlClient } from './graphql';
import { sha256HexSync } from './sha256';
import {
  listPendingProgress,
  pendingHashSource,
  putPendingProgress,
  removePendingProgress,
  type PendingProgress,
  type PendingProgressInput,
} from './storage';

export function recordProgress(input: PendingProgressInput): PendingProgress {
  return putPendingProgress({ ...input, hash: sha256HexSync(pendingHashSource(input)) });
}

const commitInput = ({ hash, mediaId, cmi, committedAt, sessionId }: PendingProgress) => ({
  hash,
  mediaId,
  cmi,
  committedAt,
  ...(sessionId ? { sessionId } : {}),
});

export interface SendResult {
  confirmed: number;
  /** Records the server refused (bad input): they stay in the store, nothing is thrown away. */
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
    if (answer.data?.scorm12Attempt.commit.id) {
      removePendingProgress(record.hash);
      result.confirmed += 1;
    } else if (answer.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT')) {
      result.refused += 1;
    } else {
      throw new Error(answer.errors.map((e) => e.message).join('; ') || 'commitSco returned no id');
    }
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
