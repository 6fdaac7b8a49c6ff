// Builds the app if needed and starts the shared stack; workers read its address from the environment.
import type { FullConfig } from '@playwright/test';
import { ensureBuilt } from '../../../server/build';
import { startStack } from './stack';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  ensureBuilt();
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  return () => stack.dispose();
}
