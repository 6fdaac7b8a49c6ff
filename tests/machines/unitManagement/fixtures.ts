// Shared test data of the unit-management machines.
import type { ManagedUnitRowFragment, UnitMemberRowFragment } from '../../../src/graphql/generated';
import type { UploadedFile } from '../../../src/services/upload';

export { api, fakeNavigation } from '../mediaManagement/fixtures';

export const unit = (
  id: string,
  overrides: Partial<ManagedUnitRowFragment> = {},
): ManagedUnitRowFragment => ({
  id,
  key: `unit-${id}`,
  name: `Unit ${id}`,
  displayedId: `U-${id}`,
  isActive: true,
  isDefault: false,
  color: '#0f766e',
  logoUrl: null,
  parentId: null,
  parentName: null,
  path: [],
  depth: 0,
  memberCount: 2,
  subUnitCount: 0,
  mediaCount: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const member = (
  id: string,
  overrides: Partial<UnitMemberRowFragment> = {},
): UnitMemberRowFragment => ({
  id,
  username: `user-${id}`,
  name: `Person ${id}`,
  email: `${id}@example.org`,
  roles: ['LEARNER'],
  isActive: true,
  manageable: true,
  ...overrides,
});

export const logoImage: UploadedFile = {
  id: '55555555-5555-4555-8555-555555555555',
  kind: 'IMAGE',
  originalName: 'logo.png',
  contentType: 'image/png',
  size: 1200,
  url: '/files/55555555-5555-4555-8555-555555555555',
};
