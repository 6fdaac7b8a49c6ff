// `npm run bench:abuse`: what a well-behaved user sees while others abuse the server. Eight clients,
// each from its own loopback address, send the heaviest requests the API still accepts (catalogue
// searches with the largest allowed lists and strings, SCORM commits with the largest allowed
// suspend data, video progress with the most ranges, uploads, wrong passwords, junk at the token
// endpoint) for BENCH_SECONDS (default 20); a ninth client meanwhile asks /healthz and the three
// start-up queries in turn and the benchmark prints their p50/p99 (goal: p99 under 100 ms). Then a
// manager uploads a zip bomb (1 MB that unpacks to BENCH_BOMB_MB, default 1000 MB) and the largest
// event-loop delay of the server during that upload is printed (goal: under 50 ms), read by a probe
// preloaded into the server process (scripts/bench/loop-probe.mjs). Own server on free loopback
// ports with a fresh data folder, stopped at the end.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signIn } from '../tests/server/identity/flow';
import { startStack } from '../tests/e2e/support/stack';
import { buildZipBomb } from './bench/zipBomb';
import { percentile } from './bench/stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 1000);
const GOAL_P99_MS = 100;
const GOAL_LOOP_MS = 50;

interface Reply {
  status: number;
  body: string;
  ms: number;
  retryAfter?: string;
}

/** One HTTP request from a chosen loopback source address (fetch cannot choose it). */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string; from: string },
): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: init.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const gqlHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
  'content-type': 'application/json',
  'graphql-preflight': '1',
});

function graphql(base: string, token: string, from: string, query: string, variables = {}) {
  return send(`${base}/graphql`, {
    method: 'POST',
    headers: gqlHeaders(token),
    body: JSON.stringify({ query, variables }),
    from,
  });
}

function multipart(name: string, bytes: Uint8Array, kind: string): { body: Uint8Array; type: string } {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\n${kind}\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `n ${sorted.length}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
};

const STARTUP = [
  'query GetVersion { version }',
  'query defaultUnit { units { defaultUnit { name isActive uuid id key logoUrl color displayedId isGeneral } } }',
  'query getPreferences { modulePreferences { modulePreferences(moduleName: "DESIGN") { key value } } }',
];

/** The largest list and string each bounded input accepts; a request over them is refused cheaply. */
const MAX_LIST = Number(process.env.BENCH_MAX_LIST ?? 100);
const MAX_SEARCH = Number(process.env.BENCH_MAX_SEARCH ?? 200);
const MAX_SUSPEND = 256 * 1024;
const uuid = () => crypto.randomUUID();

function pdfBytes(megabytes: number): Uint8Array {
  const bytes = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  bytes.set(Buffer.from('%PDF-1.7\n'));
  return bytes;
}

/** The bomb is slow to deflate (about 20 s for 1,000 MB), so it is kept in the temp folder. */
function zipBomb(): Uint8Array {
  const cached = path.join(os.tmpdir(), `lms-bench-bomb-${BOMB_MB}.zip`);
  if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
  const bomb = buildZipBomb(BOMB_MB);
  writeFileSync(cached, bomb);
  return bomb;
}

async function main(): Promise<void> {
  const bomb = zipBomb();
  const probeFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'lms-loop-')), 'loop.txt');
  writeFileSync(probeFile, '');
  const stack = await startStack({
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(here, 'bench/loop-probe.mjs')).href}`,
    LOOP_PROBE_FILE: probeFile,
  });
  const base = `http://127.0.0.1:${stack.port}`;
  try {
    const learner = await signIn(stack.baseURL, 'learner', 'learner');
    const manager = await signIn(stack.baseURL, 'manager', 'manager');
    const coach = await signIn(stack.baseURL, 'coach', 'coach');
    const catalogue = await graphql(
      base,
      learner.accessToken,
      '127.0.0.1',
      '{ catalogue(filter: { types: [SCORM, VIDEO] }, first: 20) { items { id type } } }',
    );
    const items = (
      JSON.parse(catalogue.body) as { data: { catalogue: { items: { id: string; type: string }[] } } }
    ).data.catalogue.items;
    const scormId = items.find((item) => item.type === 'SCORM')?.id;
    const videoId = items.find((item) => item.type === 'VIDEO')?.id;
    if (!scormId || !videoId)
      throw new Error(`The demo SCORM course and video are missing: ${catalogue.body}`);

    const abuses: Record<string, (from: string) => Promise<Reply>> = {
      catalogue: (from) =>
        graphql(
          base,
          learner.accessToken,
          from,
          'query($s: String, $f: CatalogueFilter) { catalogue(search: $s, filter: $f, sort: RELEVANCE, first: 100) { total items { id title description type language durationMinutes averageRating ratingCount createdAt myStatus category { id } } } }',
          {
            s: Array.from({ length: MAX_SEARCH / 5 }, (_, i) => `w${i}x`).join(' '),
            f: {
              categoryIds: Array.from({ length: MAX_LIST }, uuid),
              languages: Array.from({ length: MAX_LIST }, (_, i) => `l${i}`),
            },
          },
        ),
      commit: (from) =>
        graphql(
          base,
          learner.accessToken,
          from,
          'mutation($input: Scorm12AttemptCommitInput!) { scorm12Attempt { commit(input: $input) { id } } }',
          {
            input: {
              hash: uuid(),
              mediaId: scormId,
              committedAt: new Date().toISOString(),
              cmi: {
                core: { lesson_status: 'incomplete', lesson_location: 'p1', session_time: '0000:00:10' },
                suspend_data: 'x'.repeat(MAX_SUSPEND - 1024),
              },
            },
          },
        ),
      video: (from) =>
        graphql(
          base,
          learner.accessToken,
          from,
          'mutation($input: VideoProgressInput!) { recordVideoProgress(input: $input) { status progress } }',
          {
            input: {
              mediaId: videoId,
              positionSeconds: 1,
              durationSeconds: 24,
              // The most ranges a save may carry (200).
              watchedRanges: Array.from({ length: 200 }, (_, i) => ({ start: i * 0.1, end: i * 0.1 + 0.05 })),
            },
          },
        ),
      upload: (from) => {
        const { body, type } = multipart('handout.pdf', pdfBytes(5), 'PDF');
        return send(`${base}/api/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${manager.accessToken}`, 'content-type': type },
          body,
          from,
        });
      },
      token: (from) =>
        send(`${base}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `grant_type=refresh_token&client_id=lms-app&refresh_token=${'x'.repeat(4000)}`,
          from,
        }),
      login: async () => {
        // Wrong passwords through the provider's login form (from 127.0.0.1: fetch picks the address).
        try {
          await signIn(stack.baseURL, 'admin', `wrong-${uuid()}`);
          return { status: 200, body: '', ms: 0 };
        } catch (error) {
          const status = Number(/\((\d{3})\)/.exec((error as Error).message)?.[1] ?? 0);
          return { status, body: '', ms: 0 };
        }
      },
    };
    // BENCH_KINDS=commit,commit runs only those abusers (to see which kind costs the most).
    const kinds = process.env.BENCH_KINDS?.split(',') ?? [
      'catalogue',
      'commit',
      'video',
      'upload',
      'token',
      'login',
      'catalogue',
      'commit',
    ];
    const unknown = kinds.filter((kind) => !(kind in abuses));
    if (unknown.length) throw new Error(`Unknown BENCH_KINDS: ${unknown.join(', ')}`);

    const stopAt = performance.now() + SECONDS * 1000;
    const statuses = new Map<string, Map<number, number>>();
    const abuser = async (kind: string, index: number) => {
      const from = `127.0.0.${2 + index}`;
      const counts = statuses.get(kind) ?? new Map<number, number>();
      statuses.set(kind, counts);
      while (performance.now() < stopAt) {
        const reply = await abuses[kind]!(from).catch(() => ({ status: -1, body: '', ms: 0 }) as Reply);
        counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1);
        // A refused client waits as told, like a real one would not; it keeps the pressure on instead.
      }
    };

    /** The well-behaved client, measured in a thread of its own (scripts/bench/probe-client.mjs). */
    const wellBehaved = (from: string) => {
      const worker = new Worker(new URL('./bench/probe-client.mjs', import.meta.url), {
        workerData: { base, token: coach.accessToken, from, queries: STARTUP },
      });
      const result = new Promise<{ healthz: number[]; startup: number[]; failures: number }>(
        (resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        },
      );
      return {
        stop: async () => {
          worker.postMessage('stop');
          const figures = await result;
          await worker.terminate();
          return figures;
        },
      };
    };

    console.log(
      `bench:abuse — ${kinds.length} abusive clients (${kinds.join(', ')}) for ${SECONDS} s, one well-behaved client; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const probe = wellBehaved('127.0.0.20');
    await Promise.all(kinds.map((kind, index) => abuser(kind, index)));
    const measured = await probe.stop();
    for (const [kind, counts] of statuses) {
      console.log(`  ${kind.padEnd(9)} ${[...counts].map(([status, n]) => `${n}× ${status}`).join(', ')}`);
    }
    console.log(`well-behaved client under abuse (failures ${measured.failures}):`);
    console.log(`  /healthz         ${summary(measured.healthz)}`);
    console.log(`  start-up queries ${summary(measured.startup)}`);
    const p99 = Math.max(
      percentile(
        [...measured.healthz].sort((a, b) => a - b),
        99,
      ),
      percentile(
        [...measured.startup].sort((a, b) => a - b),
        99,
      ),
    );
    console.log(`  worst p99 ${p99.toFixed(1)} ms (goal < ${GOAL_P99_MS} ms)`);

    // The zip bomb, with the well-behaved client still asking.
    const { body, type } = multipart('bomb.zip', bomb, 'SCORM');
    const uploadStarted = Date.now();
    const during = wellBehaved('127.0.0.21');
    const reply = await send(`${base}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.accessToken}`, 'content-type': type },
      body,
      from: '127.0.0.22',
    });
    const uploadEnded = Date.now();
    // At least a few probes, also when the refusal is immediate.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await during.stop();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const delays = readFileSync(probeFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(Number))
      .filter(([at]) => at! >= uploadStarted && at! <= uploadEnded + 200)
      .map(([, , max]) => max!);
    const message = (() => {
      try {
        return (JSON.parse(reply.body) as { message?: string }).message ?? reply.body;
      } catch {
        return reply.body;
      }
    })();
    console.log(
      `zip bomb (${(bomb.length / 1024 / 1024).toFixed(2)} MB packed, ${BOMB_MB} MB unpacked): answered ${reply.status} in ${reply.ms.toFixed(0)} ms: ${message}`,
    );
    console.log(
      `  largest event-loop delay during the upload: ${Math.max(0, ...delays).toFixed(1)} ms over ${delays.length} windows of 100 ms (goal < ${GOAL_LOOP_MS} ms)`,
    );
    console.log(
      `  well-behaved meanwhile: /healthz ${summary(meanwhile.healthz)}; start-up ${summary(meanwhile.startup)}`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    if (reply.status < 400) {
      console.error('The zip bomb was accepted.');
      process.exitCode = 1;
    }
  } finally {
    await stack.dispose();
    await rm(path.dirname(probeFile), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
