import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { OWN_STACK_PROJECT } from './tests/e2e/support/stack';

// Debian's Chromium; Playwright never downloads a browser here.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const testDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tests/e2e');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Specs that start a stack of their own and never call baseURL() (the shared stack's address). Nothing
 * they do can reach the shared stack's data, so they run in a second worker beside the shared stack's
 * specs, which stay one at a time. Their workers refuse the shared stack (support/test.ts), so a spec
 * put here by mistake fails instead of disturbing the others.
 */
const ownStackSpecs = (readdirSync(testDir, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => {
    const text = readFileSync(path.join(testDir, file), 'utf8');
    return /\bstartStack\(/.test(text) && !/\bbaseURL\(\)/.test(text);
  })
  .map((file) => new RegExp(`^${escapeRegExp(path.join(testDir, file))}$`));

export default defineConfig({
  testDir,
  testMatch: '**/*.spec.ts',
  // With 2 workers the projects run side by side (one worker each). In CI (an otherwise idle 2-core machine)
  // the whole suite took 14.8 min with 2 against 17.7 min with 1, so CI uses 2; on a machine busy with other
  // work 2 were no faster, so elsewhere it is 1 unless E2E_WORKERS says otherwise.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)),
  projects: [
    { name: 'shared-stack', testIgnore: ownStackSpecs, workers: 1 },
    { name: OWN_STACK_PROJECT, testMatch: ownStackSpecs, workers: 1 },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
