import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShellLayout } from '../../src/views/shell/ShellLayout';
import { renderView } from './render';

const everyone = [
  'Dashboard',
  'My profile',
  'My certificates',
  'My units',
  'My ratings',
  'Using Sitos',
  'My badges',
];
const learner = ['My media', 'Catalogue', 'Assistant'];
const manager = [
  'Media management',
  'Media statistics',
  'User statistics',
  'Units',
  'Users',
  'Import',
  'Assignments',
  'Assistant',
  'News',
  'Learning paths',
  'Tasks',
  'Task statistics',
];
const adminOnly = [
  'Categories',
  'Mail templates',
  'Certificates',
  'System',
  'Design',
  'Help and legal',
  'System badges',
  'Course badges',
  'Relatives',
  'Menu configuration',
  'Mail log',
];

// Written out from the specification's route table, not derived from the code under test.
const expectedMenus: Record<string, { roles: string[]; entries: string[] }> = {
  admin: { roles: ['ADMIN'], entries: [...everyone, ...manager, ...adminOnly] },
  manager: { roles: ['EDUCATION_MANAGER'], entries: [...everyone, ...manager] },
  learner: { roles: ['LEARNER'], entries: [...everyone, ...learner] },
  coach: { roles: ['EDUCATION_MANAGER', 'LEARNER'], entries: [...everyone, ...manager, ...learner] },
  'no role': { roles: [], entries: everyone },
};

function renderShell(overrides: Partial<Parameters<typeof ShellLayout>[0]> = {}) {
  const props = {
    unit: { name: 'Sitos Academy', logoUrl: '/files/logo.png' },
    roles: ['LEARNER'],
    serverVersion: '1.4.2',
    name: 'Lea Learner',
    locale: 'en',
    allowedLocales: ['en', 'de', 'sw'],
    onLocaleChange: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  };
  return { props, ...renderView(<ShellLayout {...props}>content</ShellLayout>) };
}

describe('shell layout', () => {
  for (const [account, { roles, entries }] of Object.entries(expectedMenus)) {
    it(`shows exactly the menu entries the ${account} roles allow`, () => {
      renderShell({ roles });
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect([...new Set(links)].sort()).toEqual([...new Set(entries)].sort());
      expect(links).toHaveLength(new Set(entries).size);
    });
  }

  it('groups the menu into learning, teaching, administration and personal', () => {
    renderShell({ roles: ['ADMIN', 'LEARNER'] });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const groups = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Learning', 'Teaching', 'Administration', 'Personal']);
    const learning = within(nav).getByRole('region', { name: 'Learning' });
    expect(within(learning).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/catalogue');
  });

  it('shows the unit logo and name, landmarks and both versions', () => {
    renderShell();
    expect(screen.getByRole('banner')).toHaveTextContent('Sitos Academy');
    expect(screen.getByRole('img', { name: 'Logo of Sitos Academy' })).toHaveAttribute(
      'src',
      '/files/logo.png',
    );
    expect(screen.getByRole('main')).toHaveTextContent('content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 3.1.0 · Server 1.4.2');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('names the platform and leaves out the server version while they are unknown', () => {
    renderShell({ unit: null, serverVersion: null });
    expect(screen.getByRole('banner')).toHaveTextContent('Learning platform');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^Version 3\.1\.0$/);
  });

  it('marks the current page in the menu', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Catalogue' })).not.toHaveAttribute('aria-current');
  });

  it('user menu: profile, language among the allowed ones, sign out (keyboard)', async () => {
    const user = userEvent.setup();
    const { props, location } = renderShell();
    // The menu itself is a lazy chunk: until it is there the trigger is a disabled look-alike.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account menu for Lea Learner' })).toBeEnabled(),
    );
    screen.getByRole('button', { name: 'Account menu for Lea Learner' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['English', 'Deutsch', 'Kiswahili']);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(props.onLocaleChange).toHaveBeenCalledWith('de');

    await user.click(screen.getByRole('button', { name: 'Account menu for Lea Learner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    expect(location.history?.at(-1)).toBe('/my-profile');

    await user.click(screen.getByRole('button', { name: 'Account menu for Lea Learner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('renders in German and Swahili', () => {
    const { unmount } = renderView(
      <ShellLayout
        unit={null}
        roles={['LEARNER']}
        serverVersion={null}
        name="Coach"
        locale="de"
        allowedLocales={['en', 'de', 'sw']}
        onLocaleChange={() => {}}
        onSignOut={() => {}}
      >
        x
      </ShellLayout>,
      { locale: 'de' },
    );
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalog' })).toBeInTheDocument();
    unmount();
    renderView(
      <ShellLayout
        unit={null}
        roles={['LEARNER']}
        serverVersion={null}
        name="Coach"
        locale="sw"
        allowedLocales={['en', 'de', 'sw']}
        onLocaleChange={() => {}}
        onSignOut={() => {}}
      >
        x
      </ShellLayout>,
      { locale: 'sw' },
    );
    expect(screen.getByRole('link', { name: 'Katalogi' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Toleo 3.1.0');
  });
});
