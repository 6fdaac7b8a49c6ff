// `npm start`: builds the app when dist/ is missing or older than its sources, then starts the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), 0);
}

const builtAt = newestMtime(path.join(root, 'dist', 'index.html'));
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const stale = builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt);

if (stale) {
  console.log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed; rebuilding the app…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The app build failed; fix the errors above and run npm start again.');
    process.exit(result.status ?? 1);
  }
}

await main();
