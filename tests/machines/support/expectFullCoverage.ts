// The model-test harness of the screen machines: plays every spec's paths on live actors (runModel), adds
// up the transitions they took, prints the coverage of the first spec's machine and fails on any
// transition (or side of a guard) no path took. Several specs of one machine cover what one input cannot
// (a create and an edit form, a list that loads and one that fails).
import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel, type ModelSpec } from '../../../src/machines/testing/modelRunner';

export async function expectFullCoverage<T extends AnyStateMachine>(...specs: ModelSpec<T>[]) {
  const covered = new Set<string>();
  let paths = 0;
  for (const spec of specs) {
    const result = await runModel(spec);
    for (const key of result.covered) covered.add(key);
    paths += result.paths;
  }
  const report = coverageReport(specs[0]!.machine, covered);
  console.log(`${report.summary} (${paths} paths${specs.length > 1 ? `, ${specs.length} models` : ''})`);
  expect(report.missing.map((m) => m.label)).toEqual([]);
}
