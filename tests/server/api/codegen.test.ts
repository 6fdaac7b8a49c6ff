// The committed generated files equal a fresh run of `npm run codegen`, so types never drift from the
// schema or from the app's documents.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, generate } from '../../../scripts/codegen';

const root = path.resolve(import.meta.dirname, '../../..');

describe('generated GraphQL types', () => {
  it('are up to date (run `npm run codegen` after changing a .graphql file)', async () => {
    const files = await generate();
    expect(files.slice(0, 2).map((f) => f.path)).toEqual([
      'server/api/generated/resolvers.ts',
      'src/graphql/generated/index.ts',
    ]);
    for (const file of files) {
      const committed = await readFile(path.join(root, file.path), 'utf8');
      expect(committed, file.path).toBe(file.content);
    }
    // No document module is left over from a removed operation.
    const committedDocuments = (await readdir(path.join(root, CLIENT_DIR, 'documents'))).sort();
    const generatedDocuments = files
      .filter((f) => f.path.startsWith(`${CLIENT_DIR}/documents/`))
      .map((f) => path.basename(f.path))
      .sort();
    expect(committedDocuments).toEqual(generatedDocuments);
  });

  it('include typed documents for the specification’s operations', async () => {
    const files = await generate();
    const index = files.find((f) => f.path === `${CLIENT_DIR}/index.ts`);
    for (const name of [
      'GetVersionDocument',
      'DefaultUnitDocument',
      'GetPreferencesDocument',
      'CountUserLoginForBadgeDocument',
      'CommitScoDocument',
    ]) {
      // A module per document, re-exported by the index.
      expect(index?.content).toContain(`export { ${name} } from './documents/${name}';`);
      const module = files.find((f) => f.path === `${CLIENT_DIR}/documents/${name}.ts`);
      expect(module?.content).toContain(`export const ${name} =`);
    }
  });
});
