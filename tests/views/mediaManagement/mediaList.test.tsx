import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { LoadPageInput } from '../../../src/machines/admin/listMachine';
import { mediaListMachine } from '../../../src/machines/mediaManagement/mediaListMachine';
import { variablesOf } from '../../../src/machines/mediaManagement/mediaQuery';
import { MediaListPage } from '../../../src/views/mediaManagement/MediaListPage';
import { row } from '../../machines/mediaManagement/fixtures';
import { renderView } from '../render';
import { pageProps, settle } from './fixtures';

const ROWS = [
  row('m-1', {
    title: 'Fire safety',
    type: 'SCORM',
    categoryPath: 'Safety / Fire',
    published: true,
    enrolmentCount: 3,
    coverUrl: '/files/c-1',
  }),
  row('m-2', { title: 'Old handout', unitName: 'Warehouse', archivedAt: '2026-03-01T00:00:00.000Z' }),
];

function listMachine(opts: { rows?: typeof ROWS; fail?: boolean } = {}) {
  const loads: LoadPageInput[] = [];
  const ran: string[] = [];
  const bulk = (name: string) =>
    fromPromise(async ({ input }: { input: { ids: string[] } }) => {
      ran.push(`${name} ${input.ids.join()}`);
      return { count: input.ids.length };
    });
  const machine = mediaListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: LoadPageInput }) => {
        loads.push(input);
        if (opts.fail) throw new Error('offline');
        const rows = input.query.search ? [] : (opts.rows ?? ROWS);
        return { rows, total: rows.length };
      }),
      'bulk.archive': bulk('archive'),
      'bulk.unarchive': bulk('unarchive'),
      'bulk.publish': bulk('publish'),
    } as never,
  });
  return { machine, loads, ran };
}

describe('the media list', () => {
  it('shows each medium with cover, type, category, unit, status, learners and a link to edit it', async () => {
    const { props } = pageProps('?q=&type=SCORM');
    const { machine } = listMachine();
    renderView(<MediaListPage {...props} listSearch="?type=SCORM" machine={machine} />, {
      path: '/media-management',
    });
    const table = await screen.findByRole('table', { name: 'Media' });
    const fire = within(table).getByRole('row', { name: /Fire safety/ });
    expect(within(fire).getByRole('link', { name: 'Fire safety' })).toHaveAttribute(
      'href',
      '/media-management?type=SCORM&edit=m-1',
    );
    expect(fire.querySelector('img')).toHaveAttribute('src', '/files/c-1');
    expect(fire).toHaveTextContent('SCORM course');
    expect(fire).toHaveTextContent('Safety / Fire');
    expect(fire).toHaveTextContent('All units');
    expect(fire).toHaveTextContent('Published');
    expect(fire).toHaveTextContent('3 learners');
    const old = within(table).getByRole('row', { name: /Old handout/ });
    expect(old).toHaveTextContent('Warehouse');
    expect(old).toHaveTextContent('Archived since');
    expect(old).toHaveTextContent('No category');
    expect(within(table).getByRole('columnheader', { name: /Last changed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('link', { name: 'Add medium' })).toHaveAttribute(
      'href',
      '/media-management?type=SCORM&new=',
    );
  });

  it('says when there are no media yet and offers to add the first', async () => {
    const { props } = pageProps();
    renderView(<MediaListPage {...props} machine={listMachine({ rows: [] }).machine} />);
    expect(await screen.findByText('No media yet — add the first.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add medium' })).toHaveLength(1);
  });

  it('sends the filters and the search to the API and helps out of an empty result', async () => {
    const { props } = pageProps();
    const { machine, loads } = listMachine();
    renderView(<MediaListPage {...props} machine={machine} />);
    await screen.findByRole('table', { name: 'Media' });
    await settle();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Safety / Fire');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'All units');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Published' }), 'Not published');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Archived media');
    await settle();
    expect(variablesOf(loads.at(-1)!.query, 0, 25).filter).toEqual({
      categoryIds: ['11111111-0000-4000-8000-000000000002'],
      everyUnit: true,
      published: false,
      state: 'ARCHIVED',
    });
    // Archived media are restored, not archived, in bulk.
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^Select Fire safety/ })[0]!);
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    expect(within(bar).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search media' }), 'zzz');
    expect(await screen.findByText(/Nothing matches/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('table', { name: 'Media' })).toBeInTheDocument();
    expect(loads.at(-1)!.query).toMatchObject({ search: '', filters: {} });
  });

  it('asks before archiving, then offers an undo that brings the media back as they were', async () => {
    const { props, toaster } = pageProps();
    const { machine, ran } = listMachine();
    renderView(
      <>
        <MediaListPage {...props} machine={machine} />
        {toaster}
      </>,
    );
    await screen.findByRole('table', { name: 'Media' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fire safety' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive 1 medium?' });
    expect(dialog).toHaveTextContent('Learners keep their history');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ran).toEqual([]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Archive 1 medium?' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    await settle();
    expect(ran).toEqual(['archive m-1']);
    expect((await screen.findAllByText('1 medium archived.')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(ran).toEqual(['archive m-1', 'unarchive m-1']);
  });

  it('publishes the selected page at once, without a question', async () => {
    const { props } = pageProps();
    const { machine, ran } = listMachine();
    renderView(<MediaListPage {...props} machine={machine} />);
    await screen.findByRole('table', { name: 'Media' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(ran).toEqual(['publish m-1,m-2']);
  });

  it('shows a failed load with a retry, and says when categories and units are missing', async () => {
    const { props } = pageProps('', new Error('down'));
    renderView(<MediaListPage {...props} machine={listMachine({ fail: true }).machine} />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toMatch(/could not be loaded/);
    expect(screen.getAllByRole('button', { name: /Try again/ }).length).toBeGreaterThanOrEqual(2);
  });
});
