// The relative's page as a pure view: open and finished media apart, due and overdue dates, and the empty
// certificates and badges, in English and German.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RelativeView } from '../../../src/machines/relatives/relativesActors';
import { RelativeProgress } from '../../../src/views/relatives/RelativeProgress';
import { renderView } from '../render';

const view: RelativeView = {
  learner: { name: 'Anna Berg' },
  expiresAt: '2027-01-31T10:00:00Z',
  certificates: [],
  badges: [],
  media: [
    {
      title: 'First aid',
      type: 'VIDEO',
      status: 'INCOMPLETE',
      progress: 40,
      assigned: true,
      dueAt: '2026-01-10T10:00:00Z',
      completedAt: null,
      overdue: true,
    },
    {
      title: 'Fire safety',
      type: 'SCORM',
      status: 'PASSED',
      progress: 100,
      assigned: false,
      dueAt: null,
      completedAt: '2026-11-01T10:00:00Z',
      overdue: false,
    },
  ],
};

describe('RelativeProgress', () => {
  it('shows open and finished media in their own sections, with due, overdue and completed dates', () => {
    renderView(<RelativeProgress view={view} />, { path: '/relatives' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Anna Berg's learning progress");
    const open = screen.getByRole('region', { name: 'In progress and to do' });
    expect(within(open).getByText('First aid')).toBeInTheDocument();
    expect(within(open).getByText(/^Overdue since/)).toBeInTheDocument();
    expect(within(open).getByText('Assigned')).toBeInTheDocument();
    expect(within(open).getByRole('progressbar', { name: 'Progress: 40 %' })).toBeInTheDocument();
    expect(within(open).queryByText('Fire safety')).toBeNull();
    const done = screen.getByRole('region', { name: 'Completed' });
    expect(within(done).getByText('Fire safety')).toBeInTheDocument();
    expect(within(done).getByText('Passed')).toBeInTheDocument();
    expect(within(done).getByText(/^Completed on/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Certificates' })).getByText('No certificates yet.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Badges' })).getByText('No badges yet.'),
    ).toBeInTheDocument();
  });

  it('says when nothing is open or finished, in German', () => {
    renderView(<RelativeProgress view={{ ...view, media: [] }} />, { path: '/relatives', locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lernfortschritt von Anna Berg');
    expect(screen.getByText('Zurzeit ist nichts offen.')).toBeInTheDocument();
    expect(screen.getByText('Noch nichts abgeschlossen.')).toBeInTheDocument();
  });
});
