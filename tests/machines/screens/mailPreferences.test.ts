// The profile's mail settings machine: every transition walked by the model (100 %), and the behaviour a
// person sees: a switch moves at once and is saved, a failed save puts it back and says so, a switch set
// to where it already is saves nothing, a failed load retries.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  mailSettingsMachine,
  selectMailPreferences,
  selectMailSettingsSaveFailed,
  selectMailSettingsSaving,
  selectMailSettingsStatus,
} from '../../../src/machines/screens/mailSettingsMachine';
import type { MailPreference } from '../../../src/machines/screens/mailSettingsActors';
import { api } from '../mediaManagement/fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

const ALL_ON: MailPreference[] = [
  { category: 'REMINDERS', enabled: true },
  { category: 'DIGESTS', enabled: true },
];
const REMINDERS_OFF: MailPreference[] = [
  { category: 'REMINDERS', enabled: false },
  { category: 'DIGESTS', enabled: true },
];

describe('mailSettingsMachine (model-based)', () => {
  it('walks every transition', () =>
    expectFullCoverage({
      machine: mailSettingsMachine,
      inputs: [{ api }],
      outputs: { loadMailPreferences: [ALL_ON], saveMailPreference: [REMINDERS_OFF] },
      events: [
        { type: 'mailSettings.retry' },
        { type: 'mailSettings.toggle', category: 'REMINDERS', enabled: false },
        { type: 'mailSettings.toggle', category: 'REMINDERS', enabled: true },
      ],
    }));
});

function start(save: (change: MailPreference) => Promise<MailPreference[]>, load = async () => ALL_ON) {
  const saved: MailPreference[] = [];
  const actor = createActor(
    mailSettingsMachine.provide({
      actors: {
        loadMailPreferences: fromPromise(load),
        saveMailPreference: fromPromise(
          ({ input }: { input: { api: typeof api; change: MailPreference } }) => {
            saved.push(input.change);
            return save(input.change);
          },
        ),
      },
    }),
    { input: { api } },
  ).start();
  return { actor, saved };
}

describe('mailSettingsMachine (behaviour)', () => {
  it('moves the switch at once and keeps what the server answers', async () => {
    let answer: (rows: MailPreference[]) => void = () => {};
    const { actor, saved } = start(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(actor, (s) => selectMailSettingsStatus(s) === 'ready');
    actor.send({ type: 'mailSettings.toggle', category: 'DIGESTS', enabled: false });
    expect(selectMailSettingsSaving(actor.getSnapshot())).toBe(true);
    expect(selectMailPreferences(actor.getSnapshot())).toEqual([
      { category: 'REMINDERS', enabled: true },
      { category: 'DIGESTS', enabled: false },
    ]);
    // A second switch while saving waits: nothing else is sent.
    actor.send({ type: 'mailSettings.toggle', category: 'REMINDERS', enabled: false });
    expect(saved).toEqual([{ category: 'DIGESTS', enabled: false }]);
    answer([
      { category: 'REMINDERS', enabled: true },
      { category: 'DIGESTS', enabled: false },
    ]);
    await waitFor(actor, (s) => !selectMailSettingsSaving(s));
    expect(selectMailSettingsSaveFailed(actor.getSnapshot())).toBe(false);
    expect(selectMailPreferences(actor.getSnapshot())[1]).toEqual({ category: 'DIGESTS', enabled: false });
  });

  it('puts the switch back and says so when the save fails', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => selectMailSettingsStatus(s) === 'ready');
    actor.send({ type: 'mailSettings.toggle', category: 'REMINDERS', enabled: false });
    await waitFor(actor, (s) => !selectMailSettingsSaving(s));
    expect(selectMailPreferences(actor.getSnapshot())).toEqual(ALL_ON);
    expect(selectMailSettingsSaveFailed(actor.getSnapshot())).toBe(true);
  });

  it('saves nothing for a switch set to where it is', async () => {
    const { actor, saved } = start(async () => ALL_ON);
    await waitFor(actor, (s) => selectMailSettingsStatus(s) === 'ready');
    actor.send({ type: 'mailSettings.toggle', category: 'REMINDERS', enabled: true });
    expect(selectMailSettingsSaving(actor.getSnapshot())).toBe(false);
    expect(saved).toEqual([]);
  });

  it('offers a retry after a failed load', async () => {
    let calls = 0;
    const { actor } = start(
      async () => ALL_ON,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return REMINDERS_OFF;
      },
    );
    await waitFor(actor, (s) => selectMailSettingsStatus(s) === 'failed');
    actor.send({ type: 'mailSettings.retry' });
    await waitFor(actor, (s) => selectMailSettingsStatus(s) === 'ready');
    expect(selectMailPreferences(actor.getSnapshot())).toEqual(REMINDERS_OFF);
  });
});
