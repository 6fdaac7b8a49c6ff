// The start-up reports the browser's time zone once per session (the server counts the learner's due days
// in it); a failed report changes nothing else in the start-up.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { selectStartupError, startupMachine, type StartupInput } from '../../src/machines/startupMachine';
import { createStartupActors, type Preference } from '../../src/machines/startupActors';
import { createGraphqlClient } from '../../src/services/graphql';
import type { ApiSettings } from '../../src/services/api';
import type { DefaultUnit } from '../../src/services/operations';
import type { PendingProgress } from '../../src/services/storage';

const input: StartupInput = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

function startup(answer: () => Response) {
  const calls: Array<{ operationName?: string; variables: Record<string, unknown> }> = [];
  const order: string[] = [];
  const client = createGraphqlClient({
    url: input.apiUrl,
    getAccessToken: async () => 'tok',
    fetch: async (request, init) => {
      const body = (await new Request(request, init).json()) as (typeof calls)[number] & { query: string };
      calls.push({ variables: body.variables, operationName: /mutation (\w+)/.exec(body.query)?.[1] });
      order.push('reportTimeZone');
      return answer();
    },
  });
  const machine = startupMachine.provide({
    actors: {
      reportTimeZone: createStartupActors(() => client).reportTimeZone,
      loadVersion: fromPromise<string, ApiSettings>(async () => '3.1.0'),
      loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(async () => null),
      loadDesignPreferences: fromPromise<Preference[], ApiSettings>(async () => []),
      loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => {
        order.push('loadPendingProgress');
        return [];
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  actor.send({ type: 'startup.begin' });
  return { actor, calls, order };
}

describe('startupMachine: time zone', () => {
  it('reports the browser’s IANA zone once, before the pending progress is committed', async () => {
    const { actor, calls, order } = startup(() => Response.json({ data: { reportTimeZone: true } }));
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([
      {
        operationName: 'ReportTimeZone',
        variables: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      },
    ]);
    expect(order).toEqual(['reportTimeZone', 'loadPendingProgress']);
    expect(selectStartupError(done)).toBeNull();
  });

  it('goes on without an error when the report is refused or the API is down', async () => {
    for (const answer of [
      () =>
        Response.json({
          errors: [{ message: 'unknown zone', extensions: { code: 'BAD_USER_INPUT', field: 'timeZone' } }],
        }),
      () => new Response('Bad Gateway', { status: 502 }),
    ]) {
      const { actor, calls, order } = startup(answer);
      const done = await waitFor(actor, (s) => s.matches('ready'));
      expect(calls).toHaveLength(1);
      expect(order).toEqual(['reportTimeZone', 'loadPendingProgress']);
      expect(selectStartupError(done)).toBeNull();
    }
  });
});
