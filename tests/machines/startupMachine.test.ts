import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  selectDefaultUnit,
  selectRejectedCommits,
  selectServerVersion,
  selectStartupError,
  startupMachine,
  type StartupInput,
} from '../../src/machines/startupMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { startupSpec } from '../../src/machines/testing/specs';
import type { PendingProgress } from '../../src/services/storage';
import type { DefaultUnit } from '../../src/services/operations';
import type { ApiSettings } from '../../src/services/api';
import { createStartupActors, type Preference } from '../../src/machines/startupActors';
import type { CommitOutcome } from '../../src/services/progress';
import { createGraphqlClient } from '../../src/services/graphql';
import { listPendingProgress, listRejectedProgress, putPendingProgress } from '../../src/services/storage';

const input: StartupInput = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

const unit: DefaultUnit = {
  name: 'Head office',
  isActive: true,
  uuid: 'u-1',
  id: '1',
  key: 'HQ',
  logoUrl: null,
  color: '#123456',
  displayedId: '1',
  isGeneral: true,
};

const record = (hash: string): PendingProgress => ({
  hash,
  mediaId: 'm-1',
  cmi: { core: { lesson_status: 'completed' } },
  committedAt: '2026-01-01T10:00:00Z',
});

describe('startupMachine', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const result = await runModel(startupSpec);
    const report = coverageReport(startupMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  it('loads version, default unit and DESIGN preferences in parallel and reports colours to the app', async () => {
    const started: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const call = <T>(name: string, value: T) =>
      fromPromise<T, ApiSettings>(async () => {
        started.push(name);
        await gate;
        return value;
      });
    const machine = startupMachine.provide({
      actors: {
        loadVersion: call('version', '3.1.0'),
        loadDefaultUnit: call<DefaultUnit | null>('unit', unit),
        loadDesignPreferences: call<Preference[]>('preferences', [
          { key: 'PRIMARY_COLOR', value: '#654321' },
        ]),
        loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => []),
      },
    });
    const reports: unknown[] = [];
    const actor = createActor(machine, { input });
    Object.assign(actor, { _parent: { send: (e: unknown) => reports.push(e) } });
    actor.start();
    actor.send({ type: 'startup.begin' });
    // All three are running before any has answered.
    expect(started.sort()).toEqual(['preferences', 'unit', 'version']);
    open();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectServerVersion(done)).toBe('3.1.0');
    expect(selectDefaultUnit(done)).toEqual(unit);
    expect(selectStartupError(done)).toBeNull();
    expect(reports).toContainEqual({ type: 'startup.unitLoaded', color: '#123456' });
    expect(reports).toContainEqual({ type: 'startup.preferencesLoaded', primaryColor: '#654321' });
  });

  it('commits every pending record, keeping the one the server did not confirm', async () => {
    const stored = [record('a'), record('b'), record('c')];
    const machine = startupMachine.provide({
      actors: {
        loadVersion: fromPromise<string, ApiSettings>(async () => '3.1.0'),
        loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(async () => null),
        loadDesignPreferences: fromPromise<Preference[], ApiSettings>(async () => []),
        loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => [...stored]),
        // Like the real actor: remove only after the server answered with an id.
        commitProgress: fromPromise<CommitOutcome, ApiSettings & { record: PendingProgress }>(
          async ({ input: i }) => {
            if (i.record.hash === 'b') throw new Error('server unavailable');
            stored.splice(
              stored.findIndex((r) => r.hash === i.record.hash),
              1,
            );
            return 'confirmed';
          },
        ),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'startup.begin' });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(stored.map((r) => r.hash)).toEqual(['b']);
    expect(done.context.committed).toBe(2);
    expect(done.context.failedCommits).toBe(1);
  });

  it('parks a record the API refuses as bad input; keeps those that failed on the network, a 5xx or UNAUTHENTICATED', async () => {
    localStorage.clear();
    for (const hash of ['ok', 'deleted-medium', 'offline', 'server-error', 'expired-token'])
      putPendingProgress(record(hash));
    // The API's answers per record, as the GraphQL endpoint sends them.
    const answers: Record<string, () => Response> = {
      ok: () => Response.json({ data: { scorm12Attempt: { commit: { id: 'attempt-1' } } } }),
      'deleted-medium': () =>
        Response.json({ errors: [{ message: 'medium not found', extensions: { code: 'BAD_USER_INPUT' } }] }),
      offline: () => {
        throw new TypeError('Failed to fetch');
      },
      'server-error': () => new Response('Bad Gateway', { status: 502 }),
      'expired-token': () =>
        Response.json(
          { errors: [{ message: 'token expired', extensions: { code: 'UNAUTHENTICATED' } }] },
          { status: 401 },
        ),
    };
    const client = createGraphqlClient({
      url: input.apiUrl,
      getAccessToken: async () => 'tok',
      fetch: async (req, init) => {
        const body = (await new Request(req, init).json()) as { variables: { input: { hash: string } } };
        return answers[body.variables.input.hash]!();
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const machine = startupMachine.provide({
      actors: {
        ...createStartupActors(() => client),
        loadVersion: fromPromise<string, ApiSettings>(async () => '3.1.0'),
        loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(async () => null),
        loadDesignPreferences: fromPromise<Preference[], ApiSettings>(async () => []),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'startup.begin' });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.committed).toBe(1);
    expect(selectRejectedCommits(done)).toBe(1);
    expect(done.context.failedCommits).toBe(3);
    expect(listPendingProgress().map((r) => r.hash)).toEqual(['offline', 'server-error', 'expired-token']);
    expect(listRejectedProgress()).toEqual([
      expect.objectContaining({ hash: 'deleted-medium', mediaId: 'm-1', reason: 'medium not found' }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/deleted-medium.*refused, parked: medium not found/),
    );
    warn.mockRestore();

    // The next start tries the kept ones again, never the parked one.
    answers.offline = answers.ok!;
    actor.send({ type: 'startup.retry' });
    const again = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.committed === 1 && s.context.failedCommits === 2,
    );
    expect(selectRejectedCommits(again)).toBe(0);
    expect(listPendingProgress().map((r) => r.hash)).toEqual(['server-error', 'expired-token']);
  });
});
