// The dashboard's news region beyond the model walk: the order of loaded and live items, an item
// published while the list loads, and an open article that newer items push off the headlines.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  learnerDashboardMachine,
  mergeNews,
  selectAssignedToMe,
  selectDashboardStatus,
  selectNews,
  selectNewsStatus,
  selectOpenNews,
} from '../../../src/machines/learning/learnerDashboardMachine';
import type {
  DashboardData,
  NewsItem,
  NewsPublishedEvent,
} from '../../../src/machines/learning/learningActors';
import type { AssignmentsNoticedEvent } from '../../../src/machines/learning/myLearningActors';
import type { ApiSettings } from '../../../src/services/api';
import { api, assignment, myMedium, news } from './fixtures';

const at = (day: number) => `2026-02-${String(day).padStart(2, '0')}T09:00:00.000Z`;

function start(
  load: () => Promise<NewsItem[]>,
  dashboard: () => Promise<Partial<DashboardData>> = async () => ({}),
) {
  let publish: (event: NewsPublishedEvent) => void = () => {
    throw new Error('watchNews did not start');
  };
  let notice: () => void = () => {
    throw new Error('watchAssignmentNotices did not start');
  };
  const machine = learnerDashboardMachine.provide({
    actors: {
      loadDashboard: fromPromise<DashboardData, { api: ApiSettings }>(async () => ({
        myMedia: [],
        paths: [],
        recommendations: [],
        ...(await dashboard()),
      })),
      watchAssignmentNotices: fromCallback<{ type: 'noop' }, { api: ApiSettings }, AssignmentsNoticedEvent>(
        ({ sendBack }) => {
          notice = () => sendBack({ type: 'assignments.noticed' });
        },
      ),
      loadNews: fromPromise<NewsItem[], { api: ApiSettings }>(load),
      watchNews: fromCallback<{ type: 'noop' }, { api: ApiSettings }, NewsPublishedEvent>(({ sendBack }) => {
        publish = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { input: { api } }).start();
  return {
    actor,
    publish: (item: NewsItem) => publish({ type: 'news.published', item }),
    notice: () => notice(),
  };
}

describe('mergeNews', () => {
  it('keeps each item once, newest first, at most five', () => {
    const items = [1, 2, 3, 4, 5, 6].map((d) => news(`n-${d}`, at(d)));
    expect(mergeNews([items[5]!, items[0]!], items).map((n) => n.id)).toEqual([
      'n-6',
      'n-5',
      'n-4',
      'n-3',
      'n-2',
    ]);
  });
});

describe('learnerDashboardMachine news', () => {
  it('keeps an item published while the list was loading', async () => {
    let resolve: (items: NewsItem[]) => void = () => {};
    const { actor, publish } = start(() => new Promise((r) => (resolve = r)));
    expect(selectNewsStatus(actor.getSnapshot())).toBe('loading');
    publish(news('live', at(20)));
    resolve([news('old', at(1)), news('live', at(20))]);
    await waitFor(actor, (s) => selectNewsStatus(s) === 'ready');
    expect(selectNews(actor.getSnapshot()).map((n) => n.id)).toEqual(['live', 'old']);
  });

  it('loads news even when the media fail, and the other way round', async () => {
    const failing = start(
      async () => [news('n-1')],
      async () => Promise.reject(new Error('offline')),
    );
    await waitFor(failing.actor, (s) => selectNewsStatus(s) === 'ready');
    await waitFor(failing.actor, (s) => selectDashboardStatus(s) === 'failed');
    const noNews = start(async () => Promise.reject(new Error('offline')));
    await waitFor(noNews.actor, (s) => selectNewsStatus(s) === 'failed');
    await waitFor(noNews.actor, (s) => selectDashboardStatus(s) === 'ready');
  });

  it('opens only a listed item, and keeps the open article when newer items push it off the list', async () => {
    const { actor, publish } = start(async () => [news('first', at(1))]);
    await waitFor(actor, (s) => selectNewsStatus(s) === 'ready');
    actor.send({ type: 'news.open', id: 'not-listed' });
    expect(selectOpenNews(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'news.open', id: 'first' });
    for (const day of [2, 3, 4, 5, 6]) publish(news(`n-${day}`, at(day)));
    expect(selectNews(actor.getSnapshot()).map((n) => n.id)).not.toContain('first');
    expect(selectOpenNews(actor.getSnapshot())?.id).toBe('first');
    actor.send({ type: 'news.close' });
    expect(selectOpenNews(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ news: { ready: 'listing' } })).toBe(true);
  });
});

describe('learnerDashboardMachine live assignments', () => {
  it('reads media and paths again when a notice arrives, keeping them on screen while it reads', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const { actor, notice } = start(
      async () => [],
      async () => {
        calls += 1;
        if (calls === 1) return { myMedia: [] };
        await new Promise<void>((resolve) => (release = resolve));
        return { myMedia: [myMedium('new', { assignment: assignment('NOT_STARTED', '2026-03-05', 4) })] };
      },
    );
    await waitFor(actor, (s) => selectDashboardStatus(s) === 'ready');
    notice();
    expect(actor.getSnapshot().matches({ media: 'refreshing' })).toBe(true);
    expect(selectDashboardStatus(actor.getSnapshot())).toBe('ready');
    release();
    await waitFor(actor, (s) => selectAssignedToMe(s).length === 1);
    expect(actor.getSnapshot().matches({ media: 'ready' })).toBe(true);
    actor.stop();
  });

  it('keeps what it showed when the read after a notice fails', async () => {
    let calls = 0;
    const { actor, notice } = start(
      async () => [],
      async () => {
        calls += 1;
        if (calls === 1)
          return { myMedia: [myMedium('kept', { assignment: assignment('OVERDUE', '2026-02-01', -3) })] };
        throw new Error('offline');
      },
    );
    await waitFor(actor, (s) => selectAssignedToMe(s).length === 1);
    notice();
    await waitFor(actor, (s) => s.matches({ media: 'ready' }) && calls === 2);
    expect(selectAssignedToMe(actor.getSnapshot()).map((t) => t.kind)).toEqual(['medium']);
    actor.stop();
  });
});
