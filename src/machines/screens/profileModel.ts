// The profile screen's model for the model-based test and `npm run paths`: sample results of its two
// calls and the user's events, chosen so that every guard sees both outcomes.
import type { AnyActorRef } from 'xstate';
import type { ModelSpec } from '../testing/modelRunner';
import type { Profile } from './profileActors';
import { profileMachine } from './profileMachine';

export const sampleProfile: Profile = {
  id: 'u1',
  username: 'coach',
  name: 'Clara Coach',
  email: 'coach@example.test',
  roles: ['EDUCATION_MANAGER', 'LEARNER'],
  locale: 'de',
  theme: 'default',
  dateFormat: null,
  units: [{ id: 'unit-1', name: 'General', isActive: true }],
};
export const savedProfile: Profile = { ...sampleProfile, theme: 'dark' };

const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

/** `app` receives `profile.saved`; pass a started actor (tests record what it receives). */
export function profileModelSpec(app: AnyActorRef): ModelSpec<typeof profileMachine> {
  return {
    machine: profileMachine,
    inputs: [{ api, allowedLocales: ['en', 'de', 'sw'], app }],
    outputs: {
      loadProfile: [sampleProfile],
      saveProfile: [
        { ok: true, profile: savedProfile },
        { ok: false, field: 'locale' },
        { ok: false, field: null },
      ],
    },
    events: [
      { type: 'profile.retry' },
      { type: 'profile.change', field: 'theme', value: 'dark' },
      { type: 'profile.change', field: 'dateFormat', value: 'yy/M' },
      { type: 'profile.change', field: 'dateFormat', value: 'yyyy-MM-dd' },
      { type: 'profile.submit' },
    ],
  };
}
