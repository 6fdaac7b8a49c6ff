import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimRadixComponentsCss, usedRadixComponents } from '../../src/styles/radixCssTrim';

const root = path.resolve(__dirname, '../..');
const full = readFileSync(path.join(root, 'node_modules/@radix-ui/themes/components.css'), 'utf8');
const trimmed = trimRadixComponentsCss(full);

// Components whose styles build on internal base styles or on other components' styles.
const alsoNeeds: Record<string, string[]> = {
  AlertDialog: ['BaseDialog'],
  Button: ['BaseButton'],
  Card: ['BaseCard'],
  Dialog: ['BaseDialog'],
  DropdownMenu: ['BaseMenu', 'PopperContent', 'ScrollArea'],
  RadioGroup: ['BaseRadio'],
  Link: ['Text'],
  Table: ['ScrollArea'],
};

function radixImportsInSrc(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) radixImportsInSrc(full).forEach((n) => names.add(n));
    else if (/\.tsx?$/.test(entry.name)) {
      const text = readFileSync(full, 'utf8');
      for (const [, list] of text.matchAll(/import \{([^}]+)\} from '@radix-ui\/themes'/g)) {
        for (const item of list!.split(',')) names.add(item.trim().split(/\s+as\s+/)[0]!);
      }
    }
  }
  names.delete('Theme');
  names.delete('');
  return names;
}

describe('Radix components.css trimming', () => {
  it('keeps the styles of every Radix component the app imports', () => {
    const needed = [...radixImportsInSrc(path.join(root, 'src'))].flatMap((n) => [
      n,
      ...(alsoNeeds[n] ?? []),
    ]);
    expect(needed.filter((n) => !(usedRadixComponents as readonly string[]).includes(n))).toEqual([]);
    for (const component of usedRadixComponents) {
      if (!full.includes(`.rt-${component}`)) continue;
      expect(trimmed, component).toContain(`.rt-${component}`);
    }
  });

  it('drops components the app does not use, inside media queries too', () => {
    for (const unused of [
      '.rt-SelectTrigger',
      '.rt-TextFieldRoot',
      '.rt-Inset',
      '.rt-SegmentedControlRoot',
      '.rt-Kbd',
    ]) {
      expect(full).toContain(unused);
      expect(trimmed).not.toContain(unused);
    }
  });

  it('keeps rules that belong to no component (reset, theme, keyframes, variants)', () => {
    expect(trimmed).toContain('.rt-reset');
    expect(trimmed).toContain('.radix-themes');
    expect(trimmed).toContain('@keyframes rt-spinner-leaf-fade');
    expect(trimmed.length).toBeLessThan(full.length * 0.5);
  });

  it('filters selector lists one selector at a time and keeps balanced braces', () => {
    const css = `/* c */ .rt-Code, .rt-Link { color: red } @media (min-width: 1px) { .rt-Select { a: b } .rt-Text { c: d } } .rt-reset { e: f }`;
    expect(trimRadixComponentsCss(css)).toBe(
      '.rt-Link{ color: red }\n@media (min-width: 1px){.rt-Text{ c: d }}\n.rt-reset{ e: f }',
    );
    const opens = (trimmed.match(/\{/g) ?? []).length;
    expect((trimmed.match(/\}/g) ?? []).length).toBe(opens);
  });
});
