// Adds (or replaces) messages in the translation catalogues: `node scripts/i18n-add.mjs patch.json`
// where patch.json is { "<id>": { "en": "...", "de": "...", "sw": "..." }, ... }. Each catalogue is read,
// changed and written back at once, so several people adding messages do not overwrite each other.
// Ids are kept sorted so additions land in predictable places.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/assets/i18n');
const [patchFile, ...rest] = process.argv.slice(2);
if (!patchFile || rest.length) {
  console.error('usage: node scripts/i18n-add.mjs <patch.json>');
  process.exit(2);
}
const patch = JSON.parse(readFileSync(patchFile, 'utf8'));
const byLocale = new Map();
for (const [id, texts] of Object.entries(patch)) {
  if (typeof texts !== 'object' || texts === null) throw new Error(`${id}: expected { locale: text }`);
  for (const [locale, text] of Object.entries(texts)) {
    if (typeof text !== 'string' || !text.trim()) throw new Error(`${id} ${locale}: empty text`);
    if (!byLocale.has(locale)) byLocale.set(locale, {});
    byLocale.get(locale)[id] = text;
  }
}
for (const [locale, additions] of byLocale) {
  const file = path.join(dir, `${locale}.json`);
  const catalogue = { ...JSON.parse(readFileSync(file, 'utf8')), ...additions };
  const sorted = Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((id) => [id, catalogue[id]]),
  );
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, file);
  console.log(`${locale}: ${Object.keys(additions).length} message(s)`);
}
