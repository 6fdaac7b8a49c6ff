// editorStates — the states the kit's draft editors share (the learning path and certificate template
// editors): a record loaded (or a new one started), a draft saved in one call with the version it was
// loaded at (a newer one answers a conflict: reload theirs or keep mine), leaving with unsaved changes
// asks, and the reload after an action that changed the stored record (archive, restore). An editor names
// its event domain, its actors and the action that takes a loaded record, and adds its own states and
// actions beside these (editorCallStates.ts has the calls on a saved record and the upload region,
// editorActions.ts the actions these states name); the guards below are the ones these states ask.
import type { ApiSettings } from '../../services/api';
import { isConflictError } from './adminErrors';

/** What a shared editor state refers to in the editor's own `setup`. */
export interface EditorNames<P extends string, L extends string, S extends string, A extends string> {
  /** The events' domain: `path` gives `path.save`, `path.leave`, ... */
  prefix: P;
  /** The machine's id (for `#<id>.left`). */
  id: string;
  /** The actor that loads a record by id (answers null when it is gone) and its reload's invoke id. */
  load: L;
  reload: string;
  /** The actor that saves the draft. */
  save: S;
  /** The action that takes a loaded or saved record (params: the record). */
  assign: A;
}

/** The guards the shared states ask; `isValid` and `isDirty` come from the editor's own draft rules. */
export const editorGuards = {
  isNew: ({ context }: { context: { id: string | null } }) => context.id === null,
  isMissing: (_: unknown, record: unknown) => record === null,
  isConflict: ({ event }: { event: object }) => 'error' in event && isConflictError(event.error),
  hasTheirs: ({ context }: { context: { theirs: unknown } }) => context.theirs !== null,
  cameFromConflict: ({ context }: { context: { theirs: unknown; problem: { code: string } | null } }) =>
    context.theirs !== null || context.problem?.code === 'CONFLICT',
};

/** What the save actor gets: the draft, and the version it was loaded at (null: a new record). */
export interface SaveInput<D> {
  api: ApiSettings;
  id: string | null;
  draft: D;
  expectedUpdatedAt: string | null;
}

/** A call of `ready.main` that failed: back to editing with its problem. */
export const failure = <A extends string>(action: A) => ({
  target: 'editing' as const,
  actions: { type: 'assignFailure' as const, params: action },
});

export const byId = ({ context }: { context: { api: ApiSettings; id: string | null } }) => ({
  api: context.api,
  id: context.id!,
});

/**
 * The editor's top-level states: `starting` → `loading` | `ready`, `loadFailed` (retry), `notFound` and the
 * final `left`; `ready` itself is the editor's. `startNew` names an action that prepares a new draft.
 */
export function editorEntryStates<
  P extends string,
  L extends string,
  S extends string,
  A extends string,
  R,
  N extends string = never,
>(n: EditorNames<P, L, S, A>, startNew?: N) {
  const leave = { [`${n.prefix}.leave`]: { target: 'left' as const } };
  return {
    starting: {
      always: [
        { guard: 'isNew' as const, target: 'ready' as const, ...(startNew ? { actions: startNew } : {}) },
        { target: 'loading' as const },
      ],
    },
    loading: {
      on: leave,
      invoke: {
        id: n.load,
        src: n.load,
        input: byId,
        onDone: [
          {
            guard: {
              type: 'isMissing' as const,
              params: ({ event }: { event: { output: R | null } }) => event.output,
            },
            target: 'notFound' as const,
          },
          {
            target: 'ready' as const,
            actions: {
              type: n.assign,
              params: ({ event }: { event: { output: R | null } }) => event.output!,
            },
          },
        ],
        onError: {
          target: 'loadFailed' as const,
          actions: { type: 'assignFailure' as const, params: 'load' as const },
        },
      },
    },
    loadFailed: {
      on: {
        [`${n.prefix}.retry`]: { target: 'loading' as const, actions: 'clearProblem' as const },
        ...leave,
      },
    },
    notFound: { on: leave },
    left: { type: 'final' as const, entry: 'goBack' as const },
  };
}

/** `editing`'s own transitions for saving (when valid), leaving (asks when dirty) and dismissing a problem. */
export function editingTransitions<P extends string>(prefix: P, id: string) {
  return {
    [`${prefix}.save`]: [
      { guard: 'isValid' as const, target: 'saving' as const, actions: 'clearProblem' as const },
      { actions: 'markSubmitted' as const },
    ],
    [`${prefix}.leave`]: [
      { guard: 'isDirty' as const, target: 'confirmingLeave' as const },
      { target: `#${id}.left` },
    ],
    [`${prefix}.dismissProblem`]: { actions: 'clearProblem' as const },
  };
}

/**
 * `ready.main`'s shared states: `saving` (a conflict goes to `conflict`: reload theirs, or keep mine and save
 * again), `confirmingLeave` (staying returns where it came from) and `reloading` (after a change of the
 * stored record; a record gone meanwhile keeps what was last read, a save will say the rest).
 */
export function editorSavingStates<
  P extends string,
  L extends string,
  S extends string,
  A extends string,
  R,
  C extends { api: ApiSettings; id: string | null; draft: unknown },
>(n: EditorNames<P, L, S, A>, expectedUpdatedAt: (context: C) => string | null) {
  const assignOutput = { type: n.assign, params: ({ event }: { event: { output: R } }) => event.output };
  return {
    saving: {
      tags: ['busy'],
      invoke: {
        id: n.save,
        src: n.save,
        input: ({ context }: { context: C }): SaveInput<C['draft']> => ({
          api: context.api,
          id: context.id,
          draft: context.draft,
          expectedUpdatedAt: expectedUpdatedAt(context),
        }),
        onDone: {
          target: 'editing' as const,
          actions: [
            {
              type: 'showSaved' as const,
              params: ({
                context,
                event,
              }: {
                context: { id: string | null };
                event: { output: { id: string } };
              }) => ({
                wasNew: context.id === null,
                id: event.output.id,
              }),
            },
            assignOutput,
            { type: 'toast' as const, params: 'save' as const },
          ],
        },
        onError: [
          { guard: 'isConflict' as const, target: 'conflict' as const, actions: 'assignConflict' as const },
          failure('save' as const),
        ],
      },
    },
    conflict: {
      on: {
        [`${n.prefix}.reload`]: [
          { guard: 'hasTheirs' as const, target: 'editing' as const, actions: 'takeTheirs' as const },
          { target: 'reloading' as const, actions: 'clearConflict' as const },
        ],
        [`${n.prefix}.keepMine`]: {
          guard: 'hasTheirs' as const,
          target: 'saving' as const,
          actions: 'keepMine' as const,
        },
        [`${n.prefix}.leave`]: { target: 'confirmingLeave' as const },
      },
    },
    confirmingLeave: {
      on: {
        [`${n.prefix}.leaveConfirm`]: { target: `#${n.id}.left` },
        [`${n.prefix}.leaveCancel`]: [
          { guard: 'cameFromConflict' as const, target: 'conflict' as const },
          { target: 'editing' as const },
        ],
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: n.reload,
        src: n.load,
        input: byId,
        onDone: [
          {
            guard: {
              type: 'isMissing' as const,
              params: ({ event }: { event: { output: R | null } }) => event.output,
            },
            target: 'editing' as const,
          },
          {
            target: 'editing' as const,
            actions: {
              type: n.assign,
              params: ({ event }: { event: { output: R | null } }) => event.output!,
            },
          },
        ],
        onError: failure('load' as const),
      },
    },
  };
}
