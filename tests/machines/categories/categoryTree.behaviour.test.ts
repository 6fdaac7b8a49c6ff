// The category tree machine's behaviour beyond its transitions: a move shows at once and is put back
// when the server refuses, the create/rename form runs as a child with the category rules and hands
// its save back to the tree, and the delete flow sends the chosen destination.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GraphqlClient } from '../../../src/services/graphql';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import {
  categoryTreeMachine,
  selectFormRef,
  selectVisibleRows,
} from '../../../src/machines/categories/categoryTreeMachine';
import type { CategoryEntry, Placement } from '../../../src/machines/categories/treeModel';
import { entry, input, refusal, tree } from './fixtures';

// The form's save goes through the shared client; each test says what the API answers.
const request = vi.fn<GraphqlClient['request']>();
vi.mock('../../../src/services/api', () => ({ getApiClient: () => ({ request }) }));
afterEach(() => request.mockReset());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  actors: {
    trees?: CategoryEntry[][];
    move?: (input: Placement & { id: string }) => Promise<CategoryEntry[]>;
    remove?: (input: { id: string; destination: unknown }) => Promise<CategoryEntry[]>;
  } = {},
) {
  const trees = [...(actors.trees ?? [tree])];
  const loads = vi.fn(async () => trees.shift() ?? tree);
  const toasts = createActor(toastMachine).start();
  const actor = createActor(
    categoryTreeMachine.provide({
      actors: {
        loadTree: fromPromise(loads),
        moveCategory: fromPromise(({ input }) => actors.move?.(input) ?? Promise.resolve(tree)),
        deleteCategory: fromPromise(({ input }) => actors.remove?.(input) ?? Promise.resolve(tree)),
      },
    }),
    { input: { ...input, toasts } },
  ).start();
  return { actor, toasts, loads };
}

const order = (rows: readonly CategoryEntry[]) => rows.map((r) => r.id).join(',');
const toastIds = (toasts: ReturnType<typeof start>['toasts']) =>
  toasts.getSnapshot().context.toasts.map((t) => t.text.id);

describe('moving', () => {
  it('shows a keyboard move at once, announces it, and takes the server tree when confirmed', async () => {
    let confirm: (tree: CategoryEntry[]) => void = () => {};
    const { actor } = start({ move: () => new Promise((resolve) => (confirm = resolve)) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.moveBy', id: 'a', direction: 'up' });
    expect(order(selectVisibleRows(actor.getSnapshot()))).toBe('s,a,f,i');
    expect(actor.getSnapshot().context.announcement).toEqual({
      kind: 'moved',
      categoryId: 'a',
      parentId: 's',
      position: 0,
      count: 2,
    });
    expect(actor.getSnapshot().context.selectedId).toBe('a');
    const server = [tree[0]!, { ...tree[2]!, position: 0 }, { ...tree[1]!, position: 1 }, tree[3]!];
    confirm(server);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.tree).toEqual(server);
  });

  it('puts the tree back and says why when the server refuses the move', async () => {
    const { actor, toasts } = start({
      move: () => Promise.reject(refusal('BAD_USER_INPUT', { field: 'parentId' }, 'Name taken there')),
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.drop', id: 'i', overId: 'f' });
    expect(order(actor.getSnapshot().context.tree)).toBe('s,i,f,a');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.tree).toEqual(tree);
    expect(actor.getSnapshot().context.announcement).toEqual({ kind: 'moveUndone', categoryId: 'i' });
    expect(toasts.getSnapshot().context.toasts[0]?.text).toEqual({
      id: 'categories.toast.moveFailed',
      values: { error: 'Name taken there' },
    });
  });

  it('on CONFLICT puts the tree back and reloads it', async () => {
    const changed = [...tree, entry('n', 'New', null, 2)];
    const { actor, loads, toasts } = start({
      trees: [tree, changed],
      move: () => Promise.reject(refusal('CONFLICT')),
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.moveBy', id: 'i', direction: 'in' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.tree.length === 5);
    expect(loads).toHaveBeenCalledTimes(2);
    expect(toastIds(toasts)).toEqual(['categories.toast.conflict']);
  });

  it('says so when a keyboard move has nowhere to go, and sends nothing', async () => {
    const move = vi.fn(() => Promise.resolve(tree));
    const { actor } = start({ move });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.moveBy', id: 's', direction: 'out' });
    expect(actor.getSnapshot().context.announcement).toEqual({
      kind: 'cannotMove',
      categoryId: 's',
      direction: 'out',
    });
    expect(move).not.toHaveBeenCalled();
  });
});

describe('the create and rename form', () => {
  const created = entry('n', 'Ladders', 's', 2);
  const answer = (category: CategoryEntry) => ({
    data: { createCategory: { category: { ...category }, tree: [] } },
    errors: [],
  });

  it('creates under the chosen parent with the names typed, then reloads and selects the new category', async () => {
    const { actor, toasts } = start({ trees: [tree, [...tree.slice(0, 3), created, tree[3]!]] });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.create', parentId: 's' });
    const form = selectFormRef(actor.getSnapshot())!;
    expect(form.getSnapshot().value).toBe('editing');
    for (const [field, value] of Object.entries({ en: 'Ladders', de: 'Leitern', sw: 'Ngazi' }))
      form.send({ type: 'form.change', field, value });
    request.mockResolvedValueOnce(answer(created) as never);
    form.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const [, variables] = request.mock.calls[0]!;
    expect(variables).toMatchObject({
      input: { parentId: 's', names: { en: 'Ladders', de: 'Leitern', sw: 'Ngazi', fr: null } },
    });
    expect(actor.getSnapshot().context.selectedId).toBe('n');
    expect(selectFormRef(actor.getSnapshot())).toBeNull();
    expect(form.getSnapshot().status).not.toBe('active');
    expect(toastIds(toasts)).toEqual(['categories.toast.saved']);
  });

  it('checks the names as the server does: required locales and siblings in every language', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.create', parentId: 's' });
    const form = selectFormRef(actor.getSnapshot())!;
    form.send({ type: 'form.change', field: 'en', value: 'New' });
    form.send({ type: 'form.change', field: 'de', value: 'fire (DE)' });
    form.send({ type: 'form.save' });
    const errors = form.getSnapshot().context.validation;
    expect(errors.de?.code).toBe('name.duplicate');
    expect(errors.sw?.code).toBe('name.required');
    expect(errors.fr).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a locale beside that locale, and a rename sends its version', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.rename', id: 'f' });
    const form = selectFormRef(actor.getSnapshot())!;
    await waitFor(form, (s) => s.matches('editing'));
    expect(form.getSnapshot().context.values).toMatchObject({ en: 'Fire', de: 'Fire (de)', fr: '' });
    form.send({ type: 'form.change', field: 'de', value: 'Brand' });
    request.mockResolvedValueOnce({
      data: null,
      errors: [{ message: 'Taken in de', extensions: { code: 'BAD_USER_INPUT', field: 'names.de' } }],
    } as never);
    form.send({ type: 'form.save' });
    await waitFor(form, (s) => s.matches('editing') && !s.hasTag('busy'));
    await settle();
    expect(request.mock.calls[0]![1]).toMatchObject({ id: 'f', expectedUpdatedAt: tree[1]!.updatedAt });
    expect(form.getSnapshot().context.serverErrors.de?.message).toBe('Taken in de');
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    form.send({ type: 'form.leave' });
    form.send({ type: 'form.leaveConfirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectFormRef(actor.getSnapshot())).toBeNull();
    expect(form.getSnapshot().status).not.toBe('active');
  });
});

describe('deleting', () => {
  it('waits for a destination when the category holds media, then sends it', async () => {
    const remove = vi.fn(async () => tree.filter((c) => c.id !== 'i'));
    const { actor, toasts } = start({ remove });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.delete', id: 'i' });
    actor.send({ type: 'categories.confirmDelete' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'categories.chooseDestination', categoryId: 's' });
    actor.send({ type: 'categories.confirmDelete' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'i', destination: 's' }));
    expect(actor.getSnapshot().context.selectedId).toBe('a');
    expect(toastIds(toasts)).toEqual(['categories.toast.deleted']);
  });

  it('deletes an empty category without asking where, and keeps the dialog with the reason on a refusal', async () => {
    const { actor } = start({ remove: () => Promise.reject(refusal('FORBIDDEN', {}, 'No')) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'categories.delete', id: 'f' });
    actor.send({ type: 'categories.confirmDelete' });
    await waitFor(
      actor,
      (s) => s.matches({ ready: 'confirmingDelete' }) && s.context.removal?.problem !== null,
    );
    expect(actor.getSnapshot().context.removal).toMatchObject({
      id: 'f',
      destination: undefined,
      problem: { code: 'FORBIDDEN', message: 'No' },
    });
  });
});
