// The kit's confirmMachine (brought by media management for the bulk archive): model-based and the send.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { confirmMachine, selectConfirmRequest } from '../../../src/machines/admin/confirmMachine';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';

/** An actor that records the events it gets. */
function recorder() {
  const machine = setup({ types: {} as { context: { got: string[] } } }).createMachine({
    context: { got: [] },
    on: { '*': { actions: assign(({ context, event }) => ({ got: [...context.got, event.type] })) } },
  });
  return createActor(machine).start();
}

describe('confirmMachine', () => {
  it('covers every transition', async () => {
    const target = recorder();
    const result = await runModel({
      machine: confirmMachine,
      events: [
        {
          type: 'confirm.ask',
          request: { key: 'archive', values: { count: 2 }, target, event: { type: 'x' } },
        },
        { type: 'confirm.accept' },
        { type: 'confirm.cancel' },
      ],
    });
    const report = coverageReport(confirmMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  it('sends the event only when accepted', () => {
    const target = recorder();
    const actor = createActor(confirmMachine).start();
    const request = { key: 'archive', target, event: { type: 'list.bulk', action: 'archive' } };
    actor.send({ type: 'confirm.ask', request });
    expect(selectConfirmRequest(actor.getSnapshot())).toBe(request);
    actor.send({ type: 'confirm.cancel' });
    expect(selectConfirmRequest(actor.getSnapshot())).toBeNull();
    expect(target.getSnapshot().context.got).toEqual([]);
    actor.send({ type: 'confirm.ask', request });
    actor.send({ type: 'confirm.accept' });
    expect(target.getSnapshot().context.got).toEqual(['list.bulk']);
    actor.send({ type: 'confirm.accept' });
    expect(target.getSnapshot().context.got).toEqual(['list.bulk']);
  });
});
