// The dashboard's "Latest news": headlines with dates, the article dialog, the loading/error/empty
// states, and live items from the subscription arriving on top.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { learnerDashboardMachine } from '../../../src/machines/learning/learnerDashboardMachine';
import type {
  DashboardData,
  NewsItem,
  NewsPublishedEvent,
} from '../../../src/machines/learning/learningActors';
import type { ApiSettings } from '../../../src/services/api';
import {
  LearnerDashboardLive,
  LearnerDashboardView,
  type LearnerDashboardViewProps,
} from '../../../src/views/learning/LearnerDashboard';
import { api, news } from '../../machines/learning/fixtures';
import { renderView } from '../render';

const welcome: NewsItem = {
  ...news('n-1', '2026-01-05T09:00:00.000Z'),
  title: 'Welcome to Sitos Academy',
  body: 'Our new platform is open.\n\nWrite to us any time:\nlearning@example.org',
  // As the server stored it (sanitised to the allow-list); the link's javascript: target stands for anything
  // that got past it: the app's reader keeps only http(s) and mailto targets.
  html:
    '<p>Our new platform is open.</p><p>Write to <strong>us</strong> any time:<br>learning@example.org</p>' +
    '<p><a href="javascript:alert(1)">Help</a></p>',
};
const team: NewsItem = {
  ...news('n-2', '2026-02-20T09:00:00.000Z'),
  title: 'Team lunch',
  unitName: 'Customer Service',
  unitNames: ['Customer Service'],
};

const base: LearnerDashboardViewProps = {
  status: 'ready',
  assigned: [],
  continueWith: [],
  paths: [],
  recommendations: [],
  onRetry: vi.fn(),
  news: {
    status: 'ready',
    news: [team, welcome],
    openNews: null,
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onRetry: vi.fn(),
  },
};
const withNews = (news: Partial<LearnerDashboardViewProps['news']>) => ({
  ...base,
  news: { ...base.news, ...news },
});

const region = () => screen.getByRole('region', { name: 'Latest news' });

describe('latest news on the dashboard', () => {
  it('lists headlines with their publication date and unit; a headline opens its article', async () => {
    const onOpen = vi.fn();
    renderView(<LearnerDashboardView {...withNews({ onOpen })} />);
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual([
      'Team lunch',
      'Welcome to Sitos Academy',
    ]);
    expect(within(items[0]!).getByText('Published Feb 20, 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText('For Customer Service')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/^For /)).toBeNull();
    await userEvent.click(within(region()).getByRole('button', { name: 'Welcome to Sitos Academy' }));
    expect(onOpen).toHaveBeenCalledWith('n-1');
  });

  it('shows the open article formatted as stored, in a dialog that closes with its button and Escape', async () => {
    const onClose = vi.fn();
    renderView(<LearnerDashboardView {...withNews({ openNews: welcome, onClose })} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Sitos Academy' });
    const paragraphs = dialog.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      expect.stringContaining('Published Jan 5, 2026'),
      'Our new platform is open.',
      'Write to us any time:learning@example.org',
      'Help',
    ]);
    expect(dialog.querySelector('strong')).toHaveTextContent('us');
    expect(dialog.querySelector('br')).not.toBeNull();
    expect(within(dialog).getByText('Help').getAttribute('href')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has loading, empty and error states, independent of the media sections', async () => {
    const { rerender } = renderView(<LearnerDashboardView {...withNews({ status: 'loading' })} />);
    expect(within(region()).getByRole('status')).toHaveTextContent('Loading');
    rerender(<LearnerDashboardView {...withNews({ news: [] })} />);
    expect(within(region()).getByText('No news yet.')).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<LearnerDashboardView {...withNews({ status: 'failed', onRetry })} status="ready" />);
    expect(screen.getByRole('region', { name: 'Assigned to you' })).toBeInTheDocument();
    await userEvent.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Media failing leaves the news readable.
    rerender(<LearnerDashboardView {...base} status="failed" />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(region()).getByRole('button', { name: 'Team lunch' })).toBeInTheDocument();
  });

  it('shows the texts in German and Swahili', () => {
    const { unmount } = renderView(<LearnerDashboardView {...withNews({ news: [] })} />, { locale: 'de' });
    expect(screen.getByRole('region', { name: 'Aktuelle Neuigkeiten' })).toHaveTextContent(
      'Noch keine Neuigkeiten.',
    );
    unmount();
    renderView(<LearnerDashboardView {...withNews({ openNews: team })} />, { locale: 'sw' });
    expect(screen.getByRole('dialog', { name: 'Team lunch' })).toHaveTextContent('Kwa Customer Service');
  });
});

describe('the dashboard on its machine', () => {
  it('loads the headlines, opens one, and puts a live item on top while the dashboard is open', async () => {
    let publish: ((event: NewsPublishedEvent) => void) | undefined;
    const machine = learnerDashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise<DashboardData, { api: ApiSettings }>(async () => ({
          myMedia: [],
          paths: [],
          recommendations: [],
        })),
        watchAssignmentNotices: fromCallback(() => {}),
        loadNews: fromPromise<NewsItem[], { api: ApiSettings }>(async () => [welcome]),
        watchNews: fromCallback<{ type: 'noop' }, { api: ApiSettings }, NewsPublishedEvent>(
          ({ sendBack }) => {
            publish = sendBack;
          },
        ),
      },
    });
    renderView(<LearnerDashboardLive machine={machine} api={api} />);
    const headline = await within(region()).findByRole('button', { name: 'Welcome to Sitos Academy' });
    await userEvent.click(headline);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Sitos Academy' });
    expect(dialog).toHaveTextContent('Our new platform is open.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => publish?.({ type: 'news.published', item: team }));
    expect(
      within(region())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Team lunch', 'Welcome to Sitos Academy']);
  });

  it('offers a retry when the news cannot be loaded', async () => {
    let calls = 0;
    const machine = learnerDashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise<DashboardData, { api: ApiSettings }>(async () => ({
          myMedia: [],
          paths: [],
          recommendations: [],
        })),
        watchAssignmentNotices: fromCallback(() => {}),
        loadNews: fromPromise<NewsItem[], { api: ApiSettings }>(async () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return [welcome];
        }),
        watchNews: fromCallback<{ type: 'noop' }, { api: ApiSettings }, NewsPublishedEvent>(() => {}),
      },
    });
    renderView(<LearnerDashboardLive machine={machine} api={api} />);
    await userEvent.click(await within(region()).findByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByRole('button', { name: 'Welcome to Sitos Academy' })).toBeVisible();
  });
});
