import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardScreen } from '../../src/views/screens/DashboardScreen';
import { ProfileForm } from '../../src/views/screens/profile/ProfileForm';
import { ShellLayout } from '../../src/views/shell/ShellLayout';
import { SignedOut } from '../../src/views/states/SessionStates';
import { renderView } from './render';

// jsdom computes no layout or colours, so contrast is checked in the browser suite instead.
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('reports a real problem (the check itself works here)', async () => {
    const { container } = renderView(<button type="button" />);
    expect((await violations(container)).some((v) => v.startsWith('button-name'))).toBe(true);
  });

  it('the shell with the dashboard', async () => {
    const { container } = renderView(
      <ShellLayout
        unit={{ name: 'Sitos Academy', logoUrl: '/logo.png' }}
        roles={['ADMIN', 'LEARNER']}
        serverVersion="1.0.0"
        name="Ada Admin"
        locale="en"
        allowedLocales={['en', 'de', 'sw']}
        onLocaleChange={() => {}}
        onSignOut={() => {}}
      >
        <DashboardScreen name="Ada Admin" roles={['ADMIN', 'LEARNER']} />
      </ShellLayout>,
    );
    await screen.findByRole('button', { name: 'Account menu for Ada Admin' });
    expect(await violations(container)).toEqual([]);
  });

  it('the profile form with errors', async () => {
    const { container } = renderView(
      <ProfileForm
        status="invalid"
        profile={{
          id: '1',
          username: 'ada',
          name: 'Ada Admin',
          email: 'ada@example.test',
          roles: ['ADMIN'],
          locale: null,
          theme: 'default',
          dateFormat: null,
          units: [],
        }}
        draft={{ locale: null, theme: 'default', dateFormat: 'yy' }}
        errors={{ dateFormat: 'invalid' }}
        allowedLocales={['en', 'de', 'sw']}
        previewDate={new Date(2026, 0, 1)}
        onChange={() => {}}
        onSubmit={() => {}}
        onRetry={() => {}}
      />,
      { path: '/my-profile' },
    );
    expect(await violations(container)).toEqual([]);
  });

  it('the signed-out page', async () => {
    const { container } = renderView(<SignedOut onSignIn={() => {}} />);
    expect(await violations(container)).toEqual([]);
  });
});
