// Starts the real backend (built app, identity provider, API, PGlite) as a child process on a free
// loopback port with a fresh data directory, and stops it again. Tests that need faults (provider or
// API gone) start their own stack; the rest share the one started by global-setup.ts.
// A fresh data directory is a copy of a template that global-setup.ts had a first server migrate and
// seed (E2E_TEMPLATE_DIR): migrating PGlite from nothing took most of each start's 6 to 10 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Stack {
  baseURL: string;
  port: number;
  /** Origin of the content listener that serves SCORM packages (a port of its own). */
  contentOrigin: string;
  dataDir: string;
  /** Stops the server process, keeping the data directory (for restarts); true when it ended cleanly. */
  stop(): Promise<boolean>;
  /** Starts the server again on the same port and data. */
  start(): Promise<void>;
  /** Stops the server and removes the data directory. */
  dispose(): Promise<void>;
}

async function waitHealthy(baseURL: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Server at ${baseURL} did not become healthy within ${timeoutMs} ms`);
}

/**
 * The Playwright project of the specs that start a stack of their own and never use the shared one
 * (playwright.config.ts finds them): it runs beside the shared stack's specs, in a worker of its own.
 */
export const OWN_STACK_PROJECT = 'own-stack';
/** Set in that project's workers: the shared stack is refused there (see baseURL()). */
export const OWN_STACK_ENV = 'E2E_OWN_STACK';

/** The data directory of a stopped, seeded first start (set by global-setup.ts for the workers). */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

/** A new data directory: a copy of the template when there is one (not its lock file), else empty. */
function newDataDir(env: Record<string, string>): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  // A stack that asks for no demo data must not get the template's.
  if (template && env.SEED_DEMO !== '0')
    cpSync(template, dataDir, {
      recursive: true,
      filter: (from) => !path.basename(from).startsWith('lms.lock'),
    });
  return dataDir;
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const port = await freePort();
  const contentPort = await freePort();
  const contentOrigin = `http://localhost:${contentPort}`;
  const dataDir = newDataDir(env);
  const baseURL = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    // tsx as a loader in the server's own process, not its CLI: the CLI runs the server as a second process and
    // kills it (exit 143) when it does not answer SIGTERM within moments, which a loaded machine often missed,
    // so a clean stop (the seeded template's) failed at random.
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        CONTENT_PORT: String(contentPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '1',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitHealthy(baseURL, child);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
    }
  };

  const stop = async (): Promise<boolean> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return false;
    return new Promise<boolean>((resolve) => {
      running.once('exit', (code) => resolve(code === 0));
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 5000).unref();
    });
  };

  await start();
  return {
    baseURL,
    port,
    contentOrigin,
    dataDir,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
