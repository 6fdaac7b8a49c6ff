// Shared test data of the super console's machines.
import { assign, createActor, setup } from 'xstate';
import type { NavigationActorRef } from '../../../src/machines/navigationMachine';
import type {
  AuditRow,
  DeletionRequest,
  Health,
  JobRow,
} from '../../../src/machines/superConsole/consoleActors';

export const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

/** A navigation actor that stays where it is and records where it was asked to go. */
export function fakeNavigation(path = '/super-console', search = '') {
  const asked: string[] = [];
  const machine = setup({
    types: {} as {
      context: { location: { path: string; search: string } };
      events: { type: 'navigation.navigate'; to: string; replace?: boolean };
    },
  }).createMachine({
    context: { location: { path, search } },
    on: {
      'navigation.navigate': {
        actions: assign(({ context, event }) => {
          asked.push(event.to);
          return context;
        }),
      },
    },
  });
  const actor = createActor(machine).start();
  return { navigation: actor as unknown as NavigationActorRef, asked };
}

export const job = (id: string, state = 'succeeded', overrides: Partial<JobRow> = {}): JobRow => ({
  id,
  kind: 'data-export',
  label: 'Personal data export',
  state,
  progressDone: state === 'succeeded' ? 2 : 0,
  progressTotal: 2,
  attempts: 1,
  error: null,
  createdByName: 'Liam Otieno',
  unitName: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

export const auditRow = (id: string): AuditRow => ({
  id,
  at: '2026-03-01T10:00:00.000Z',
  actorName: 'Alex Morgan',
  action: 'medium.update',
  entityType: 'medium',
  entityId: 'm-1',
  unitName: null,
  changes: {},
});

export const request = (state: DeletionRequest['state'], id = 'r-1'): DeletionRequest => ({
  id,
  state,
  requestedAt: '2026-03-01T10:00:00.000Z',
  reason: '',
  userId: 'u-1',
  userName: 'Liam Otieno',
  username: 'learner',
  handledAt: null,
  handledByName: null,
  response: null,
});

export const health: Health = {
  checkedAt: '2026-03-01T10:00:00.000Z',
  database: { status: 'OK', kind: 'pglite', pingMs: 0.4, sizeBytes: 1e7, error: null },
  identity: { status: 'OK', issuer: 'http://localhost:4000/oidc', signingKeys: 1 },
  mail: { status: 'NOT_CONFIGURED', smtpConfigured: false, deferred: 0, overdue: 0 },
  storage: { status: 'OK', freeBytes: 1e10, totalBytes: 2e10, fileCount: 3, fileBytes: 1e6 },
  jobs: { status: 'OK', running: true, counts: [{ state: 'failed', count: 1 }] },
};
