// The API settings every screen machine gets come from one selector beside the app machine, not from each
// route building them from the configuration.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectApiSettings, type AppSnapshot } from '../../src/machines/appMachine';
import { sampleConfig } from '../../src/machines/testing/samples';

const snapshotWith = (config: unknown) => ({ context: { config } }) as unknown as AppSnapshot;

async function viewFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? viewFiles(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    ),
  );
  return nested.flat();
}

describe('selectApiSettings', () => {
  it('answers the API address and the sign-in settings of the configuration', () => {
    expect(selectApiSettings(snapshotWith(sampleConfig))).toEqual({
      apiUrl: sampleConfig.API_URL,
      issuer: sampleConfig.IDM_ISSUER,
      clientId: sampleConfig.IDM_CLIENT_ID,
      scope: sampleConfig.IDM_SCOPE,
    });
  });

  it('is the same object while the configuration stays, so selecting it does not re-render', () => {
    const first = selectApiSettings(snapshotWith(sampleConfig));
    expect(selectApiSettings(snapshotWith(sampleConfig))).toBe(first);
    const other = { ...sampleConfig, API_URL: 'https://api.example.org/graphql' };
    expect(selectApiSettings(snapshotWith(other))).not.toBe(first);
    expect(selectApiSettings(snapshotWith(other)).apiUrl).toBe('https://api.example.org/graphql');
  });

  it('is empty (and stable) before the configuration is loaded', () => {
    const none = selectApiSettings(snapshotWith(null));
    expect(none).toEqual({ apiUrl: '', issuer: '', clientId: '', scope: '' });
    expect(selectApiSettings(snapshotWith(null))).toBe(none);
  });

  it('is the only place views get them from: none reads the sign-in settings itself', async () => {
    const root = path.resolve(__dirname, '../../src/views');
    const builders: string[] = [];
    for (const file of await viewFiles(root))
      if (/IDM_(ISSUER|CLIENT_ID|SCOPE)/.test(await readFile(file, 'utf8')))
        builders.push(path.relative(root, file));
    expect(builders).toEqual([]);
  });
});
