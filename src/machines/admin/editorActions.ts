// editorActions — the actions the kit's draft editors share beside editorStates.ts: the toast after a call,
// a new record's address after its first save, where leaving goes (the list, or a copy just made), and the
// small assignments the shared states name. The record-specific ones (taking a loaded record, theirs or
// mine in a conflict) stay with each editor: what a record puts into the context differs.
import { assign, enqueueActions, type EventObject } from 'xstate';
import type { NavigationActorRef } from '../navigationMachine';
import { editorConflict, editorFailure } from './adminErrors';
import type { ToastActorRef } from './toastMachine';

/** The context the shared actions read and write. */
export interface EditorActionContext {
  navigation: NavigationActorRef;
  /** The list's query (with `?`), so leaving goes back to the same list. */
  listSearch: string;
  toasts?: ToastActorRef;
  leaveTo: string | null;
  submitted: boolean;
  problem: unknown;
  serverError: unknown;
  theirs: unknown;
}

export interface EditorActionConfig<K extends string> {
  /** The toast's message id after each call (declared by the views with their texts). */
  messages: Record<K, string>;
  editHref: (listSearch: string, id: string) => string;
  listHref: (listSearch: string) => string;
  /** Whether a conflict's `extensions.current` is a whole record the editor can take. */
  isRecord: (value: unknown) => boolean;
}

/** `E` is the editor's event type (XState checks it), `K` the calls that end with a toast, `A` all its calls. */
export function editorActions<
  C extends EditorActionContext,
  E extends EventObject,
  K extends string,
  A extends string,
>(config: EditorActionConfig<K>) {
  const update = (patch: (context: C) => Partial<C>) =>
    assign<C, E, undefined, E, never>(({ context }) => patch(context));
  return {
    markSubmitted: update(() => ({ submitted: true }) as Partial<C>),
    clearProblem: update(() => ({ problem: null }) as Partial<C>),
    clearConflict: update(() => ({ theirs: null, problem: null }) as Partial<C>),
    assignFailure: assign<C, E, A, E, never>(
      ({ event }, action) => editorFailure('error' in event ? event.error : null, action) as Partial<C>,
    ),
    assignConflict: assign<C, E, undefined, E, never>(
      ({ event }) =>
        editorConflict('error' in event ? event.error : null, (v): v is unknown =>
          config.isRecord(v),
        ) as Partial<C>,
    ),
    toast: enqueueActions<C, E, K, E, never, never, never, never, never>(({ context, enqueue }, action) => {
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: 'success', text: { id: config.messages[action] } },
        });
    }),
    // A new record's address becomes the saved one's, so a reload opens it.
    showSaved: enqueueActions<C, E, { wasNew: boolean; id: string }, E, never, never, never, never, never>(
      ({ context, enqueue }, saved) => {
        if (saved.wasNew)
          enqueue.sendTo(context.navigation, {
            type: 'navigation.navigate',
            to: config.editHref(context.listSearch, saved.id),
            replace: true,
          });
      },
    ),
    leaveToCopy: assign<C, E, string, E, never>(
      ({ context }, copyId) => ({ leaveTo: config.editHref(context.listSearch, copyId) }) as Partial<C>,
    ),
    goBack: enqueueActions<C, E, undefined, E, never, never, never, never, never>(({ context, enqueue }) =>
      enqueue.sendTo(context.navigation, {
        type: 'navigation.navigate',
        to: context.leaveTo ?? config.listHref(context.listSearch),
      }),
    ),
  };
}
