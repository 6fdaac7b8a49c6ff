// The kit's list views: the data table (sort, selection, keyboard, the card list on small screens),
// toolbar, pagination, the states instead of rows, and ListView on a live sample list machine.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { DataTable, type DataColumn, type DataTableProps } from '../../../src/views/admin/DataTable';
import { ListStates } from '../../../src/views/admin/ListStates';
import { ListToolbar } from '../../../src/views/admin/ListToolbar';
import { ListView } from '../../../src/views/admin/ListView';
import { Pagination } from '../../../src/views/admin/Pagination';
import { selectQuery, selectSelected } from '../../../src/machines/admin/listMachine';
import {
  api,
  bulkWith,
  loadPageWith,
  row,
  sampleListMachine,
  stubNavigation,
  type SampleRow,
} from '../../machines/admin/samples';
import { renderView } from '../render';

const columns: DataColumn<SampleRow>[] = [
  { id: 'title', header: 'Title', cell: (r) => r.title, sortable: true, primary: true },
  { id: 'kind', header: 'Kind', cell: () => 'PDF' },
  { id: 'updated', header: 'Updated', cell: () => '1 March', sortable: true },
];

function table(overrides: Partial<DataTableProps<SampleRow>> = {}) {
  const props: DataTableProps<SampleRow> = {
    label: 'Samples',
    rows: [row('r1'), row('r2'), row('r3')],
    columns,
    rowId: (r) => r.id,
    rowLabel: (r) => r.title,
    sort: { field: 'updated', direction: 'desc' },
    onSort: vi.fn(),
    selectable: true,
    selected: [],
    onSelect: vi.fn(),
    onSelectAll: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  return { props, ...renderView(<DataTable {...props} />) };
}

const narrow = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('sortable headers are buttons and say their order with aria-sort', async () => {
    const { props } = table();
    const grid = screen.getByRole('table', { name: 'Samples' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'none', null, 'descending']);
    await userEvent.click(within(grid).getByRole('button', { name: /Title/ }));
    expect(props.onSort).toHaveBeenCalledWith('title');
    expect(within(grid).queryByRole('button', { name: /Kind/ })).toBeNull();
    // The row's name is its header cell.
    expect(within(grid).getByRole('rowheader', { name: 'Sample r2' })).toBeInTheDocument();
  });

  it('selects rows and the page with labelled checkboxes; select-all is mixed while some are picked', async () => {
    const { props } = table({ selected: ['r2'] });
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Sample r2' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sample r1' }));
    expect(props.onSelect).toHaveBeenCalledWith('r1', true);
    await userEvent.click(all);
    expect(props.onSelectAll).toHaveBeenCalledWith(true);
  });

  it('moves between rows with the arrow keys, Home and End, and opens one with Enter', async () => {
    const { props } = table();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // One tab stop for the body.
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab(); // select all
    await userEvent.tab(); // title header
    await userEvent.tab(); // updated header
    await userEvent.tab();
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(props.onOpen).toHaveBeenCalledWith(row('r2'));
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    // Space selects the row; its checkbox is not a tab stop of its own, so Tab leaves the table.
    await userEvent.keyboard(' ');
    expect(props.onSelect).toHaveBeenCalledWith('r2', true);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it("Space on a selected row unselects it; keys inside a row's control are the control's", async () => {
    const { props } = table({ selected: ['r1'] });
    const box = screen.getByRole('checkbox', { name: 'Select Sample r1' });
    expect(box).toHaveAttribute('tabindex', '-1');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    rows[0]!.focus();
    await userEvent.keyboard(' ');
    expect(props.onSelect).toHaveBeenCalledWith('r1', false);
    box.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}');
    expect(props.onOpen).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
  });

  it('below 600 px shows the same rows as cards: heading opens, details as a list, same selection', async () => {
    narrow(true);
    const { props } = table({ selected: ['r1'] });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Samples' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Kind')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('checkbox', { name: 'Select Sample r1' })).toBeChecked();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Sample r2' }));
    expect(props.onOpen).toHaveBeenCalledWith(row('r2'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(props.onSelectAll).toHaveBeenCalledWith(true);
    // No headers to click: the order is chosen from a menu, direction included.
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Updated, descending');
    await userEvent.selectOptions(sortBy, 'Title, ascending');
    expect(props.onSort).toHaveBeenCalledWith('title', 'asc');
  });
});

describe('ListToolbar', () => {
  it('labels the search, hides the filters behind a button on small screens, shows the bulk bar', async () => {
    const onSearch = vi.fn();
    const onBulk = vi.fn();
    const onClearSelection = vi.fn();
    const { rerender } = renderView(
      <ListToolbar
        search=""
        onSearch={onSearch}
        filters={
          <label>
            Type <select />
          </label>
        }
        activeFilters={2}
        selectedCount={0}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'f');
    expect(onSearch).toHaveBeenCalledWith('f');
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Filters' })).toHaveAttribute('data-open', 'true');
    expect(screen.queryByRole('region', { name: 'Actions for the selected rows' })).toBeNull();

    rerender(
      <ListToolbar
        search=""
        onSearch={onSearch}
        selectedCount={3}
        bulkActions={[
          { action: 'publish', label: 'Publish' },
          { action: 'archive', label: 'Archive', destructive: true },
        ]}
        onBulk={onBulk}
        onClearSelection={onClearSelection}
        bulkProblem={{ code: 'FORBIDDEN', message: 'no' }}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(onBulk).toHaveBeenCalledWith('archive');
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onClearSelection).toHaveBeenCalled();
    expect(within(bar).getByRole('alert')).toHaveTextContent(
      'That did not work: You are not allowed to do this.',
    );
  });

  it('while a bulk action runs, its button is busy and the others wait', () => {
    renderView(
      <ListToolbar
        search=""
        onSearch={vi.fn()}
        selectedCount={1}
        bulkActions={[
          { action: 'publish', label: 'Publish' },
          { action: 'archive', label: 'Archive' },
        ]}
        runningBulk="publish"
      />,
    );
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Working…');
  });
});

describe('Pagination', () => {
  it('says which rows show, pages back and forth, and changes the page size', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    const { rerender } = renderView(
      <Pagination
        page={2}
        pageSize={25}
        total={312}
        pageSizes={[25, 50]}
        onPage={onPage}
        onPageSize={onPageSize}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('26–50 of 312')).toBeInTheDocument();
    expect(within(nav).getByText('Page 2 of 13')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: /Previous page/ }));
    expect(onPage).toHaveBeenCalledWith(1);
    await userEvent.click(within(nav).getByRole('button', { name: /Next page/ }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSize).toHaveBeenCalledWith(50);
    rerender(
      <Pagination
        page={13}
        pageSize={25}
        total={312}
        pageSizes={[25]}
        onPage={onPage}
        onPageSize={onPageSize}
      />,
    );
    expect(screen.getByText('301–312 of 312')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
  });
});

describe('ListStates', () => {
  const base = { problem: null, onRetry: vi.fn(), onClear: vi.fn() };
  it('loading, empty with its call to action, no results with a way out, failed with retry', async () => {
    const { rerender } = renderView(
      <ListStates {...base} status="loading">
        rows
      </ListStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <ListStates
        {...base}
        status="empty"
        emptyText="No media yet."
        emptyAction={<button>Add the first</button>}
      >
        rows
      </ListStates>,
    );
    expect(screen.getByText('No media yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the first' })).toBeInTheDocument();
    rerender(
      <ListStates {...base} status="noResults">
        rows
      </ListStates>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(base.onClear).toHaveBeenCalled();
    rerender(
      <ListStates {...base} status="failed" problem={{ code: 'NETWORK', message: 'x' }}>
        rows
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The list could not be loaded. The server could not be reached.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(base.onRetry).toHaveBeenCalled();
    rerender(
      <ListStates {...base} status="ready">
        rows
      </ListStates>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
  });
});

describe('ListView on a live list machine', () => {
  it('shows the rows, sorts, selects and runs a bulk action through the machine', async () => {
    const nav = stubNavigation();
    const bulk = vi.fn(async () => ({ count: 1 }));
    const list = createActor(
      sampleListMachine.provide({
        actors: {
          loadPage: loadPageWith(async (input) => ({ rows: [row(`r${input.query.sort}`)], total: 1 })),
          'bulk.publish': bulkWith(bulk),
        } as never,
      }),
      { input: { api, navigation: nav.ref } },
    ).start();
    renderView(
      <ListView
        list={list}
        label="Samples"
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        pageSizes={[25, 50]}
        bulkActions={[{ action: 'publish', label: 'Publish' }]}
      />,
    );
    expect(await screen.findByRole('rowheader', { name: 'Sample rupdated' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Title/ }));
    expect(selectQuery(list.getSnapshot())).toMatchObject({ sort: 'title', direction: 'asc' });
    expect(await screen.findByRole('rowheader', { name: 'Sample rtitle' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sample rtitle' }));
    expect(selectSelected(list.getSnapshot())).toEqual(['rtitle']);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(bulk).toHaveBeenCalledWith({ api, ids: ['rtitle'] });
    expect(screen.queryByText('1 selected')).toBeNull();
    list.stop();
  });
});
