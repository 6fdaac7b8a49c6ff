// The table of contents of a SCORM course as the learner sees it: the visible items as a tree, each
// SCO's status in the platform's words, and why a locked item cannot be entered yet. Pure functions.
import type { LearningStatus } from '../graphql/generated';
import { findItem, judgedStatus, type CourseItem } from './scormCourse';
import {
  parsePrerequisites,
  prerequisiteIds,
  prerequisiteShape,
  type PrerequisiteShape,
} from './scormPrerequisites';

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

/** Why an item cannot be entered: the items its prerequisites name, by title, and how they combine. */
export function lockReason(
  item: CourseItem,
  items: readonly CourseItem[],
): { shape: PrerequisiteShape; titles: string[]; expression: string } | null {
  if (item.enterable || !item.prerequisites) return null;
  const tree = parsePrerequisites(item.prerequisites);
  const titleOf = (id: string) => findItem(items, id)?.title ?? id;
  if (!tree) return { shape: 'other', titles: [], expression: item.prerequisites };
  const expression = item.prerequisites.replace(/[^\s&|~()]+/g, (id) => titleOf(id));
  return { shape: prerequisiteShape(tree), titles: prerequisiteIds(tree).map(titleOf), expression };
}
