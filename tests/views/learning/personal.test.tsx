import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LearnerDashboardView } from '../../../src/views/learning/LearnerDashboard';
import { MyRatingsScreen, type MyRatingsScreenProps } from '../../../src/views/learning/MyRatingsRoute';
import { MyUnitsList } from '../../../src/views/learning/MyUnitsRoute';
import { playedProgress } from '../../../src/views/learning/VideoPlayer';
import { item, myMedium, assignment, pathSummary } from '../../machines/learning/fixtures';
import { renderView } from '../render';

describe('my ratings', () => {
  const base: MyRatingsScreenProps = {
    status: 'browsing',
    ratings: [
      { medium: item('m-1', 'Phishing'), stars: 4, comment: 'Useful', createdAt: 'x', updatedAt: 'x' },
    ],
    unrated: [myMedium('m-2', { medium: item('m-2', 'Passwords') })],
    draft: null,
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onChange: vi.fn(),
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
  };

  it('lists ratings with change and delete, and started media to rate', async () => {
    const props = { ...base, onEdit: vi.fn(), onDelete: vi.fn() };
    renderView(<MyRatingsScreen {...props} />, { path: '/my-ratings' });
    expect(screen.getByText('4 stars')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete your rating of Phishing' }));
    expect(props.onDelete).toHaveBeenCalledWith('m-1');
    await userEvent.click(screen.getByRole('button', { name: 'Rate Passwords' }));
    expect(props.onEdit).toHaveBeenCalledWith('m-2');
  });

  it('rates with a radio group of stars and a comment field', async () => {
    const props = { ...base, onChange: vi.fn(), onSave: vi.fn() };
    renderView(
      <MyRatingsScreen {...props} draft={{ mediaId: 'm-2', stars: 0, comment: '' }} status="invalid" />,
      {
        path: '/my-ratings',
      },
    );
    const form = screen.getByRole('form', { name: 'Rate Passwords' });
    const stars = within(form).getByRole('radiogroup', { name: 'Stars' });
    await userEvent.click(within(stars).getByRole('radio', { name: '5 stars' }));
    expect(props.onChange).toHaveBeenCalledWith({ stars: 5 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment (optional)' }), 'G');
    expect(props.onChange).toHaveBeenCalledWith({ comment: 'G' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(props.onSave).toHaveBeenCalled();
  });
});

describe('my units and the learner dashboard', () => {
  it('lists units, marking the general and inactive ones', () => {
    renderView(
      <MyUnitsList
        status="ready"
        onRetry={vi.fn()}
        units={[
          { id: 'u1', name: 'General', displayedId: 'U-0001', isActive: true, isGeneral: true, color: null },
          { id: 'u2', name: 'Sales', displayedId: 'U-0002', isActive: false, isGeneral: false, color: null },
        ]}
      />,
      { path: '/my-units' },
    );
    expect(screen.getByText('General unit')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('has assigned, continue, paths and recommendation sections, each with an empty state', () => {
    renderView(
      <LearnerDashboardView
        status="ready"
        assigned={[]}
        continueWith={[myMedium('m-1', { medium: item('m-1', 'Phishing') })]}
        paths={[]}
        recommendations={[]}
        onRetry={vi.fn()}
        news={{
          status: 'ready',
          news: [],
          openNews: null,
          onOpen: vi.fn(),
          onClose: vi.fn(),
          onRetry: vi.fn(),
        }}
      />,
    );
    const resume = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(within(resume).getByRole('link', { name: 'Continue' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Assigned to you' })).getByText(/Nothing is assigned/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Continue your paths' })).getByText(/not following/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recommended for you' })).getByText(
        'No recommendations yet.',
      ),
    ).toBeInTheDocument();
  });
});

describe('video played ranges', () => {
  const ranges = (pairs: Array<[number, number]>) =>
    ({
      length: pairs.length,
      start: (i: number) => pairs[i]![0],
      end: (i: number) => pairs[i]![1],
    }) as TimeRanges;

  it("reads the element's played ranges with its position and length, clipped to the length", () => {
    expect(
      playedProgress({
        duration: 100,
        currentTime: 95,
        played: ranges([
          [0, 30],
          [50, 95],
          [99, 100.2],
        ]),
      }),
    ).toEqual({
      position: 95,
      duration: 100,
      ranges: [
        [0, 30],
        [50, 95],
        [99, 100],
      ],
    });
  });

  it('reports nothing while the length is unknown', () => {
    expect(playedProgress({ duration: Number.NaN, currentTime: 0, played: ranges([]) })).toBeNull();
    expect(playedProgress({ duration: Infinity, currentTime: 3, played: ranges([[0, 3]]) })).toBeNull();
  });
});

describe('assigned to you on the dashboard', () => {
  it('lists assigned media and paths in the order given, overdue in red words', () => {
    renderView(
      <LearnerDashboardView
        status="ready"
        assigned={[
          {
            kind: 'medium',
            medium: myMedium('m-1', {
              medium: item('m-1', 'Phishing'),
              assignment: assignment('OVERDUE', '2026-02-27', -2),
            }),
          },
          {
            kind: 'path',
            path: pathSummary('p-1', { assignment: assignment('NOT_STARTED', '2026-03-20', 19) }),
          },
        ]}
        continueWith={[]}
        paths={[pathSummary('p-1')]}
        recommendations={[]}
        onRetry={vi.fn()}
        news={{
          status: 'ready',
          news: [],
          openNews: null,
          onOpen: vi.fn(),
          onClose: vi.fn(),
          onRetry: vi.fn(),
        }}
      />,
    );
    const assigned = screen.getByRole('region', { name: 'Assigned to you' });
    expect(within(assigned).getAllByRole('article')).toHaveLength(2);
    expect(within(assigned).getByText('Overdue by 2 days (due Feb 27, 2026)')).toBeInTheDocument();
    expect(within(assigned).getByText('Due Mar 20, 2026')).toBeInTheDocument();
    const continuing = screen.getByRole('region', { name: 'Continue your paths' });
    expect(within(continuing).getByRole('link', { name: 'Path p-1' })).toHaveAttribute(
      'href',
      '/media?path=p-1',
    );
  });
});
