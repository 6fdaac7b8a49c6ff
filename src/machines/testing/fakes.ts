// Controllable stand-ins for a machine's actors and clock, and the driver that plays a model step
// on a live actor: resolve or reject a pending promise actor, fire a delay, or send the event.
import {
  fromCallback,
  fromPromise,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type createActor,
} from 'xstate';

export const FAKE_FAILURE = new Error('fake failure');

export interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

/** A clock under the test's control: delayed transitions fire when the path says so. */
export class ManualClock {
  private next = 1;
  readonly timers = new Map<number, { fn: () => void; ms: number }>();
  setTimeout(fn: () => void, ms: number): number {
    const id = this.next++;
    this.timers.set(id, { fn, ms });
    return id;
  }
  clearTimeout(id: number): void {
    this.timers.delete(id);
  }
  fireOldest(): void {
    const [id, timer] = [...this.timers.entries()][0] ?? [];
    if (id === undefined || !timer) throw new Error('no delayed transition is pending');
    this.timers.delete(id);
    timer.fn();
  }
}

export interface LiveRun {
  actor: ReturnType<typeof createActor<AnyStateMachine>>;
  pending: Map<string, Deferred>;
  /** Events each faked callback actor received (sendTo), by invoke id. */
  received: Map<string, AnyEventObject[]>;
  /** Inputs each faked promise actor was started with, by invoke id, in order. */
  started: Array<{ id: string; input: unknown }>;
  clock: ManualClock;
}

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/** Every actor source the machine invokes, and whether something waits for its result. */
function invokedSources(machine: AnyStateMachine): Map<string, boolean> {
  const sources = new Map<string, boolean>();
  for (const node of stateNodes(machine.root)) {
    for (const inv of node.invoke) {
      const src = typeof inv.src === 'string' ? inv.src : inv.id;
      const awaited =
        node.transitions.has(`xstate.done.actor.${inv.id}`) ||
        node.transitions.has(`xstate.error.actor.${inv.id}`);
      sources.set(src, (sources.get(src) ?? false) || awaited);
    }
  }
  return sources;
}

export function fakeActors(
  machine: AnyStateMachine,
  run: Omit<LiveRun, 'actor'>,
  keep: Record<string, AnyActorLogic>,
) {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [src, awaited] of invokedSources(machine)) {
    if (keep[src]) actors[src] = keep[src];
    else if (awaited) {
      actors[src] = fromPromise(({ self, input }) => {
        run.started.push({ id: self.id, input });
        return new Promise((resolve, reject) => run.pending.set(self.id, { resolve, reject, input }));
      });
    } else {
      actors[src] = fromCallback(({ self, receive }) => {
        run.received.set(self.id, []);
        receive((event) => run.received.get(self.id)?.push(event));
      });
    }
  }
  return actors;
}

// A macrotask, so every promise reaction and the actor's own mailbox have run. setImmediate, not
// setTimeout(0): Node clamps that to 1 ms, and a model run takes thousands of steps.
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

export async function drive(run: LiveRun, event: AnyEventObject) {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (done?.[1] || failed?.[1]) {
    const id = (done?.[1] ?? failed?.[1])!;
    const deferred = run.pending.get(id);
    if (!deferred) throw new Error(`the live actor has no running "${id}"`);
    run.pending.delete(id);
    if (done) deferred.resolve((event as { output?: unknown }).output);
    else deferred.reject((event as { error?: unknown }).error);
  } else if (event.type === 'xstate.init') {
    // The model's paths begin with the start, which the live actor has already made.
  } else if (event.type.startsWith('xstate.after.')) {
    run.clock.fireOldest();
  } else {
    run.actor.send(event);
  }
  await settle();
}
