// `npm run bench:api`: start-up time of `npm start` and throughput/latency of the app's start-up
// queries. Starts its own server on a free loopback port with a fresh data folder and stops it after.
//   BENCH_REQUESTS (default 5000), BENCH_CONCURRENCY (default 50)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../tests/server/identity/flow';
import { percentile } from './bench/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const STARTUP_QUERIES = [
  { operationName: 'GetVersion', query: 'query GetVersion { version }', variables: {} },
  {
    operationName: 'defaultUnit',
    query:
      'query defaultUnit { units { defaultUnit { name isActive uuid id key logoUrl color displayedId isGeneral } } }',
    variables: {},
  },
  {
    operationName: 'getPreferences',
    query:
      'query getPreferences($moduleName: String!) { modulePreferences { modulePreferences(moduleName: $moduleName) { key value } } }',
    variables: { moduleName: 'DESIGN' },
  },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No 200 from ${baseUrl}/healthz within ${timeoutMs} ms.`);
}

async function load(baseUrl: string, token: string) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const body = STARTUP_QUERIES[next++ % STARTUP_QUERIES.length];
      const started = performance.now();
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': 'application/json',
          'graphql-preflight': '1',
        },
        body: JSON.stringify(body),
      });
      const result = (await response.json()) as { errors?: unknown[] };
      latencies.push(performance.now() - started);
      if (response.status !== 200 || result.errors) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    seconds,
    failures,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    count: sorted.length,
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.warn(
      'Note: dist/ is missing, so `npm start` builds the app first and the start-up time includes it.',
    );
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lms-bench-'));
  const spawnedAt = performance.now();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      CONTENT_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // 50 clients on one address with one token: the limiter runs on every request but refuses none.
      RATE_LIMIT_API_PER_ADDRESS: '10000000',
      RATE_LIMIT_API_PER_TOKEN: '10000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping it also stops the node process tsx starts.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, 180_000);
    const startupMs = performance.now() - spawnedAt;
    console.log(
      `start-up: ${Math.round(startupMs)} ms from spawning \`npm start\` to the first 200 from /healthz`,
    );
    const ready = /LMS ready in \d+ ms/.exec(output)?.[0];
    const rebuilt = /Building the app|rebuilding the app/.test(output) ? '; it built the app first' : '';
    const loadAverage = os.loadavg()[0]?.toFixed(1);
    if (ready) console.log(`  (the server itself reports "${ready}"${rebuilt}; load average ${loadAverage})`);

    const { accessToken } = await signIn(baseUrl, 'learner', 'learner');
    // Warm-up so the first JIT-compiled paths do not count.
    await load(baseUrl, accessToken).catch(() => undefined);
    const result = await load(baseUrl, accessToken);
    console.log(
      `start-up queries (GetVersion, defaultUnit, getPreferences DESIGN) as learner: ${result.count} requests, ` +
        `${CONCURRENCY} concurrent clients on loopback`,
    );
    console.log(
      `  throughput: ${Math.round(result.count / result.seconds)} req/s (${result.seconds.toFixed(2)} s)`,
    );
    console.log(`  latency: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
    console.log(`  failed requests: ${result.failures}`);
    if (result.failures > 0) process.exitCode = 1;
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
