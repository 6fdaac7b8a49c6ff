// mailSettingsMachine — the profile's mail settings: the optional kinds of mail (reminders, digests) the
// person receives. A switch shows its new position at once and is saved; while one saves, the switches
// wait; a failed save puts the switch back and says so, a failed load offers a retry.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { mailSettingsActors, type MailPreference } from './mailSettingsActors';

export interface MailSettingsInput {
  api: ApiSettings;
}

interface MailSettingsContext extends MailSettingsInput {
  preferences: MailPreference[];
  /** What was shown before the change being saved, to put back if it fails. */
  previous: MailPreference[];
  /** The change being saved. */
  change: MailPreference | null;
  saveFailed: boolean;
}

export type MailSettingsEvent =
  | { type: 'mailSettings.retry' }
  | { type: 'mailSettings.toggle'; category: MailPreference['category']; enabled: boolean };

export const mailSettingsMachine = setup({
  types: {} as { context: MailSettingsContext; events: MailSettingsEvent; input: MailSettingsInput },
  actors: mailSettingsActors(),
  guards: {
    isChange: ({ context, event }) =>
      event.type === 'mailSettings.toggle' &&
      context.preferences.some((p) => p.category === event.category && p.enabled !== event.enabled),
  },
  actions: {
    assignPreferences: assign((_, preferences: MailPreference[]) => ({ preferences, change: null })),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'mailSettings.toggle') return {};
      const change = { category: event.category, enabled: event.enabled };
      return {
        previous: context.preferences,
        change,
        saveFailed: false,
        preferences: context.preferences.map((p) => (p.category === change.category ? change : p)),
      };
    }),
    revertChange: assign(({ context }) => ({
      preferences: context.previous,
      change: null,
      saveFailed: true,
    })),
  },
}).createMachine({
  id: 'mailSettings',
  initial: 'loading',
  context: ({ input }) => ({ ...input, preferences: [], previous: [], change: null, saveFailed: false }),
  states: {
    loading: {
      invoke: {
        id: 'loadMailPreferences',
        src: 'loadMailPreferences',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPreferences', params: ({ event }) => event.output },
        },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'mailSettings.retry': { target: 'loading' } } },
    ready: {
      on: { 'mailSettings.toggle': { guard: 'isChange', target: 'saving', actions: 'applyChange' } },
    },
    saving: {
      invoke: {
        id: 'saveMailPreference',
        src: 'saveMailPreference',
        input: ({ context }) => ({ api: context.api, change: context.change! }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPreferences', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: 'revertChange' },
      },
    },
  },
});

export type MailSettingsSnapshot = SnapshotFrom<typeof mailSettingsMachine>;
export const selectMailSettingsStatus = (s: MailSettingsSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectMailPreferences = (s: MailSettingsSnapshot) => s.context.preferences;
export const selectMailSettingsSaving = (s: MailSettingsSnapshot) => s.matches('saving');
export const selectMailSettingsSaveFailed = (s: MailSettingsSnapshot) => s.context.saveFailed;
