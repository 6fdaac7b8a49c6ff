// categoryTreeMachine — the category-management screen: load the tree, focus and open rows by keyboard,
// create and rename through the kit's form (a child per opening), move by keyboard or drag and drop
// (shown at once, put back when the server refuses), and delete after choosing where the content goes.
// Guards and actions: categoryTreeSetup.ts.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { categoryTreeSetup } from './categoryTreeSetup';
import { moveTarget, visibleRows, type MoveDirection } from './treeModel';

export type * from './categoryTreeTypes';

type Failure = { event: { error: unknown } };

export const categoryTreeMachine = categoryTreeSetup.createMachine({
  id: 'categoryTree',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    tree: [],
    collapsed: [],
    selectedId: null,
    problem: null,
    move: null,
    form: null,
    editing: null,
    removal: null,
    announcement: null,
  }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: [{ type: 'assignTree', params: ({ event }) => event.output }] },
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    failed: { on: { 'categories.retry': { target: 'loading', actions: 'clearProblem' } } },
    ready: {
      initial: 'idle',
      on: {
        'categories.select': { guard: 'exists', actions: 'select' },
        'categories.toggle': { guard: 'exists', actions: 'toggle' },
        'categories.key': { actions: 'navigate' },
      },
      states: {
        idle: {
          on: {
            'categories.moveBy': [
              { guard: 'canMove', target: 'moving', actions: 'startMove' },
              { actions: 'announceCannotMove' },
            ],
            'categories.drop': { guard: 'canMove', target: 'moving', actions: 'startMove' },
            'categories.create': { target: 'editing', actions: 'openNew' },
            'categories.rename': { guard: 'exists', target: 'editing', actions: 'openRename' },
            'categories.delete': { guard: 'exists', target: 'confirmingDelete', actions: 'openRemoval' },
            'categories.retry': { target: 'refreshing' },
          },
        },
        moving: {
          tags: ['busy'],
          invoke: {
            id: 'moveCategory',
            src: 'moveCategory',
            input: ({ context }) => ({
              api: context.api,
              id: context.move!.id,
              parentId: context.move!.parentId,
              position: context.move!.position,
              expectedUpdatedAt: context.move!.expectedUpdatedAt,
            }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'assignTree', params: ({ event }) => event.output }, 'endMove'],
            },
            onError: [
              {
                guard: 'isConflict',
                target: 'refreshing',
                actions: [
                  'rollback',
                  { type: 'toast', params: { tone: 'error', id: 'categories.toast.conflict' } },
                ],
              },
              {
                target: 'idle',
                actions: [
                  'rollback',
                  {
                    type: 'toast',
                    params: ({ event }: Failure) => ({
                      tone: 'error' as const,
                      id: 'categories.toast.moveFailed',
                      error: event.error,
                    }),
                  },
                ],
              },
            ],
          },
        },
        editing: {
          entry: 'spawnForm',
          exit: ['stopForm', 'closeForm'],
          invoke: {
            id: 'watchForm',
            src: 'watchForm',
            input: ({ context }) => ({ form: context.form, updatedAt: context.editing?.updatedAt ?? null }),
          },
          on: {
            'categories.formSaved': { target: 'refreshing', actions: 'selectSaved' },
            'categories.formClosed': { target: 'idle' },
          },
        },
        confirmingDelete: {
          on: {
            'categories.chooseDestination': { actions: 'chooseDestination' },
            'categories.confirmDelete': { guard: 'canConfirmDelete', target: 'deleting' },
            'categories.cancelDelete': { target: 'idle', actions: 'closeRemoval' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteCategory',
            src: 'deleteCategory',
            input: ({ context }) => ({
              api: context.api,
              id: context.removal!.id,
              destination: context.removal!.destination,
              expectedUpdatedAt: context.tree.find((c) => c.id === context.removal!.id)?.updatedAt ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: [
                'selectNeighbour',
                { type: 'assignTree', params: ({ event }) => event.output },
                'closeRemoval',
                { type: 'toast', params: { tone: 'success', id: 'categories.toast.deleted' } },
              ],
            },
            onError: [
              {
                guard: 'isConflict',
                target: 'refreshing',
                actions: [
                  'closeRemoval',
                  { type: 'toast', params: { tone: 'error', id: 'categories.toast.conflict' } },
                ],
              },
              {
                target: 'confirmingDelete',
                actions: { type: 'assignRemovalProblem', params: ({ event }: Failure) => event.error },
              },
            ],
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'refreshTree',
            src: 'loadTree',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'idle', actions: { type: 'assignTree', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: ({ event }: Failure) => ({
                  tone: 'error' as const,
                  id: 'categories.toast.loadFailed',
                  error: event.error,
                }),
              },
            },
          },
        },
      },
    },
  },
});

export type CategoryTreeSnapshot = SnapshotFrom<typeof categoryTreeMachine>;
export type CategoryTreeActorRef = ActorRefFrom<typeof categoryTreeMachine>;

export type TreeStatus = 'loading' | 'failed' | 'empty' | 'ready';
export const selectTreeStatus = (s: CategoryTreeSnapshot): TreeStatus =>
  s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.context.tree.length === 0
        ? 'empty'
        : 'ready';
export const selectTree = (s: CategoryTreeSnapshot) => s.context.tree;
export const selectVisibleRows = (s: CategoryTreeSnapshot) =>
  visibleRows(s.context.tree, s.context.collapsed);
export const selectCollapsed = (s: CategoryTreeSnapshot) => s.context.collapsed;
export const selectSelectedId = (s: CategoryTreeSnapshot) => s.context.selectedId;
export const selectProblem = (s: CategoryTreeSnapshot) => s.context.problem;
export const selectAnnouncement = (s: CategoryTreeSnapshot) => s.context.announcement;
export const selectIsBusy = (s: CategoryTreeSnapshot) => s.hasTag('busy');
export const selectRemoval = (s: CategoryTreeSnapshot) =>
  s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }) ? s.context.removal : null;
export const selectIsDeleting = (s: CategoryTreeSnapshot) => s.matches({ ready: 'deleting' });
export const selectEditing = (s: CategoryTreeSnapshot) =>
  s.matches({ ready: 'editing' }) ? s.context.editing : null;
export const selectFormRef = (s: CategoryTreeSnapshot) => s.context.form;

/** Which keyboard moves the focused category can make (for the move buttons). */
export const selectMoveOptions = (s: CategoryTreeSnapshot): Record<MoveDirection, boolean> => {
  const id = s.context.selectedId;
  const can = (direction: MoveDirection) => id !== null && moveTarget(s.context.tree, id, direction) !== null;
  return { up: can('up'), down: can('down'), out: can('out'), in: can('in') };
};
export const selectCanConfirmDelete = (s: CategoryTreeSnapshot) =>
  s.can({ type: 'categories.confirmDelete' });
