// newsPublished over a real graphql-ws socket: each subscriber hears only the items they may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { units } from '../../../server/db/schema/units';
import { NewsPublishedDocument, type NewsItemFieldsFragment } from '../../../src/graphql/generated';
import { createSubscriptionClient, subscribeTo } from '../../../src/services/subscriptions';
import { gql, startSocketApi, type DemoUser, type SocketApi, type TestApi } from '../api/harness';

let t: TestApi;
let url: string;
let serviceUnit: string;
let socket: SocketApi;

beforeAll(async () => {
  socket = await startSocketApi();
  ({ t, url } = socket);
  const [unit] = await t.database.db.select().from(units).where(eq(units.key, 'customer-service'));
  serviceUnit = String(unit?.id);
});
afterAll(() => socket.close());

type Published = { newsPublished: { title: string; unitName: string | null } };

function subscribe(user: DemoUser) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${t.tokens[user]}` },
  });
  socket.track(client);
  return client.iterate<Published>({
    query: 'subscription { newsPublished { title unitName } }',
  });
}

const publish = (title: string, unitId: string | null) =>
  gql(t.api, 'mutation p($input: PublishNewsInput!) { publishNews(input: $input) { id } }', {
    token: t.tokens.manager,
    variables: { input: { title, body: 'Text.', unitId } },
  });

describe('newsPublished', () => {
  it('delivers a unit’s item to its members only and an item for everybody to all', async () => {
    const learner = subscribe('learner');
    const coach = subscribe('coach');
    const learnerFirst = learner.next();
    const coachFirst = coach.next();
    // Give the server a moment to register the subscriptions before publishing.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await publish('Customer Service only', serviceUnit)).body.errors).toBeUndefined();
    expect((await publish('For everybody', null)).body.errors).toBeUndefined();

    expect(await learnerFirst).toEqual({
      done: false,
      value: { data: { newsPublished: { title: 'Customer Service only', unitName: 'Customer Service' } } },
    });
    expect(await learner.next()).toEqual({
      done: false,
      value: { data: { newsPublished: { title: 'For everybody', unitName: null } } },
    });
    // The coach is not in Customer Service: the first item they hear is the one for everybody.
    expect(await coachFirst).toEqual({
      done: false,
      value: { data: { newsPublished: { title: 'For everybody', unitName: null } } },
    });
    await learner.return?.();
    await coach.return?.();
  });

  it('delivers nothing for a refused publication', async () => {
    const learner = subscribe('learner');
    const first = learner.next();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await gql(t.api, 'mutation { publishNews(input: { title: "", body: "x" }) { id } }', {
      token: t.tokens.manager,
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await publish('After the refusal', null);
    expect((await first).value).toEqual({
      data: { newsPublished: { title: 'After the refusal', unitName: null } },
    });
    await learner.return?.();
  });

  it('reaches the app’s own subscription client (token in connectionParams as the server reads it)', async () => {
    const client = createSubscriptionClient({
      apiUrl: url.replace(/^ws:/, 'http:'),
      getAccessToken: async () => t.tokens.learner,
      webSocketImpl: WebSocket,
    });
    socket.track(client);
    const received = new Promise<NewsItemFieldsFragment>((resolve) => {
      subscribeTo(client, NewsPublishedDocument, {}, (data) => resolve(data.newsPublished));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publish('Seen by the app', null);
    expect(await received).toMatchObject({ title: 'Seen by the app', body: 'Text.', unitName: null });
  });
});
