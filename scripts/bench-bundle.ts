// `npm run bench:bundle`: the gzip size of the JS and CSS that /dashboard needs first — the entry chunk
// with its static imports, plus the dashboard's lazy chunk with its static imports (what the browser
// fetches before the dashboard can paint). Builds with a Vite manifest first; `--no-build` reads an
// existing one; `--check` exits non-zero above the budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const BUDGET_KB = 215;
const DASHBOARD_MODULE = 'src/views/screens/DashboardRoute.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically, each file once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function firstLoadFiles(manifest: Manifest): Array<{ file: string; via: string }> {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry && c.file.includes('main'))?.[0];
  if (!entry) throw new Error('manifest has no main entry');
  if (!manifest[DASHBOARD_MODULE]) throw new Error(`manifest has no ${DASHBOARD_MODULE} chunk (is it lazy?)`);
  const files: Array<{ file: string; via: string }> = [];
  const add = (file: string, via: string) => {
    if (!files.some((f) => f.file === file)) files.push({ file, via });
  };
  for (const [start, via] of [
    [entry, 'entry'],
    [DASHBOARD_MODULE, 'dashboard'],
  ] as const) {
    for (const key of closure(manifest, start)) {
      const chunk = manifest[key]!;
      add(chunk.file, via);
      for (const css of chunk.css ?? []) add(css, via);
    }
  }
  return files;
}

// kB as Vite reports them (1000 bytes).
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const args = new Set(process.argv.slice(2));
  if (!args.has('--no-build')) {
    await build({ root, logLevel: 'warn', build: { manifest: true } });
  }
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const rows = await Promise.all(
    firstLoadFiles(manifest).map(async ({ file, via }) => {
      const content = await readFile(path.join(dist, file));
      return { file, via, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    }),
  );
  const total = (kind: 'js' | 'css') =>
    rows.filter((r) => r.file.endsWith(`.${kind}`)).reduce((sum, r) => sum + r.gzip, 0);
  console.log('| file | loaded by | raw kB | gzip kB |\n|---|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.file} | ${r.via} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  const js = total('js');
  const css = total('css');
  const sum = js + css;
  console.log(`\nJS ${kb(js)} kB + CSS ${kb(css)} kB = ${kb(sum)} kB gzip (level 9); budget ${BUDGET_KB} kB`);
  const over = sum / 1000 > BUDGET_KB;
  console.log(over ? `over budget by ${kb(sum - BUDGET_KB * 1000)} kB` : 'within budget');
  if (over && args.has('--check')) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
