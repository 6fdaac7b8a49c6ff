// The table of contents of a SCORM course as the learner sees it: the visible items as a tree, each
// SCO's status in the platform's words, and why a locked item cannot be entered yet. Pure functions.
import type { LearningStatus } from '../graphql/generated';
import { findItem, type CourseItem } from './scormCourse';
import { judgedStatus } from './scormItemState';
import { identifiersOf, parsePrerequisites, type Prerequisite } from '../schemas/scormPrerequisites';

export interface OutlineNode {
  item: CourseItem;
  children: OutlineNode[];
}

/** The visible items under their parents; a hidden item hides what it contains too. */
export function outlineTree(items: readonly CourseItem[]): OutlineNode[] {
  const nodes = new Map<string, OutlineNode>();
  const roots: OutlineNode[] = [];
  for (const item of items) {
    if (!item.isVisible) continue;
    const node: OutlineNode = { item, children: [] };
    const parentId = item.parentIdentifier;
    if (parentId === null) roots.push(node);
    else {
      // A parent that is hidden (or unknown) was not put in the map: its children stay out too.
      const parent = nodes.get(parentId);
      if (!parent) continue;
      parent.children.push(node);
    }
    nodes.set(item.identifier, node);
  }
  return roots;
}

/** An item's cmi.core.lesson_status, judged, as the platform's status (browsed counts as begun). */
export function statusOf(item: CourseItem): LearningStatus {
  switch (judgedStatus(item)) {
    case 'passed':
      return 'PASSED';
    case 'failed':
      return 'FAILED';
    case 'completed':
      return 'COMPLETED';
    case 'incomplete':
    case 'browsed':
      return 'INCOMPLETE';
    default:
      return 'NOT_ATTEMPTED';
  }
}

/** The words a condition is told in, in the learner's language. */
export interface ConditionWords {
  item: (title: string) => string;
  all: (parts: string[]) => string;
  any: (parts: string[]) => string;
  not: (part: string) => string;
}

/** A prerequisite expression in words: "(“Quiz 1” or “Refresher”) and “Introduction”". */
export function conditionInWords(
  tree: Prerequisite,
  titleOf: (id: string) => string,
  words: ConditionWords,
): string {
  const say = (node: Prerequisite, nested: boolean): string => {
    switch (node.op) {
      case 'item':
        return words.item(titleOf(node.identifier));
      case 'not':
        return words.not(say(node.operand, true));
      default: {
        const parts = operands(node.op, node).map((part) => say(part, true));
        const joined = node.op === 'and' ? words.all(parts) : words.any(parts);
        return nested ? `(${joined})` : joined;
      }
    }
  };
  return say(tree, false);
}

/** The operands of a chain of the same operator, flattened: (a & b) & c reads as a & b & c. */
const operands = (op: 'and' | 'or', node: Prerequisite): Prerequisite[] =>
  node.op === op ? node.operands.flatMap((operand) => operands(op, operand)) : [node];

/**
 * How a locked item explains itself: every named item needed (`A & B`), one of them (`A | B`), none
 * of them completed (`~A`, `~A & ~B`), or anything else.
 */
export type PrerequisiteShape = 'all' | 'any' | 'none' | 'other';

export function prerequisiteShape(tree: Prerequisite): PrerequisiteShape {
  const only = (op: 'and' | 'or', node: Prerequisite): boolean =>
    node.op === 'item' || (node.op === op && node.operands.every((operand) => only(op, operand)));
  const negated = (node: Prerequisite): boolean =>
    (node.op === 'not' && node.operand.op === 'item') || (node.op === 'and' && node.operands.every(negated));
  if (only('and', tree)) return 'all';
  if (only('or', tree)) return 'any';
  if (negated(tree)) return 'none';
  return 'other';
}

export interface LockReason {
  shape: PrerequisiteShape;
  /** The titles of the items the condition names, each once. */
  titles: string[];
  /** The condition in words (any shape). */
  condition: (words: ConditionWords) => string;
}

/** Why an item cannot be entered: the items its prerequisites name, by title, and how they combine. */
export function lockReason(item: CourseItem, items: readonly CourseItem[]): LockReason | null {
  if (item.enterable || !item.prerequisites) return null;
  const script = item.prerequisites;
  const tree = parsePrerequisites(script);
  const titleOf = (id: string) => findItem(items, id)?.title ?? id;
  if (!tree) return { shape: 'other', titles: [], condition: () => script };
  return {
    shape: prerequisiteShape(tree),
    titles: identifiersOf(tree).map(titleOf),
    condition: (words) => conditionInWords(tree, titleOf, words),
  };
}
