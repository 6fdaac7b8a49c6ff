// The category-management screen over a real tree machine with faked API actors: the ARIA tree and its
// keys, moves said in the live region, names in the reader's language, the form's per-locale fields and
// errors, the delete dialog's destination choice, and the empty and failed states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { categoryTreeMachine } from '../../../src/machines/categories/categoryTreeMachine';
import type { CategoryEntry, Placement } from '../../../src/machines/categories/treeModel';
import { CategoryManagementScreen } from '../../../src/views/categories/CategoryManagementScreen';
import { input, tree } from '../../machines/categories/fixtures';
import { renderView } from '../render';

function setup(options: { trees?: (CategoryEntry[] | Error)[]; locale?: string } = {}) {
  const trees = [...(options.trees ?? [tree])];
  const move = vi.fn(async (_input: Placement & { id: string }) => new Promise<CategoryEntry[]>(() => {}));
  const remove = vi.fn(async (_input: { id: string; destination: unknown }) => tree);
  const actor = createActor(
    categoryTreeMachine.provide({
      actors: {
        loadTree: fromPromise(async () => {
          const next = trees.shift() ?? tree;
          if (next instanceof Error) throw next;
          return next;
        }),
        moveCategory: fromPromise(({ input }) => move(input)),
        deleteCategory: fromPromise(({ input }) => remove(input)),
      },
    }),
    { input },
  ).start();
  renderView(
    <CategoryManagementScreen actor={actor} requiredLocales={['en', 'de', 'sw']} defaultLocale="en" />,
    {
      path: '/category-management',
      locale: options.locale ?? 'en',
    },
  );
  return { actor, move, remove };
}

describe('category tree', () => {
  it('is an ARIA tree with levels, open state, selection and media counts, in the reader language', async () => {
    setup({ locale: 'de' });
    const treeEl = await screen.findByRole('tree', { name: 'Kategorien' });
    const items = within(treeEl).getAllByRole('treeitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '▾Safety (de)0 Medien',
      'Fire (de)0 Medien',
      'First aid (de)0 Medien',
      'IT (de)2 Medien',
    ]);
    expect(items[0]).toHaveAttribute('aria-level', '1');
    expect(items[0]).toHaveAttribute('aria-expanded', 'true');
    expect(items[1]).toHaveAttribute('aria-level', '2');
    expect(items[1]).not.toHaveAttribute('aria-expanded');
    expect(items[2]).toHaveAttribute('aria-posinset', '2');
    expect(items[2]).toHaveAttribute('aria-setsize', '2');
    expect(items[0]).toHaveAttribute('aria-selected', 'true');
    expect(treeEl).toHaveAttribute('aria-activedescendant', items[0]!.id);
  });

  it('moves focus and opens and closes with the arrow keys', async () => {
    setup();
    const treeEl = await screen.findByRole('tree', { name: 'Categories' });
    const user = userEvent.setup();
    treeEl.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: /Fire/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: /Safety/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /Fire/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: /Fire/ })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(treeEl).toHaveAttribute('aria-activedescendant', screen.getByRole('treeitem', { name: /IT/ }).id);
  });

  it('moves the selected category with Alt and an arrow, saying where it went', async () => {
    const { move } = setup();
    const treeEl = await screen.findByRole('tree');
    const user = userEvent.setup();
    treeEl.focus();
    await user.keyboard('{End}{Alt>}{ArrowUp}{/Alt}');
    expect(move).toHaveBeenCalledWith(expect.objectContaining({ id: 'i', parentId: null, position: 0 }));
    expect(within(treeEl).getAllByRole('treeitem')[0]).toHaveTextContent('IT');
    const said = screen.getByText('IT moved to position 1 of 2 at the top level.');
    expect(said).toHaveAttribute('aria-live', 'polite');
  });

  it('says so when a move has nowhere to go', async () => {
    const { move } = setup();
    const treeEl = await screen.findByRole('tree');
    treeEl.focus();
    await userEvent.setup().keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(move).not.toHaveBeenCalled();
    expect(screen.getByText('Safety cannot move out of a level.')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('states', () => {
  it('shows the empty state with a way to create, and a failure with retry', async () => {
    setup({ trees: [new Error('offline'), []] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no categories yet. Create the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New category' })).toBeEnabled();
  });
});

describe('dialogs', () => {
  it('asks for a name in each offered language first, other languages optional with the fallback', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New subcategory' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subcategory of “Safety”' });
    const fields = within(dialog).getAllByRole('textbox');
    expect(fields.slice(0, 3).map((f) => f.getAttribute('lang'))).toEqual(['en', 'de', 'sw']);
    expect(fields[0]).toHaveAttribute('aria-required', 'true');
    await user.type(within(dialog).getByLabelText(/^English/), 'Fire');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Another category at this place is already called that in English.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a name in German.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^German/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('French')).toHaveAttribute('placeholder', 'Fire');
    expect(within(dialog).getAllByText('Left empty, “Fire” is shown.').length).toBe(16);
  });

  it('deletes a category holding media only once a destination is chosen', async () => {
    const { remove, actor } = setup();
    const user = userEvent.setup();
    await screen.findByRole('tree');
    act(() => actor.send({ type: 'categories.select', id: 'i' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “IT”?' });
    expect(within(dialog).getByText(/It holds 2 media and 0 subcategories/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const select = within(dialog).getByLabelText('Move its media and subcategories to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose…',
      'No category (subcategories move up a level)',
      'Safety',
      'Safety / Fire',
      'Safety / First aid',
    ]);
    await user.selectOptions(select, 'Safety / Fire');
    await user.click(confirm);
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'i', destination: 'f' })),
    );
  });
});
