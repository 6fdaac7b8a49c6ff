// A client that hangs up after sending the whole file (the manager pressed Cancel while the package was
// being imported) never learns the new file's id: the server must not keep the file, its package or
// their rows, nor count them against the uploader's quota.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, scormPackages } from '../../../server/db/schema/media';
import { buildMultiScoPackage } from '../../support/multiScoPackage';
import { createHarness, multipart, type Harness } from './harness';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await createHarness({ uploadMaxBytes: 20 * 1024 * 1024 });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

const rows = async () => ({
  files: (await h.database.db.select().from(files)).length,
  packages: (await h.database.db.select().from(scormPackages)).length,
});

/** Sends the whole request, then closes the connection without waiting for the answer. */
async function sendAndHangUp(token: string, bytes: Uint8Array): Promise<string> {
  const { payload, headers } = await multipart({ name: 'course.zip', bytes, type: 'application/zip' });
  const head = [
    'POST /api/upload HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Authorization: Bearer ${token}`,
    `Content-Type: ${headers['content-type']}`,
    `Content-Length: ${payload.length}`,
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(head);
    // end() sends the last bytes, then the client's FIN: the server has the whole body and then
    // learns the client is gone, as when a browser aborts a request it finished sending.
    socket.end(payload);
  });
}

async function settled(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not settle');
}

describe('POST /api/upload when the client hangs up after the body', () => {
  it('keeps nothing of a SCORM package whose uploader is gone, and still stores the next upload', async () => {
    const token = await h.token(['EDUCATION_MANAGER']);
    const before = await rows();
    const answer = await sendAndHangUp(token, buildMultiScoPackage());
    expect(answer).toBe('');
    // Give the server the time an import takes, then nothing may be left: no row, no byte on disk.
    await new Promise((r) => setTimeout(r, 1500));
    await settled(async () => JSON.stringify(await rows()) === JSON.stringify(before));
    expect(await rows()).toEqual(before);
    await settled(async () => (await h.storedFiles()).length === 0);

    const { payload, headers } = await multipart({ name: 'course.zip', bytes: buildMultiScoPackage() });
    const stored = await h.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(stored.statusCode).toBe(201);
    expect(await rows()).toEqual({ files: before.files + 1, packages: before.packages + 1 });
  });
});
