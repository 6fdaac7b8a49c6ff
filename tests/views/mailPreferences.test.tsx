// The profile's mail settings as a person sees them: two labelled switches with their hints, the note
// that security and service mails always go, loading / failed / save-failed states, keyboard use.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MailSettingsPanel,
  type MailSettingsPanelProps,
} from '../../src/views/screens/profile/MailSettingsSection';
import { renderView } from './render';

function renderPanel(overrides: Partial<MailSettingsPanelProps> = {}, locale = 'en') {
  const props: MailSettingsPanelProps = {
    status: 'ready',
    preferences: [
      { category: 'REMINDERS', enabled: true },
      { category: 'DIGESTS', enabled: false },
    ],
    saving: false,
    saveFailed: false,
    onToggle: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  return { props, ...renderView(<MailSettingsPanel {...props} />, { path: '/my-profile', locale }) };
}

describe('mail settings', () => {
  it('shows a switch per optional kind with its state and hint, and that the others always go', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Mail' })).toBeInTheDocument();
    const reminders = screen.getByRole('switch', { name: 'Reminders' });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription('When an assignment is due soon or overdue.');
    expect(screen.getByRole('switch', { name: 'News digest' })).not.toBeChecked();
    expect(screen.getByText(/are always sent and cannot be turned off/)).toBeInTheDocument();
  });

  it('sends the new position of a switch, by mouse and keyboard', async () => {
    const { props } = renderPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'Reminders' }));
    expect(props.onToggle).toHaveBeenLastCalledWith('REMINDERS', false);
    screen.getByRole('switch', { name: 'News digest' }).focus();
    await userEvent.keyboard(' ');
    expect(props.onToggle).toHaveBeenLastCalledWith('DIGESTS', true);
  });

  it('disables the switches while a change is saved, and says when it failed', () => {
    renderPanel({ saving: true, saveFailed: true });
    expect(screen.getByRole('switch', { name: 'Reminders' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Your change could not be saved.');
  });

  it('shows loading, and a failed load with a retry', async () => {
    const { unmount } = renderPanel({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your mail settings…');
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    const { props } = renderPanel({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    renderPanel({}, 'de');
    expect(screen.getByRole('switch', { name: 'Erinnerungen' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Nachrichtenübersicht' })).not.toBeChecked();
  });
});
