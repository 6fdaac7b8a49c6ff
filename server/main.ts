// Starts the reference backend: database (migrated, seeded on first start), then the HTTP server and
// the content listener that serves SCORM packages on their own origin.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataLock';
import { seedDemo, DEMO_ACCOUNTS } from './db/seed';
import { buildServer } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedDemo) await seedDemo(database.db, config);
  const { app, content } = await buildServer({
    config,
    database,
    distDir: path.join(root, 'dist'),
    viteUrl: process.env.VITE_DEV_URL || undefined,
    logger: process.env.LOG_REQUESTS === '1',
    jobs: true,
  });
  await content.listen({ port: config.contentPort, host: config.host });
  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(performance.now() - started);
  console.log(`LMS ready in ${ms} ms at ${config.publicUrl}  (database: ${database.kind})`);
  console.log(`SCORM content served at ${config.contentOrigin}`);
  if (config.seedDemo) {
    console.log('Demo accounts (password = username):');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.username.padEnd(8)} ${account.roles.join(', ')}`);
  }
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}
