import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionFor } from './appHarness';

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the app (real machines, faked side effects)', () => {
  it('a learner lands on the dashboard inside the shell, with unit and versions', async () => {
    renderApp({ session: sessionFor('Lea Learner', ['LEARNER']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Lea Learner!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Sitos Academy');
    await waitFor(() =>
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 3.1.0 · Server 1.2.3'),
    );
    expect(menuLinks()).toContain('Catalogue');
    expect(menuLinks()).not.toContain('Users');
  });

  it("applies the default unit's colour as --primary-color and as the accent scale", async () => {
    renderApp({ session: sessionFor('Lea Learner', ['LEARNER']) });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Lea Learner!' });
    await waitFor(() => {
      const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      expect(css).toContain(':root{--primary-color:#0a8f5c;}');
      expect(css).toMatch(/\.light\[data-accent-color='indigo'\][^{]*\{--accent-1:#/);
    });
  });

  it('navigates through the navigation machine when a menu link is clicked', async () => {
    const user = userEvent.setup();
    renderApp({ session: sessionFor('Lea Learner', ['LEARNER']) });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Lea Learner!' });
    await user.click(screen.getByRole('link', { name: 'Catalogue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/catalogue');
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the error page for an unknown address', async () => {
    renderApp({ session: sessionFor('Ada Admin', ['ADMIN']), path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('follows the user locale claim and switches language from the user menu', async () => {
    const user = userEvent.setup();
    renderApp({ session: sessionFor('Clara Coach', ['EDUCATION_MANAGER', 'LEARNER'], { locale: 'de' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, Clara Coach!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Kontomenü von Clara Coach' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Kontomenü von Clara Coach' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Kiswahili' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Habari, Clara Coach!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Urambazaji mkuu' })).toBeInTheDocument();
  });

  it('signs out from the user menu', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({ session: sessionFor('Lea Learner', ['LEARNER']) });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Lea Learner!' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu for Lea Learner' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Lea Learner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(calls.signOut).toHaveBeenCalledTimes(1));
  });

  it('a visitor without a session is sent to sign in', async () => {
    const { calls } = renderApp({ session: null });
    await waitFor(() => expect(calls.startSignIn).toHaveBeenCalled());
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failed configuration shows the start-up error in English and retries', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({ session: null, configFails: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The application could not start');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.loadConfig).toHaveBeenCalledTimes(2));
  });
});
