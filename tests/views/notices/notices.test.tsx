// The learner's notices on the dashboard: loading, error with retry, empty, the list with mark-as-read
// (one or all), a failed mark, and a live notice arriving as a toast with a link to My media.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { noticesMachine } from '../../../src/machines/notices/noticesMachine';
import type { Notice, NoticeReceivedEvent } from '../../../src/machines/notices/noticesActors';
import type { ApiSettings } from '../../../src/services/api';
import { AssignmentNoticesLive } from '../../../src/views/notices/AssignmentNotices';
import { LiveNotice, NoticesPanel, type NoticesPanelProps } from '../../../src/views/notices/NoticesPanel';
import { renderView } from '../render';

const api: ApiSettings = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  __typename: 'AssignmentNotice',
  id,
  event: 'ASSIGNED',
  assignmentId: `a-${id}`,
  itemKind: 'MEDIUM',
  itemId: `m-${id}`,
  itemTitle: 'Fire safety',
  dueOn: '2026-12-24',
  createdAt: `2026-12-0${id}T10:00:00Z`,
  read: false,
  ...overrides,
});

const base: NoticesPanelProps = {
  status: 'ready',
  notices: [],
  marking: [],
  markFailed: false,
  onRetry: vi.fn(),
  onMarkRead: vi.fn(),
};

describe('NoticesPanel', () => {
  it('shows loading, an error with retry, and an empty state', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<NoticesPanel {...base} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices…');
    rerender(<NoticesPanel {...base} status="failed" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<NoticesPanel {...base} />);
    expect(screen.getByText('No new notices.')).toBeInTheDocument();
  });

  it('says what each notice is about, in the reader’s language, and marks one or all read', async () => {
    const onMarkRead = vi.fn();
    const notices = [
      notice('3', { event: 'OVERDUE', itemTitle: 'First aid', dueOn: '2026-12-01' }),
      notice('2', { event: 'DUE_SOON' }),
      notice('1', { dueOn: null, itemKind: 'PATH', itemTitle: 'Ward induction' }),
    ];
    renderView(<NoticesPanel {...base} notices={notices} onMarkRead={onMarkRead} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByText('Overdue: First aid, was due Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Due soon: Fire safety, due Dec 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('New assignment: Ward induction')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Open my media' }))
      expect(link).toHaveAttribute('href', '/media');
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: Due soon: Fire safety, due Dec 24, 2026' }),
    );
    expect(onMarkRead).toHaveBeenLastCalledWith(['2']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkRead).toHaveBeenLastCalledWith(['3', '2', '1']);
  });

  it('disables marking while a mark runs and says when it failed; German texts', () => {
    const { rerender } = renderView(
      <NoticesPanel {...base} notices={[notice('1'), notice('2')]} marking={['1']} />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    rerender(<NoticesPanel {...base} notices={[notice('1')]} markFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be marked as read');
    renderView(<NoticesPanel {...base} notices={[notice('5')]} />, { locale: 'de' });
    expect(screen.getByText('Neue Zuweisung: Fire safety, fällig am 24.12.2026')).toBeInTheDocument();
  });
});

describe('LiveNotice', () => {
  it('keeps an empty status region until a notice arrives, then shows it with a dismiss button', async () => {
    const onDismiss = vi.fn();
    const { rerender } = renderView(<LiveNotice notice={null} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<LiveNotice notice={notice('1')} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('New assignment: Fire safety, due Dec 24, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('AssignmentNoticesLive', () => {
  it('lists the unread notices, takes a live one as a toast and in the list, and marks read', async () => {
    let push: (event: NoticeReceivedEvent) => void = () => {};
    const marked: string[][] = [];
    const machine = noticesMachine.provide({
      actors: {
        loadNotices: fromPromise<Notice[], { api: ApiSettings }>(async () => [
          notice('1', { itemTitle: 'Hygiene' }),
        ]),
        markNoticesRead: fromPromise<string[], { api: ApiSettings; ids: string[] }>(async ({ input }) => {
          marked.push(input.ids);
          return input.ids;
        }),
        watchNotices: fromCallback<{ type: 'noop' }, { api: ApiSettings }, NoticeReceivedEvent>(
          ({ sendBack }) => {
            push = sendBack;
          },
        ),
      },
    });
    renderView(<AssignmentNoticesLive machine={machine} api={api} />);
    expect(await screen.findByText('New assignment: Hygiene, due Dec 24, 2026')).toBeInTheDocument();
    act(() => push({ type: 'notices.received', notice: notice('2', { createdAt: '2026-12-09T10:00:00Z' }) }));
    expect(screen.getByRole('status')).toHaveTextContent('New assignment: Fire safety, due Dec 24, 2026');
    expect(screen.getAllByText('New assignment: Fire safety, due Dec 24, 2026')).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: New assignment: Hygiene, due Dec 24, 2026' }),
    );
    await waitFor(() => expect(screen.queryByText('New assignment: Hygiene, due Dec 24, 2026')).toBeNull());
    expect(marked).toEqual([['1']]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
