// Uploads one file to `api/upload` beside the API endpoint (DESIGN §5) with the bearer token.
// XMLHttpRequest, not fetch: only XHR reports upload progress. The server answers refusals as JSON
// {code, message}; they become an UploadFailure the screens translate by its reason.
import type { ScormImportReportFieldsFragment } from '../graphql/generated';
import type { ApiSettings } from './api';
import { besideApi, currentAccessToken, getUserManager } from './oidc';

export type FileKind = 'SCORM' | 'VIDEO' | 'PDF' | 'IMAGE';

/** What /api/upload answers (201) for a stored file. */
export interface UploadedFile {
  id: string;
  kind: FileKind;
  originalName: string;
  contentType: string;
  size: number;
  url: string;
  /** SCORM: the imported package; `report` once the importer describes what it found. */
  scorm?: {
    packageId: string;
    title: string;
    launchUrl: string;
    masteryScore: number | null;
    report?: ScormImportReportFieldsFragment;
  };
  durationSeconds?: number | null;
}

/** Why an upload did not succeed, in words the screens translate. */
export type UploadFailureReason =
  | 'tooLarge'
  | 'quotaExceeded'
  | 'typeNotAllowed'
  | 'invalidPackage'
  | 'rejected'
  | 'rateLimited'
  | 'unauthenticated'
  | 'forbidden'
  | 'network'
  | 'server';

/** Plain data (no Error): machines keep it in their context. */
export interface UploadFailure {
  reason: UploadFailureReason;
  /** The server's stable code (e.g. UPLOAD_TOO_LARGE, SCORM_NO_MANIFEST); '' when it sent none. */
  code: string;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The server's English sentence, naming the file and what is wrong; '' when none. */
  message: string;
  /** 429: seconds to wait before trying again. */
  retryAfterSeconds: number | null;
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(readonly failure: UploadFailure) {
    super(failure.message || `Upload failed (${failure.reason})`);
  }
}

/** Thrown when the caller aborted the upload: not a failure to show. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
  constructor() {
    super('The upload was cancelled.');
  }
}

export interface UploadProgress {
  /** Bytes of the file sent so far (the multipart overhead taken out). */
  loaded: number;
  total: number;
}

export interface SendUploadOptions {
  url: string;
  /** The current access token; null sends none (the server then answers 401). */
  getAccessToken: () => Promise<string | null>;
  file: Blob;
  fileName: string;
  /** Asks the server to check the content is of this kind (422 UPLOAD_KIND_MISMATCH otherwise). */
  kind?: FileKind;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Tests pass a fake XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

/** What a file chooser offers per kind (the server decides from the content; this only guides). */
export const ACCEPTED_TYPES: Record<FileKind, readonly string[]> = {
  SCORM: ['.zip', 'application/zip', 'application/x-zip-compressed'],
  VIDEO: ['.mp4', '.webm', 'video/mp4', 'video/webm'],
  PDF: ['.pdf', 'application/pdf'],
  IMAGE: ['.png', '.jpg', '.jpeg', '.webp', 'image/png', 'image/jpeg', 'image/webp'],
};

/** The `accept` attribute for a file input taking these kinds. */
export const acceptAttribute = (kinds: readonly FileKind[]) =>
  kinds.flatMap((k) => ACCEPTED_TYPES[k]).join(',');

/**
 * The kind a chosen file claims by its name or type, or null. Only a first check before sending a
 * large file for nothing: the server decides what the file is from its content.
 */
export function claimedKind(file: { name: string; type: string }): FileKind | null {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const kinds = Object.keys(ACCEPTED_TYPES) as FileKind[];
  return (
    kinds.find((kind) =>
      ACCEPTED_TYPES[kind].some((t) => (t.startsWith('.') ? name.endsWith(t) : type === t)),
    ) ?? null
  );
}

/** `api/upload` beside the API endpoint: http://host/graphql → http://host/api/upload. */
export const uploadUrl = (apiUrl: string) => besideApi(apiUrl, 'api/upload');

const SCORM_CODE = /^SCORM_/;

function reasonOf(status: number, code: string): UploadFailureReason {
  if (status === 413) return code === 'UPLOAD_QUOTA_EXCEEDED' ? 'quotaExceeded' : 'tooLarge';
  if (status === 415) return 'typeNotAllowed';
  if (status === 422) return SCORM_CODE.test(code) ? 'invalidPackage' : 'rejected';
  if (status === 400) return 'rejected';
  if (status === 429) return 'rateLimited';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  return 'server';
}

/** Retry-After is seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The failure an answer other than 201 stands for. */
export function failureOf(status: number, responseText: string, retryAfter: string | null): UploadFailure {
  const body = parseBody(responseText);
  const code = typeof body?.code === 'string' ? body.code : '';
  const message = typeof body?.message === 'string' ? body.message : '';
  return {
    reason: reasonOf(status, code),
    code,
    status,
    message,
    retryAfterSeconds: status === 429 ? parseRetryAfter(retryAfter) : null,
  };
}

const networkFailure = (): UploadFailure => ({
  reason: 'network',
  code: '',
  status: 0,
  message: '',
  retryAfterSeconds: null,
});

function isUploadedFile(
  body: Record<string, unknown> | null,
): body is Record<string, unknown> & UploadedFile {
  return typeof body?.id === 'string' && typeof body.kind === 'string' && typeof body.size === 'number';
}

/** Sends the file; resolves with the stored file, rejects with UploadError or UploadAbortedError. */
export async function sendUpload(options: SendUploadOptions): Promise<UploadedFile> {
  const { signal, file, onProgress } = options;
  if (signal?.aborted) throw new UploadAbortedError();
  const token = await options.getAccessToken();
  if (signal?.aborted) throw new UploadAbortedError();
  const form = new FormData();
  if (options.kind) form.append('kind', options.kind);
  form.append('file', file, options.fileName);
  const xhr = options.createRequest?.() ?? new XMLHttpRequest();
  return new Promise<UploadedFile>((resolve, reject) => {
    const onAbort = () => xhr.abort();
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    xhr.open('POST', options.url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      // The event counts the multipart body; the screens speak of the file's bytes.
      const total = event.lengthComputable && event.total > 0 ? event.total : file.size;
      const loaded = Math.min(file.size, Math.round((event.loaded / total) * file.size));
      onProgress?.({ loaded, total: file.size });
    };
    xhr.onload = () =>
      settle(() => {
        const body = parseBody(xhr.responseText);
        if ((xhr.status === 201 || xhr.status === 200) && isUploadedFile(body)) resolve(body);
        else
          reject(
            new UploadError(failureOf(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After'))),
          );
      });
    xhr.onerror = () => settle(() => reject(new UploadError(networkFailure())));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(new UploadAbortedError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/** A failure from whatever an upload threw (an unexpected error counts as the network's). */
export function toUploadFailure(error: unknown): UploadFailure {
  return error instanceof UploadError ? error.failure : networkFailure();
}

/** Uploads with the running app's API settings and its sign-in (refreshing first when no token is held). */
export function uploadWithApi(
  api: ApiSettings,
  options: Omit<SendUploadOptions, 'url' | 'getAccessToken'>,
): Promise<UploadedFile> {
  const manager = getUserManager(api);
  return sendUpload({
    ...options,
    url: uploadUrl(api.apiUrl),
    getAccessToken: () => currentAccessToken(manager),
  });
}
