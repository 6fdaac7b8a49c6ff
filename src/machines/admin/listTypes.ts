// listTypes — the list machine factory's contract: what a concrete list supplies (its query rules,
// row id, page loader and bulk actions), the machine's input, context and events.
import type { PromiseActorLogic } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { NavigationActorRef } from '../navigationMachine';
import type { ProblemInfo } from './adminErrors';
import type { ListQuery, ListQueryConfig, SortDirection } from './listQuery';
import type { ToastActorRef } from './toastMachine';

export interface ListPage<TRow> {
  rows: TRow[];
  /** Rows matching the query on the server, all pages. */
  total: number;
}

export interface LoadPageInput {
  api: ApiSettings;
  query: ListQuery;
  /** Rows to skip: (page - 1) * pageSize. */
  offset: number;
  /** Rows to load: the page size. */
  first: number;
}

export interface BulkActionInput {
  api: ApiSettings;
  ids: string[];
}

/**
 * What a bulk action did. `ids`: the rows it really changed (an archive skips rows archived before), which
 * its undo runs on; default: every id it was given. `count` defaults to the number of those ids.
 */
export type BulkActionOutput = { count?: number; ids?: readonly string[] } | void;

export interface BulkActionConfig {
  /** Runs the action on the server (all or nothing); a thrown error keeps the selection. */
  actor: PromiseActorLogic<BulkActionOutput, BulkActionInput>;
  /** Message ids for the toasts; values: `{count}` for done, `{count, error}` for failed. */
  doneMessage: string;
  failedMessage: string;
  /**
   * The bulk action that reverses this one (e.g. archive -> restore): the toast offers "Undo", which runs
   * it on the ids the action changed (its output's `ids`), never on rows it left alone.
   */
  undo?: string;
}

export interface ListConfig<TRow> extends ListQueryConfig {
  /** The machine id, e.g. 'mediaList'. */
  id: string;
  rowId: (row: TRow) => string;
  loadPage: PromiseActorLogic<ListPage<TRow>, LoadPageInput>;
  /** By name (`list.bulk {action: name}`); the order is the bulk bar's. */
  bulkActions?: Record<string, BulkActionConfig>;
  /** Milliseconds typing must pause before the search runs (default 300). */
  debounceMs?: number;
}

export interface ListInput {
  api: ApiSettings;
  /** The app's navigation actor: the query is read from and written to its location. */
  navigation: NavigationActorRef;
  /** Bulk results go here as toasts when given. */
  toasts?: ToastActorRef;
}

/** The last bulk action's result, for the bulk bar and a toast. */
export interface BulkResult {
  action: string;
  ids: string[];
  count: number;
  /** Null when it worked. */
  problem: ProblemInfo | null;
}

export interface ListContext<TRow> extends ListInput {
  /** The route the list lives on (where it started); other paths' locations are not its own. */
  path: string;
  query: ListQuery;
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  rows: TRow[];
  total: number;
  selected: string[];
  problem: ProblemInfo | null;
  /** The ids the running (or last) bulk action works on. */
  bulkIds: string[];
  bulkResult: BulkResult | null;
}

export type ListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.filter'; key: string; values: readonly string[] }
  | { type: 'list.sort'; field: string; direction?: SortDirection }
  | { type: 'list.page'; page: number }
  | { type: 'list.pageSize'; size: number }
  | { type: 'list.clear' }
  | { type: 'list.retry' }
  | { type: 'list.refresh' }
  | { type: 'list.select'; id: string; selected: boolean }
  | { type: 'list.selectAll'; selected: boolean }
  | { type: 'list.clearSelection' }
  | { type: 'list.bulk'; action: string; ids?: readonly string[] }
  | { type: 'list.locationChanged'; path: string; search: string };
