// Drag and drop for sections and media (@dnd-kit): a pointer drags by the handle, the keyboard too (Space
// picks up, arrows move, Space drops, Escape cancels), announced in words. The move up/down buttons do the
// same without dragging. Only how a dragged row looks lives here; the order is the editor machine's.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lp } from './messages';

export interface SortableListProps {
  ids: string[];
  /** A name for announcements. */
  nameOf: (id: string) => string;
  onMove: (id: string, to: number) => void;
  children: ReactNode;
}

export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor),
    // Instant scrolling: a smooth scroll under a tall card lags behind the key presses.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(lp.dragStart, { item: nameOf(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      intl.formatMessage(lp.dragOver, {
        item: nameOf(String(active.id)),
        position: position(over?.id),
        count: ids.length,
      }),
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(lp.dragEnd, {
        item: nameOf(String(active.id)),
        position: position(over?.id ?? active.id),
        count: ids.length,
      }),
    onDragCancel: ({ active }) => intl.formatMessage(lp.dragCancel, { item: nameOf(String(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: intl.formatMessage(lp.dragStart, { item: '' }) },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row that can be dragged by the handle its render function places. */
export function SortableRow({
  id,
  children,
}: {
  id: string;
  children: (handle: {
    attributes: Record<string, unknown>;
    listeners: Record<string, unknown> | undefined;
  }) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        listStyle: 'none',
        minWidth: 0,
      }}
    >
      {children({ attributes: attributes as unknown as Record<string, unknown>, listeners })}
    </li>
  );
}
