// Model-based tests of the relatives' machines: every transition, both sides of every guard.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createLinkMachine } from '../../../src/machines/relatives/createLinkMachine';
import { myRelativeLinksMachine } from '../../../src/machines/relatives/myRelativeLinksMachine';
import { relativeLinksListMachine } from '../../../src/machines/relatives/relativeLinksListMachine';
import { relativesMachine } from '../../../src/machines/relatives/relativesMachine';
import type { RelativeLinkRow, RelativeView } from '../../../src/machines/relatives/relativesActors';
import { relativesMode, tokenFromHash } from '../../../src/machines/relatives/relativesAccess';
import { api, fakeNavigation } from '../mediaManagement/fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

const view: RelativeView = {
  learner: { name: 'Anna' },
  media: [],
  certificates: [],
  badges: [],
  expiresAt: '2027-01-01T00:00:00Z',
};

export const linkRow = (id: string): RelativeLinkRow => ({
  __typename: 'RelativeLink',
  id,
  learnerId: 'u-1',
  learnerName: 'Anna',
  learnerUsername: 'anna',
  label: 'mother',
  createdAt: '2026-11-01T00:00:00Z',
  createdByName: 'Admin',
  expiresAt: '2026-12-01T00:00:00Z',
  revokedAt: null,
  lastUsedAt: null,
  state: 'ACTIVE',
});

describe('relatives machines (model-based)', () => {
  it('relativesMachine', () =>
    expectFullCoverage({
      machine: relativesMachine,
      inputs: [
        { api, signedIn: false, roles: [] },
        { api, signedIn: true, roles: ['ADMIN'] },
        { api, signedIn: true, roles: ['LEARNER'] },
      ],
      outputs: {
        readLinkToken: ['t'.repeat(43), null],
        loadRelativeView: [
          { kind: 'shown', view },
          { kind: 'invalid' },
          { kind: 'rateLimited', retryAfter: 30 },
        ],
      },
      events: [{ type: 'relatives.retry' }],
    }));

  it('myRelativeLinksMachine', () =>
    expectFullCoverage({
      machine: myRelativeLinksMachine,
      inputs: [{ api }],
      outputs: {
        loadMyLinks: [
          [
            {
              __typename: 'MyRelativeLink',
              id: 'l-1',
              label: 'mother',
              createdAt: '2026-11-01T00:00:00Z',
              expiresAt: '2026-12-01T00:00:00Z',
              lastUsedAt: null,
              state: 'ACTIVE',
            },
          ],
        ],
      },
      events: [
        { type: 'myLinks.retry' },
        { type: 'myLinks.revoke', id: 'l-1' },
        { type: 'myLinks.confirm' },
        { type: 'myLinks.cancel' },
      ],
    }));

  it('createLinkMachine', () => {
    const list = createActor(createMachine({ on: { 'list.refresh': {} } })).start();
    return expectFullCoverage({
      machine: createLinkMachine,
      inputs: [{ api, list }],
      outputs: {
        searchLearners: [[{ __typename: 'RelativeLinkLearner', id: 'u-1', name: 'Anna', username: 'anna' }]],
        createLink: [{ url: 'http://localhost:4000/relatives#token=abc', link: linkRow('l-1') }],
      },
      events: [
        { type: 'link.open' },
        { type: 'link.close' },
        { type: 'link.search', text: 'ann' },
        { type: 'link.pick', learner: { id: 'u-1', name: 'Anna', username: 'anna' } },
        { type: 'link.label', text: 'mother' },
        { type: 'link.days', days: 0 },
        { type: 'link.days', days: 30 },
        { type: 'link.submit' },
        { type: 'link.copy' },
      ],
    });
  }, 120_000);

  it('relativeLinksListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/relatives').navigation }];
    return expectFullCoverage(
      {
        machine: relativeLinksListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [linkRow('l-1')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'anna' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: relativeLinksListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [linkRow('l-1')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'state', values: ['REVOKED'] },
          { type: 'list.sort', field: 'learner', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/relatives', search: '?state=ACTIVE' },
          { type: 'list.locationChanged', path: '/relatives', search: '' },
        ],
      },
      {
        machine: relativeLinksListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [linkRow('l-1')], total: 1 }], 'bulk.revoke': [{ count: 1 }] },
        events: [
          { type: 'list.select', id: 'l-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'revoke' },
          { type: 'list.bulk', action: 'revoke', ids: ['l-1'] },
        ],
      },
    );
  }, 180_000);
});

describe('who sees what at /relatives', () => {
  it('reads the token of the fragment only', () => {
    expect(tokenFromHash('#token=abc_-1')).toBe('abc_-1');
    expect(tokenFromHash('#lang=de&token=xyz')).toBe('xyz');
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#tok=abc')).toBeNull();
  });

  it('a token shows the relative view to anybody; without one only an administrator manages', () => {
    expect(relativesMode('t', false, [])).toBe('public');
    expect(relativesMode('t', true, ['ADMIN'])).toBe('public');
    expect(relativesMode(null, true, ['ADMIN'])).toBe('manage');
    expect(relativesMode(null, false, ['ADMIN'])).toBe('explain');
    expect(relativesMode(null, true, ['LEARNER', 'EDUCATION_MANAGER'])).toBe('explain');
    expect(relativesMode(null, false, [])).toBe('explain');
  });
});
