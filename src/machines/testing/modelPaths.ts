// The model side of model-based testing: a machine's spec (inputs, sample actor results, sample
// events), and the paths derived from it (a shortest way to each state, plus each edge out of it)
// that together take every edge of the state graph. xstate/graph's TestModel plays them on live
// actors (modelRunner.ts); `npm run paths` prints them.
// (TestModel's createTestModel() wrapper refuses any machine that invokes actors or has delayed
// transitions, i.e. every machine of this app; it only validates and then builds the same TestModel.)
import {
  createEmptyActor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type InputFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { FAKE_FAILURE, ManualClock, fakeActors, plain, type Deferred, type LiveRun } from './fakes';

export interface ModelSpec<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** One model per input; configuration-dependent branches need several. */
  inputs?: InputFrom<TMachine>[];
  /** Sample outputs per invoke id, one model edge each. Invokes without samples resolve undefined. */
  outputs?: Record<string, unknown[]>;
  /** External events, with payload variants for both sides of each guard. */
  events?: AnyEventObject[];
  /** Actor sources to keep real instead of faking (rare: pure logic). */
  keep?: Record<string, AnyActorLogic>;
  /** Extra checks against the live actor once a path has run (events: the path's events). */
  afterPath?: (live: LiveRun, events: AnyEventObject[]) => void;
}

/** Events the model may take in a snapshot: its invokes' results, its delays, the samples. */
function modelEvents<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  return (snapshot: ModelSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [...(spec.events ?? [])];
    for (const node of snapshot._nodes ?? []) {
      for (const inv of node.invoke) {
        for (const output of spec.outputs?.[inv.id] ?? [undefined])
          events.push({ type: `xstate.done.actor.${inv.id}`, output });
        events.push({ type: `xstate.error.actor.${inv.id}`, error: FAKE_FAILURE });
      }
      for (const t of node.after) events.push({ type: t.eventType });
    }
    return events;
  };
}

/**
 * xstate/graph steps the model with one mock actor scope, so every spawn lands in one shared
 * system and a second start of an actor with a system id would collide. Each step gets its own.
 */
function withFreshSystems(machine: AnyStateMachine): AnyStateMachine {
  const scope = () => {
    const self = createEmptyActor();
    return {
      self,
      id: '',
      sessionId: '',
      logger: () => {},
      defer: () => {},
      system: self.system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    } as unknown as Parameters<AnyStateMachine['transition']>[2];
  };
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event) => machine.transition(snapshot, event, scope());
  logic.getInitialSnapshot = (_scope, input) => machine.getInitialSnapshot(scope(), input);
  return logic;
}

export type ModelSnapshot = { value: unknown; context: unknown; _nodes?: AnyStateNode[] };

/** Builds the model's edge-covering paths for one input (also used by `npm run paths`). */
export function modelPaths<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  input: InputFrom<TMachine> | undefined,
) {
  const serializeState = (s: ModelSnapshot) => JSON.stringify({ value: s.value, context: plain(s.context) });
  const candidates = modelEvents(spec);
  // The model runs on fakes too, so that building it never touches the browser or the network.
  const scratch = {
    pending: new Map<string, Deferred>(),
    received: new Map(),
    started: [],
    clock: new ManualClock(),
  };
  const machine = spec.machine.provide({
    actors: fakeActors(spec.machine, scratch, spec.keep ?? {}),
  }) as AnyStateMachine;
  const logic = withFreshSystems(machine);
  // Only events some active state handles, as createTestModel does.
  const events = (s: ModelSnapshot) => {
    const own = new Set((s._nodes ?? []).flatMap((n) => n.ownEvents));
    return candidates(s).filter((e) => own.has(e.type));
  };
  const serializeEvent = (e: AnyEventObject) => JSON.stringify(e);
  // TestModel only plays the paths (testPath); they are built below in one breadth-first walk.
  const model = new TestModel(logic, {
    serializeState: (s) => serializeState(s as ModelSnapshot),
    serializeEvent: (e) => serializeEvent(e as AnyEventObject),
    events: (s) => events(s as ModelSnapshot),
    stateMatcher: (_s, key) => key === '*',
    ...(input === undefined ? {} : { input }),
  });
  type Step = { event: AnyEventObject; state: ModelSnapshot };
  // Breadth first: the first way a state is reached is a shortest one (every edge weighs 1), and the
  // states come in the order xstate/graph's getAdjacencyMap and getShortestPaths visit them. Done
  // here once instead of through both, which each walk the whole graph again (and shift a queue
  // array of every edge): a large model took seconds to build.
  const first = logic.getInitialSnapshot(undefined as never, input as never) as unknown as ModelSnapshot;
  const visits: Array<{ state: ModelSnapshot; prefix: Step[]; edges: Map<string, Step> }> = [];
  const seen = new Set<string>([serializeState(first)]);
  visits.push({ state: first, prefix: [{ event: { type: 'xstate.init' }, state: first }], edges: new Map() });
  for (let i = 0; i < visits.length; i += 1) {
    const visit = visits[i]!;
    for (const event of events(visit.state)) {
      const next = logic.transition(
        visit.state as never,
        event,
        undefined as never,
      ) as unknown as ModelSnapshot;
      // The same event twice keeps its first place and the later result, as xstate/graph's map does.
      visit.edges.set(serializeEvent(event), { event, state: next });
      const key = serializeState(next);
      if (seen.has(key)) continue;
      seen.add(key);
      visits.push({ state: next, prefix: [...visit.prefix, { event, state: next }], edges: new Map() });
    }
  }
  const paths: Array<{
    description: string;
    state: ModelSnapshot;
    weight: number;
    steps: Step[];
  }> = [];
  // The start is a path too: a machine may have nothing to do after its first eventless steps.
  paths.push({ description: '(start)', state: first, weight: 0, steps: [] });
  for (const { prefix, edges } of visits) {
    for (const { event, state } of edges.values()) {
      const steps = [...prefix, { event, state }];
      paths.push({
        description: steps.map((step) => step.event.type).join(' → '),
        state,
        weight: steps.length,
        steps,
      });
    }
  }
  return { model, paths };
}

/** Paths whose last edge joins the same states with the same event are alike; the first (the
 * shortest) comes first, the rest only run while something is still uncovered. */
export function splitBySignature<T extends { steps: Array<{ event: AnyEventObject; state: ModelSnapshot }> }>(
  paths: T[],
) {
  const seen = new Set<string>();
  const first: T[] = [];
  const rest: T[] = [];
  const sorted = [...paths].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of sorted) {
    const last = path.steps[path.steps.length - 1];
    const from = path.steps.length > 1 ? path.steps[path.steps.length - 2]!.state.value : 'initial';
    const signature = last ? JSON.stringify([from, last.event, last.state.value]) : '(start)';
    (seen.has(signature) ? rest : first).push(path);
    seen.add(signature);
  }
  return { first, rest };
}
