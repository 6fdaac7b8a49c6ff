import { describe, expect, it, vi } from 'vitest';
import { authMachine, type AuthInput } from '../../src/machines/authMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { ISSUER, expiredSession, session } from './fixtures';

const base: AuthInput = {
  issuer: ISSUER,
  clientId: 'lms-app',
  scope: 'openid profile email offline_access',
  apiUrl: 'http://localhost:4000/graphql',
  embedded: false,
  reloadedForMarker: 's:reloaded',
};

describe('authMachine model', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const valid = session();
    const result = await runModel({
      machine: authMachine,
      inputs: [
        base,
        { ...base, embedded: true },
        { ...base, issuer: '' },
        { ...base, issuer: 'http://idp.example.org/realms/lms' },
        { ...base, apiUrl: '' },
      ],
      outputs: {
        loadDiscovery: [{ issuer: ISSUER }, { issuer: 'https://other.example.org' }],
        loadStoredUser: [valid, null],
        completeCodeLogin: [
          { session: session({ returnTo: '/system' }), location: '/system' },
          { session: null, location: null },
        ],
        initialRefresh: [valid, null],
        scheduledRefresh: [valid, expiredSession],
        signInPopup: [valid, null],
        countLogin: ['counted'],
      },
      events: [
        { type: 'auth.signIn', auto: true, returnTo: '/my-profile' },
        { type: 'auth.signIn', prompt: 'login', returnTo: '/dashboard' },
        { type: 'auth.signOut' },
        { type: 'auth.retry' },
        { type: 'auth.signInPopup' },
        { type: 'session.terminated' },
        { type: 'session.error' },
        { type: 'token.error' },
        { type: 'token.refreshError' },
        { type: 'session.markerChanged', marker: 's:other-tab' },
        { type: 'session.markerChanged', marker: 's:reloaded' },
      ],
    });
    error.mockRestore();
    const report = coverageReport(authMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  }, 120000);
});
