// Model-based test of the category tree machine: every transition, both sides of every guard.
import { describe, expect, it } from 'vitest';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import { categoryTreeMachine } from '../../../src/machines/categories/categoryTreeMachine';
import { input, refusal, tree } from './fixtures';

describe('categoryTreeMachine (model-based)', () => {
  it('takes every transition', async () => {
    const result = await runModel({
      machine: categoryTreeMachine,
      inputs: [input],
      outputs: {
        loadTree: [tree, []],
        refreshTree: [tree],
        moveCategory: [tree],
        deleteCategory: [tree.filter((c) => c.id !== 'i')],
      },
      events: [
        { type: 'categories.retry' },
        { type: 'categories.select', id: 'f' },
        { type: 'categories.select', id: 'gone' },
        { type: 'categories.toggle', id: 's' },
        { type: 'categories.toggle', id: 'gone' },
        { type: 'categories.key', key: 'ArrowDown' },
        { type: 'categories.moveBy', id: 'a', direction: 'up' },
        { type: 'categories.moveBy', id: 's', direction: 'up' },
        { type: 'categories.drop', id: 'i', overId: 's' },
        { type: 'categories.drop', id: 's', overId: 'f' },
        { type: 'categories.create', parentId: 's' },
        { type: 'categories.rename', id: 'f' },
        { type: 'categories.rename', id: 'gone' },
        { type: 'categories.delete', id: 'i' },
        { type: 'categories.delete', id: 'f' },
        { type: 'categories.delete', id: 'gone' },
        { type: 'categories.chooseDestination', categoryId: null },
        { type: 'categories.confirmDelete' },
        { type: 'categories.cancelDelete' },
        { type: 'categories.formSaved', id: 'n' },
        { type: 'categories.formClosed' },
        { type: 'xstate.error.actor.moveCategory', error: refusal('CONFLICT') },
        { type: 'xstate.error.actor.deleteCategory', error: refusal('CONFLICT') },
      ],
    });
    const report = coverageReport(categoryTreeMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  }, 120_000);
});
