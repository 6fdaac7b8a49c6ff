import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { diagramFiles, toMermaid } from '../../scripts/diagrams';
import { themeMachine } from '../../src/machines/themeMachine';

describe('machine diagrams', () => {
  it('docs/machines holds the diagrams the machines draw now (run `npm run diagrams`)', async () => {
    for (const { file, content } of diagramFiles()) {
      expect(await readFile(file, 'utf8'), file).toBe(content);
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
