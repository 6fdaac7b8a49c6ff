// `npm run paths -- <machineName> [--json] [--all]`: the test paths of a shell machine's model, as a
// Markdown list of steps (for reading) or JSON (for tools). By default the paths the model test
// always runs (one per distinct last edge); --all adds those it runs only while coverage is missing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelPaths, splitBySignature } from '../src/machines/testing/modelPaths';
import { shellModelSpecs } from '../src/machines/testing/specs';

export interface PrintedPath {
  input: number;
  description: string;
  steps: Array<{ event: unknown; state: unknown }>;
}

// Error objects (the fakes' failures) print as their message.
const plainEvent = (event: object): unknown =>
  JSON.parse(
    JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? value.message : value)),
  );

export function machinePaths(name: string, all = false): PrintedPath[] {
  const spec = shellModelSpecs[name];
  if (!spec) throw new Error(`unknown machine "${name}"; one of: ${Object.keys(shellModelSpecs).join(', ')}`);
  return (spec.inputs ?? [undefined]).flatMap((input, index) =>
    (all ? modelPaths(spec, input).paths : splitBySignature(modelPaths(spec, input).paths).first).map(
      (p) => ({
        input: index,
        description: p.description,
        steps: p.steps.map((s) => ({ event: plainEvent(s.event), state: s.state.value })),
      }),
    ),
  );
}

const describeEvent = (event: unknown): string => {
  const { type, ...rest } = event as { type: string };
  return Object.keys(rest).length ? `\`${type}\` ${JSON.stringify(rest)}` : `\`${type}\``;
};

export function toMarkdown(name: string, paths: PrintedPath[]): string {
  const lines = [`# ${name}: ${paths.length} test paths`, ''];
  paths.forEach((p, i) => {
    lines.push(`${i + 1}. input #${p.input}: ${p.description}`);
    for (const step of p.steps)
      lines.push(`   - ${describeEvent(step.event)} → \`${JSON.stringify(step.state)}\``);
  });
  return lines.join('\n');
}

function main(argv: string[]): void {
  const args = argv.filter((a) => !a.startsWith('--'));
  const name = args[0];
  if (!name) {
    console.error(
      `usage: npm run paths -- <machineName> [--json]\nmachines: ${Object.keys(shellModelSpecs).join(', ')}`,
    );
    process.exit(2);
  }
  const paths = machinePaths(name, argv.includes('--all'));
  console.log(
    argv.includes('--json') ? JSON.stringify({ machine: name, paths }, null, 2) : toMarkdown(name, paths),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
