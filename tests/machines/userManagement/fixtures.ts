// Shared test data of the user-management machines.
import type { ManagedUser } from '../../../src/machines/userManagement/userValues';

export const person = (id: string, overrides: Partial<ManagedUser> = {}): ManagedUser => ({
  __typename: 'ManagedUser',
  id,
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  locale: null,
  roles: ['LEARNER'],
  units: [{ __typename: 'ManagedUserUnit', id: '3', name: 'Sales', managed: true }],
  isActive: true,
  deactivatedAt: null,
  mustChangePassword: false,
  loginCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
