// The list machine factory's behaviour beyond its transitions: the query in the URL both ways (with
// the real navigation machine), the debounce, stale answers, paging past the end, selection and
// bulk actions with their toasts and undo.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import {
  queryFromSearch,
  searchFromQuery,
  selectBulkResult,
  selectListStatus,
  selectQuery,
  selectRows,
  selectSelected,
  type ListQueryConfig,
  type LoadPageInput,
} from '../../../src/machines/admin/listMachine';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { selectToasts } from '../../../src/machines/admin/toastMachine';
import { navigationMachine, parseLocation, selectLocation } from '../../../src/machines/navigationMachine';
import { ManualClock } from '../../../src/machines/testing/modelRunner';
import {
  api,
  bulkWith,
  loadPageWith,
  row,
  sampleListMachine,
  startedToasts,
  stubNavigation,
  type SampleRow,
} from './samples';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const config: ListQueryConfig = {
  sortFields: ['title', 'updated'],
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['type', 'published'],
  pageSizes: [25, 50],
  defaultPageSize: 25,
};

describe('queryFromSearch / searchFromQuery', () => {
  it('leaves the defaults out of the URL', () => {
    expect(searchFromQuery(queryFromSearch('', config), config)).toBe('');
    expect(queryFromSearch('', config)).toEqual({
      search: '',
      filters: {},
      sort: 'updated',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('reads and writes every part, filters sorted and without repeats', () => {
    const query = queryFromSearch(
      '?q=fire%20safety&type=VIDEO,PDF,PDF&sort=title&dir=desc&page=3&size=50',
      config,
    );
    expect(query).toEqual({
      search: 'fire safety',
      filters: { type: ['PDF', 'VIDEO'] },
      sort: 'title',
      direction: 'desc',
      page: 3,
      pageSize: 50,
    });
    const search = searchFromQuery(query, config);
    expect(search).toBe('?q=fire+safety&type=PDF%2CVIDEO&sort=title&dir=desc&page=3&size=50');
    expect(queryFromSearch(search, config)).toEqual(query);
  });

  it('another sort field starts ascending, so only a descending one writes dir', () => {
    expect(searchFromQuery({ ...queryFromSearch('', config), sort: 'title', direction: 'asc' }, config)).toBe(
      '?sort=title',
    );
    expect(queryFromSearch('?sort=title', config).direction).toBe('asc');
    expect(searchFromQuery({ ...queryFromSearch('', config), direction: 'asc' }, config)).toBe('?dir=asc');
  });

  it('falls back to defaults for what it cannot use', () => {
    expect(queryFromSearch('?sort=password&dir=sideways&page=-2&size=1000&colour=red&q=', config)).toEqual(
      queryFromSearch('', config),
    );
    expect(queryFromSearch('?page=1e3', config).page).toBe(1);
    expect(queryFromSearch(`?q=${'x'.repeat(500)}`, config).search).toHaveLength(200);
  });

  it('keeps parameters it does not own, drops its own it no longer needs', () => {
    const query = { ...queryFromSearch('', config), search: 'a' };
    expect(searchFromQuery(query, config, '?edit=m-1&page=4&type=PDF')).toBe('?edit=m-1&q=a');
  });
});

/** The app's navigation machine, signed in as an admin, with the browser history recorded. */
function appNavigation(start: string) {
  const history: AnyEventObject[] = [];
  const actor = createActor(
    navigationMachine.provide({
      actors: {
        browserHistory: fromCallback(({ receive }) => {
          receive((command) => history.push(command));
        }),
      },
    }),
    { input: { location: parseLocation(start) } },
  ).start();
  actor.send({
    type: 'navigation.authChanged',
    signedIn: true,
    roles: ['ADMIN'],
    completed: true,
    location: null,
  });
  return { actor, history };
}

function listWith(
  navigation: ReturnType<typeof stubNavigation>['ref'],
  load: (input: LoadPageInput, signal: AbortSignal) => Promise<{ rows: SampleRow[]; total: number }>,
  extra: {
    clock?: ManualClock;
    toasts?: ReturnType<typeof startedToasts>;
    bulk?: Parameters<typeof bulkWith>[0];
  } = {},
) {
  const bulk = extra.bulk ?? (async () => undefined);
  const machine = sampleListMachine.provide({
    actors: {
      loadPage: loadPageWith(load),
      'bulk.publish': bulkWith(bulk),
      'bulk.archive': bulkWith(bulk),
      'bulk.restore': bulkWith(bulk),
    } as never,
  });
  return createActor(machine, {
    input: { api, navigation, ...(extra.toasts ? { toasts: extra.toasts } : {}) },
    ...(extra.clock ? { clock: extra.clock } : {}),
  }).start();
}

describe('createListMachine and the URL', () => {
  it('starts from the URL, writes query changes back (replacing), and follows back/forward', async () => {
    const nav = appNavigation('/media-management?q=fire&type=PDF&page=2&edit=m-9');
    const loads: LoadPageInput[] = [];
    const list = listWith(nav.actor as never, async (input) => {
      loads.push(input);
      return { rows: [row('r1')], total: 60 };
    });
    await settle();
    expect(loads[0]).toMatchObject({
      offset: 25,
      first: 25,
      query: { search: 'fire', filters: { type: ['PDF'] }, page: 2 },
    });

    list.send({ type: 'list.sort', field: 'title' });
    await settle();
    expect(selectLocation(nav.actor.getSnapshot())).toEqual({
      path: '/media-management',
      search: '?edit=m-9&q=fire&type=PDF&sort=title',
    });
    expect(nav.history.at(-1)).toEqual({
      type: 'history.replace',
      url: '/media-management?edit=m-9&q=fire&type=PDF&sort=title',
    });
    expect(loads.at(-1)).toMatchObject({ offset: 0, query: { sort: 'title', direction: 'asc', page: 1 } });
    const loadsBefore = loads.length;
    const historyBefore = nav.history.length;

    // Back: the browser shows an older address; the list follows without being told by a view.
    nav.actor.send({ type: 'navigation.popped', path: '/media-management', search: '?q=other' });
    await settle();
    expect(selectQuery(list.getSnapshot())).toMatchObject({ search: 'other', sort: 'updated', filters: {} });
    expect(loads).toHaveLength(loadsBefore + 1);
    // It wrote nothing back (the address already says this query): the one history command is the
    // navigation machine's own for the popped location.
    expect(nav.history.slice(historyBefore)).toEqual([
      { type: 'history.replace', url: '/media-management?q=other' },
    ]);

    // Another screen: its location is not the list's.
    nav.actor.send({ type: 'navigation.navigate', to: '/dashboard?q=zzz' });
    await settle();
    expect(selectQuery(list.getSnapshot()).search).toBe('other');
    expect(loads).toHaveLength(loadsBefore + 1);
    list.stop();
  });

  it('writes the canonical form of a malformed address once, and only when it differs', async () => {
    const nav = appNavigation('/media-management?page=zero&sort=title&dir=asc');
    const list = listWith(nav.actor as never, async () => ({ rows: [row('r1')], total: 1 }));
    await settle();
    expect(selectLocation(nav.actor.getSnapshot())).toEqual({
      path: '/media-management',
      search: '?sort=title',
    });
    const commands = nav.history.length;
    list.send({ type: 'list.refresh' });
    await settle();
    expect(nav.history).toHaveLength(commands);
    list.stop();
  });
});

describe('createListMachine loading', () => {
  it('waits for a pause in typing: one timer, one search', async () => {
    const clock = new ManualClock();
    const nav = stubNavigation();
    const loads: LoadPageInput[] = [];
    const list = listWith(nav.ref, async (input) => (loads.push(input), { rows: [row('r1')], total: 1 }), {
      clock,
    });
    await settle();
    for (const text of ['f', 'fi', 'fir', 'fire']) list.send({ type: 'list.search', text });
    expect(clock.timers.size).toBe(1);
    expect([...clock.timers.values()][0]?.ms).toBe(300);
    expect(loads).toHaveLength(1);
    // The field shows what was typed at once.
    expect(selectQuery(list.getSnapshot()).search).toBe('fire');
    clock.fireOldest();
    await settle();
    expect(loads).toHaveLength(2);
    expect(loads[1]?.query.search).toBe('fire');
    expect(nav.actor.getSnapshot().context.navigated.at(-1)).toEqual({
      to: '/sample-management?q=fire',
      replace: true,
    });
    list.stop();
  });

  it('drops an answer that comes after a newer query was asked, and aborts its request', async () => {
    const nav = stubNavigation();
    const pending: Array<{
      input: LoadPageInput;
      signal: AbortSignal;
      resolve: (p: { rows: SampleRow[]; total: number }) => void;
    }> = [];
    const list = listWith(
      nav.ref,
      (input, signal) => new Promise((resolve) => pending.push({ input, signal, resolve })),
    );
    await settle();
    list.send({ type: 'list.filter', key: 'type', values: ['PDF'] });
    await settle();
    expect(pending).toHaveLength(2);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[1]!.resolve({ rows: [row('pdf')], total: 1 });
    await settle();
    pending[0]!.resolve({ rows: [row('stale')], total: 1 });
    await settle();
    expect(selectRows(list.getSnapshot()).map((r) => r.id)).toEqual(['pdf']);
    list.stop();
  });

  it('shows the last page when the asked one is past the end, empty vs no results, and failure with retry', async () => {
    const nav = stubNavigation('/sample-management?page=9');
    let answer: () => Promise<{ rows: SampleRow[]; total: number }> = async () => ({ rows: [], total: 30 });
    const loads: LoadPageInput[] = [];
    const list = listWith(nav.ref, (input) => {
      loads.push(input);
      return input.query.page === 2 ? Promise.resolve({ rows: [row('r26')], total: 30 }) : answer();
    });
    await settle();
    expect(loads.map((l) => l.query.page)).toEqual([9, 2]);
    expect(selectListStatus(list.getSnapshot())).toBe('ready');

    answer = async () => ({ rows: [], total: 0 });
    list.send({ type: 'list.page', page: 1 });
    await settle();
    expect(selectListStatus(list.getSnapshot())).toBe('empty');
    list.send({ type: 'list.search', text: 'nothing' });
    list.send({ type: 'list.refresh' });
    await settle();
    expect(selectListStatus(list.getSnapshot())).toBe('noResults');

    answer = () =>
      Promise.reject(new AdminApiError([{ message: 'nope', extensions: { code: 'FORBIDDEN' } }]));
    list.send({ type: 'list.clear' });
    await settle();
    expect(selectListStatus(list.getSnapshot())).toBe('failed');
    expect(list.getSnapshot().context.problem).toEqual({ code: 'FORBIDDEN', message: 'nope' });
    answer = async () => ({ rows: [row('r1')], total: 1 });
    list.send({ type: 'list.retry' });
    await settle();
    expect(selectListStatus(list.getSnapshot())).toBe('ready');
    expect(list.getSnapshot().context.problem).toBeNull();
    list.stop();
  });

  it('sort on the same field flips its direction; unknown fields, filters and sizes change nothing', async () => {
    const nav = stubNavigation();
    const list = listWith(nav.ref, async () => ({ rows: [row('r1')], total: 1 }));
    await settle();
    list.send({ type: 'list.sort', field: 'title' });
    expect(selectQuery(list.getSnapshot())).toMatchObject({ sort: 'title', direction: 'asc' });
    list.send({ type: 'list.sort', field: 'title' });
    expect(selectQuery(list.getSnapshot())).toMatchObject({ sort: 'title', direction: 'desc' });
    const before = selectQuery(list.getSnapshot());
    list.send({ type: 'list.sort', field: 'password' });
    list.send({ type: 'list.filter', key: 'q', values: ['x'] });
    list.send({ type: 'list.pageSize', size: 7 });
    list.send({ type: 'list.page', page: 0 });
    expect(selectQuery(list.getSnapshot())).toEqual(before);
    list.send({ type: 'list.filter', key: 'type', values: ['VIDEO', 'PDF', 'PDF'] });
    expect(selectQuery(list.getSnapshot()).filters).toEqual({ type: ['PDF', 'VIDEO'] });
    list.send({ type: 'list.filter', key: 'type', values: [] });
    expect(selectQuery(list.getSnapshot()).filters).toEqual({});
    list.stop();
  });
});

describe('createListMachine selection and bulk actions', () => {
  it('a query change clears the selection; a refresh keeps the rows still there', async () => {
    const nav = stubNavigation();
    let ids = ['r1', 'r2', 'r3'];
    const list = listWith(nav.ref, async () => ({ rows: ids.map(row), total: ids.length }));
    await settle();
    list.send({ type: 'list.selectAll', selected: true });
    list.send({ type: 'list.select', id: 'r2', selected: false });
    list.send({ type: 'list.select', id: 'not-shown', selected: true });
    expect(selectSelected(list.getSnapshot())).toEqual(['r1', 'r3']);
    ids = ['r1', 'r2'];
    list.send({ type: 'list.refresh' });
    await settle();
    expect(selectSelected(list.getSnapshot())).toEqual(['r1']);
    list.send({ type: 'list.page', page: 1 });
    expect(selectSelected(list.getSnapshot())).toEqual([]);
    list.stop();
  });

  it('a bulk action that works clears the selection, reloads, and its toast can undo it', async () => {
    const nav = stubNavigation();
    const toasts = startedToasts();
    const calls: Array<{ ids: string[] }> = [];
    let loads = 0;
    const list = listWith(nav.ref, async () => (loads++, { rows: [row('r1'), row('r2')], total: 2 }), {
      toasts,
      bulk: async (input) => void calls.push({ ids: input.ids }),
    });
    await settle();
    list.send({ type: 'list.selectAll', selected: true });
    list.send({ type: 'list.bulk', action: 'archive' });
    await settle();
    expect(calls).toEqual([{ ids: ['r1', 'r2'] }]);
    expect(selectSelected(list.getSnapshot())).toEqual([]);
    expect(selectBulkResult(list.getSnapshot())).toEqual({
      action: 'archive',
      ids: ['r1', 'r2'],
      count: 2,
      problem: null,
    });
    expect(loads).toBe(2);
    const [toast] = selectToasts(toasts.getSnapshot());
    expect(toast).toMatchObject({ tone: 'success', text: { id: 'sample.archived', values: { count: 2 } } });
    expect(toast?.undo?.event).toEqual({ type: 'list.bulk', action: 'restore', ids: ['r1', 'r2'] });

    toasts.send({ type: 'toast.undo', key: toast!.key });
    await settle();
    expect(calls.at(-1)).toEqual({ ids: ['r1', 'r2'] });
    expect(selectBulkResult(list.getSnapshot())?.action).toBe('restore');
    // Restore has no undo of its own.
    expect(selectToasts(toasts.getSnapshot()).at(-1)?.undo).toBeUndefined();
    list.stop();
  });

  it('an undo runs only on the rows the action changed, and none is offered when it changed nothing', async () => {
    const nav = stubNavigation();
    const toasts = startedToasts();
    const calls: Array<{ ids: string[] }> = [];
    // r1 was archived before: the archive leaves it alone and says it changed r2 only.
    const list = listWith(nav.ref, async () => ({ rows: [row('r1'), row('r2')], total: 2 }), {
      toasts,
      bulk: async (input) => {
        calls.push({ ids: input.ids });
        return { ids: input.ids.filter((id) => id !== 'r1') };
      },
    });
    await settle();
    list.send({ type: 'list.selectAll', selected: true });
    list.send({ type: 'list.bulk', action: 'archive' });
    await settle();
    expect(calls).toEqual([{ ids: ['r1', 'r2'] }]);
    expect(selectBulkResult(list.getSnapshot())).toMatchObject({ action: 'archive', ids: ['r2'], count: 1 });
    const [toast] = selectToasts(toasts.getSnapshot());
    expect(toast).toMatchObject({ text: { id: 'sample.archived', values: { count: 1 } } });
    expect(toast?.undo?.event).toEqual({ type: 'list.bulk', action: 'restore', ids: ['r2'] });
    toasts.send({ type: 'toast.undo', key: toast!.key });
    await settle();
    expect(calls.at(-1)).toEqual({ ids: ['r2'] });

    list.send({ type: 'list.bulk', action: 'archive', ids: ['r1'] });
    await settle();
    const last = selectToasts(toasts.getSnapshot()).at(-1);
    expect(last).toMatchObject({ text: { id: 'sample.archived', values: { count: 0 } } });
    expect(last?.undo).toBeUndefined();
    list.stop();
  });

  it('a bulk action that fails keeps the selection and says why; nothing runs without a selection', async () => {
    const nav = stubNavigation();
    const toasts = startedToasts();
    let calls = 0;
    const list = listWith(nav.ref, async () => ({ rows: [row('r1'), row('r2')], total: 2 }), {
      toasts,
      bulk: async () => {
        calls++;
        throw new AdminApiError([{ message: 'r2 is not yours', extensions: { code: 'FORBIDDEN' } }]);
      },
    });
    await settle();
    list.send({ type: 'list.bulk', action: 'publish' });
    await settle();
    expect(calls).toBe(0);
    list.send({ type: 'list.select', id: 'r2', selected: true });
    list.send({ type: 'list.bulk', action: 'publish' });
    expect(list.getSnapshot().hasTag('bulkRunning')).toBe(true);
    await settle();
    expect(calls).toBe(1);
    expect(selectSelected(list.getSnapshot())).toEqual(['r2']);
    expect(selectBulkResult(list.getSnapshot())?.problem).toEqual({
      code: 'FORBIDDEN',
      message: 'r2 is not yours',
    });
    expect(selectToasts(toasts.getSnapshot()).at(-1)).toMatchObject({
      tone: 'error',
      text: { id: 'sample.publishFailed', values: { count: 1, error: 'r2 is not yours' } },
    });
    list.stop();
  });
});
