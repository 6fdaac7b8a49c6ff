// CategoryTree — the categories as an ARIA tree: one tab stop (the tree; the focused row is its active
// descendant), arrow keys move the focus and open or close parents, Alt with the arrows moves the
// focused category, and a pointer drags a row onto another's place (@dnd-kit). Pure: props in, events
// out; the machine decides what each key does.
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Text } from '@radix-ui/themes';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MoveDirection, TreeKey, CategoryEntry } from '../../machines/categories/treeModel';
import { cm, cv } from './messages';

export interface CategoryTreeProps {
  rows: readonly CategoryEntry[];
  /** Siblings per parent (for "position 2 of 5"). */
  selectedId: string | null;
  collapsed: readonly string[];
  /** The name of a category in the reader's language. */
  nameOf: (entry: CategoryEntry) => string;
  hintId: string;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onKey: (key: TreeKey) => void;
  onMoveBy: (id: string, direction: MoveDirection) => void;
  onRename: (id: string) => void;
  onDelete: (id: string) => void;
  onDrop: (id: string, overId: string) => void;
}

const NAVIGATION: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
const MOVES: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'out',
  ArrowRight: 'in',
};

export const rowId = (id: string) => `category-row-${id}`;

export function CategoryTree(props: CategoryTreeProps) {
  const intl = useIntl();
  // A short distance before a drag starts, so a click still selects and a tap still opens.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const { selectedId } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MOVES[event.key];
    if (event.altKey && move && selectedId) props.onMoveBy(selectedId, move);
    else if (!event.altKey && !event.ctrlKey && !event.metaKey && NAVIGATION.includes(event.key))
      props.onKey(event.key as TreeKey);
    else if (event.key === 'F2' && selectedId) props.onRename(selectedId);
    else if (event.key === 'Delete' && selectedId) props.onDelete(selectedId);
    else return;
    event.preventDefault();
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onDrop(String(active.id), String(over.id));
  };
  const siblingsOf = (entry: CategoryEntry) => props.rows.filter((r) => r.parentId === entry.parentId).length;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The tree's own live region says where a category went; dnd-kit's would repeat it in English.
      accessibility={{
        announcements: {
          onDragStart: () => undefined,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => undefined,
        },
        screenReaderInstructions: { draggable: intl.formatMessage(cv.dragInstructions, { hotkey: 'Alt' }) },
      }}
    >
      <SortableContext items={props.rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <ul
          role="tree"
          className="category-tree"
          aria-label={intl.formatMessage(cm.treeLabel)}
          aria-describedby={props.hintId}
          aria-activedescendant={selectedId ? rowId(selectedId) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          {props.rows.map((entry) => (
            <CategoryRow
              key={entry.id}
              entry={entry}
              name={props.nameOf(entry)}
              selected={entry.id === selectedId}
              expanded={entry.childCount > 0 ? !props.collapsed.includes(entry.id) : undefined}
              setSize={siblingsOf(entry)}
              onSelect={props.onSelect}
              onToggle={props.onToggle}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  entry: CategoryEntry;
  name: string;
  selected: boolean;
  expanded: boolean | undefined;
  setSize: number;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
}

function CategoryRow({ entry, name, selected, expanded, setSize, onSelect, onToggle }: RowProps) {
  const intl = useIntl();
  // Only the pointer listeners: the row's role and keys are the tree's (no dnd-kit attributes).
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: entry.id });
  return (
    <li
      ref={setNodeRef}
      id={rowId(entry.id)}
      role="treeitem"
      aria-level={entry.depth + 1}
      aria-setsize={setSize}
      aria-posinset={entry.position + 1}
      aria-selected={selected}
      aria-expanded={expanded}
      className="category-row"
      data-dragging={isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        // Deep levels stop indenting further, so a narrow screen never scrolls sideways.
        paddingInlineStart: `calc(${Math.min(entry.depth, 6)} * var(--space-4) + var(--space-2))`,
      }}
      onClick={() => onSelect(entry.id)}
      {...listeners}
    >
      <span
        aria-hidden="true"
        className="category-toggle"
        data-open={expanded}
        onClick={(event) => {
          if (expanded === undefined) return;
          event.stopPropagation();
          onSelect(entry.id);
          onToggle(entry.id);
        }}
      >
        {expanded === undefined ? '' : expanded ? '▾' : '▸'}
      </span>
      <Text className="category-name" size="2" weight={selected ? 'bold' : 'regular'}>
        {name}
      </Text>
      <Badge color="gray" variant="soft" className="category-count">
        {intl.formatMessage(cv.mediaCount, { count: entry.mediaCount })}
      </Badge>
    </li>
  );
}
