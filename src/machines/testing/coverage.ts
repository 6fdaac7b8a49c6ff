// Transition coverage measured against a machine's own definition. Every candidate transition of
// every state node (`on`, `always`, `after`, invoke `onDone`/`onError`, state `onDone`) is an item;
// a guarded candidate adds a second item for its guard being false. A recorder fed by the actor's
// inspection events marks the items a run really took.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

export type Branch = 'taken' | 'guardFalse';

export interface TransitionItem {
  key: string;
  label: string;
}

function allStateNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states).flatMap((child) => allStateNodes(child))];
}

function candidates(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
  return eventType === '' ? (node.always ?? []) : (node.transitions.get(eventType) ?? []);
}

const guardName = (t: AnyTransitionDefinition): string | null => {
  const g: unknown = t.guard;
  if (g === undefined) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g !== null && 'type' in g) return String((g as { type: unknown }).type);
  return 'inline guard';
};

export function transitionKey(t: AnyTransitionDefinition, branch: Branch): string {
  const index = candidates(t.source, t.eventType).indexOf(t);
  return `${t.source.id} | ${t.eventType || 'always'} | #${index} | ${branch}`;
}

function describe(t: AnyTransitionDefinition, branch: Branch): string {
  const targets = t.target?.map((n) => n.id).join(', ') ?? '(stay)';
  const guard = guardName(t);
  const on = t.eventType || 'always';
  return branch === 'taken'
    ? `${t.source.id}: ${on}${guard ? ` [${guard}]` : ''} -> ${targets}`
    : `${t.source.id}: ${on} [not ${guard}]`;
}

/** All transition items of the machine, read from its state nodes. */
export function transitionItems(machine: AnyStateMachine): TransitionItem[] {
  const items: TransitionItem[] = [];
  for (const node of allStateNodes(machine.root)) {
    const lists = [...node.transitions.values(), node.always ?? []];
    for (const list of lists) {
      for (const t of list) {
        items.push({ key: transitionKey(t, 'taken'), label: describe(t, 'taken') });
        if (t.guard !== undefined)
          items.push({ key: transitionKey(t, 'guardFalse'), label: describe(t, 'guardFalse') });
      }
    }
  }
  return items;
}

interface NodesSnapshot {
  _nodes: AnyStateNode[];
  machine: AnyStateMachine;
}

const hasNodes = (s: unknown): s is NodesSnapshot =>
  typeof s === 'object' && s !== null && '_nodes' in s && 'machine' in s;

const ancestry = (node: AnyStateNode): AnyStateNode[] =>
  node.parent ? [node, ...ancestry(node.parent)] : [node];

/**
 * Marks, for one event (or eventless step) in snapshot `before`, every guarded candidate passed
 * over because its guard was false, walking from each atomic state outwards as xstate selects.
 */
function markGuardsFalse(
  before: NodesSnapshot,
  eventType: string,
  taken: Set<AnyTransitionDefinition>,
  covered: Set<string>,
) {
  for (const atomic of before._nodes.filter((n) => n.type === 'atomic' || n.type === 'final')) {
    walk: for (const node of ancestry(atomic)) {
      for (const t of candidates(node, eventType)) {
        if (taken.has(t)) break walk;
        if (t.guard === undefined) break walk;
        covered.add(transitionKey(t, 'guardFalse'));
      }
    }
  }
}

export interface CoverageRecorder {
  covered: Set<string>;
  inspect: (event: InspectionEvent) => void;
}

/** Records the items taken by the root actor of a system (pass `inspect` to createActor). */
export function createCoverageRecorder(covered: Set<string> = new Set()): CoverageRecorder {
  let stable: NodesSnapshot | undefined;
  return {
    covered,
    inspect(event) {
      if (isChild(event)) return;
      if (event.type === '@xstate.snapshot' && hasNodes(event.snapshot) && isActive(event.snapshot)) {
        stable = event.snapshot;
        // At rest no eventless transition is enabled: every guarded `always` candidate was false.
        markGuardsFalse(event.snapshot, '', new Set(), covered);
      }
      if (event.type === '@xstate.microstep' && hasNodes(event.snapshot)) {
        const taken = new Set(event._transitions);
        for (const t of event._transitions) covered.add(transitionKey(t, 'taken'));
        const eventless =
          event._transitions.length > 0 && event._transitions.every((t) => t.eventType === '');
        if (eventless) {
          // Earlier `always` candidates of the same state were tried first and were false.
          for (const t of event._transitions) {
            for (const before of candidates(t.source, '')) {
              if (before === t) break;
              if (before.guard !== undefined) covered.add(transitionKey(before, 'guardFalse'));
            }
          }
        } else if (stable && event.event.type !== 'xstate.init') {
          markGuardsFalse(stable, event.event.type, taken, covered);
        }
      }
    },
  };
}

const isActive = (s: unknown): boolean => (s as { status?: unknown }).status === 'active';

function isChild(event: InspectionEvent): boolean {
  return (event.actorRef as { _parent?: unknown })._parent !== undefined;
}

export interface CoverageReport {
  machine: string;
  total: number;
  covered: number;
  missing: TransitionItem[];
  summary: string;
}

export function coverageReport(machine: AnyStateMachine, covered: ReadonlySet<string>): CoverageReport {
  const items = transitionItems(machine);
  const missing = items.filter((i) => !covered.has(i.key));
  const done = items.length - missing.length;
  return {
    machine: machine.id,
    total: items.length,
    covered: done,
    missing,
    summary: `${machine.id}Machine: ${done}/${items.length} transitions`,
  };
}
