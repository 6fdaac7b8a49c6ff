// Model-based testing, the live side: each path of the model (modelPaths.ts) runs against a live
// actor of the same machine whose actors are controllable fakes, and the live actor must reach every
// state the model predicts. Coverage is recorded from the live actor's microsteps.
import { createActor, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { createCoverageRecorder, transitionItems } from './coverage';
import { ManualClock, drive, fakeActors, sameJson, settle, type Deferred, type LiveRun } from './fakes';
import { modelPaths, splitBySignature, type ModelSpec } from './modelPaths';

export { FAKE_FAILURE, ManualClock, type LiveRun } from './fakes';
export { modelPaths, splitBySignature, type ModelSpec } from './modelPaths';

export interface ModelRunResult {
  paths: number;
  covered: Set<string>;
  descriptions: string[];
}

async function runPath(
  spec: ModelSpec<AnyStateMachine>,
  input: unknown,
  model: ReturnType<typeof modelPaths>['model'],
  path: ReturnType<typeof modelPaths>['paths'][number],
  inspect: ReturnType<typeof createCoverageRecorder>['inspect'],
) {
  const base = {
    pending: new Map<string, Deferred>(),
    received: new Map<string, AnyEventObject[]>(),
    started: [],
    clock: new ManualClock(),
  };
  const machine = spec.machine.provide({
    actors: fakeActors(spec.machine, base, spec.keep ?? {}),
  }) as AnyStateMachine;
  const actor = createActor(machine, {
    ...(input === undefined ? {} : { input }),
    inspect,
    clock: base.clock,
  });
  const run: LiveRun = { ...base, actor };
  actor.start();
  await settle();
  // Every event type of the path gets the same executor: drive the live actor accordingly.
  const executors = Object.fromEntries(
    path.steps.map((step) => [step.event.type, ({ event }: { event: AnyEventObject }) => drive(run, event)]),
  );
  try {
    await model.testPath(path as never, {
      events: executors,
      states: {
        '*': (expected: { value: unknown; context: unknown }) => {
          const live = actor.getSnapshot();
          if (!sameJson(live.value, expected.value) || !sameJson(live.context, expected.context)) {
            throw new Error(
              `live actor diverged: model ${JSON.stringify(expected.value)}, live ${JSON.stringify(live.value)}`,
            );
          }
        },
      },
    });
    spec.afterPath?.(
      run,
      path.steps.map((step) => step.event),
    );
  } finally {
    actor.stop();
  }
}

/**
 * Runs the model's paths for every input against live actors with fakes and returns the coverage
 * the live actors recorded. Paths alike in their last edge run only while something is uncovered.
 */
export async function runModel<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
): Promise<ModelRunResult> {
  const recorder = createCoverageRecorder();
  const items = transitionItems(spec.machine);
  const complete = () => items.every((item) => recorder.covered.has(item.key));
  const descriptions: string[] = [];
  const batches = (spec.inputs ?? [undefined]).map((input) => {
    const { model, paths } = modelPaths(spec, input);
    return { input, model, ...splitBySignature(paths) };
  });
  const queue = [
    ...batches.flatMap((b) => b.first.map((path) => ({ ...b, path, optional: false }))),
    ...batches.flatMap((b) => b.rest.map((path) => ({ ...b, path, optional: true }))),
  ];
  for (const { input, model, path, optional } of queue) {
    if (optional && complete()) break;
    descriptions.push(path.description);
    await runPath(spec as ModelSpec<AnyStateMachine>, input, model, path, recorder.inspect);
  }
  return { paths: descriptions.length, covered: recorder.covered, descriptions };
}
