import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueScreen, type CatalogueScreenProps } from '../../../src/views/learning/CatalogueScreen';
import { MediumDetailView } from '../../../src/views/learning/MediumDetailView';
import { MyMediaList, type MyMediaListProps } from '../../../src/views/learning/MyMediaList';
import { SaveIndicator, ScormPlayer } from '../../../src/views/learning/ScormPlayer';
import { item, launch, myMedium, pathSummary } from '../../machines/learning/fixtures';
import { renderView } from '../render';

describe('my media', () => {
  const base: MyMediaListProps = {
    status: 'ready',
    media: [
      myMedium('m-1', {
        medium: item('m-1', 'Phishing'),
        status: 'NOT_ATTEMPTED',
        assignment: {
          id: 'a-1',
          status: 'OVERDUE',
          dueOn: '2026-02-20',
          daysLeft: -2,
          validUntil: null,
          note: 'Before the audit',
        },
        assigned: true,
      }),
      myMedium('m-3', {
        medium: item('m-3', 'First aid'),
        status: 'COMPLETED',
        assignment: {
          id: 'a-2',
          status: 'COMPLETED',
          dueOn: null,
          daysLeft: null,
          validUntil: '2027-02-28',
          note: '',
        },
        assigned: true,
      }),
      myMedium('m-4', {
        medium: item('m-4', 'Fire safety'),
        status: 'NOT_ATTEMPTED',
        assignment: {
          id: 'a-3',
          status: 'NOT_STARTED',
          dueOn: '2026-03-04',
          daysLeft: 3,
          validUntil: null,
          note: '',
        },
        assigned: true,
      }),
      myMedium('m-2', { medium: item('m-2', 'Passwords'), status: 'PASSED', progress: 100, score: 90 }),
    ],
    paths: [
      pathSummary('p-1', {
        progress: 50,
        started: true,
        next: {
          sectionId: 's-1',
          medium: item('m-5', 'Locks'),
          state: 'STARTED',
          afterTitle: null,
          status: 'INCOMPLETE',
          progress: 30,
        },
      }),
    ],
    hasAny: true,
    filter: 'all',
    onFilter: vi.fn(),
    onRetry: vi.fn(),
  };

  it('shows status, progress, score, due dates and a launch link per medium', () => {
    renderView(<MyMediaList {...base} />, { path: '/media' });
    const phishing = screen.getByRole('article', { name: 'Phishing' });
    expect(within(phishing).getByText('Not attempted')).toBeInTheDocument();
    expect(within(phishing).getByText('Overdue by 2 days (due Feb 20, 2026)')).toBeInTheDocument();
    expect(within(phishing).getByText('Note: Before the audit')).toBeInTheDocument();
    const firstAid = screen.getByRole('article', { name: 'First aid' });
    expect(within(firstAid).getByText('Valid until Feb 28, 2027')).toBeInTheDocument();
    const fire = screen.getByRole('article', { name: 'Fire safety' });
    expect(within(fire).getByText('Due in 3 days (Mar 4, 2026)')).toBeInTheDocument();
    expect(within(phishing).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/media?play=m-1');
    const passwords = screen.getByRole('article', { name: 'Passwords' });
    expect(within(passwords).getByText('Score 90')).toBeInTheDocument();
    expect(within(passwords).getByText('100% done')).toBeInTheDocument();
    expect(within(passwords).getByRole('link', { name: 'Open again' })).toBeInTheDocument();
  });

  it('lists the paths followed above the media, with progress and the next item to open', () => {
    renderView(<MyMediaList {...base} />, { path: '/media' });
    const paths = screen.getByRole('region', { name: 'Learning paths' });
    const path = within(paths).getByRole('article', { name: 'Path p-1' });
    expect(within(path).getByRole('link', { name: 'Path p-1' })).toHaveAttribute('href', '/media?path=p-1');
    expect(within(path).getByText('50% done')).toBeInTheDocument();
    expect(within(path).getByText('Next: Locks')).toBeInTheDocument();
    expect(within(path).getByRole('link', { name: 'Open Locks' })).toHaveAttribute(
      'href',
      '/media?path=p-1&play=m-5',
    );
  });

  it('filters with pressed buttons and helps out of an empty filter', async () => {
    const onFilter = vi.fn();
    renderView(<MyMediaList {...base} media={[]} filter="done" onFilter={onFilter} />, { path: '/media' });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Nothing matches this choice.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'All' })[0]!);
    expect(onFilter).toHaveBeenCalledWith('all');
  });

  it('points a learner without media to the catalogue, and offers a retry on errors', async () => {
    const { unmount } = renderView(<MyMediaList {...base} media={[]} paths={[]} hasAny={false} />, {
      path: '/media',
    });
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalogue');
    unmount();
    const onRetry = vi.fn();
    renderView(<MyMediaList {...base} status="failed" onRetry={onRetry} />, { path: '/media' });
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('catalogue', () => {
  const base: CatalogueScreenProps = {
    status: 'ready',
    search: '',
    filter: {},
    sort: null,
    page: { items: [item('m-1', 'Phishing')], paths: [], total: 13, offset: 0, hasMore: true },
    pageSize: 12,
    categories: [{ id: 'c-1', name: 'Security', parentId: null }],
    recommendations: [{ medium: item('m-9', 'Backups'), score: 1, reason: 'POPULAR' }],
    narrowed: false,
    onSearch: vi.fn(),
    onFilter: vi.fn(),
    onSort: vi.fn(),
    onPage: vi.fn(),
    onClear: vi.fn(),
    onRetry: vi.fn(),
  };

  it('searches, filters, sorts and pages by label', async () => {
    const props = { ...base, onSearch: vi.fn(), onFilter: vi.fn(), onSort: vi.fn(), onPage: vi.fn() };
    renderView(<CatalogueScreen {...props} />, { path: '/catalogue' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'p');
    expect(props.onSearch).toHaveBeenCalledWith('p');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Security');
    expect(props.onFilter).toHaveBeenCalledWith({ categoryIds: ['c-1'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Video');
    expect(props.onFilter).toHaveBeenCalledWith({ types: ['VIDEO'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(props.onSort).toHaveBeenCalledWith('NEWEST');
    expect(screen.getByText(/13 results/)).toBeInTheDocument();
    const picks = screen.getByRole('region', { name: 'Recommended for you' });
    expect(within(picks).getByRole('link', { name: 'Backups' })).toHaveAttribute(
      'href',
      '/catalogue?item=m-9',
    );
    expect(screen.getByRole('link', { name: 'Phishing' })).toHaveAttribute('href', '/catalogue?item=m-1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPage).toHaveBeenCalledWith(12);
  });

  it('offers to clear search and filters when nothing matches', async () => {
    const onClear = vi.fn();
    renderView(
      <CatalogueScreen
        {...base}
        narrowed
        page={{ items: [], paths: [], total: 0, offset: 0, hasMore: false }}
        onClear={onClear}
      />,
      { path: '/catalogue' },
    );
    expect(screen.getByText(/Nothing matches your search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('shows matching learning paths as a group of their own above the media', () => {
    renderView(
      <CatalogueScreen
        {...base}
        page={{
          ...base.page!,
          paths: [pathSummary('p-1').path, { ...pathSummary('p-2').path, following: false }],
        }}
      />,
      { path: '/catalogue' },
    );
    const group = screen.getByRole('region', { name: 'Learning paths' });
    expect(within(group).getByRole('link', { name: 'Path p-1' })).toHaveAttribute(
      'href',
      '/catalogue?path=p-1',
    );
    expect(
      within(group).getAllByText('Learning path · 2 sections · 3 media · about 45 minutes'),
    ).toHaveLength(2);
    expect(within(group).getAllByText('Following')).toHaveLength(1);
  });

  it('says so when the catalogue itself is empty', () => {
    renderView(
      <CatalogueScreen {...base} page={{ items: [], paths: [], total: 0, offset: 0, hasMore: false }} />,
      {
        path: '/catalogue',
      },
    );
    expect(screen.getByText(/The catalogue is empty/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });
});

describe('medium detail', () => {
  const detail = {
    item: item('m-1', 'Phishing'),
    myMedium: null,
    leadsTo: [{ medium: item('m-2', 'Passwords'), score: 1, reason: 'COLLABORATIVE' as const }],
  };

  it('shows description, duration, rating and what it leads on to; enrols', async () => {
    const onEnrol = vi.fn();
    renderView(<MediumDetailView status="ready" detail={detail} onEnrol={onEnrol} onRetry={vi.fn()} />, {
      path: '/catalogue',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Phishing' })).toBeInTheDocument();
    expect(screen.getAllByText(/20 minutes · 4.5 of 5 \(2 ratings\)/)[0]).toBeInTheDocument();
    const leadsTo = screen.getByRole('region', { name: 'Learners who took this also took' });
    expect(within(leadsTo).getByRole('link', { name: 'Passwords' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(onEnrol).toHaveBeenCalled();
  });

  it('once enrolled, offers to start; tells when an enrolment failed', () => {
    const { unmount } = renderView(
      <MediumDetailView
        status="ready"
        detail={{ ...detail, myMedium: myMedium('m-1') }}
        onEnrol={vi.fn()}
        onRetry={vi.fn()}
      />,
      { path: '/catalogue' },
    );
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/media?play=m-1');
    unmount();
    renderView(
      <MediumDetailView status="enrolFailed" detail={detail} onEnrol={vi.fn()} onRetry={vi.fn()} />,
      {
        path: '/catalogue',
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('enrolment did not work');
  });
});

describe('player save status', () => {
  it('is a polite live region and offers to send again when offline', async () => {
    const onRetry = vi.fn();
    renderView(<SaveIndicator status="offline" onRetry={onRetry} />, { path: '/media' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('kept on this device');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks German and Swahili too', () => {
    const { unmount } = renderView(<SaveIndicator status="saved" onRetry={vi.fn()} />, { locale: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Fortschritt gespeichert.');
    unmount();
    renderView(<SaveIndicator status="saving" onRetry={vi.fn()} />, { locale: 'sw' });
    expect(screen.getByRole('status')).toHaveTextContent('Inahifadhi maendeleo yako');
  });
});

describe('SCORM player frame', () => {
  const props = {
    api: {
      apiUrl: 'http://localhost:4000/graphql',
      issuer: 'http://localhost:4000/oidc',
      clientId: 'lms-app',
      scope: 'openid',
    },
    mediaId: 'm-1',
    title: 'Security',
    url: '/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/index.html',
    launch,
  };

  it('loads the host page from the content origin in a sandbox that cannot navigate the app', () => {
    renderView(<ScormPlayer {...props} contentOrigin="http://localhost:4001" />, { path: '/media' });
    const frame = screen.getByTitle('Course: Security');
    expect(frame).toHaveAttribute('src', 'http://localhost:4001/scorm-host.html');
    const sandbox = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox.some((flag) => flag.startsWith('allow-top-navigation'))).toBe(false);
  });

  it('says what is wrong when no content origin is configured', () => {
    renderView(<ScormPlayer {...props} contentOrigin="" />, { path: '/media' });
    expect(screen.getByRole('alert')).toHaveTextContent('no content address is configured');
    expect(screen.queryByTitle('Course: Security')).toBeNull();
  });
});
