// Browser storage the shell keeps outside its machines. Tokens never come here: they stay in the
// tab's sessionStorage, written by oidc-client-ts itself. localStorage holds only non-secret data.
export const SESSION_MARKER_KEY = 'lms.session-marker';
const RELOADED_FOR_KEY = 'lms.reloaded-for-marker';
const ROLES_KEY = 'lms.roles';
const LOGIN_COUNTED_KEY = 'lms.login-counted';
const PENDING_PROGRESS_KEY = 'lms.pending-progress';
const REJECTED_PROGRESS_KEY = 'lms.rejected-progress';

const local = (): Storage => globalThis.localStorage;
const session = (): Storage => globalThis.sessionStorage;

/** Hex SHA-256 of a string; used so localStorage never holds the raw session_state. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function readJson<T>(store: Storage, key: string, fallback: T, isValid: (v: unknown) => v is T): T {
  const raw = store.getItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

// --- cross-tab session marker -------------------------------------------------------------------

export async function sessionMarkerFor(sessionState: string): Promise<string> {
  return `s:${(await sha256Hex(sessionState)).slice(0, 32)}`;
}

export const readSessionMarker = (): string | null => local().getItem(SESSION_MARKER_KEY);

/** Writes the marker for a session; returns the value written. Unchanged values fire no event. */
export async function writeSessionMarker(sessionState: string | null): Promise<string | null> {
  if (!sessionState) return null;
  const marker = await sessionMarkerFor(sessionState);
  if (readSessionMarker() !== marker) local().setItem(SESSION_MARKER_KEY, marker);
  return marker;
}

/** Logging out must change the marker even when no session was known, so other tabs notice. */
export function writeSignedOutMarker(): string {
  const marker = `signed-out:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  local().setItem(SESSION_MARKER_KEY, marker);
  return marker;
}

export const hasReloadedForMarker = (marker: string | null): boolean =>
  session().getItem(RELOADED_FOR_KEY) === String(marker);

export const rememberReloadForMarker = (marker: string | null): void =>
  session().setItem(RELOADED_FOR_KEY, String(marker));

// --- roles ---------------------------------------------------------------------------------------

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export const writeRoles = (roles: readonly string[]): void =>
  session().setItem(ROLES_KEY, JSON.stringify(roles));
export const readRoles = (): string[] => readJson(session(), ROLES_KEY, [], isStringList);
export const clearRoles = (): void => session().removeItem(ROLES_KEY);

// --- login counter flag --------------------------------------------------------------------------

// Shared by all tabs of one sign-in, so a second tab of the same session does not count again.
export const isLoginCounted = (marker: string | null): boolean =>
  marker !== null && local().getItem(LOGIN_COUNTED_KEY) === marker;
export const markLoginCounted = (marker: string): void => local().setItem(LOGIN_COUNTED_KEY, marker);

// --- pending learning progress -------------------------------------------------------------------

export interface PendingProgressInput {
  mediaId: string;
  cmi: unknown;
  committedAt: string;
  /** The SCO launch the record belongs to (the server adds each session's time once). */
  sessionId?: string;
  /** The item (SCO) of a multi-SCO package the record belongs to; absent: the package's only SCO. */
  scoId?: string;
  /** The package the SCO was launched from (a learner's attempt stays on its version). */
  packageId?: string;
}

export interface PendingProgress extends PendingProgressInput {
  /** SHA-256 of the record's content: the server ignores a hash it already stored. */
  hash: string;
}

const isPending = (v: unknown): v is PendingProgress[] =>
  Array.isArray(v) &&
  v.every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as PendingProgress).hash === 'string' &&
      typeof (r as PendingProgress).mediaId === 'string' &&
      typeof (r as PendingProgress).committedAt === 'string',
  );

export const listPendingProgress = (): PendingProgress[] =>
  readJson(local(), PENDING_PROGRESS_KEY, [], isPending);

/**
 * What a record's hash is computed over: the same content gives the same hash on every device. The
 * SCO counts only when there is one, so a record without it hashes as it always did.
 */
export const pendingHashSource = (input: PendingProgressInput): string =>
  JSON.stringify(
    input.scoId === undefined
      ? [input.mediaId, input.committedAt, input.cmi ?? null]
      : [input.mediaId, input.committedAt, input.cmi ?? null, input.scoId],
  );

export async function addPendingProgress(input: PendingProgressInput): Promise<PendingProgress> {
  return putPendingProgress({ ...input, hash: await sha256Hex(pendingHashSource(input)) });
}

/** Stores a record whose hash the caller computed, synchronously (the player writes on `pagehide`). */
export function putPendingProgress(record: PendingProgress): PendingProgress {
  const list = listPendingProgress();
  if (!list.some((r) => r.hash === record.hash)) {
    local().setItem(PENDING_PROGRESS_KEY, JSON.stringify([...list, record]));
  }
  return record;
}

/** Called only once the server confirmed the record. */
export function removePendingProgress(hash: string): void {
  const rest = listPendingProgress().filter((r) => r.hash !== hash);
  if (rest.length === 0) local().removeItem(PENDING_PROGRESS_KEY);
  else local().setItem(PENDING_PROGRESS_KEY, JSON.stringify(rest));
}

// --- rejected learning progress ------------------------------------------------------------------

export interface RejectedProgress extends PendingProgress {
  /** The server's message: why it refused the record (e.g. the medium was deleted). */
  reason: string;
  rejectedAt: string;
}

const isRejected = (v: unknown): v is RejectedProgress[] =>
  isPending(v) && v.every((r) => typeof (r as RejectedProgress).reason === 'string');

export const listRejectedProgress = (): RejectedProgress[] =>
  readJson(local(), REJECTED_PROGRESS_KEY, [], isRejected);

/**
 * A record the server refused as bad input can never succeed: it leaves the pending store (so no
 * start retries it) for a store of its own, where it stays for support to look at.
 */
export function parkRejectedProgress(record: PendingProgress, reason: string, now = new Date()): void {
  const rejected = listRejectedProgress().filter((r) => r.hash !== record.hash);
  const entry: RejectedProgress = { ...record, reason, rejectedAt: now.toISOString() };
  local().setItem(REJECTED_PROGRESS_KEY, JSON.stringify([...rejected, entry]));
  removePendingProgress(record.hash);
}
