// The pure parts of the unit-management machines: form values to API inputs, the URL's pages and query,
// the tree's visible rows and keyboard moves, and the shared field rules the form and the server apply.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageOf, editHref, newHref, listHref } from '../../../src/machines/unitManagement/unitLocations';
import { variablesOf } from '../../../src/machines/unitManagement/unitQuery';
import { moveFor, parentsOf, visibleRows } from '../../../src/machines/unitManagement/unitTreeModel';
import {
  createInputOf,
  EMPTY_UNIT,
  recordFromConflict,
  recordOf,
  updateInputOf,
} from '../../../src/machines/unitManagement/unitValues';
import { keyFromName, unitFormSchema } from '../../../src/schemas/unit';
import { validateValues } from '../../../src/machines/admin/formValues';
import { unit } from './fixtures';

describe('unit form values', () => {
  it('sends only the changed fields, a cleared colour as null and the logo as its upload', () => {
    const values = { ...recordOf(unit('7')).values, name: 'Sales', color: '' };
    expect(updateInputOf(values, ['name', 'color'])).toEqual({ name: 'Sales', color: null });
    const withLogo = { ...values, logo: { fileId: 'f-1', url: '/files/f-1', changed: true } };
    expect(updateInputOf(withLogo, ['logo'])).toEqual({ logoFileId: 'f-1' });
    const removed = { ...values, logo: { fileId: null, url: null, changed: true } };
    expect(updateInputOf(removed, ['logo'])).toEqual({ logoFileId: null });
    // The parent is never sent by the edit form: a move is moveUnit's.
    expect(updateInputOf({ ...values, parentId: '9' }, ['parentId'])).toEqual({});
    expect(createInputOf({ ...EMPTY_UNIT, name: 'A', key: 'a', displayedId: 'U-1', parentId: '2' })).toEqual({
      name: 'A',
      key: 'a',
      displayedId: 'U-1',
      color: null,
      parentId: '2',
      isActive: true,
    });
  });

  it('reads a conflict only when it is a unit', () => {
    expect(recordFromConflict(unit('7', { name: 'Theirs' }))?.values.name).toBe('Theirs');
    expect(recordFromConflict({ id: '7' })).toBeNull();
    expect(recordFromConflict(null)).toBeNull();
  });

  it('checks the fields with the server rules', () => {
    const ok = { ...EMPTY_UNIT, name: 'Sales', key: 'sales-north', displayedId: 'U-1', color: '#AABBCC' };
    expect(validateValues(unitFormSchema, ok)).toEqual({});
    const bad = validateValues(unitFormSchema, { ...ok, key: 'Sales North', color: 'blue', name: ' ' });
    expect(Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, v.code]))).toEqual({
      name: 'name.required',
      key: 'key.invalid',
      color: 'color.invalid',
    });
    expect(z.safeParse(unitFormSchema, { ...ok, key: 'a--b' }).success).toBe(false);
    expect(keyFromName('Kundenservice Süd & Nord')).toBe('kundenservice-sud-nord');
  });
});

describe('unit addresses and list query', () => {
  it('keeps the list query while a unit is open', () => {
    expect(editHref('?q=sa&new=', '7')).toBe('/unit-management?q=sa&edit=7');
    expect(newHref('?q=sa', '2')).toBe('/unit-management?q=sa&new=&parent=2');
    expect(listHref('?q=sa&edit=7')).toBe('/unit-management?q=sa');
    expect(pageOf('?edit=7')).toEqual({ page: 'edit', id: '7' });
    expect(pageOf('?new&parent=2')).toEqual({ page: 'new', parentId: '2' });
    expect(pageOf('?q=x')).toEqual({ page: 'list' });
  });

  it('turns the URL query into managedUnits variables', () => {
    const query = {
      search: ' sales ',
      filters: { active: ['false'] },
      sort: 'members',
      direction: 'desc' as const,
      page: 2,
      pageSize: 25,
    };
    expect(variablesOf(query, 25, 25)).toEqual({
      search: 'sales',
      filter: { active: false },
      sort: 'MEMBERS',
      direction: 'DESC',
      offset: 25,
      first: 25,
    });
    expect(variablesOf({ ...query, filters: { active: ['true', 'false'] } }, 0, 25).filter).toEqual({});
  });
});

describe('the unit tree', () => {
  const units = [
    unit('1'),
    unit('2', { parentId: '1' }),
    unit('3', { parentId: '2' }),
    unit('4', { parentId: '1' }),
    // Its parent is not among the caller's units: a top unit for them.
    unit('5', { parentId: '99' }),
  ];

  it('shows top units and the children of open units', () => {
    expect(visibleRows(units, []).map((r) => r.unit.id)).toEqual(['1', '5']);
    const open = visibleRows(units, ['1', '2']);
    expect(open.map((r) => [r.unit.id, r.level])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
      ['4', 1],
      ['5', 0],
    ]);
    expect(parentsOf(units).sort()).toEqual(['1', '2']);
  });

  it('moves the keyboard focus as the tree pattern says', () => {
    const rows = visibleRows(units, ['1']);
    expect(moveFor(rows, '1', 'ArrowDown')).toEqual({ kind: 'focus', id: '2' });
    expect(moveFor(rows, '2', 'ArrowRight')).toEqual({ kind: 'expand', id: '2' });
    expect(moveFor(rows, '1', 'ArrowRight')).toEqual({ kind: 'focus', id: '2' });
    expect(moveFor(rows, '1', 'ArrowLeft')).toEqual({ kind: 'collapse', id: '1' });
    expect(moveFor(rows, '4', 'ArrowLeft')).toEqual({ kind: 'focus', id: '1' });
    expect(moveFor(rows, '5', 'ArrowLeft')).toBeNull();
    expect(moveFor(rows, '1', 'ArrowUp')).toBeNull();
    expect(moveFor(rows, '2', 'End')).toEqual({ kind: 'focus', id: '5' });
    expect(moveFor(rows, '5', 'Home')).toEqual({ kind: 'focus', id: '1' });
    expect(moveFor([], null, 'Home')).toBeNull();
  });
});
