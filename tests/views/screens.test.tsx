import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '../../src/views/screens/DashboardScreen';
import { ErrorPageScreen } from '../../src/views/screens/ErrorPageScreen';
import { PlaceholderScreen } from '../../src/views/screens/PlaceholderScreen';
import {
  EmbeddedSignInRequired,
  SessionExpired,
  SignedOut,
  SigningIn,
  StartupError,
} from '../../src/views/states/SessionStates';
import { renderView } from './render';

const shortcutNames = () =>
  within(screen.getByRole('region', { name: 'Shortcuts' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('div')?.textContent);

describe('dashboard', () => {
  it('greets the user by name and names the roles', () => {
    renderView(<DashboardScreen name="Ada Admin" roles={['ADMIN']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ada Admin!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Administrator.')).toBeInTheDocument();
  });

  it('offers role-aware shortcuts the roles may open', () => {
    const { unmount } = renderView(<DashboardScreen name="Lea" roles={['LEARNER']} />);
    expect(shortcutNames()).toEqual(['My media', 'Catalogue', 'My badges', 'My certificates', 'My profile']);
    unmount();
    renderView(<DashboardScreen name="Clara" roles={['EDUCATION_MANAGER', 'LEARNER']} />);
    expect(shortcutNames()).toEqual([
      'Media management',
      'Assignments',
      'User statistics',
      'News',
      'My media',
      'Catalogue',
      'My badges',
      'My certificates',
      'My profile',
    ]);
    expect(screen.getByText('Signed in as Education manager and Learner.')).toBeInTheDocument();
  });

  it('links each shortcut to its route', async () => {
    const user = userEvent.setup();
    const { location } = renderView(<DashboardScreen name="Mo" roles={['EDUCATION_MANAGER']} />);
    await user.click(screen.getByRole('link', { name: /Assignments/ }));
    expect(location.history?.at(-1)).toBe('/assignments');
  });
});

describe('error page', () => {
  it('says the page was not found and links back to the dashboard', async () => {
    const user = userEvent.setup();
    const { location } = renderView(<ErrorPageScreen />, { path: '/error-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(location.history?.at(-1)).toBe('/dashboard');
  });
});

describe('placeholder screens', () => {
  it("shows the area's title and purpose", () => {
    renderView(<PlaceholderScreen routeId="media-management" />, { path: '/media-management' });
    expect(screen.getByRole('heading', { level: 1, name: 'Media management' })).toBeInTheDocument();
    expect(
      screen.getByText('Create, upload and publish courses, videos, documents and links.'),
    ).toBeInTheDocument();
  });
  it('is translated (Swahili)', () => {
    renderView(<PlaceholderScreen routeId="catalogue" />, { path: '/catalogue', locale: 'sw' });
    expect(screen.getByRole('heading', { level: 1, name: 'Katalogi' })).toBeInTheDocument();
  });
});

describe('session states', () => {
  it('signing in is announced as busy', () => {
    renderView(<SigningIn />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
  });

  it('signed out offers Sign in', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    renderView(<SignedOut onSignIn={onSignIn} />);
    expect(screen.getByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('session expired is an alert with Sign in', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    renderView(<SessionExpired onSignIn={onSignIn} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('embedded sign-in offers the popup', async () => {
    const user = userEvent.setup();
    const onOpenPopup = vi.fn();
    renderView(<EmbeddedSignInRequired onOpenPopup={onOpenPopup} />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in window' }));
    expect(onOpenPopup).toHaveBeenCalledTimes(1);
  });

  it('start-up error offers a retry (keyboard)', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderView(<StartupError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The application could not start');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders in German', () => {
    renderView(<SignedOut onSignIn={() => {}} />, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
