// The category form: the kit's form machine with the category rules, walked model-based, and its
// schema checked against the server's rules.
import { describe, expect, it } from 'vitest';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import { validateValues } from '../../../src/machines/admin/formValues';
import { emptyNames, recordOf } from '../../../src/machines/categories/categoryActors';
import {
  categoryFormSchema,
  createCategoryFormMachine,
} from '../../../src/machines/categories/categoryFormMachine';
import { api, refusal, tree } from './fixtures';

const rules = {
  requiredLocales: ['en', 'de', 'sw'],
  defaultLocale: 'en',
  siblings: tree.filter((c) => c.parentId === 's' && c.id !== 'f'),
  record: recordOf(tree[1]!, 'en'),
  parentId: 's',
};

describe('category form rules', () => {
  const schema = categoryFormSchema(rules);
  const values = (extra: Record<string, string>) => ({
    ...emptyNames(),
    en: 'Ladders',
    de: 'Leitern',
    sw: 'Ngazi',
    ...extra,
  });
  it('needs the required locales, allows the others empty, and limits names to 100 characters', () => {
    expect(validateValues(schema, values({}))).toEqual({});
    expect(validateValues(schema, values({ sw: '  ' })).sw?.code).toBe('name.required');
    expect(validateValues(schema, values({ fr: 'x'.repeat(101) })).fr).toMatchObject({
      code: 'name.tooLong',
      params: { maximum: 100 },
    });
    expect(validateValues(schema, values({ en: '\u200b' })).en?.code).toBe('name.required');
  });
  it('refuses a name a sibling shows in any language, own or by fallback, ignoring case', () => {
    expect(validateValues(schema, values({ en: 'FIRST AID' })).en?.code).toBe('name.duplicate');
    expect(validateValues(schema, values({ fr: 'First aid' })).fr?.code).toBe('name.duplicate');
    expect(validateValues(schema, values({ de: 'first aid (de)', sw: '' }))).toMatchObject({
      de: { code: 'name.duplicate' },
      sw: { code: 'name.required' },
    });
  });
});

describe('category form machine (model-based)', () => {
  it('takes every transition but deleting (a category is deleted from the tree, with its destination)', async () => {
    const machine = createCategoryFormMachine(rules);
    const record = recordOf(tree[1]!, 'en');
    const theirs = {
      ...tree[1]!,
      name: 'Blaze',
      names: { en: 'Blaze', de: 'Feuer', sw: 'Moto' },
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    const result = await runModel({
      machine,
      inputs: [
        { api, id: 'f' },
        { api, id: null },
      ],
      outputs: { loadRecord: [record], saveRecord: [{ ...record, updatedAt: '2026-02-01T00:00:00.000Z' }] },
      events: [
        { type: 'form.change', field: 'en', value: 'Flames' },
        { type: 'form.blur', field: 'en' },
        { type: 'form.save' },
        { type: 'form.retry' },
        { type: 'form.reload' },
        { type: 'form.keepMine' },
        { type: 'form.leave' },
        { type: 'form.leaveConfirm' },
        { type: 'form.leaveCancel' },
        { type: 'form.delete' },
        { type: 'xstate.error.actor.saveRecord', error: refusal('CONFLICT', { current: theirs }) },
        { type: 'xstate.error.actor.saveRecord', error: refusal('CONFLICT', { current: null }) },
      ],
    });
    const report = coverageReport(machine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([
      'categoryForm.editing: form.delete [canDelete] -> categoryForm.confirmingDelete',
      'categoryForm.confirmingDelete: form.deleteConfirm -> categoryForm.deleting',
      'categoryForm.confirmingDelete: form.deleteCancel -> categoryForm.editing',
      'categoryForm.deleting: xstate.done.actor.deleteRecord -> categoryForm.deleted',
      'categoryForm.deleting: xstate.error.actor.deleteRecord -> categoryForm.editing',
    ]);
  }, 120_000);
});
