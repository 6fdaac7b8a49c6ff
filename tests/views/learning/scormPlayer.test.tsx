// The SCORM player's table of contents and its moving between SCOs, rendered with the real machine
// (no host page answers here, so leaving a SCO ends at once).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScormPlayer } from '../../../src/views/learning/ScormPlayer';
import { myMedium } from '../../machines/learning/fixtures';
import { courseItems, courseLaunch, launchItem } from '../../machines/learning/scormCourseFixtures';
import { renderView } from '../render';

const props = {
  api: {
    apiUrl: 'http://localhost:4000/graphql',
    issuer: 'http://localhost:4000/oidc',
    clientId: 'lms-app',
    scope: 'openid',
  },
  contentOrigin: 'http://localhost:4001',
  mediaId: 'm-1',
  title: 'Security',
  url: '/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77/index.html',
};

const launch = courseLaunch({
  items: [
    ...courseItems,
    launchItem('quiz', { prerequisites: 'intro | lesson1', enterable: false }),
    launchItem('final', { prerequisites: '(quiz | lesson1) & ~intro', enterable: false, isVisible: false }),
  ],
});

describe('SCORM player with several SCOs', () => {
  it('lists the visible items as a tree with status, the current one, and locks with their reason', () => {
    renderView(<ScormPlayer {...props} launch={launch} />, { path: '/media' });
    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    const intro = within(outline).getByRole('button', { name: /^Intro/ });
    expect(intro).toHaveAttribute('aria-current', 'step');
    expect(intro).toHaveTextContent('Not attempted');
    // The container is a labelled group; the hidden survey is not listed.
    const module = within(outline).getByRole('list', { name: 'Module 1' });
    const lesson = within(module).getByRole('button', { name: /^Lesson1/ });
    expect(lesson).toHaveAttribute('aria-disabled', 'true');
    expect(lesson).toHaveTextContent('Locked');
    expect(lesson).toHaveAccessibleDescription('Opens once you have completed “Intro”.');
    expect(within(outline).getByRole('button', { name: /^Quiz/ })).toHaveAccessibleDescription(
      'Opens once you have completed “Intro” or “Lesson1”.',
    );
    expect(within(outline).queryByRole('button', { name: /Survey/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Intro' })).toBeInTheDocument();
    expect(screen.getByTitle('Course: Security, part: Intro')).toHaveAttribute(
      'src',
      'http://localhost:4001/scorm-host.html',
    );
    expect(screen.getByText('Part 1 of 5')).toBeInTheDocument();
  });

  it('moves on with Next past locked items to the hidden one, and back with Previous', async () => {
    const user = userEvent.setup();
    renderView(<ScormPlayer {...props} launch={launch} />, { path: '/media' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next: Survey' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Survey' })).toBeInTheDocument();
    expect(screen.getByTitle('Course: Security, part: Survey')).toBeInTheDocument();
    expect(screen.getByText('Part 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous: Intro' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Intro' })).toBeInTheDocument();
  });

  it('opens an item from the table of contents; a locked one stays closed', async () => {
    const user = userEvent.setup();
    const open = courseLaunch({
      items: [...courseItems, launchItem('extra', { title: 'Extra reading' })],
    });
    renderView(<ScormPlayer {...props} launch={open} />, { path: '/media' });
    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    await user.click(within(outline).getByRole('button', { name: /^Lesson1/ }));
    expect(within(outline).getByRole('button', { name: /^Intro/ })).toHaveAttribute('aria-current', 'step');
    await user.click(within(outline).getByRole('button', { name: /^Extra reading/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Extra reading' })).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: /^Extra reading/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(outline).getByRole('button', { name: /^Intro/ })).not.toHaveAttribute('aria-current');
  });

  it('folds the table of contents behind a button (shown on small screens)', async () => {
    const user = userEvent.setup();
    renderView(<ScormPlayer {...props} launch={launch} />, { path: '/media' });
    const toggle = screen.getByRole('button', { name: 'Contents' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Course contents' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks German', () => {
    renderView(<ScormPlayer {...props} launch={launch} />, { path: '/media', locale: 'de' });
    const outline = screen.getByRole('navigation', { name: 'Kursinhalt' });
    expect(within(outline).getByRole('button', { name: /^Lesson1/ })).toHaveAccessibleDescription(
      'Wird freigeschaltet, sobald Sie „Intro“ abgeschlossen haben.',
    );
  });

  it('shows no table of contents for a course of one SCO, listed or not', () => {
    for (const one of [
      courseLaunch({ items: [] }),
      courseLaunch({ items: [launchItem('sco')], startItem: 'sco' }),
    ]) {
      const { unmount } = renderView(<ScormPlayer {...props} launch={one} />, { path: '/media' });
      expect(screen.queryByRole('navigation', { name: 'Course contents' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
      expect(screen.getByTitle('Course: Security')).toBeInTheDocument();
      unmount();
    }
  });

  it('tells any other condition in words', () => {
    const withFinal = courseLaunch({
      items: [
        ...courseItems,
        launchItem('quiz', { prerequisites: 'intro | lesson1', enterable: false }),
        launchItem('final', { prerequisites: '(quiz | lesson1) & ~intro', enterable: false }),
      ],
    });
    renderView(<ScormPlayer {...props} launch={withFinal} />, { path: '/media' });
    expect(screen.getByRole('button', { name: /^Final/ })).toHaveAccessibleDescription(
      'Opens once you have completed (“Quiz” or “Lesson1”) and not “Intro”.',
    );
  });
});

describe('a new version of the course', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when the server answers another package, and opens it with the next part', async () => {
    const user = userEvent.setup();
    const newItems = [launchItem('intro', { title: 'Welcome (new)' }), launchItem('extra')];
    // The API answers the items of package p-2 (the learner finished p-1, the medium was replaced).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const { operationName } = (await request.clone().json()) as { operationName: string };
        const scorm = { packageId: 'p-2', startItem: 'intro', items: newItems };
        const data =
          operationName === 'myScormItems'
            ? { myMedium: { ...myMedium('m-1'), launch: { scorm } } }
            : { commitScoProgress: null };
        return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const open = courseLaunch({
      packageId: 'p-1',
      items: [...courseItems, launchItem('extra', { title: 'Extra reading' })],
    });
    renderView(<ScormPlayer {...props} launch={open} />, { path: '/media' });
    const outline = screen.getByRole('navigation', { name: 'Course contents' });
    await user.click(within(outline).getByRole('button', { name: /^Extra reading/ }));
    expect(
      await screen.findByText(/A new version of this course is available\. The next part you open starts/),
    ).toBeInTheDocument();
    // The outline is still the version playing.
    expect(within(outline).getByRole('button', { name: /^Lesson1/ })).toBeInTheDocument();
    // The survey before it is not in the new version: that opens where it starts.
    await user.click(screen.getByRole('button', { name: 'Previous: Survey' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome (new)' })).toBeInTheDocument();
    expect(screen.queryByText(/A new version of this course/)).toBeNull();
    expect(within(outline).queryByRole('button', { name: /^Lesson1/ })).toBeNull();
  });
});
