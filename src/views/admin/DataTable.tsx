// DataTable — the rows of an administration list. TanStack Table (headless) builds the header and
// row models; Radix Themes' Table gives the markup. Sort and selection belong to the list machine:
// the table only shows them and reports clicks. Rows are reachable with the arrow keys (one tab stop
// for the whole body) and Home/End; Space selects a row, Enter opens it. Below 600 px the same rows
// are a card list.
import { Table } from '@radix-ui/themes';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SortDirection } from '../../machines/admin/listQuery';
import { CardList } from './CardList';
import { am } from './messages';
import { useNarrowScreen } from './useNarrowScreen';
import './admin.css';

export interface DataColumn<TRow extends RowData> {
  /** Unique; also the list machine's sort field when `sortable`. */
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  sortable?: boolean;
  /** The row's name: the card's heading, and where "open" is offered. One column. */
  primary?: boolean;
  /** Left out of the card list (small screens). */
  hideInCard?: boolean;
  align?: 'left' | 'right';
}

export interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name (e.g. "Media"). */
  label: string;
  rows: readonly TRow[];
  columns: readonly DataColumn<TRow>[];
  rowId: (row: TRow) => string;
  /** A row's name for screen readers ("Select Fire safety"). */
  rowLabel: (row: TRow) => string;
  sort: { field: string | null; direction: SortDirection };
  /** A header click gives only the field (the list flips or starts ascending); the small screens'
   * sort menu gives the direction too. */
  onSort: (field: string, direction?: SortDirection) => void;
  /** Checkboxes per row and for the page; needs `selected`, `onSelect`, `onSelectAll`. */
  selectable?: boolean;
  selected?: readonly string[];
  onSelect?: (id: string, selected: boolean) => void;
  onSelectAll?: (selected: boolean) => void;
  /** Enter on a row, or its primary cell's button. */
  onOpen?: (row: TRow) => void;
  /** A newer page is loading: rows stay, marked busy. */
  busy?: boolean;
}

const features = tableFeatures({});
type Features = typeof features;

export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const narrow = useNarrowScreen();
  return narrow ? <CardList {...props} /> : <WideTable {...props} />;
}

function WideTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const intl = useIntl();
  const { columns, rowId, selected = [], selectable = false } = props;
  const defs = useMemo<ColumnDef<Features, TRow>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header, cell: (ctx) => c.cell(ctx.row.original) })),
    [columns],
  );
  const data = useMemo(() => [...props.rows], [props.rows]);
  const table = useTable({ features, columns: defs, data, getRowId: (row) => rowId(row) });
  const rows = table.getRowModel().rows;
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The row that takes the body's single tab stop; moves with the arrow keys.
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));
  const hintId = useId();
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const someSelected = !allSelected && rows.some((r) => selected.includes(r.id));

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setActive(target);
    bodyRef.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr')[target]?.focus();
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: TRow) => {
    // Keys inside the row's own controls (a checkbox, a button) are theirs.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if (event.key === 'Enter' && props.onOpen) {
      event.preventDefault();
      props.onOpen(row);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      const id = rowId(row);
      props.onSelect?.(id, !selected.includes(id));
    }
  };

  return (
    <>
      <p id={hintId} hidden>
        {intl.formatMessage(am.listKeyboardHint)}
      </p>
      <Table.Root className="admin-table" variant="surface" aria-busy={props.busy || undefined}>
        {/* Radix puts its props on a wrapper; the table itself is named by its caption. */}
        <caption className="admin-visually-hidden">{props.label}</caption>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {selectable ? (
                <Table.ColumnHeaderCell width="3rem">
                  <input
                    type="checkbox"
                    className="admin-checkbox"
                    aria-label={intl.formatMessage(am.listSelectAll)}
                    checked={allSelected}
                    ref={(el) => {
                      if (el) el.indeterminate = someSelected;
                    }}
                    onChange={(e) => props.onSelectAll?.(e.target.checked)}
                  />
                </Table.ColumnHeaderCell>
              ) : null}
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                const sorted = props.sort.field === column.id ? props.sort.direction : null;
                return (
                  <Table.ColumnHeaderCell
                    key={header.id}
                    align={column.align}
                    aria-sort={
                      column.sortable
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {column.sortable ? (
                      <button type="button" className="admin-sort" onClick={() => props.onSort(column.id)}>
                        {column.header}
                        <span aria-hidden="true" className="admin-sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeaderCell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body ref={bodyRef}>
          {rows.map((row, index) => {
            const isSelected = selected.includes(row.id);
            return (
              <Table.Row
                key={row.id}
                tabIndex={index === activeIndex ? 0 : -1}
                // The keys are explained where the body's tab stop is, once, not on every row.
                aria-describedby={index === activeIndex ? hintId : undefined}
                className="admin-row"
                onFocus={() => setActive(index)}
                onKeyDown={(e) => onRowKey(e, index, row.original)}
              >
                {selectable ? (
                  <Table.Cell>
                    <input
                      type="checkbox"
                      className="admin-checkbox"
                      // The row is the tab stop (Space selects it); the box is for the mouse and touch.
                      tabIndex={-1}
                      aria-label={intl.formatMessage(am.listSelectRow, {
                        label: props.rowLabel(row.original),
                      })}
                      checked={isSelected}
                      onChange={(e) => props.onSelect?.(row.id, e.target.checked)}
                    />
                  </Table.Cell>
                ) : null}
                {row.getAllCells().map((cell) => {
                  const column = byId.get(cell.column.id)!;
                  const content = <table.FlexRender cell={cell} />;
                  return column.primary ? (
                    <Table.RowHeaderCell key={cell.id} align={column.align}>
                      {content}
                    </Table.RowHeaderCell>
                  ) : (
                    <Table.Cell key={cell.id} align={column.align}>
                      {content}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </>
  );
}
