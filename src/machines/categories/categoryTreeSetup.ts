// The category tree machine's guards and actions (categoryTreeMachine.ts holds the chart itself).
import { assign, enqueueActions, setup, stopChild } from 'xstate';
import { AdminApiError, problemOf } from '../admin/adminErrors';
import { deleteCategory, loadTree, moveCategory, recordOf } from './categoryActors';
import {
  CATEGORY_FORM_ID,
  createCategoryFormMachine,
  watchForm,
  type CategoryFormRef,
} from './categoryFormMachine';
import type { CategoryTreeContext, CategoryTreeEvent, CategoryTreeInput } from './categoryTreeTypes';
import {
  applyMove,
  dropTarget,
  isEmptyCategory,
  isSamePlace,
  moveTarget,
  navigate,
  visibleRows,
  type CategoryEntry,
  type Placement,
} from './treeModel';

const find = (context: CategoryTreeContext, id: string | null | undefined) =>
  context.tree.find((c) => c.id === id);

/** Where a move event takes its category, or null when it goes nowhere. */
function placementOf(context: CategoryTreeContext, event: CategoryTreeEvent): Placement | null {
  const placement =
    event.type === 'categories.moveBy'
      ? moveTarget(context.tree, event.id, event.direction)
      : event.type === 'categories.drop'
        ? dropTarget(context.tree, event.id, event.overId)
        : null;
  if (!placement || !('id' in event) || isSamePlace(context.tree, event.id, placement)) return null;
  return placement;
}

const isConflict = (error: unknown) => error instanceof AdminApiError && error.find('CONFLICT') !== undefined;

export const categoryTreeSetup = setup({
  types: {} as { context: CategoryTreeContext; events: CategoryTreeEvent; input: CategoryTreeInput },
  actors: { loadTree, moveCategory, deleteCategory, watchForm },
  guards: {
    exists: ({ context, event }) => 'id' in event && find(context, event.id) !== undefined,
    canMove: ({ context, event }) => placementOf(context, event) !== null,
    canConfirmDelete: ({ context }) =>
      context.removal !== null &&
      (context.removal.destination !== undefined || isEmptyCategory(find(context, context.removal.id))),
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
  },
  actions: {
    assignTree: assign(({ context }, tree: CategoryEntry[]) => ({
      tree,
      selectedId: tree.some((c) => c.id === context.selectedId) ? context.selectedId : (tree[0]?.id ?? null),
      collapsed: context.collapsed.filter((id) => tree.some((c) => c.id === id && c.childCount > 0)),
    })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    clearProblem: assign({ problem: null }),
    select: assign(({ event }) => (event.type === 'categories.select' ? { selectedId: event.id } : {})),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'categories.toggle') return {};
      const open = context.collapsed.includes(event.id);
      return {
        collapsed: open
          ? context.collapsed.filter((id) => id !== event.id)
          : [...context.collapsed, event.id],
      };
    }),
    navigate: assign(({ context, event }) =>
      event.type === 'categories.key'
        ? navigate(context.tree, { selectedId: context.selectedId, collapsed: context.collapsed }, event.key)
        : {},
    ),
    startMove: assign(({ context, event }) => {
      const placement = placementOf(context, event);
      const entry = 'id' in event ? find(context, event.id) : undefined;
      if (!placement || !entry) return {};
      const tree = applyMove(context.tree, entry.id, placement);
      return {
        move: { id: entry.id, ...placement, expectedUpdatedAt: entry.updatedAt, before: context.tree },
        tree,
        selectedId: entry.id,
        // The moved row must stay in sight: its new parent opens.
        collapsed: context.collapsed.filter((id) => id !== placement.parentId),
        announcement: {
          kind: 'moved' as const,
          categoryId: entry.id,
          parentId: placement.parentId,
          position: placement.position,
          count: tree.filter((c) => c.parentId === placement.parentId).length,
        },
      };
    }),
    announceCannotMove: assign(({ event }) =>
      event.type === 'categories.moveBy'
        ? { announcement: { kind: 'cannotMove' as const, categoryId: event.id, direction: event.direction } }
        : {},
    ),
    rollback: assign(({ context }) =>
      context.move
        ? {
            tree: context.move.before,
            move: null,
            announcement: { kind: 'moveUndone' as const, categoryId: context.move.id },
          }
        : {},
    ),
    endMove: assign({ move: null }),
    openNew: assign(({ event }) =>
      event.type === 'categories.create'
        ? { editing: { id: null, parentId: event.parentId, updatedAt: null } }
        : {},
    ),
    openRename: assign(({ context, event }) => {
      const entry = 'id' in event ? find(context, event.id) : undefined;
      return entry
        ? {
            editing: { id: entry.id, parentId: entry.parentId, updatedAt: entry.updatedAt },
            selectedId: entry.id,
          }
        : {};
    }),
    // A child per opening: its rules depend on the place (the siblings' names) and the configuration.
    spawnForm: assign(({ context, spawn }) => {
      const editing = context.editing;
      if (!editing) return {};
      const entry = find(context, editing.id);
      const logic = createCategoryFormMachine({
        requiredLocales: context.requiredLocales,
        defaultLocale: context.defaultLocale,
        siblings: context.tree.filter((c) => c.parentId === editing.parentId && c.id !== editing.id),
        record: entry ? recordOf(entry, context.defaultLocale) : null,
        parentId: editing.parentId,
      });
      const input = {
        api: context.api,
        id: editing.id,
        ...(context.toasts ? { toasts: context.toasts } : {}),
      };
      // Logic made here has no setup name for typing to tie the id to; xstate takes the id all the same.
      return { form: spawn(logic, { id: CATEGORY_FORM_ID, input } as never) as CategoryFormRef };
    }),
    stopForm: stopChild(CATEGORY_FORM_ID),
    selectSaved: assign(({ context, event }) => {
      if (event.type !== 'categories.formSaved') return {};
      const parentId = context.editing?.parentId ?? null;
      return { selectedId: event.id, collapsed: context.collapsed.filter((id) => id !== parentId) };
    }),
    closeForm: assign({ editing: null, form: null }),
    openRemoval: assign(({ event }) =>
      event.type === 'categories.delete'
        ? { removal: { id: event.id, destination: undefined, problem: null }, selectedId: event.id }
        : {},
    ),
    chooseDestination: assign(({ context, event }) =>
      event.type === 'categories.chooseDestination' && context.removal
        ? { removal: { ...context.removal, destination: event.categoryId, problem: null } }
        : {},
    ),
    assignRemovalProblem: assign(({ context }, error: unknown) =>
      context.removal ? { removal: { ...context.removal, problem: problemOf(error) } } : {},
    ),
    // After a delete the focus goes to the row above it (or the first row).
    selectNeighbour: assign(({ context }) => {
      const rows = visibleRows(context.tree, context.collapsed);
      const index = rows.findIndex((r) => r.id === context.removal?.id);
      return { selectedId: rows[Math.max(0, index - 1)]?.id ?? null };
    }),
    closeRemoval: assign({ removal: null }),
    toast: enqueueActions(
      ({ context, enqueue }, params: { tone: 'success' | 'error' | 'info'; id: string; error?: unknown }) => {
        if (!context.toasts) return;
        const values = params.error === undefined ? undefined : { error: problemOf(params.error).message };
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: params.tone, text: { id: params.id, ...(values ? { values } : {}) } },
        });
      },
    ),
  },
});
