// The path view as the learner sees it: locked sections explained, what is next, no button for locked
// items, enrolling, the completion note, and the loading, error and not-found states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PathView } from '../../../src/machines/learning/myLearningActors';
import { PathViewScreen, type PathViewProps } from '../../../src/views/learning/PathView';
import { pathSummary } from '../../machines/learning/fixtures';
import { renderView } from '../render';

const medium = (id: string, title: string) => ({ id, title, type: 'LINK' as const, durationMinutes: 10 });
const item = (
  id: string,
  title: string,
  state: PathView['sections'][number]['items'][number]['state'],
  afterTitle: string | null = null,
) => ({
  sectionId: 's',
  medium: medium(id, title),
  state,
  afterTitle,
  status: state === 'DONE' ? ('COMPLETED' as const) : ('NOT_ATTEMPTED' as const),
  progress: state === 'DONE' ? 100 : 0,
});

const path: PathView = {
  ...pathSummary('p-1', { progress: 0, next: { ...item('m-1', 'Tips', 'AVAILABLE'), sectionId: 's-1' } }),
  sections: [
    {
      id: 's-1',
      title: 'Basics',
      rule: 'ALL_IN_ORDER',
      minCount: null,
      state: 'OPEN',
      lockedBy: [],
      required: 2,
      done: 0,
      items: [
        { ...item('m-1', 'Tips', 'AVAILABLE'), sectionId: 's-1' },
        item('m-2', 'Checklist', 'LOCKED', 'Tips'),
      ],
    },
    {
      id: 's-2',
      title: 'Practice',
      rule: 'AT_LEAST',
      minCount: 1,
      state: 'LOCKED',
      lockedBy: [
        { kind: 'PREREQUISITE', sectionId: 's-1', sectionTitle: 'Basics', unlockOn: null },
        { kind: 'DATE', sectionId: null, sectionTitle: null, unlockOn: '2026-03-03' },
      ],
      required: 1,
      done: 0,
      items: [item('m-3', 'Lifting', 'LOCKED'), item('m-4', 'Old course', 'UNAVAILABLE')],
    },
  ],
};

const base: PathViewProps = {
  status: 'ready',
  path,
  enrolling: false,
  enrolFailed: false,
  from: 'media',
  onEnrol: vi.fn(),
  onRetry: vi.fn(),
};

describe('the path view', () => {
  it('explains locked sections and items, highlights what is next and offers only open items', () => {
    renderView(<PathViewScreen {...base} />, { path: '/media' });
    const basics = screen.getByRole('region', { name: 'Basics' });
    expect(within(basics).getByText('Next')).toBeInTheDocument();
    expect(within(basics).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/media?path=p-1&play=m-1',
    );
    expect(within(basics).getByText('Opens after “Tips”')).toBeInTheDocument();
    expect(within(basics).getAllByRole('link')).toHaveLength(1);
    const practice = screen.getByRole('region', { name: 'Practice' });
    expect(within(practice).getByText('Opens when “Basics” is done')).toBeInTheDocument();
    expect(within(practice).getByText('Opens on Mar 3, 2026')).toBeInTheDocument();
    expect(within(practice).getByText('Complete at least 1 of 2 · 0 of 1 done')).toBeInTheDocument();
    expect(within(practice).getByText('No longer available (not required)')).toBeInTheDocument();
    expect(within(practice).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my media' })).toHaveAttribute('href', '/media');
  });

  it('offers enrolling before the learner follows the path, and says when it failed', async () => {
    const onEnrol = vi.fn();
    const { rerender } = renderView(
      <PathViewScreen {...base} from="catalogue" path={{ ...path, enrolled: false }} onEnrol={onEnrol} />,
      { path: '/catalogue' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enrol in path' }));
    expect(onEnrol).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', '/catalogue');
    rerender(<PathViewScreen {...base} from="catalogue" path={{ ...path, enrolled: false }} enrolling />);
    expect(screen.getByRole('button', { name: 'Enrolling…' })).toBeDisabled();
    rerender(<PathViewScreen {...base} from="catalogue" path={{ ...path, enrolled: false }} enrolFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be enrolled');
  });

  it('says a completed path stays completed when items were added since', () => {
    renderView(
      <PathViewScreen
        {...base}
        path={{
          ...path,
          complete: true,
          progress: 100,
          next: null,
          completedAt: '2026-02-10T09:00:00.000Z',
          changedSinceCompletion: true,
          itemsAddedSinceCompletion: 2,
        }}
      />,
      { path: '/media' },
    );
    expect(screen.getByText('Path completed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Completed on Feb 10, 2026; 2 items were added since. Your completion stays; they are optional for you.',
    );
  });

  it('has loading, error and not-found states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<PathViewScreen {...base} status="loading" path={null} />, {
      path: '/media',
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    rerender(<PathViewScreen {...base} status="failed" path={null} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<PathViewScreen {...base} status="notFound" path={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('does not exist or is not available to you');
  });
});
