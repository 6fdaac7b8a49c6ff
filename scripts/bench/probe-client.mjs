// The well-behaved client of bench:abuse, in a worker thread of its own so the abusers' request building
// in the main thread does not delay its clock: /healthz and the three start-up queries in turn, 100 ms
// apart, from its own loopback address, until told to stop. Posts { healthz, startup, failures }.
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, token, from, queries } = workerData;
let stopping = false;
parentPort.on('message', () => (stopping = true));

function send(path, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: body ? 'POST' : 'GET',
        localAddress: from,
        agent: false,
        headers: body
          ? {
              authorization: `Bearer ${token}`,
              accept: 'application/json',
              'content-type': 'application/json',
              'graphql-preflight': '1',
            }
          : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            ok: res.statusCode === 200 && !text.includes('"errors"'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const healthz = [];
const startup = [];
let failures = 0;
for (let i = 0; !stopping; i += 1) {
  const reply =
    i % 4 === 0
      ? await send('/healthz')
      : await send('/graphql', JSON.stringify({ query: queries[(i % 4) - 1] }));
  (i % 4 === 0 ? healthz : startup).push(reply.ms);
  if (!reply.ok) failures += 1;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
parentPort.postMessage({ healthz, startup, failures });
