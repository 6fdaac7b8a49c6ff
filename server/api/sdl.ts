// Finds the schema modules (server/api/<area>/schema.graphql). The server and scripts/codegen.ts read
// the same files in the same order, so the generated types describe exactly the served schema.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.dirname(fileURLToPath(import.meta.url));

export function readSchemaSources(): { file: string; sdl: string }[] {
  const areas = readdirSync(apiDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .map((entry) => entry.name)
    // base declares the root types and directives the other modules extend.
    .sort((a, b) => (a === 'base' ? -1 : b === 'base' ? 1 : a.localeCompare(b)));
  return areas.flatMap((area) => {
    const file = path.join(apiDir, area, 'schema.graphql');
    try {
      return [{ file, sdl: readFileSync(file, 'utf8') }];
    } catch {
      return [];
    }
  });
}
