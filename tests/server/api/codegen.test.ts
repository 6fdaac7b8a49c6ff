// The committed generated files equal a fresh run of `npm run codegen`, so types never drift from the
// schema or from the app's documents.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../scripts/codegen';

const root = path.resolve(import.meta.dirname, '../../..');

describe('generated GraphQL types', () => {
  it('are up to date (run `npm run codegen` after changing a .graphql file)', async () => {
    const files = await generate();
    expect(files.map((f) => f.path)).toEqual([
      'server/api/generated/resolvers.ts',
      'src/graphql/generated/index.ts',
    ]);
    for (const file of files) {
      const committed = await readFile(path.join(root, file.path), 'utf8');
      expect(committed, file.path).toBe(file.content);
    }
  });

  it('include typed documents for the specification’s operations', async () => {
    const client = (await generate()).find((f) => f.path === 'src/graphql/generated/index.ts');
    for (const name of [
      'GetVersionDocument',
      'DefaultUnitDocument',
      'GetPreferencesDocument',
      'CountUserLoginForBadgeDocument',
      'CommitScoDocument',
    ]) {
      expect(client?.content).toContain(`export const ${name} =`);
    }
  });
});
