import { createActor, fromCallback } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { embedMachine, selectIsEmbedded, type EmbedInput } from '../../src/machines/embedMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { ManualClock, runModel } from '../../src/machines/testing/modelRunner';
import { embedSpec } from '../../src/machines/testing/specs';
import { EMBEDDED_TOKEN_CHECK_MS } from '../../src/machines/constants';

const PARENT = 'https://portal.example.org';
const base: EmbedInput = {
  embedded: true,
  parentOrigins: [PARENT],
  parentOriginCandidates: [],
  tokenCheckMs: EMBEDDED_TOKEN_CHECK_MS,
};

const message = (origin: string, data: unknown, fromParent = true) => ({
  type: 'embed.message' as const,
  origin,
  fromParent,
  data,
});

describe('embedMachine', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await runModel(embedSpec);
    warn.mockRestore();
    const report = coverageReport(embedMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  function start(input: EmbedInput = base) {
    const posted: unknown[] = [];
    const reports: unknown[] = [];
    const clock = new ManualClock();
    const machine = embedMachine.provide({
      actors: { parentBridge: fromCallback(({ receive }) => receive((e) => posted.push(e))) },
    });
    const actor = createActor(machine, { input, clock });
    Object.assign(actor, { _parent: { send: (e: unknown) => reports.push(e) } });
    actor.start();
    return { actor, posted, reports, clock };
  }

  it('accepts route_change and log_out only from an allowed origin and the parent window', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const e = start();
    e.actor.send(message(PARENT, { type: 'route_change', route: '/catalogue?q=golf' }));
    e.actor.send(message(PARENT, { type: 'log_out' }));
    e.actor.send(message('https://evil.example', { type: 'log_out' }));
    e.actor.send(message(PARENT, { type: 'log_out' }, false));
    for (const route of [
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      'media',
      '/\\evil',
    ]) {
      e.actor.send(message(PARENT, { type: 'route_change', route }));
    }
    expect(e.reports).toEqual([
      { type: 'embed.routeChange', to: '/catalogue?q=golf' },
      { type: 'embed.logOut' },
    ]);
    expect(warn).toHaveBeenCalledTimes(7);
    warn.mockRestore();
  });

  it('posts session_expired to the validated parent origin, never to "*"', () => {
    const e = start({ ...base, parentOriginCandidates: ['https://evil.example', PARENT] });
    e.actor.send({ type: 'embed.notifySessionExpired' });
    expect(e.posted).toEqual([
      { type: 'bridge.post', message: { type: 'session_expired' }, origin: PARENT, allowed: [PARENT] },
    ]);
  });

  it('asks auth to verify the session every EMBEDDED_TOKEN_CHECK_MS', () => {
    const e = start();
    expect([...e.clock.timers.values()].map((t) => t.ms)).toEqual([60000]);
    e.clock.fireOldest();
    expect(e.reports).toEqual([{ type: 'embed.verifySession' }]);
    // The next check is scheduled again, one interval later.
    expect([...e.clock.timers.values()].map((t) => t.ms)).toEqual([60000]);
    e.clock.fireOldest();
    expect(e.reports).toEqual([{ type: 'embed.verifySession' }, { type: 'embed.verifySession' }]);
  });

  it('does nothing when the app is not framed', () => {
    const e = start({ ...base, embedded: false });
    expect(selectIsEmbedded(e.actor.getSnapshot())).toBe(false);
    e.actor.send(message(PARENT, { type: 'log_out' }));
    expect(e.reports).toEqual([]);
    expect(e.clock.timers.size).toBe(0);
  });
});
