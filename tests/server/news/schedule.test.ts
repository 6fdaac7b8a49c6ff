// Scheduled news goes live at its time and is announced to subscribers then, once: through the timer the
// scheduling call sets, at once for a time already past, and through publishDueNews (the minute safety net).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { news } from '../../../server/db/schema/news';
import { publishDueNews } from '../../../server/api/news/scheduler';
import { gql, startSocketApi, type DemoUser, type SocketApi, type TestApi } from '../api/harness';

let t: TestApi;
let socket: SocketApi;
beforeAll(async () => {
  socket = await startSocketApi();
  t = socket.t;
});
afterAll(() => socket.close());

type Published = { newsPublished: { id: string; title: string; html: string } };

function subscribe(user: DemoUser) {
  const client = createClient({
    url: socket.url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${t.tokens[user]}` },
  });
  socket.track(client);
  return client.iterate<Published>({ query: 'subscription { newsPublished { id title html } }' });
}

async function draft(title: string): Promise<string> {
  const res = await gql<{ saveNews: { id: string } }>(
    t.api,
    'mutation s($input: SaveNewsInput!) { saveNews(input: $input) { id } }',
    {
      token: t.tokens.manager,
      variables: {
        input: {
          defaultLocale: 'en',
          versions: [{ locale: 'en', title, html: `<p>${title}</p>` }],
          unitIds: [],
          pinned: false,
        },
      },
    },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.saveNews.id;
}

const schedule = (id: string, at: Date) =>
  gql<{ scheduleNews: { status: string; publishAt: string | null; publishedAt: string | null } }>(
    t.api,
    'mutation s($id: ID!, $at: DateTime!) { scheduleNews(id: $id, at: $at) { status publishAt publishedAt } }',
    { token: t.tokens.manager, variables: { id, at: at.toISOString() } },
  );

const latestIds = async () =>
  (
    await gql<{ latestNews: { id: string }[] }>(t.api, 'query { latestNews(limit: 20) { id } }', {
      token: t.tokens.learner,
    })
  ).body.data?.latestNews.map((n) => n.id) ?? [];

describe('scheduled news', () => {
  it('stays hidden until its time, then goes live and reaches a subscriber', async () => {
    const id = await draft('In a moment');
    const learner = subscribe('learner');
    const first = learner.next();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const at = new Date(Date.now() + 1500);
    const res = await schedule(id, at);
    expect(res.body.data?.scheduleNews).toMatchObject({ status: 'SCHEDULED', publishedAt: null });
    expect(await latestIds()).not.toContain(id);
    const delivered = await first;
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(delivered.value).toEqual({
      data: { newsPublished: { id, title: 'In a moment', html: '<p>In a moment</p>' } },
    });
    expect(await latestIds()).toContain(id);
    await learner.return?.();
  });

  it('publishes an item scheduled in the past at once', async () => {
    const id = await draft('Already due');
    const res = await schedule(id, new Date(Date.now() - 60_000));
    expect(res.body.data?.scheduleNews).toMatchObject({ status: 'PUBLISHED', publishAt: null });
    expect(await latestIds()).toContain(id);
  });

  it('the safety net publishes a due item whose timer was lost, exactly once', async () => {
    const id = await draft('Lost timer');
    // As if the server restarted after the scheduling call: due, no timer.
    await t.database.db
      .update(news)
      .set({ publishAt: sql`now() - interval '5 seconds'` })
      .where(eq(news.id, id));
    const heard: string[] = [];
    const stop = t.api.pubsub.subscribe('newsPublished');
    const listening = (async () => {
      for await (const item of stop) heard.push(item.id);
    })();
    expect(await publishDueNews(t.database.db, t.api.pubsub)).toEqual([id]);
    expect(await publishDueNews(t.database.db, t.api.pubsub)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop.return?.();
    await listening;
    expect(heard).toEqual([id]);
    expect(await latestIds()).toContain(id);
  });

  it('refuses to schedule an item that is already live', async () => {
    const id = await draft('Live already');
    await schedule(id, new Date(Date.now() - 1000));
    const again = await schedule(id, new Date(Date.now() + 60_000));
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});
