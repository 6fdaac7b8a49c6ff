// noticesMachine, model-based: every transition and both sides of the guard, plus the merging rule and the
// real actors over a stub API.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import {
  mergeNotices,
  noticesMachine,
  selectLiveNotice,
  selectNotices,
  selectNoticesStatus,
} from '../../../src/machines/notices/noticesMachine';
import { noticesActors, type Notice } from '../../../src/machines/notices/noticesActors';
import { createGraphqlClient } from '../../../src/services/graphql';
import type { SubscriptionClient } from '../../../src/services/subscriptions';

const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  __typename: 'AssignmentNotice',
  id,
  event: 'ASSIGNED',
  assignmentId: `a-${id}`,
  itemKind: 'MEDIUM',
  itemId: `m-${id}`,
  itemTitle: `Medium ${id}`,
  dueOn: '2026-12-24',
  createdAt: `2026-12-0${id}T10:00:00Z`,
  read: false,
  ...overrides,
});

describe('noticesMachine', () => {
  it('walks every transition of its definition, both sides of the guard', async () => {
    const result = await runModel({
      machine: noticesMachine,
      inputs: [{ api }],
      outputs: { loadNotices: [[notice('1')]], markNoticesRead: [['1']] },
      events: [
        { type: 'notices.received', notice: notice('2') },
        { type: 'notices.retry' },
        { type: 'notices.markRead', ids: ['1'] },
        { type: 'notices.markRead', ids: ['9'] },
        { type: 'notices.dismiss' },
      ],
    });
    const report = coverageReport(noticesMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  it('keeps unread notices newest first, each once, at most 20', () => {
    const merged = mergeNotices(
      [notice('3'), notice('1', { read: true })],
      [notice('1'), notice('2'), notice('3')],
    );
    expect(merged.map((n) => n.id)).toEqual(['3', '2']);
    const many = Array.from({ length: 25 }, (_, i) =>
      notice(String(i + 10), { createdAt: `2026-12-01T10:${String(i).padStart(2, '0')}:00Z` }),
    );
    expect(mergeNotices(many, [])).toHaveLength(20);
    expect(mergeNotices(many, [])[0]!.id).toBe('34');
  });

  it('loads, hears a live notice, and marks read through the real actors', async () => {
    const requests: Array<{ query: string; variables: Record<string, unknown> }> = [];
    const client = createGraphqlClient({
      url: api.apiUrl,
      getAccessToken: async () => 'tok',
      fetch: async (request, init) => {
        const body = (await new Request(request, init).json()) as (typeof requests)[number];
        requests.push(body);
        return body.query.includes('markNoticesRead')
          ? Response.json({ data: { markNoticesRead: [{ id: '5', read: true }] } })
          : Response.json({ data: { myNotices: [notice('4')] } });
      },
    });
    let push: (data: unknown) => void = () => {};
    const subscriptions: SubscriptionClient = {
      subscribe: (_payload, sink) => {
        push = (data) => sink.next({ data } as never);
        return () => {};
      },
    };
    const actor = createActor(
      noticesMachine.provide({
        actors: noticesActors(
          () => client,
          () => subscriptions,
        ),
      }),
      { input: { api } },
    ).start();
    await waitFor(actor, (s) => selectNoticesStatus(s) === 'ready');
    expect(requests[0]!.variables).toEqual({ unreadOnly: true, first: 20 });
    push({ myAssignmentNotices: notice('5', { createdAt: '2026-12-09T10:00:00Z' }) });
    expect(selectLiveNotice(actor.getSnapshot())?.id).toBe('5');
    expect(selectNotices(actor.getSnapshot()).map((n) => n.id)).toEqual(['5', '4']);
    actor.send({ type: 'notices.markRead', ids: ['5'] });
    await waitFor(actor, (s) => s.matches({ list: { ready: 'idle' } }));
    expect(requests[1]!.variables).toEqual({ ids: ['5'] });
    expect(selectNotices(actor.getSnapshot()).map((n) => n.id)).toEqual(['4']);
    // The toast of a notice marked read goes too.
    expect(selectLiveNotice(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
