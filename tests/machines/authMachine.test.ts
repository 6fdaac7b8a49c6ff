import { describe, expect, it, vi } from 'vitest';
import { authMachine } from '../../src/machines/authMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { authSpec } from '../../src/machines/testing/specs';

describe('authMachine model', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    // The configuration-error inputs log on purpose; their texts are checked in the behaviour tests.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runModel(authSpec);
    error.mockRestore();
    const report = coverageReport(authMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  }, 120000);
});
