// Build-time trimming of Radix Themes' components.css to the components the app renders. Radix
// ships its component styles as one file; this keeps the rules of the listed components plus every
// rule that belongs to no component (reset, theme variables, utilities, keyframes). Used as a Vite
// plugin (vite.config.ts: `plugins: [react(), radixCssTrim()]`); nothing in the app imports it.
import type { Plugin } from 'vite';

/** Components (Radix source file names in PascalCase) whose styles the app needs. */
export const usedRadixComponents = [
  'AlertDialog',
  'Avatar',
  'Badge',
  'BaseButton',
  'BaseMenu',
  'BaseRadio',
  'Box',
  'Button',
  'Callout',
  'Card',
  'BaseCard',
  'BaseDialog',
  'DataList',
  'Dialog',
  'DropdownMenu',
  'Flex',
  'Grid',
  'Heading',
  'Link',
  'PopperContent',
  'Progress',
  'RadioGroup',
  'ScrollArea',
  'Separator',
  'Spinner',
  // The profile's mail settings.
  'Switch',
  'Table',
  'Text',
] as const;

/** Every component Radix Themes 3 styles; a class belongs to the longest of these it starts with. */
const allRadixComponents = [
  'AlertDialog',
  'Avatar',
  'Badge',
  'BaseButton',
  'BaseCard',
  'BaseCheckbox',
  'BaseDialog',
  'BaseMenu',
  'BaseRadio',
  'BaseTabList',
  'Blockquote',
  'Box',
  'Button',
  'Callout',
  'Card',
  'CheckboxCards',
  'CheckboxGroup',
  'Checkbox',
  'Code',
  'Container',
  'ContextMenu',
  'DataList',
  'Dialog',
  'DropdownMenu',
  'Em',
  'Flex',
  'Grid',
  'Heading',
  'HoverCard',
  'IconButton',
  'Inset',
  'Kbd',
  'Link',
  'PopoverContent',
  'Popover',
  'PopperContent',
  'Progress',
  'Quote',
  'RadioCards',
  'RadioGroup',
  'Radio',
  'ScrollArea',
  'Section',
  'SegmentedControl',
  'Select',
  'Separator',
  'Skeleton',
  'Slider',
  'Spinner',
  'Strong',
  'Switch',
  'TabNav',
  'Table',
  'Tabs',
  'TextArea',
  'TextField',
  'Text',
  'ThemePanel',
  'Tooltip',
].sort((a, b) => b.length - a.length);

const componentOf = (className: string): string | null =>
  allRadixComponents.find((c) => className.startsWith(c)) ?? null;

/** Whether a single selector only styles used components (or none at all). */
function selectorIsUsed(selector: string, used: ReadonlySet<string>): boolean {
  for (const [, name] of selector.matchAll(/\.rt-([A-Z][A-Za-z]*)/g)) {
    const component = componentOf(name!);
    if (component !== null && !used.has(component)) return false;
  }
  return true;
}

/** Splits CSS into top-level statements (`prelude { body }` or `@rule ...;`), skipping comments. */
function statements(css: string): Array<{ prelude: string; body: string | null }> {
  const out: Array<{ prelude: string; body: string | null }> = [];
  let i = 0;
  let start = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      css = css.slice(0, i) + css.slice(end === -1 ? css.length : end + 2);
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1) + 1 || css.length;
      continue;
    }
    if (ch === ';' && css.slice(start, i).trim().startsWith('@')) {
      out.push({ prelude: css.slice(start, i + 1).trim(), body: null });
      start = i + 1;
    } else if (ch === '{') {
      let depth = 1;
      let j = i + 1;
      while (j < css.length && depth > 0) {
        if (css[j] === '{') depth++;
        else if (css[j] === '}') depth--;
        j++;
      }
      out.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, j - 1) });
      start = j;
      i = j;
      continue;
    }
    i++;
  }
  return out;
}

export function trimRadixComponentsCss(
  css: string,
  used: ReadonlySet<string> = new Set(usedRadixComponents),
): string {
  const kept: string[] = [];
  for (const { prelude, body } of statements(css)) {
    if (body === null) kept.push(prelude);
    else if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = trimRadixComponentsCss(body, used);
      if (inner.trim()) kept.push(`${prelude}{${inner}}`);
    } else if (prelude.startsWith('@')) kept.push(`${prelude}{${body}}`);
    else {
      const selectors = prelude
        .split(/,(?![^(]*\))/)
        .map((s) => s.trim())
        .filter((s) => selectorIsUsed(s, used));
      if (selectors.length > 0) kept.push(`${selectors.join(',')}{${body}}`);
    }
  }
  return kept.join('\n');
}

export function radixCssTrim(): Plugin {
  return {
    name: 'radix-css-trim',
    enforce: 'pre',
    transform(code, id) {
      if (!/@radix-ui[\\/]themes[\\/]components\.css(\?|$)/.test(id)) return null;
      return { code: trimRadixComponentsCss(code), map: null };
    },
  };
}
