// The coverage helper itself: it must find transitions a walk missed, guard branches included.
import { assign, createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { coverageReport, createCoverageRecorder, transitionItems } from '../../src/machines/testing/coverage';

const door = setup({
  types: {} as { context: { locked: boolean }; events: { type: 'open' } | { type: 'lock' } },
  guards: { isLocked: ({ context }) => context.locked },
}).createMachine({
  id: 'door',
  initial: 'closed',
  context: { locked: false },
  states: {
    closed: {
      on: {
        open: [{ guard: 'isLocked' }, { target: 'opened' }],
        lock: { actions: assign({ locked: true }) },
      },
    },
    opened: { always: [{ guard: 'isLocked', target: 'closed' }] },
  },
});

describe('transition coverage', () => {
  it('lists every candidate and a second item for each guard', () => {
    expect(transitionItems(door).map((i) => i.label)).toEqual([
      'door.closed: open [isLocked] -> (stay)',
      'door.closed: open [not isLocked]',
      'door.closed: open -> door.opened',
      'door.closed: lock -> (stay)',
      'door.opened: always [isLocked] -> door.closed',
      'door.opened: always [not isLocked]',
    ]);
  });

  it('reports exactly what a run did not take', () => {
    const recorder = createCoverageRecorder();
    const actor = createActor(door, { inspect: recorder.inspect }).start();
    actor.send({ type: 'open' });
    const report = coverageReport(door, recorder.covered);
    expect(report.summary).toBe('doorMachine: 3/6 transitions');
    expect(report.missing.map((m) => m.label)).toEqual([
      'door.closed: open [isLocked] -> (stay)',
      'door.closed: lock -> (stay)',
      'door.opened: always [isLocked] -> door.closed',
    ]);
  });

  it('counts a guard that held as its own branch', () => {
    const recorder = createCoverageRecorder();
    const actor = createActor(door, { inspect: recorder.inspect }).start();
    actor.send({ type: 'lock' });
    actor.send({ type: 'open' });
    const report = coverageReport(door, recorder.covered);
    expect(report.missing.map((m) => m.label)).toEqual([
      'door.closed: open [not isLocked]',
      'door.closed: open -> door.opened',
      'door.opened: always [isLocked] -> door.closed',
      'door.opened: always [not isLocked]',
    ]);
  });
});
