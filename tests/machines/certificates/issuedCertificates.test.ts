// Model-based tests of the Issued tab's machines: every transition, both sides of every guard.
import { describe, it } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import { certificateActionMachine } from '../../../src/machines/certificates/issued/certificateActionMachine';
import type { IssuedRow } from '../../../src/machines/certificates/issued/issuedActors';
import { issuedListMachine } from '../../../src/machines/certificates/issued/issuedListMachine';
import { manualIssueMachine } from '../../../src/machines/certificates/issued/manualIssueMachine';
import { api, fakeNavigation } from '../mediaManagement/fixtures';
import { expectFullCoverage, fakeList } from '../assignments/fixtures';

const row = (id: string, overrides: Partial<IssuedRow> = {}): IssuedRow => ({
  id,
  number: 'C-000012',
  userId: 'u-1',
  learnerName: 'Zoë Øster',
  learnerEmail: 'zoe@example.org',
  title: 'Fire safety',
  mediaId: 'm-1',
  pathId: null,
  templateVersion: 1,
  status: 'VALID',
  pdfStatus: 'READY',
  renderError: null,
  issuedAt: '2026-11-01T10:00:00.000Z',
  issuedByName: null,
  completedOn: '2026-11-01',
  expiresOn: null,
  revokedAt: null,
  revokedReason: null,
  replacesId: null,
  replacedById: null,
  verificationUrl: 'http://localhost/verify/ABCDEFGHIJKLMNOPQRST',
  downloadUrl: `/api/certificates/${id}.pdf`,
  ...overrides,
});

describe('issued certificate machines (model-based)', () => {
  it('issuedListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/certificates', '?tab=issued').navigation }];
    return expectFullCoverage(
      {
        machine: issuedListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [row('c-1')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'zoe' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
        ],
      },
      {
        machine: issuedListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [row('c-1')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'status', values: ['REVOKED'] },
          { type: 'list.sort', field: 'learner', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.refresh' },
          { type: 'list.locationChanged', path: '/certificates', search: '?tab=issued&status=EXPIRED' },
          { type: 'list.locationChanged', path: '/certificates', search: '?tab=issued' },
          { type: 'list.select', id: 'c-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
        ],
      },
    );
  }, 120_000);

  it(
    'certificateActionMachine',
    () =>
      expectFullCoverage({
        machine: certificateActionMachine,
        inputs: [{ api, list: fakeList(), toasts: createActor(toastMachine).start() }],
        outputs: { runRowAction: [row('c-1', { status: 'REVOKED' })] },
        events: [
          { type: 'action.revoke', row: row('c-1') },
          { type: 'action.reissue', row: row('c-1', { status: 'REVOKED' }) },
          { type: 'action.retry', row: row('c-1', { pdfStatus: 'FAILED' }) },
          { type: 'action.download', row: row('c-1') },
          { type: 'action.reason', value: 'no' },
          { type: 'action.reason', value: 'Issued to the wrong person' },
          { type: 'action.confirm' },
          { type: 'action.cancel' },
        ],
      }),
    120_000,
  );

  it(
    'manualIssueMachine',
    () =>
      expectFullCoverage({
        machine: manualIssueMachine,
        inputs: [{ api, list: fakeList(), toasts: createActor(toastMachine).start() }],
        outputs: {
          searchPeople: [[{ id: 'u-1', label: 'Zoë Øster', hint: 'zoe' }]],
          searchSubjects: [[{ id: 'm-1', label: 'Fire safety', hint: 'Default', kind: 'MEDIUM' }]],
          issueManually: [row('c-2')],
        },
        events: [
          { type: 'issue.open' },
          { type: 'issue.searchPeople', text: 'zo' },
          { type: 'issue.searchSubjects', text: 'fire' },
          { type: 'issue.pickPerson', id: 'u-1' },
          { type: 'issue.pickSubject', id: 'm-1' },
          { type: 'issue.retry' },
          { type: 'issue.confirm' },
          { type: 'issue.cancel' },
        ],
      }),
    180_000,
  );
});
