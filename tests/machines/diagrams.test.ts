import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_DIR, diagramFiles, machineFiles, toMermaid } from '../../scripts/diagrams';
import { themeMachine } from '../../src/machines/themeMachine';

describe('machine diagrams', () => {
  it('docs/machines holds the diagrams the machines draw now (run `npm run diagrams`)', async () => {
    const files = await diagramFiles();
    for (const { file, content } of files) {
      expect(await readFile(file, 'utf8'), file).toBe(content);
    }
    // No diagram of a machine that is gone.
    const committed = (await readdir(DIAGRAM_DIR, { recursive: true }))
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.join(DIAGRAM_DIR, f));
    expect(committed.sort()).toEqual(files.map((f) => f.file).sort());
  });

  it('draws every machine file, the learning and administration ones included', async () => {
    const files = machineFiles();
    expect(files).toContain('authMachine.ts');
    expect(files).toContain('learning/scormPlayerMachine.ts');
    const drawn = (await diagramFiles()).map((f) => path.relative(DIAGRAM_DIR, f.file));
    expect(drawn).toContain('learning/scormPlayerMachine.md');
    // Each machine file exports a machine (drawn) or is a factory (create...Machine) whose machines are
    // drawn where they are made.
    for (const file of files) {
      const exports = (await import(`../../src/machines/${file}`)) as Record<string, unknown>;
      const names = Object.keys(exports);
      const drawnHere = drawn.filter((d) => names.includes(path.basename(d, '.md')));
      const factory = names.some((n) => /^create\w*Machine$/.test(n));
      expect(drawnHere.length > 0 || factory, file).toBe(true);
    }
  });

  it('draws states, initial states, parallel regions and guarded transitions', () => {
    const mermaid = toMermaid(themeMachine);
    expect(mermaid.startsWith('stateDiagram-v2')).toBe(true);
    expect(mermaid).toContain('[*] --> theme_appearance_light');
    expect(mermaid).toContain('\n  --\n');
    expect(mermaid).toContain('theme_accent_resolving --> theme_accent_unit: always [hasUnitColour]');
  });
});
