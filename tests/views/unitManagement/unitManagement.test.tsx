// The unit-management views over real machines with faked API actors: the ARIA tree (levels, open state,
// keys, Enter opens), its failed and empty states, and the member panel (roles, no remove button for
// people the caller may not change, removing after asking, adding someone found by name).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import type { UnitMember } from '../../../src/machines/unitManagement/unitActors';
import { unitMembersMachine } from '../../../src/machines/unitManagement/unitMembersMachine';
import { unitTreeMachine } from '../../../src/machines/unitManagement/unitTreeMachine';
import type { ManagedUnit } from '../../../src/machines/unitManagement/unitValues';
import { UnitMembersPanel } from '../../../src/views/unitManagement/UnitMembersPanel';
import { UnitTreeView } from '../../../src/views/unitManagement/UnitTreeView';
import { api, member, unit } from '../../machines/unitManagement/fixtures';
import { renderView } from '../render';

const UNITS = [
  unit('1', { name: 'Academy' }),
  unit('2', { name: 'Sales', parentId: '1' }),
  unit('3', { name: 'North', parentId: '2' }),
];

function tree(result: ManagedUnit[] | Error) {
  return createActor(
    unitTreeMachine.provide({
      actors: {
        loadTree: fromPromise(async () => {
          if (result instanceof Error) throw result;
          return { units: result, truncated: false as boolean };
        }),
      },
    }),
    { input: { api } },
  ).start();
}

describe('unit tree', () => {
  it('shows levels and open state, moves with the arrow keys and opens a unit with Enter', async () => {
    const onOpen = vi.fn();
    renderView(<UnitTreeView tree={tree(UNITS)} onOpen={onOpen} emptyAction={null} />, {
      path: '/unit-management',
    });
    const el = await screen.findByRole('tree', { name: 'Units' });
    const items = () => within(el).getAllByRole('treeitem');
    // Top units start open: the first level below them shows.
    expect(items().map((i) => [i.getAttribute('aria-level'), i.getAttribute('aria-expanded')])).toEqual([
      ['1', 'true'],
      ['2', 'false'],
    ]);
    const user = userEvent.setup();
    el.focus();
    await user.keyboard('{ArrowDown}');
    expect(items()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(items().map((i) => i.textContent)).toEqual([
      expect.stringContaining('Academy'),
      expect.stringContaining('Sales'),
      expect.stringContaining('North'),
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith('3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(items()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(items()).toHaveLength(3);
  });

  it('says when the units could not be loaded, and when there are none', async () => {
    const failing = tree(new Error('offline'));
    const view = renderView(<UnitTreeView tree={failing} onOpen={() => {}} emptyAction={null} />);
    expect(await screen.findByText('The units could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    view.unmount();
    renderView(<UnitTreeView tree={tree([])} onOpen={() => {}} emptyAction={null} />);
    expect(await screen.findByText('There are no units yet. Create the first one.')).toBeInTheDocument();
  });
});

describe('unit members', () => {
  function setup(members: UnitMember[], candidates: UnitMember[]) {
    const add = vi.fn(async (_input: { userIds: string[] }) => 1);
    const remove = vi.fn(async (_input: { userIds: string[] }) => 1);
    const machine = unitMembersMachine.provide({
      actors: {
        loadMembers: fromPromise(async () => ({ members, total: members.length })),
        loadCandidates: fromPromise(async () => candidates),
        addMembers: fromPromise(({ input }) => add(input)),
        removeMembers: fromPromise(({ input }) => remove(input)),
      },
      delays: { debounce: 0 },
    });
    const toasts = createActor(toastMachine).start();
    renderView(<UnitMembersPanel api={api} unitId="7" toasts={toasts} canAdd machine={machine} />);
    return { add, remove };
  }

  it('lists members with their roles; only people the caller may change can be removed, after asking', async () => {
    const { remove } = setup(
      [
        member('a', { name: 'Ada', roles: ['LEARNER'] }),
        member('b', { name: 'Ben', roles: ['ADMIN'], manageable: false }),
      ],
      [],
    );
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('Roles: Learner')).toBeInTheDocument();
    expect(within(list).getByText('Roles: Administrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ben from this unit' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Ada from this unit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ada from this unit?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(expect.objectContaining({ userIds: ['a'] })));
  });

  it('finds people by name and adds one', async () => {
    const { add } = setup([], [member('c', { name: 'Cleo' })]);
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Find people by name, username or email'), 'Cl');
    await act(async () => {});
    await user.click(await screen.findByRole('button', { name: 'Add Cleo' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith(expect.objectContaining({ userIds: ['c'] })));
  });
});
