import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../src/machines/screens/profileActors';
import { ProfileForm, type ProfileFormProps } from '../../src/views/screens/profile/ProfileForm';
import { renderView } from './render';

const profile: Profile = {
  id: 'u1',
  username: 'coach',
  name: 'Clara Coach',
  email: 'coach@example.test',
  roles: ['EDUCATION_MANAGER', 'LEARNER'],
  locale: 'de',
  theme: 'default',
  dateFormat: null,
  units: [
    { id: '1', name: 'General', isActive: true },
    { id: '2', name: 'Sales', isActive: true },
  ],
};

function renderForm(overrides: Partial<ProfileFormProps> = {}, locale = 'en') {
  const props: ProfileFormProps = {
    status: 'editing',
    profile,
    draft: { locale: 'de', theme: 'default', dateFormat: null },
    errors: {},
    allowedLocales: ['en', 'de', 'sw'],
    previewDate: new Date(2026, 10, 5),
    onChange: vi.fn(),
    onSubmit: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  return { props, ...renderView(<ProfileForm {...props} />, { path: '/my-profile', locale }) };
}

describe('profile form', () => {
  it('shows name, email, roles and units', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Clara Coach');
    expect(account).toHaveTextContent('coach@example.test');
    expect(account).toHaveTextContent('Education manager');
    expect(account).toHaveTextContent('Learner');
    expect(account).toHaveTextContent('General and Sales');
  });

  it('offers the allowed languages and following the browser, with the current choice checked', () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const radios = within(group).getAllByRole('radio');
    expect(
      radios.map((r) => r.textContent || r.getAttribute('aria-label') || r.closest('label')?.textContent),
    ).toEqual(['Follow my browser', 'English', 'Deutsch', 'Kiswahili']);
    expect(within(group).getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });

  it('sends each change; null locale means follow the browser', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Follow my browser' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ field: 'locale', value: null });
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ field: 'theme', value: 'dark' });
    await user.click(screen.getByRole('radio', { name: 'yyyy-MM-dd' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ field: 'dateFormat', value: 'yyyy-MM-dd' });
  });

  it('previews the chosen date format live (default dd.MM.yyyy)', () => {
    const { rerender } = renderForm();
    expect(screen.getByText('Preview: 05.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'dd.MM.yyyy' })).toBeChecked();
    rerender(
      <ProfileForm
        status="editing"
        profile={profile}
        draft={{ locale: 'de', theme: 'default', dateFormat: 'd. MMMM yyyy' }}
        errors={{}}
        allowedLocales={['en', 'de', 'sw']}
        previewDate={new Date(2026, 10, 5)}
        onChange={() => {}}
        onSubmit={() => {}}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('Preview: 5. November 2026')).toBeInTheDocument();
  });

  it('submits with the keyboard', async () => {
    const user = userEvent.setup();
    const { props } = renderForm();
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows validation errors at their fields', () => {
    renderForm({ status: 'invalid', errors: { locale: 'invalid', dateFormat: 'invalid' } });
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toHaveAccessibleDescription(
      'Choose one of the offered languages.',
    );
    expect(screen.getByRole('radiogroup', { name: 'Date format' })).toHaveAccessibleDescription(
      'Choose one of the offered date formats.',
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows saving, success and server error states', () => {
    const { unmount } = renderForm({ status: 'saving' });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    unmount();
    const saved = renderForm({ status: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent('Your profile has been saved.');
    saved.unmount();
    renderForm({ status: 'saveFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes could not be saved. Please try again.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('shows loading, and a retry after a failed load', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm({ status: 'loading', profile: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    unmount();
    const { props } = renderForm({ status: 'loadFailed', profile: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('is translated (German), month names in the preview too', () => {
    renderForm(
      {
        draft: { locale: 'de', theme: 'default', dateFormat: 'd. MMMM yyyy' },
        previewDate: new Date(2026, 2, 5),
      },
      'de',
    );
    expect(screen.getByText('Vorschau: 5. März 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Erscheinungsbild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
  });
});
