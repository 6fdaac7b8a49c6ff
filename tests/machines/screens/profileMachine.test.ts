import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { operationName, type GraphqlClient } from '../../../src/services/graphql';
import { modelMachine } from './modelMachine';
import { ProfileInputError, type Profile } from '../../../src/machines/screens/profileActors';
import {
  profileMachine,
  selectErrors,
  selectStatus,
  validateDraft,
  type ProfileDraft,
  type ProfileEvent,
  type ProfileSnapshot,
} from '../../../src/machines/screens/profileMachine';

const me: Profile = {
  id: 'u1',
  username: 'coach',
  name: 'Clara Coach',
  email: 'coach@example.test',
  roles: ['EDUCATION_MANAGER', 'LEARNER'],
  locale: 'de',
  theme: 'default',
  dateFormat: null,
  units: [{ id: 'unit-1', name: 'General', isActive: true }],
};
const saved: Profile = { ...me, theme: 'dark' };
const allowedLocales = ['en', 'de', 'sw'];

// The model's events: user events plus the results of the two invoked calls.
const modelEvents = [
  { type: 'xstate.done.actor.loadProfile', output: me },
  { type: 'xstate.error.actor.loadProfile', error: new Error('offline') },
  { type: 'profile.retry' },
  { type: 'profile.change', field: 'theme', value: 'dark' },
  { type: 'profile.change', field: 'dateFormat', value: 'yy/M' },
  { type: 'profile.submit' },
  { type: 'xstate.done.actor.saveProfile', output: saved },
  { type: 'xstate.error.actor.saveProfile', error: new ProfileInputError('locale') },
  { type: 'xstate.error.actor.saveProfile', error: new Error('HTTP 500') },
] as const;

const unusedClient: GraphqlClient = {
  request: () => Promise.reject(new Error('the model test replaces the calls')),
};

interface Deferred<T> {
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}

/** The system under test: the real machine with calls the test settles, and an app actor that records. */
function createSut() {
  const pending: { load?: Deferred<Profile>; save?: Deferred<Profile>; saveInputs: ProfileDraft[] } = {
    saveInputs: [],
  };
  const received: AnyEventObject[] = [];
  const app = createActor(
    fromCallback<AnyEventObject>(({ receive }) => receive((e) => received.push(e))),
  ).start();
  const actor = createActor(
    profileMachine.provide({
      actors: {
        loadProfile: fromPromise<Profile, { client: GraphqlClient }>(
          () => new Promise((resolve, reject) => (pending.load = { resolve, reject })),
        ),
        saveProfile: fromPromise<Profile, { client: GraphqlClient; profile: ProfileDraft }>(({ input }) => {
          pending.saveInputs.push(input.profile);
          return new Promise((resolve, reject) => (pending.save = { resolve, reject }));
        }),
      },
    }),
    { input: { client: unusedClient, allowedLocales, app } },
  ).start();
  return { actor, pending, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// States are told apart by value, which fields are in error and whether the draft differs from the
// saved profile: enough to reach every transition without walking every combination of values.
const compact = (s: ProfileSnapshot) =>
  JSON.stringify([
    s.value,
    Object.keys(s.context.errors).sort(),
    s.context.draft.theme !== (s.context.profile?.theme ?? 'default'),
    s.context.draft.dateFormat !== (s.context.profile?.dateFormat ?? null),
  ]);

// Each vertex is a (state, incoming transition) pair, as xstate's own serializer does, so the
// shortest paths walk every transition, including those back into a state already reached.
const serializeState = (s: ProfileSnapshot, event: AnyEventObject | undefined, prev?: ProfileSnapshot) =>
  `${compact(s)}|${prev ? compact(prev) : ''}|${event ? describePath([{ event }]) : ''}`;

const describePath = (steps: readonly { event: AnyEventObject }[]) =>
  steps
    .map(
      ({ event }) =>
        event.type.replace(/^xstate\./, '') + ('field' in event ? `(${String(event.field)})` : ''),
    )
    .join(' → ');

const model = createTestModel(modelMachine(profileMachine), {
  input: { client: unusedClient, allowedLocales, app: createActor(fromCallback(() => {})) },
  events: modelEvents as unknown as AnyEventObject[],
  serializeState,
} as never);

describe('profileMachine (model-based)', () => {
  const paths = model.getShortestPaths();

  it('has paths through every state', () => {
    const reached = new Set(
      paths.flatMap((p) => p.steps.map((step) => selectStatus(step.state as ProfileSnapshot))),
    );
    expect([...reached].sort()).toEqual(
      ['editing', 'invalid', 'loadFailed', 'loading', 'saveFailed', 'saved', 'saving'].sort(),
    );
  });

  for (const path of paths) {
    it(`${selectStatus(path.state as ProfileSnapshot)} via ${describePath(path.steps)}`, async () => {
      const sut = createSut();
      const executors: Record<string, (step: { event: AnyEventObject }) => unknown> = {
        'xstate.done.actor.loadProfile': async () => {
          sut.pending.load?.resolve(me);
          await settle();
        },
        'xstate.error.actor.loadProfile': async () => {
          sut.pending.load?.reject(new Error('offline'));
          await settle();
        },
        'xstate.done.actor.saveProfile': async () => {
          sut.pending.save?.resolve(saved);
          await settle();
        },
        'xstate.error.actor.saveProfile': async ({ event }) => {
          sut.pending.save?.reject(event.error);
          await settle();
        },
        'profile.retry': ({ event }) => sut.actor.send(event as ProfileEvent),
        'profile.change': ({ event }) => sut.actor.send(event as ProfileEvent),
        'profile.submit': ({ event }) => sut.actor.send(event as ProfileEvent),
      };
      await path.test({ events: executors as Parameters<typeof path.test>[0]['events'] });
      const expected = path.state as ProfileSnapshot;
      const actual = sut.actor.getSnapshot();
      expect(actual.value).toEqual(expected.value);
      expect(compact(actual)).toEqual(compact(expected));
      expect(Object.keys(selectErrors(actual)).sort()).toEqual(Object.keys(selectErrors(expected)).sort());
      // The app hears of every confirmed save, and of nothing else.
      const saves = path.steps.filter(
        (step) => (step.event as AnyEventObject).type === 'xstate.done.actor.saveProfile',
      ).length;
      expect(sut.received).toEqual(
        Array.from({ length: saves }, () => ({ type: 'profile.saved', profile: saved })),
      );
    });
  }
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
    const actor = createActor(profileMachine, { input: { client, allowedLocales, app } }).start();
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
