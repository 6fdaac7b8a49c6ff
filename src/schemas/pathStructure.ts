// The shape of a learning path as its rules read it (pathRules.ts), and what the problems and the
// learner's standing both need: which media count, how many a section asks for, which sections lie on a
// cycle of prerequisites (those prerequisites are ignored rather than trapping anyone).
export type PathSectionRule = 'ALL_IN_ORDER' | 'ALL_ANY_ORDER' | 'AT_LEAST';

export interface PathItemDef {
  mediaId: string;
  /** False when learners cannot open the medium (unpublished or archived); true when omitted. */
  available?: boolean;
}

export interface PathSectionDef {
  id: string;
  rule: PathSectionRule;
  /** AT_LEAST: how many of the section's media. */
  minCount: number | null;
  /** Ids of other sections of the path that must be done first. */
  requires: readonly string[];
  /** `YYYY-MM-DD`: the section opens on this day in the learner's time zone. */
  unlockOn: string | null;
  items: readonly PathItemDef[];
}

export interface PathStructure {
  sections: readonly PathSectionDef[];
}

export type PathProblemCode =
  | 'NO_ITEMS'
  | 'EMPTY_SECTION'
  | 'PREREQUISITE_ON_EMPTY'
  | 'AT_LEAST_TOO_MANY'
  | 'MIN_COUNT_MISSING'
  | 'CYCLE'
  | 'UNKNOWN_PREREQUISITE'
  | 'MEDIUM_UNAVAILABLE';

export interface PathProblem {
  code: PathProblemCode;
  /** Errors make a rule that can never be met: publishing is refused. Warnings are worth a look. */
  severity: 'error' | 'warning';
  /** The section concerned (absent for NO_ITEMS). */
  sectionId?: string;
  /** The input field, as the API names it: `sections.1.minCount`. */
  field: string;
  /** PREREQUISITE_ON_EMPTY, UNKNOWN_PREREQUISITE: the required section; CYCLE: the sections in the cycle. */
  sectionIds?: string[];
  /** AT_LEAST_TOO_MANY: the count asked for and the media there are. */
  minCount?: number;
  itemCount?: number;
  /** MEDIUM_UNAVAILABLE: the medium. */
  mediaId?: string;
}

/** Whether learners can open the medium now (unpublished and archived ones are not required). */
export const isAvailable = (item: PathItemDef) => item.available !== false;

/** The sections that lie on a cycle of prerequisites (a section requiring itself included). */
export function sectionsInCycles(structure: PathStructure): Set<string> {
  const known = new Set(structure.sections.map((s) => s.id));
  const edges = new Map(structure.sections.map((s) => [s.id, s.requires.filter((r) => known.has(r))]));
  // Tarjan's strongly connected components: a component of two or more, or a self-loop, is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const inCycle = new Set<string>();
  let counter = 0;
  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const next of edges.get(id) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(id, Math.min(low.get(id)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(id, Math.min(low.get(id)!, index.get(next)!));
      }
    }
    if (low.get(id) === index.get(id)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== id);
      if (component.length > 1 || (edges.get(id) ?? []).includes(id))
        component.forEach((c) => inCycle.add(c));
    }
  };
  for (const section of structure.sections) if (!index.has(section.id)) visit(section.id);
  return inCycle;
}

/** How many media the section's rule asks for now (never more than it has that can be opened). */
export function requiredOf(section: PathSectionDef): number {
  const available = section.items.filter(isAvailable).length;
  if (section.rule !== 'AT_LEAST') return available;
  return Math.min(Math.max(section.minCount ?? 1, 1), available);
}
