// unitTreeMachine — the units the caller looks after as a tree (managedUnitTree), loaded once per visit and
// again after a change elsewhere (tree.refresh). It holds which units are open and which row has the
// keyboard focus; the tree view turns keys into events with unitTreeModel's moveFor. The create form's
// parent choice and the move dialog read the same units.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { loadTree, type UnitTree } from './unitActors';
import { parentsOf } from './unitTreeModel';
import type { ManagedUnit } from './unitValues';

export interface UnitTreeInput {
  api: ApiSettings;
}

interface UnitTreeContext extends UnitTreeInput {
  units: ManagedUnit[];
  truncated: boolean;
  expanded: string[];
  focused: string | null;
  problem: ProblemInfo | null;
}

export type UnitTreeEvent =
  | { type: 'tree.toggle'; id: string }
  | { type: 'tree.expand'; id: string }
  | { type: 'tree.collapse'; id: string }
  | { type: 'tree.expandAll' }
  | { type: 'tree.collapseAll' }
  | { type: 'tree.focus'; id: string }
  | { type: 'tree.retry' }
  | { type: 'tree.refresh' };

const without = (list: readonly string[], id: string) => list.filter((x) => x !== id);

const openClose = {
  'tree.toggle': { actions: 'toggle' },
  'tree.expand': { actions: 'expand' },
  'tree.collapse': { actions: 'collapse' },
  'tree.expandAll': { actions: 'expandAll' },
  'tree.collapseAll': { actions: 'collapseAll' },
  'tree.focus': { actions: 'focus' },
} as const;

export const unitTreeMachine = setup({
  types: {} as { context: UnitTreeContext; events: UnitTreeEvent; input: UnitTreeInput },
  actors: { loadTree },
  actions: {
    assignTree: assign(({ context }, tree: UnitTree) => {
      const ids = new Set(tree.units.map((u) => u.id));
      // The caller's own top units start open, so the first level below them shows at once.
      const first = context.units.length === 0 && context.expanded.length === 0;
      const tops = tree.units.filter((u) => !u.parentId || !ids.has(u.parentId)).map((u) => u.id);
      return {
        units: tree.units,
        truncated: tree.truncated,
        expanded: first ? tops : context.expanded.filter((id) => ids.has(id)),
        focused: context.focused && ids.has(context.focused) ? context.focused : (tree.units[0]?.id ?? null),
        problem: null,
      };
    }),
    assignProblem: assign(({ event }) => ({ problem: problemOf('error' in event ? event.error : null) })),
    toggle: assign(({ context, event }) =>
      event.type === 'tree.toggle'
        ? {
            expanded: context.expanded.includes(event.id)
              ? without(context.expanded, event.id)
              : [...context.expanded, event.id],
          }
        : {},
    ),
    expand: assign(({ context, event }) =>
      event.type === 'tree.expand' && !context.expanded.includes(event.id)
        ? { expanded: [...context.expanded, event.id] }
        : {},
    ),
    collapse: assign(({ context, event }) =>
      event.type === 'tree.collapse' ? { expanded: without(context.expanded, event.id) } : {},
    ),
    expandAll: assign(({ context }) => ({ expanded: parentsOf(context.units) })),
    collapseAll: assign({ expanded: [] }),
    focus: assign(({ event }) => (event.type === 'tree.focus' ? { focused: event.id } : {})),
  },
}).createMachine({
  id: 'unitTree',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    units: [],
    truncated: false,
    expanded: [],
    focused: null,
    problem: null,
  }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignTree', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignProblem' },
      },
    },
    ready: { on: { ...openClose, 'tree.refresh': { target: 'loading' } } },
    failed: { on: { 'tree.retry': { target: 'loading' } } },
  },
});

export type UnitTreeSnapshot = SnapshotFrom<typeof unitTreeMachine>;
export type UnitTreeStatus = 'loading' | 'ready' | 'failed';
export const selectTreeStatus = (s: UnitTreeSnapshot) => s.value as UnitTreeStatus;
export const selectTreeUnits = (s: UnitTreeSnapshot) => s.context.units;
export const selectExpanded = (s: UnitTreeSnapshot) => s.context.expanded;
export const selectFocused = (s: UnitTreeSnapshot) => s.context.focused;
export const selectTreeProblem = (s: UnitTreeSnapshot) => s.context.problem;
export const selectTruncated = (s: UnitTreeSnapshot) => s.context.truncated;
