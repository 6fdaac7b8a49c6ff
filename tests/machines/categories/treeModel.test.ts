// The tree's pure rules: shown rows, keyboard focus (WAI-ARIA tree), keyboard moves, drops, the tree
// after a move, and delete destinations.
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  destinations,
  displayName,
  dropTarget,
  moveTarget,
  navigate,
  visibleRows,
  type CategoryEntry,
} from '../../../src/machines/categories/treeModel';
import { entry, tree } from './fixtures';

const names = (rows: readonly CategoryEntry[]) =>
  rows.map((r) => `${'-'.repeat(r.depth)}${r.name}@${r.position}`);

describe('visibleRows', () => {
  it('hides the subtree of a collapsed parent', () => {
    expect(names(visibleRows(tree, []))).toEqual(['Safety@0', '-Fire@0', '-First aid@1', 'IT@1']);
    expect(names(visibleRows(tree, ['s']))).toEqual(['Safety@0', 'IT@1']);
  });
});

describe('navigate', () => {
  const at = (selectedId: string | null, collapsed: string[] = []) => ({ selectedId, collapsed });
  it('moves through the shown rows, Home and End', () => {
    expect(navigate(tree, at('s'), 'ArrowDown').selectedId).toBe('f');
    expect(navigate(tree, at('s', ['s']), 'ArrowDown').selectedId).toBe('i');
    expect(navigate(tree, at('i'), 'ArrowDown').selectedId).toBe('i');
    expect(navigate(tree, at('f'), 'ArrowUp').selectedId).toBe('s');
    expect(navigate(tree, at('s'), 'ArrowUp').selectedId).toBe('s');
    expect(navigate(tree, at('f'), 'Home').selectedId).toBe('s');
    expect(navigate(tree, at('f'), 'End').selectedId).toBe('i');
    expect(navigate(tree, at(null), 'ArrowDown').selectedId).toBe('s');
  });
  it('Right opens a closed parent, then enters it; Left closes an open one, else goes to the parent', () => {
    expect(navigate(tree, at('s', ['s']), 'ArrowRight')).toEqual(at('s', []));
    expect(navigate(tree, at('s'), 'ArrowRight')).toEqual(at('f'));
    expect(navigate(tree, at('f'), 'ArrowRight')).toEqual(at('f'));
    expect(navigate(tree, at('s'), 'ArrowLeft')).toEqual(at('s', ['s']));
    expect(navigate(tree, at('a'), 'ArrowLeft')).toEqual(at('s'));
    expect(navigate(tree, at('i'), 'ArrowLeft')).toEqual(at('i'));
  });
});

describe('moveTarget', () => {
  it('moves up and down among siblings, out after the parent, in under the sibling above', () => {
    expect(moveTarget(tree, 'a', 'up')).toEqual({ parentId: 's', position: 0 });
    expect(moveTarget(tree, 'f', 'up')).toBeNull();
    expect(moveTarget(tree, 's', 'down')).toEqual({ parentId: null, position: 1 });
    expect(moveTarget(tree, 'i', 'down')).toBeNull();
    expect(moveTarget(tree, 'f', 'out')).toEqual({ parentId: null, position: 1 });
    expect(moveTarget(tree, 's', 'out')).toBeNull();
    expect(moveTarget(tree, 'i', 'in')).toEqual({ parentId: 's', position: 2 });
    expect(moveTarget(tree, 'a', 'in')).toEqual({ parentId: 'f', position: 0 });
    expect(moveTarget(tree, 's', 'in')).toBeNull();
    expect(moveTarget(tree, 'gone', 'up')).toBeNull();
  });
});

describe('dropTarget', () => {
  it('takes the place of the row dropped on, never inside its own subtree', () => {
    expect(dropTarget(tree, 'i', 's')).toEqual({ parentId: null, position: 0 });
    expect(dropTarget(tree, 's', 'i')).toEqual({ parentId: null, position: 1 });
    expect(dropTarget(tree, 'i', 'a')).toEqual({ parentId: 's', position: 1 });
    expect(dropTarget(tree, 'f', 'a')).toEqual({ parentId: 's', position: 1 });
    expect(dropTarget(tree, 's', 'f')).toBeNull();
    expect(dropTarget(tree, 's', 's')).toBeNull();
  });
});

describe('applyMove', () => {
  it('gives the tree as the server will: order, depth, positions and child counts', () => {
    expect(names(applyMove(tree, 'i', { parentId: 's', position: 1 }))).toEqual([
      'Safety@0',
      '-Fire@0',
      '-IT@1',
      '-First aid@2',
    ]);
    const out = applyMove(tree, 'f', { parentId: null, position: 0 });
    expect(names(out)).toEqual(['Fire@0', 'Safety@1', '-First aid@0', 'IT@2']);
    expect(out.find((c) => c.id === 's')?.childCount).toBe(1);
    expect(names(applyMove(tree, 'a', { parentId: 's', position: 0 }))).toEqual([
      'Safety@0',
      '-First aid@0',
      '-Fire@1',
      'IT@1',
    ]);
  });
});

describe('destinations and names', () => {
  it('offers every category outside the deleted one', () => {
    expect(destinations(tree, 's').map((c) => c.id)).toEqual(['i']);
    expect(destinations(tree, 'f').map((c) => c.id)).toEqual(['s', 'a', 'i']);
  });
  it('shows the locale name, else the default locale, else the name column', () => {
    const legacy = entry('l', 'Legacy', null, 0, { names: { en: null, de: null } });
    expect(displayName(tree[0]!, 'de', 'en')).toBe('Safety (de)');
    expect(displayName({ ...tree[0]!, names: { en: 'Safety' } }, 'fr', 'en')).toBe('Safety');
    expect(displayName(legacy, 'de', 'en')).toBe('Legacy');
  });
});
