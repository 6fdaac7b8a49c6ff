import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  selectAccentHex,
  selectAppearance,
  selectGrayScale,
  themeMachine,
} from '../../src/machines/themeMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { themeSpec } from '../../src/machines/testing/specs';

describe('themeMachine', () => {
  it('walks every transition of its definition, both branches of every guard', async () => {
    const result = await runModel(themeSpec);
    const report = coverageReport(themeMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  const run = (...events: Parameters<ReturnType<typeof createActor<typeof themeMachine>>['send']>[0][]) => {
    const actor = createActor(themeMachine).start();
    events.forEach((e) => actor.send(e));
    return actor.getSnapshot();
  };

  it("maps the theme claim: 'dark' -> dark (violet base), 'default' and anything else -> light", () => {
    expect(selectAppearance(run({ type: 'theme.claims', theme: 'dark' }))).toBe('dark');
    expect(selectGrayScale(run({ type: 'theme.claims', theme: 'dark' }))).toBe('mauve');
    expect(selectAppearance(run({ type: 'theme.claims', theme: 'default' }))).toBe('light');
    expect(selectAppearance(run({ type: 'theme.claims', theme: 'neon' }))).toBe('light');
  });

  it('takes the unit colour first, then DESIGN/PRIMARY_COLOR, then #5761ee', () => {
    expect(selectAccentHex(run())).toBe('#5761ee');
    expect(selectAccentHex(run({ type: 'theme.preferencesLoaded', primaryColor: '#abcdef' }))).toBe(
      '#abcdef',
    );
    expect(
      selectAccentHex(
        run(
          { type: 'theme.preferencesLoaded', primaryColor: '#abcdef' },
          { type: 'theme.unitLoaded', color: '#112233' },
        ),
      ),
    ).toBe('#112233');
    expect(selectAccentHex(run({ type: 'theme.unitLoaded', color: 'red; background: url(x)' }))).toBe(
      '#5761ee',
    );
  });
});
