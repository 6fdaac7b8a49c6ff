import { describe, expect, it } from 'vitest';
import {
  failureOf,
  parseRetryAfter,
  sendUpload,
  toUploadFailure,
  UploadAbortedError,
  UploadError,
  uploadUrl,
  type SendUploadOptions,
  type UploadProgress,
} from '../../src/services/upload';

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  responseHeaders = new Map<string, string>();
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders.get(name.toLowerCase()) ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    for (const [k, v] of Object.entries(headers)) this.responseHeaders.set(k.toLowerCase(), v);
    this.onload?.();
  }
}

const FILE = new Blob([new Uint8Array(1000)], { type: 'application/pdf' });
const STORED = {
  id: 'f-1',
  kind: 'PDF',
  originalName: 'a.pdf',
  contentType: 'application/pdf',
  size: 1000,
  url: '/files/f-1',
};

function start(overrides: Partial<SendUploadOptions> = {}) {
  const xhr = new FakeXhr();
  const progress: UploadProgress[] = [];
  const tokenCalls: string[] = [];
  const promise = sendUpload({
    url: 'http://localhost:4000/api/upload',
    getAccessToken: async () => {
      tokenCalls.push('token');
      return 'tok-1';
    },
    file: FILE,
    fileName: 'a.pdf',
    onProgress: (p) => progress.push(p),
    createRequest: () => xhr as unknown as XMLHttpRequest,
    ...overrides,
  });
  // sendUpload awaits the token before it opens the request.
  const opened = async () => {
    for (let i = 0; i < 10 && !xhr.body; i += 1) await Promise.resolve();
    return xhr;
  };
  return { xhr, progress, tokenCalls, promise, opened };
}

const failureFrom = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).failure;
};

describe('uploadUrl', () => {
  it('is api/upload beside the API endpoint', () => {
    expect(uploadUrl('http://host:4000/graphql')).toBe('http://host:4000/api/upload');
    expect(uploadUrl('https://lms.example/backend/graphql')).toBe('https://lms.example/backend/api/upload');
  });
});

describe('sendUpload', () => {
  it('POSTs the file as multipart with the bearer token (asked for first) and the kind', async () => {
    const { promise, opened, tokenCalls } = start({ kind: 'PDF' });
    const xhr = await opened();
    expect(tokenCalls).toEqual(['token']);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost:4000/api/upload');
    expect(xhr.headers.get('authorization')).toBe('Bearer tok-1');
    expect(xhr.headers.get('accept')).toBe('application/json');
    expect(xhr.body?.get('kind')).toBe('PDF');
    const sent = xhr.body?.get('file') as File;
    expect(sent.name).toBe('a.pdf');
    expect(sent.size).toBe(1000);
    xhr.answer(201, STORED);
    await expect(promise).resolves.toEqual(STORED);
  });

  it('sends no Authorization header and no kind when there is no token and no kind', async () => {
    const { promise, opened } = start({ getAccessToken: async () => null });
    const xhr = await opened();
    expect(xhr.headers.has('authorization')).toBe(false);
    expect(xhr.body?.has('kind')).toBe(false);
    xhr.answer(401, { code: 'UPLOAD_UNAUTHENTICATED', message: 'Sign in to upload files.' });
    expect(await failureFrom(promise)).toEqual({
      reason: 'unauthenticated',
      code: 'UPLOAD_UNAUTHENTICATED',
      status: 401,
      message: 'Sign in to upload files.',
      retryAfterSeconds: null,
    });
  });

  it("reports progress in the file's bytes, the multipart overhead taken out", async () => {
    const { promise, opened, progress } = start();
    const xhr = await opened();
    xhr.progress(0, 1200);
    xhr.progress(600, 1200);
    xhr.progress(1200, 1200);
    // Without a computable length the file's size stands for the total.
    xhr.progress(500, 0, false);
    expect(progress).toEqual([
      { loaded: 0, total: 1000 },
      { loaded: 500, total: 1000 },
      { loaded: 1000, total: 1000 },
      { loaded: 500, total: 1000 },
    ]);
    xhr.answer(201, STORED);
    await promise;
  });

  it('aborts the request when the signal fires and rejects as cancelled, not failed', async () => {
    const controller = new AbortController();
    const { promise, opened } = start({ signal: controller.signal });
    const xhr = await opened();
    xhr.progress(300, 1200);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toBeInstanceOf(UploadAbortedError);
  });

  it('never opens a request when aborted before it starts, or while the token is fetched', async () => {
    const before = new AbortController();
    before.abort();
    const first = start({ signal: before.signal });
    await expect(first.promise).rejects.toBeInstanceOf(UploadAbortedError);
    expect(first.xhr.method).toBe('');

    const during = new AbortController();
    const second = start({
      signal: during.signal,
      getAccessToken: async () => {
        during.abort();
        return 'tok';
      },
    });
    await expect(second.promise).rejects.toBeInstanceOf(UploadAbortedError);
    expect(second.xhr.method).toBe('');
  });

  it('maps a failed connection to a network failure', async () => {
    const { promise, opened } = start();
    (await opened()).onerror?.();
    expect(await failureFrom(promise)).toMatchObject({ reason: 'network', status: 0 });
  });

  it.each([
    [413, 'UPLOAD_TOO_LARGE', 'tooLarge'],
    [413, 'UPLOAD_QUOTA_EXCEEDED', 'quotaExceeded'],
    [415, 'UPLOAD_TYPE_NOT_ALLOWED', 'typeNotAllowed'],
    [422, 'SCORM_NO_MANIFEST', 'invalidPackage'],
    [422, 'SCORM_LAUNCH_MISSING', 'invalidPackage'],
    [422, 'UPLOAD_KIND_MISMATCH', 'rejected'],
    [422, 'UPLOAD_EMPTY', 'rejected'],
    [400, 'UPLOAD_MALFORMED', 'rejected'],
    [403, 'UPLOAD_FORBIDDEN', 'forbidden'],
    [500, '', 'server'],
  ])('maps HTTP %i %s to %s with the server message', async (status, code, reason) => {
    const { promise, opened } = start();
    (await opened()).answer(status, { error: 'x', code, message: `Because ${code}` });
    expect(await failureFrom(promise)).toEqual({
      reason,
      code,
      status,
      message: `Because ${code}`,
      retryAfterSeconds: null,
    });
  });

  it('reads Retry-After of a 429', async () => {
    const { promise, opened } = start();
    (await opened()).answer(
      429,
      { code: 'RATE_LIMITED', message: 'Too many requests' },
      { 'Retry-After': '17' },
    );
    expect(await failureFrom(promise)).toMatchObject({ reason: 'rateLimited', retryAfterSeconds: 17 });
  });

  it('treats a 201 whose body is not a stored file, and a non-JSON error page, as server failures', async () => {
    const odd = start();
    (await odd.opened()).answer(201, { hello: 'world' });
    expect(await failureFrom(odd.promise)).toMatchObject({ reason: 'server', status: 201, code: '' });
    const proxy = start();
    (await proxy.opened()).answer(502, '<html>Bad gateway</html>');
    expect(await failureFrom(proxy.promise)).toEqual({
      reason: 'server',
      code: '',
      status: 502,
      message: '',
      retryAfterSeconds: null,
    });
  });
});

describe('failure helpers', () => {
  it('parses Retry-After as seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('keeps the Retry-After only for 429', () => {
    expect(failureOf(503, '{}', '5').retryAfterSeconds).toBeNull();
  });

  it('turns anything unexpected into a network failure', () => {
    expect(toUploadFailure(new TypeError('x'))).toMatchObject({ reason: 'network' });
    const failure = failureOf(415, '{"code":"UPLOAD_TYPE_NOT_ALLOWED","message":"no"}', null);
    expect(toUploadFailure(new UploadError(failure))).toBe(failure);
  });
});
