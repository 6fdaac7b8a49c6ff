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
  // An area may split its schema by audience one level down (badges/collection beside badges).
  const nested = (area: string) =>
    readdirSync(path.join(apiDir, area), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(area, entry.name))
      .sort((a, b) => a.localeCompare(b));
  return areas
    .flatMap((area) => [area, ...nested(area)])
    .flatMap((dir) => {
      const file = path.join(apiDir, dir, 'schema.graphql');
      try {
        return [{ file, sdl: readFileSync(file, 'utf8') }];
      } catch {
        return [];
      }
    });
}
