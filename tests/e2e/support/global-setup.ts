// Builds the app if needed and starts the shared stack; workers read its address from the environment.
// First a server migrates and seeds a data directory and stops: every stack of the run (the shared one
// and those specs start for themselves) begins from a copy of it instead of migrating from nothing.
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { ensureBuilt } from '../../../server/build';
import { TEMPLATE_ENV, startStack } from './stack';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  ensureBuilt();
  const first = await startStack();
  if (!(await first.stop())) throw new Error('The server that seeds the template did not stop cleanly.');
  process.env[TEMPLATE_ENV] = first.dataDir;
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  return async () => {
    await stack.dispose();
    rmSync(first.dataDir, { recursive: true, force: true });
  };
}
