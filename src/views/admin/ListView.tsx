// ListView — a list machine shown with the kit: toolbar (search, filters, bulk bar), the rows as a
// data table (cards on small screens) or the state that replaces them, and the pagination. A screen
// gives the columns, texts and filter controls; everything else comes from the machine.
import { useSelector } from '@xstate/react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import {
  selectBulkResult,
  selectIsBulkRunning,
  selectIsRefreshing,
  selectListProblem,
  selectListStatus,
  selectQuery,
  selectRows,
  selectRunningBulk,
  selectSelected,
  selectTotal,
  type ListActorRef,
} from '../../machines/admin/listMachine';
import { DataTable, type DataColumn } from './DataTable';
import { ListStates } from './ListStates';
import { ListToolbar, type BulkActionButton } from './ListToolbar';
import { Pagination } from './Pagination';

export interface ListViewProps<TRow extends RowData> {
  list: ListActorRef<TRow>;
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<TRow>[];
  rowId: (row: TRow) => string;
  rowLabel: (row: TRow) => string;
  onOpen?: (row: TRow) => void;
  pageSizes: readonly number[];
  searchLabel?: string;
  searchHint?: string;
  /** Filter controls; they send `list.filter` themselves. */
  filters?: ReactNode;
  actions?: ReactNode;
  bulkActions?: readonly BulkActionButton[];
  /** Instead of sending `list.bulk` at once, e.g. to ask first (confirmMachine) for an archive. */
  onBulk?: (action: string) => void;
  emptyText?: string;
  emptyAction?: ReactNode;
}

export function ListView<TRow extends RowData>(props: ListViewProps<TRow>) {
  const { list } = props;
  const status = useSelector(list, selectListStatus);
  const refreshing = useSelector(list, selectIsRefreshing);
  const query = useSelector(list, selectQuery);
  const rows = useSelector(list, selectRows);
  const total = useSelector(list, selectTotal);
  const selected = useSelector(list, selectSelected);
  const problem = useSelector(list, selectListProblem);
  const running = useSelector(list, selectRunningBulk);
  const bulkRunning = useSelector(list, selectIsBulkRunning);
  const bulkResult = useSelector(list, selectBulkResult);
  const activeFilters = Object.values(query.filters).filter((values) => values.length > 0).length;
  // Loading with rows already shown (next page, refresh): keep them, marked busy.
  const shown = refreshing ? 'ready' : status;
  return (
    <>
      <ListToolbar
        search={query.search}
        onSearch={(text) => list.send({ type: 'list.search', text })}
        searchLabel={props.searchLabel}
        searchHint={props.searchHint}
        filters={props.filters}
        activeFilters={activeFilters}
        actions={props.actions}
        selectedCount={selected.length}
        bulkActions={props.bulkActions}
        onBulk={props.onBulk ?? ((action) => list.send({ type: 'list.bulk', action }))}
        onClearSelection={() => list.send({ type: 'list.clearSelection' })}
        runningBulk={bulkRunning ? running : null}
        bulkProblem={bulkResult?.problem ?? null}
      />
      <ListStates
        status={shown}
        problem={problem}
        onRetry={() => list.send({ type: 'list.retry' })}
        onClear={() => list.send({ type: 'list.clear' })}
        emptyText={props.emptyText}
        emptyAction={props.emptyAction}
      >
        <DataTable
          label={props.label}
          rows={rows}
          columns={props.columns}
          rowId={props.rowId}
          rowLabel={props.rowLabel}
          sort={{ field: query.sort, direction: query.direction }}
          onSort={(field, direction) =>
            list.send({ type: 'list.sort', field, ...(direction ? { direction } : {}) })
          }
          selectable={(props.bulkActions ?? []).length > 0}
          selected={selected}
          onSelect={(id, isSelected) => list.send({ type: 'list.select', id, selected: isSelected })}
          onSelectAll={(all) => list.send({ type: 'list.selectAll', selected: all })}
          onOpen={props.onOpen}
          busy={refreshing}
        />
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          pageSizes={props.pageSizes}
          onPage={(page) => list.send({ type: 'list.page', page })}
          onPageSize={(size) => list.send({ type: 'list.pageSize', size })}
        />
      </ListStates>
    </>
  );
}
