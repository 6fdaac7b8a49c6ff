// The super console's panels over fake API actors: the health figures and the failure with retry, the
// learner's data panel (download offered once the export succeeded, a pending request to withdraw) and the
// administrators' empty request list, in English and German.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { HealthPanel } from '../../../src/views/superConsole/HealthPanel';
import { MyDataPanel } from '../../../src/views/superConsole/MyDataPanel';
import { DeletionRequestsPanel } from '../../../src/views/superConsole/DeletionRequestsPanel';
import { api, health, job, request } from '../../machines/superConsole/fixtures';
import { renderView } from '../render';
import type * as ConsoleActors from '../../../src/machines/superConsole/consoleActors';

const answers = vi.hoisted(() => ({
  health: [] as Array<() => unknown>,
  exports: [] as unknown[],
  deletion: null as unknown,
  requests: [] as unknown[],
}));

vi.mock('../../../src/machines/superConsole/consoleActors', async (original) => {
  const real = await original<typeof ConsoleActors>();
  return {
    ...real,
    loadHealth: fromPromise(async () => (answers.health.shift() ?? (() => health))()),
    loadMyExports: fromPromise(async () => answers.exports),
    loadMyDeletion: fromPromise(async () => answers.deletion),
    loadDeletionRequests: fromPromise(async () => answers.requests),
  };
});

beforeEach(() => {
  answers.health = [];
  answers.exports = [];
  answers.deletion = null;
  answers.requests = [];
});

describe('HealthPanel', () => {
  it('shows each part with its status and figures', async () => {
    answers.health = [() => health];
    renderView(<HealthPanel api={api} />, { path: '/super-console' });
    const database = (await screen.findByRole('heading', { name: 'Database' })).closest(
      '.rt-Card',
    ) as HTMLElement;
    expect(within(database).getByText('PGlite')).toBeInTheDocument();
    expect(within(database).getByText('0.4 milliseconds')).toBeInTheDocument();
    expect(within(database).getByText('OK')).toBeInTheDocument();
    const mail = screen.getByRole('heading', { name: 'Mail' }).closest('.rt-Card') as HTMLElement;
    expect(within(mail).getByText('Not configured')).toBeInTheDocument();
    expect(within(mail).getByText('not set')).toBeInTheDocument();
    const jobs = screen.getByRole('heading', { name: 'Background jobs' }).closest('.rt-Card') as HTMLElement;
    expect(within(jobs).getByText('Failed')).toBeInTheDocument();
  });

  it('says when health could not be read and tries again', async () => {
    answers.health = [
      () => {
        throw new Error('offline');
      },
      () => health,
    ];
    renderView(<HealthPanel api={api} />, { path: '/super-console' });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Database' })).toBeInTheDocument();
  });
});

describe('MyDataPanel', () => {
  it('offers the zip of a finished export and the withdrawal of a pending request, in German', async () => {
    answers.exports = [job('j-1', 'succeeded')];
    answers.deletion = request('PENDING');
    renderView(<MyDataPanel api={api} />, { path: '/super-console', locale: 'de' });
    expect(await screen.findByRole('button', { name: 'ZIP herunterladen' })).toBeInTheDocument();
    expect(screen.getByText('Erfolgreich')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Antrag zurückziehen' })).toBeInTheDocument();
    expect(screen.getByText('Offen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschung beantragen' })).toBeNull();
  });

  it('starts with nothing exported and no request', async () => {
    renderView(<MyDataPanel api={api} />, { path: '/super-console' });
    expect(await screen.findByRole('button', { name: 'Prepare my data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download zip' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Request deletion' }));
    expect(screen.getByLabelText('Why? (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send deletion request' })).toBeInTheDocument();
  });
});

describe('DeletionRequestsPanel', () => {
  it('says when nobody asked', async () => {
    renderView(<DeletionRequestsPanel api={api} />, { path: '/super-console' });
    expect(await screen.findByText('No pending deletion requests.')).toBeInTheDocument();
  });

  it('lists a pending request with its actions', async () => {
    answers.requests = [{ ...request('PENDING'), reason: 'I left' }];
    renderView(<DeletionRequestsPanel api={api} />, { path: '/super-console' });
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Liam Otieno (learner)')).toBeInTheDocument();
    expect(within(item).getByText('I left')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Liam Otieno?' });
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });
});
