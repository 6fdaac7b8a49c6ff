// Items no learner can ever enter: their prerequisites wait for each other (A needs B, B needs A) or for
// items that can never be met. The importer warns about them; the package still imports, since the rest
// of the course may play.
import {
  canBecomeTrue,
  identifiersOf,
  usedPrerequisites,
  type MetItem,
  type Prerequisite,
} from '../../src/schemas/scormPrerequisites';

interface Item extends MetItem {
  prerequisites: string | null;
}

/**
 * The SCOs and assets that can never be entered, in document order. Optimistic: a learner may take the
 * items in any order and meet every item they can enter (a SCO once entered can be completed), and
 * `~item` may always be true (the item can be left alone), so only a real deadlock is reported.
 * Worked out as a closure: an item joins the met set once its prerequisites can be true with what is
 * in it, a container once every SCO or asset below it is in it.
 */
export function neverEnterable<T extends Item>(items: readonly T[]): T[] {
  const known = new Set(items.map((item) => item.identifier));
  const byId = new Map(items.map((item) => [item.identifier, item]));
  const launchable = items.filter((item) => item.kind !== 'CONTAINER');
  const expressions = new Map<string, Prerequisite | null>(
    launchable.map((item) => [item.identifier, usedPrerequisites(item.prerequisites, known)]),
  );
  // Who to look at again when an item becomes met: the items whose prerequisites name it.
  const dependents = new Map<string, T[]>();
  for (const item of launchable) {
    const expression = expressions.get(item.identifier);
    for (const id of expression ? identifiersOf(expression) : []) {
      const list = dependents.get(id);
      if (list) list.push(item);
      else dependents.set(id, [item]);
    }
  }
  // How many SCOs and assets below each container are not met yet.
  const remaining = new Map<string, number>();
  const ancestors = (item: T) => {
    const chain: string[] = [];
    for (let at = item.parentIdentifier; at !== null; at = byId.get(at)?.parentIdentifier ?? null) {
      if (chain.includes(at)) break;
      chain.push(at);
    }
    return chain;
  };
  for (const item of launchable)
    for (const id of ancestors(item)) remaining.set(id, (remaining.get(id) ?? 0) + 1);

  const met = new Set<string>();
  const possibly = (id: string) => met.has(id);
  const never = () => false;
  const queue = [...launchable];
  const meet = (id: string) => {
    met.add(id);
    queue.push(...(dependents.get(id) ?? []));
  };
  while (queue.length > 0) {
    const item = queue.pop()!;
    if (met.has(item.identifier)) continue;
    const expression = expressions.get(item.identifier);
    if (expression && !canBecomeTrue(expression, never, possibly)) continue;
    meet(item.identifier);
    for (const id of ancestors(item)) {
      const left = (remaining.get(id) ?? 1) - 1;
      remaining.set(id, left);
      if (left === 0) meet(id);
    }
  }
  return launchable.filter((item) => !met.has(item.identifier));
}
