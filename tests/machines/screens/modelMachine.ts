// createTestModel refuses machines that invoke actors. The model keeps every transition by turning
// each invoke's onDone/onError into ordinary transitions on the done/error events it would raise.
import { createMachine, type AnyStateMachine } from 'xstate';

type Config = Record<string, unknown>;

function stripInvokes(node: Config): Config {
  const { invoke, states, on, ...rest } = node as Config & {
    invoke?: unknown;
    states?: Record<string, Config>;
    on?: Config;
  };
  const invokes = (Array.isArray(invoke) ? invoke : invoke ? [invoke] : []) as Array<
    Config & { id?: string }
  >;
  const transitions: Config = { ...(on ?? {}) };
  for (const inv of invokes) {
    if (!inv.id) throw new Error('give every invoke an id so its done/error events can be modelled');
    if (inv.onDone) transitions[`xstate.done.actor.${inv.id}`] = inv.onDone;
    if (inv.onError) transitions[`xstate.error.actor.${inv.id}`] = inv.onError;
  }
  return {
    ...rest,
    ...(Object.keys(transitions).length ? { on: transitions } : {}),
    ...(states
      ? { states: Object.fromEntries(Object.entries(states).map(([k, v]) => [k, stripInvokes(v)])) }
      : {}),
  };
}

export function modelMachine<T extends AnyStateMachine>(machine: T): T {
  return createMachine(stripInvokes(machine.config as Config) as never).provide(
    machine.implementations as never,
  ) as unknown as T;
}
