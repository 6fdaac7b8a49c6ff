// The upload machine: model-based (every transition, both sides of every guard) and the behaviour
// around the request itself (cancel stops the sending actor, which aborts the request).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, toPromise } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import {
  selectCanRetry,
  selectUploadProgress,
  selectUploadStatus,
  uploadActors,
  uploadMachine,
  type SendFileInput,
  type UploadEvent,
} from '../../../src/machines/admin/uploadMachine';
import * as upload from '../../../src/services/upload';
import { api, exeFile, failure, pdfFile, storedPdf, zipFile } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('uploadMachine (model-based)', () => {
  it('covers every transition', async () => {
    const result = await runModel({
      machine: uploadMachine,
      inputs: [{ api, kinds: ['SCORM', 'VIDEO', 'PDF'] }],
      events: [
        // Files serialise as {}: the sample name keeps the two events apart in the model.
        { type: 'upload.choose', file: pdfFile(), sample: 'pdf' },
        { type: 'upload.choose', file: exeFile(), sample: 'exe' },
        { type: 'upload.progress', loaded: 500, total: 1000 },
        { type: 'upload.succeeded', file: storedPdf },
        { type: 'upload.failed', failure: failure('network', 0) },
        { type: 'upload.failed', failure: failure('invalidPackage', 422, 'SCORM_NO_MANIFEST') },
        { type: 'upload.cancel' },
        { type: 'upload.retry' },
        { type: 'upload.clear' },
      ],
    });
    const report = coverageReport(uploadMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });
});

/** The machine with a sending actor the test controls. */
function controlled() {
  const sends: Array<{ input: SendFileInput; stopped: boolean; report: (e: UploadEvent) => void }> = [];
  const machine = uploadMachine.provide({
    actors: {
      sendFile: fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
        const send = { input, stopped: false, report: sendBack };
        sends.push(send);
        return () => {
          send.stopped = true;
        };
      }),
    },
  });
  return { machine, sends };
}

describe('uploadMachine behaviour', () => {
  it('sends the chosen file with the required kind, reports progress and ends with the stored file', async () => {
    const { machine, sends } = controlled();
    const actor = createActor(machine, { input: { api, kinds: ['PDF'], kind: 'PDF' } }).start();
    const file = pdfFile();
    actor.send({ type: 'upload.choose', file });
    expect(sends).toHaveLength(1);
    expect(sends[0]!.input).toEqual({ api, file, kind: 'PDF' });
    sends[0]!.report({ type: 'upload.progress', loaded: 250, total: 1000 });
    expect(selectUploadProgress(actor.getSnapshot())).toEqual({
      fileName: 'handout.pdf',
      loaded: 250,
      total: 1000,
      percent: 25,
    });
    sends[0]!.report({ type: 'upload.succeeded', file: storedPdf });
    await expect(toPromise(actor)).resolves.toEqual(storedPdf);
    expect(sends[0]!.stopped).toBe(true);
  });

  it('cancel stops the sending actor (which aborts the request); retry sends the same file again', () => {
    const { machine, sends } = controlled();
    const actor = createActor(machine, { input: { api, kinds: ['SCORM'] } }).start();
    const file = zipFile();
    actor.send({ type: 'upload.choose', file });
    sends[0]!.report({ type: 'upload.progress', loaded: 900, total: 2000 });
    actor.send({ type: 'upload.cancel' });
    expect(sends[0]!.stopped).toBe(true);
    expect(selectUploadStatus(actor.getSnapshot())).toBe('cancelled');
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'upload.retry' });
    expect(sends).toHaveLength(2);
    expect(sends[1]!.input.file).toBe(file);
    expect(selectUploadProgress(actor.getSnapshot()).loaded).toBe(0);
  });

  it('refuses a file of another kind without sending it, and offers no retry of it', () => {
    const { machine, sends } = controlled();
    const actor = createActor(machine, { input: { api, kinds: ['IMAGE'] } }).start();
    actor.send({ type: 'upload.choose', file: pdfFile() });
    expect(sends).toHaveLength(0);
    expect(actor.getSnapshot().context.failure).toMatchObject({ reason: 'typeNotAllowed', status: 0 });
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'upload.retry' });
    expect(sends).toHaveLength(0);
  });

  it('offers a retry after a network, server, rate or sign-in failure, not after a refusal of the file', () => {
    const { machine, sends } = controlled();
    const actor = createActor(machine, { input: { api, kinds: ['SCORM'] } }).start();
    actor.send({ type: 'upload.choose', file: zipFile() });
    for (const [f, retry] of [
      [failure('network', 0), true],
      [failure('server', 500), true],
      [failure('rateLimited', 429), true],
      [failure('unauthenticated', 401), true],
    ] as const) {
      sends.at(-1)!.report({ type: 'upload.failed', failure: f });
      expect(selectCanRetry(actor.getSnapshot())).toBe(retry);
      actor.send({ type: 'upload.retry' });
      expect(selectUploadStatus(actor.getSnapshot())).toBe('uploading');
    }
    for (const f of [
      failure('invalidPackage', 422, 'SCORM_NO_MANIFEST'),
      failure('tooLarge', 413),
      failure('typeNotAllowed', 415),
      failure('quotaExceeded', 413),
      failure('rejected', 422),
      failure('forbidden', 403),
    ]) {
      const before = sends.length;
      sends.at(-1)!.report({ type: 'upload.failed', failure: f });
      expect(selectCanRetry(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'upload.retry' });
      expect(selectUploadStatus(actor.getSnapshot())).toBe('failed');
      expect(sends).toHaveLength(before);
      // Another file starts afresh.
      actor.send({ type: 'upload.choose', file: zipFile() });
    }
  });
});

/** The real sending actor's callback, called directly with a recorder for what it reports. */
const sendFileCallback = (uploadActors.sendFile as unknown as { config: (args: unknown) => unknown }).config;

describe('the sending actor', () => {
  it('uploads through the API settings and aborts the request when stopped', async () => {
    let signal: AbortSignal | undefined;
    const spy = vi.spyOn(upload, 'uploadWithApi').mockImplementation((_api, options) => {
      signal = options.signal;
      return new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () => reject(new upload.UploadAbortedError())),
      );
    });
    const reports: UploadEvent[] = [];
    const parent = createActor(
      uploadMachine.provide({
        actors: {
          sendFile: fromCallback<UploadEvent, SendFileInput>((args) => {
            const stop = sendFileCallback({ ...args, sendBack: (e: UploadEvent) => reports.push(e) });
            return stop as () => void;
          }),
        },
      }),
      { input: { api, kinds: ['PDF'] } },
    ).start();
    parent.send({ type: 'upload.choose', file: pdfFile() });
    expect(spy).toHaveBeenCalledWith(api, expect.objectContaining({ fileName: 'handout.pdf' }));
    expect(signal?.aborted).toBe(false);
    parent.send({ type: 'upload.cancel' });
    expect(signal?.aborted).toBe(true);
    await Promise.resolve();
    // A cancelled upload is no failure.
    expect(reports).toEqual([]);
  });

  it('reports progress, the stored file and a failure as events', async () => {
    const reports: UploadEvent[] = [];
    const run = (impl: typeof upload.uploadWithApi) => {
      vi.spyOn(upload, 'uploadWithApi').mockImplementation(impl);
      sendFileCallback({
        input: { api, file: pdfFile(), kind: undefined },
        sendBack: (e: UploadEvent) => reports.push(e),
        receive: () => {},
      });
    };
    run(async (_api, options) => {
      options.onProgress?.({ loaded: 10, total: 1000 });
      return storedPdf;
    });
    run(async () => {
      throw new upload.UploadError(failure('tooLarge', 413, 'UPLOAD_TOO_LARGE'));
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(reports).toEqual([
      { type: 'upload.progress', loaded: 10, total: 1000 },
      { type: 'upload.succeeded', file: storedPdf },
      { type: 'upload.failed', failure: failure('tooLarge', 413, 'UPLOAD_TOO_LARGE') },
    ]);
  });
});
