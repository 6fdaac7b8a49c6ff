// Builds the app when dist/ is missing or older than its sources (used by `npm start` and the e2e suite).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), 0);
}

const SOURCES = [
  'src',
  'public',
  'index.html',
  'silent-refresh.html',
  'scorm-host.html',
  'vite.config.ts',
  'package-lock.json',
];

export function ensureBuilt(): void {
  const builtAt = newestMtime(path.join(repoRoot, 'dist', 'index.html'));
  const stale = builtAt === 0 || SOURCES.some((source) => newestMtime(path.join(repoRoot, source)) > builtAt);
  if (!stale) return;
  console.log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed; rebuilding the app…');
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error('The app build failed; fix the errors above and try again.');
  }
}
