import { describe, expect, it } from 'vitest';
import { machinePaths, toMarkdown } from '../../scripts/paths';

describe('npm run paths', () => {
  it('lists a machine model’s paths with their steps, as Markdown and as data', () => {
    const paths = machinePaths('embedMachine');
    expect(paths.length).toBeGreaterThan(5);
    expect(paths[0]).toEqual({ input: 0, description: '(start)', steps: [] });
    const markdown = toMarkdown('embedMachine', paths);
    expect(markdown.split('\n')[0]).toBe(`# embedMachine: ${paths.length} test paths`);
    expect(markdown).toContain('`embed.notifySessionExpired`');
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
  });

  it('names the machines it knows when asked for another', () => {
    expect(() => machinePaths('nopeMachine')).toThrow(/one of: appMachine, authMachine/);
  });
});
