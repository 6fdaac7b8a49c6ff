// Model-based tests of the super console's machines: every transition, both sides of every guard.
import { describe, it } from 'vitest';
import { auditExportMachine } from '../../../src/machines/superConsole/auditExportMachine';
import { auditListMachine } from '../../../src/machines/superConsole/auditListMachine';
import { auditOptionsMachine } from '../../../src/machines/superConsole/auditOptionsMachine';
import { consoleMachine } from '../../../src/machines/superConsole/consoleMachine';
import { deletionMachine } from '../../../src/machines/superConsole/deletionMachine';
import { deletionRequestsMachine } from '../../../src/machines/superConsole/deletionRequestsMachine';
import { healthMachine } from '../../../src/machines/superConsole/healthMachine';
import { jobsListMachine } from '../../../src/machines/superConsole/jobsListMachine';
import { myDataMachine } from '../../../src/machines/superConsole/myDataMachine';
import { api, auditRow, fakeNavigation, health, job, request } from './fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

/** Runs one or more models of the same machine and checks their coverage together. */

describe('super console machines (model-based)', () => {
  it('consoleMachine', () =>
    expectFullCoverage({
      machine: consoleMachine,
      inputs: [
        { navigation: fakeNavigation('/super-console', '?tab=audit').navigation, roles: ['ADMIN'] },
        { navigation: fakeNavigation().navigation, roles: ['LEARNER'] },
      ],
      events: [
        { type: 'console.select', tab: 'jobs' },
        { type: 'console.select', tab: 'health' },
        { type: 'list.locationChanged', path: '/super-console', search: '?tab=requests' },
        { type: 'list.locationChanged', path: '/dashboard', search: '' },
      ],
    }));

  it('healthMachine', () =>
    expectFullCoverage({
      machine: healthMachine,
      inputs: [{ api }],
      outputs: { loadHealth: [health], refreshHealth: [health] },
      events: [{ type: 'health.refresh' }, { type: 'health.retry' }],
    }));

  it('auditExportMachine', () =>
    expectFullCoverage({
      machine: auditExportMachine,
      inputs: [{ api }],
      outputs: { exportAuditCsv: [{ rows: 3, truncated: false }] },
      events: [{ type: 'export.start', filter: { actor: 'alex' } }, { type: 'export.dismiss' }],
    }));

  it('auditOptionsMachine', () =>
    expectFullCoverage({
      machine: auditOptionsMachine,
      inputs: [{ api }],
      outputs: { loadAuditOptions: [{ actions: ['medium.update'], entityTypes: ['medium'], units: [] }] },
    }));

  it('myDataMachine', () =>
    expectFullCoverage({
      machine: myDataMachine,
      inputs: [{ api }],
      outputs: {
        loadMyExports: [[], [job('j-1', 'running')], [job('j-1')]],
        pollMyExports: [[job('j-1', 'queued')], [job('j-1')]],
        requestMyExport: [job('j-2', 'queued'), job('j-2', 'succeeded')],
      },
      events: [
        { type: 'myData.request' },
        { type: 'myData.download', jobId: 'j-1' },
        { type: 'myData.retry' },
      ],
    }));

  it('deletionMachine', () =>
    expectFullCoverage({
      machine: deletionMachine,
      inputs: [{ api }],
      outputs: {
        loadMyDeletion: [null, request('PENDING')],
        requestMyDeletion: [request('PENDING')],
        withdrawMyDeletion: [request('WITHDRAWN')],
      },
      events: [
        { type: 'deletion.ask' },
        { type: 'deletion.reasonChange', reason: 'I left' },
        { type: 'deletion.confirm' },
        { type: 'deletion.cancel' },
        { type: 'deletion.withdraw' },
        { type: 'deletion.retry' },
      ],
    }));

  it('deletionRequestsMachine', () =>
    expectFullCoverage({
      machine: deletionRequestsMachine,
      inputs: [{ api }],
      outputs: { loadDeletionRequests: [[request('PENDING')]] },
      events: [
        { type: 'requests.carryOut', id: 'r-1' },
        { type: 'requests.decline', id: 'r-1' },
        { type: 'requests.keepChange', keep: false },
        { type: 'requests.reasonChange', reason: 'Records must be kept' },
        { type: 'requests.reasonChange', reason: ' ' },
        { type: 'requests.confirm' },
        { type: 'requests.cancel' },
        { type: 'requests.retry' },
      ],
    }));

  // The kit's list machine with the console's loaders and the retry action; two models (query changes,
  // and selection with the retry) so each stays small enough to build.
  it('jobsListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/super-console', '?tab=jobs').navigation }];
    return expectFullCoverage(
      {
        machine: jobsListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [job('j-1', 'failed')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'users.csv' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: jobsListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [job('j-1', 'failed')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'state', values: ['failed'] },
          { type: 'list.sort', field: 'created', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/super-console', search: '?tab=jobs&state=failed' },
          { type: 'list.locationChanged', path: '/super-console', search: '?tab=jobs' },
        ],
      },
      {
        machine: jobsListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [job('j-1', 'failed')], total: 1 }], 'bulk.retry': [{ count: 1 }] },
        events: [
          { type: 'list.select', id: 'j-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'retry', ids: ['j-1'] },
          { type: 'list.bulk', action: 'delete', ids: ['j-1'] },
        ],
      },
    );
  }, 180_000);

  it('auditListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/super-console', '?tab=audit').navigation }];
    return expectFullCoverage(
      {
        machine: auditListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [auditRow('1')], total: 120 },
            { rows: [], total: 0 },
            { rows: [], total: 120 },
          ],
        },
        events: [
          { type: 'list.search', text: 'alex' },
          { type: 'list.page', page: 5 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: auditListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [auditRow('1')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'action', values: ['medium.update'] },
          { type: 'list.sort', field: 'at', direction: 'asc' },
          { type: 'list.pageSize', size: 100 },
          { type: 'list.locationChanged', path: '/super-console', search: '?tab=audit&from=2026-01-01' },
          { type: 'list.locationChanged', path: '/super-console', search: '?tab=audit' },
          { type: 'list.select', id: '1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
        ],
      },
    );
  }, 180_000);
});
