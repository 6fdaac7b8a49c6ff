// Builds the app if needed and starts the shared stack; workers read its address from the environment.
// First a server migrates and seeds a data directory and stops: every stack of the run (the shared one
// and those specs start for themselves) begins from a copy of it instead of migrating from nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ensureBuilt } from '../../../server/build';
import { startSmtpRecorder } from '../../support/smtpRecorder';
import { MAIL_DIR_ENV } from './mail';
import { TEMPLATE_ENV, startStack } from './stack';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  ensureBuilt();
  // A real SMTP server on loopback for every stack of the run; what it receives is written to a directory
  // the specs read (support/mail.ts).
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-mail-'));
  const smtp = await startSmtpRecorder({ dir: mailDir });
  process.env.SMTP_URL = smtp.url;
  process.env[MAIL_DIR_ENV] = mailDir;
  const first = await startStack();
  if (!(await first.stop())) throw new Error('The server that seeds the template did not stop cleanly.');
  process.env[TEMPLATE_ENV] = first.dataDir;
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  return async () => {
    await stack.dispose();
    await smtp.close();
    rmSync(first.dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
