import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import { operationName, type GraphqlClient } from '../../../src/services/graphql';
import { profileActors } from '../../../src/machines/screens/profileActors';
import { profileModelSpec, sampleProfile, savedProfile } from '../../../src/machines/screens/profileModel';
import {
  profileMachine,
  selectErrors,
  selectStatus,
  validateDraft,
} from '../../../src/machines/screens/profileMachine';

const me = sampleProfile;
const saved = savedProfile;
const allowedLocales = ['en', 'de', 'sw'];
const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function recordingApp() {
  const received: AnyEventObject[] = [];
  const app = createActor(
    fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e))),
  ).start();
  return { app, received };
}

describe('profileMachine (model-based)', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const { app, received } = recordingApp();
    const result = await runModel({
      ...profileModelSpec(app),
      // The app hears of every confirmed save, and of nothing else.
      afterPath: (_live, events) => {
        const saves = events.filter(
          (e) =>
            e.type === 'xstate.done.actor.saveProfile' && (e as { output?: { ok?: boolean } }).output?.ok,
        ).length;
        expect(received).toEqual(
          Array.from({ length: saves }, () => ({ type: 'profile.saved', profile: saved })),
        );
        received.length = 0;
      },
    });
    const report = coverageReport(profileMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });
});

describe('validateDraft', () => {
  it('accepts null locale and date format (follow the browser / the platform default)', () => {
    expect(validateDraft({ locale: null, theme: 'default', dateFormat: null }, allowedLocales)).toEqual({});
  });
  it('refuses values outside the allowed sets', () => {
    expect(validateDraft({ locale: 'fr', theme: 'violet', dateFormat: 'yy' }, allowedLocales)).toEqual({
      locale: 'invalid',
      theme: 'invalid',
      dateFormat: 'invalid',
    });
  });
});

describe('profileMachine with its real calls', () => {
  function stubClient(answers: Record<string, { data: unknown; errors?: object[] }>) {
    const requests: Array<{ operation: string; variables: unknown }> = [];
    const client: GraphqlClient = {
      request: async (document, variables) => {
        const operation = operationName(document);
        requests.push({ operation, variables });
        const answer = answers[operation];
        if (!answer) throw new Error(`unexpected ${operation}`);
        return { data: answer.data as never, errors: (answer.errors ?? []) as never };
      },
    };
    return { client, requests };
  }

  async function run(saveAnswer: { data: unknown; errors?: object[] }) {
    const { client, requests } = stubClient({
      myProfile: { data: { me } },
      updateMyProfile: saveAnswer,
    });
    const received: AnyEventObject[] = [];
    const app = createActor(
      fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e))),
    ).start();
    const actor = createActor(profileMachine.provide({ actors: profileActors(() => client) }), {
      input: { api, allowedLocales, app },
    }).start();
    await settle();
    actor.send({ type: 'profile.change', field: 'theme', value: 'dark' });
    actor.send({ type: 'profile.change', field: 'dateFormat', value: 'yyyy-MM-dd' });
    actor.send({ type: 'profile.submit' });
    await settle();
    return { actor, requests, received };
  }

  it('saves the draft through updateMyProfile and tells the app', async () => {
    const after = { ...me, theme: 'dark', dateFormat: 'yyyy-MM-dd' };
    const { actor, requests, received } = await run({ data: { user: { updateMyProfile: after } } });
    expect(requests).toEqual([
      { operation: 'myProfile', variables: {} },
      {
        operation: 'updateMyProfile',
        variables: { input: { locale: 'de', theme: 'dark', dateFormat: 'yyyy-MM-dd' } },
      },
    ]);
    expect(selectStatus(actor.getSnapshot())).toBe('saved');
    expect(received).toEqual([{ type: 'profile.saved', profile: after }]);
  });

  it('shows a refused field from BAD_USER_INPUT at that field', async () => {
    const { actor, received } = await run({
      data: null,
      errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', field: 'dateFormat' } }],
    });
    expect(selectStatus(actor.getSnapshot())).toBe('invalid');
    expect(selectErrors(actor.getSnapshot())).toEqual({ dateFormat: 'invalid' });
    expect(received).toEqual([]);
  });

  it('reports any other failure as a save error and keeps the draft', async () => {
    const { actor } = await run({
      data: null,
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }],
    });
    expect(selectStatus(actor.getSnapshot())).toBe('saveFailed');
    expect(actor.getSnapshot().context.draft).toEqual({
      locale: 'de',
      theme: 'dark',
      dateFormat: 'yyyy-MM-dd',
    });
  });
});
