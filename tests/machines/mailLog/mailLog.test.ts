// Model-based tests of the mail log's machines (every transition, both sides of every guard), and the
// query's translation to the API's variables.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { MailLogRowFragment } from '../../../src/graphql/generated';
import type { MailDetail, MailRow } from '../../../src/machines/mailLog/mailLogActors';
import { mailLogListMachine } from '../../../src/machines/mailLog/mailLogListMachine';
import { mailLogVariablesOf, MAIL_LOG_QUERY } from '../../../src/machines/mailLog/mailLogQuery';
import { mailMessageMachine } from '../../../src/machines/mailLog/mailMessageMachine';
import { expectFullCoverage } from '../support/expectFullCoverage';
import { api, fakeNavigation } from '../superConsole/fixtures';

const row = (id: string, status = 'SENT'): MailRow => ({
  __typename: 'MailMessage',
  id,
  event: 'WELCOME',
  toAddress: 'liam@example.org',
  toName: 'Liam Otieno',
  locale: 'en',
  templateLocale: 'en',
  templateSource: 'DEFAULT',
  subject: 'Welcome',
  status,
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  isTest: false,
  resendOf: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  sentAt: '2026-03-02T09:00:01.000Z',
  purgedAt: null,
  smtpConfigured: true,
});

const detail = (purged = false): MailDetail => {
  const { smtpConfigured, ...rest } = row('m-1');
  void smtpConfigured;
  return {
    ...rest,
    purgedAt: purged ? '2026-06-01T00:00:00.000Z' : null,
    messageId: '<m-1@academy.example>',
    html: purged ? null : '<p>Hello</p>',
    text: purged ? null : 'Hello',
  };
};

describe('mail log machines (model-based)', () => {
  it('mailMessageMachine', () =>
    expectFullCoverage({
      machine: mailMessageMachine,
      inputs: [{ api, id: 'm-1' }],
      outputs: {
        loadMailMessage: [detail(), detail(true), null],
        resendMail: [row('m-2', 'QUEUED')],
      },
      events: [
        { type: 'mail.retry' },
        { type: 'mail.resend' },
        { type: 'mail.confirm' },
        { type: 'mail.cancel' },
      ],
    }));

  it('mailLogListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/mail-log').navigation }];
    return expectFullCoverage(
      {
        machine: mailLogListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [row('m-1')], total: 60 },
            { rows: [], total: 0 },
            { rows: [], total: 60 },
          ],
        },
        events: [
          { type: 'list.search', text: 'liam' },
          { type: 'list.page', page: 4 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: mailLogListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [row('m-1')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'status', values: ['FAILED'] },
          { type: 'list.sort', field: 'sent', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/mail-log', search: '?status=DEFERRED' },
          { type: 'list.locationChanged', path: '/mail-log', search: '' },
          { type: 'list.select', id: 'm-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
        ],
      },
    );
  }, 180_000);
});

describe('mailLogVariablesOf', () => {
  const base = {
    search: '',
    filters: {},
    sort: 'created',
    direction: 'desc' as const,
    page: 1,
    pageSize: MAIL_LOG_QUERY.defaultPageSize,
  };
  it('maps search, known statuses, event, days and sort', () => {
    const v = mailLogVariablesOf({
      ...base,
      search: ' liam ',
      filters: { status: ['FAILED', 'LOST'], event: ['WELCOME'], from: ['2026-03-01'], to: ['2026-03-02'] },
      sort: 'recipient',
      direction: 'asc',
    });
    expect(v.filter.search).toBe('liam');
    expect(v.filter.statuses).toEqual(['FAILED']);
    expect(v.filter.event).toBe('WELCOME');
    expect(v.filter.from).toBe(new Date(2026, 2, 1).toISOString());
    // The whole "to" day: before the next local midnight.
    expect(v.filter.to).toBe(new Date(2026, 2, 3).toISOString());
    expect(v.sort).toBe('RECIPIENT');
    expect(v.direction).toBe('ASC');
  });
  it('leaves out what is not set or malformed', () => {
    expect(mailLogVariablesOf({ ...base, filters: { from: ['yesterday'] } })).toEqual({
      filter: {},
      sort: 'CREATED',
      direction: 'DESC',
    });
  });
});

type Ids = { api: typeof api; id: string };

describe('mailMessageMachine behaviour', () => {
  it('tells the list to refresh once the copy is queued, and refuses a resend of a purged mail', async () => {
    const seen: string[] = [];
    const list = createActor(
      createMachine({ on: { '*': { actions: ({ event }) => seen.push(event.type) } } }),
    );
    list.start();
    const machine = mailMessageMachine.provide({
      actors: {
        loadMailMessage: fromPromise<MailDetail | null, Ids>(async () => detail()),
        resendMail: fromPromise<MailLogRowFragment, Ids>(async () => row('m-2', 'QUEUED')),
      },
    });
    const actor = createActor(machine, { input: { api, id: 'm-1', list } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'mail.resend' });
    actor.send({ type: 'mail.confirm' });
    await waitFor(actor, (s) => s.matches('resent'));
    expect(seen).toEqual(['list.refresh']);
    expect(actor.getSnapshot().context.copy?.id).toBe('m-2');

    const purged = createActor(
      mailMessageMachine.provide({
        actors: { loadMailMessage: fromPromise<MailDetail | null, Ids>(async () => detail(true)) },
      }),
      { input: { api, id: 'm-1' } },
    ).start();
    await waitFor(purged, (s) => s.matches('ready'));
    purged.send({ type: 'mail.resend' });
    expect(purged.getSnapshot().value).toBe('ready');
  });
});
