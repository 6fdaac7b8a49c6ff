// mediumEditorMachine — one medium's page (`?edit=<id>`): the medium with its versions and import
// report, the medium form (a child, with its own cover upload; its "delete" archives, after asking),
// and what changes the medium beside the form: publish/unpublish, restore, a new version of the file.
// Each of those gives the medium a new updatedAt, so they wait until the form has no unsaved changes
// and then restart the form, which loads the new version (a save would otherwise be refused as a
// conflict with oneself).
import { assign, enqueueActions, raise, setup, spawnChild, type SnapshotFrom } from 'xstate';
import type { MediaType } from '../../graphql/generated';
import type { UploadedFile } from '../../services/upload';
import { problemOf } from '../admin/adminErrors';
import { changedFields, type FormValues } from '../admin/formValues';
import { uploadMachine } from '../admin/uploadMachine';
import {
  EDITOR_DONE_MESSAGES,
  editorActors,
  isConflict,
  type EditorAction,
  type MediumEditorContext,
  type MediumEditorEvent,
  type MediumEditorInput,
} from './editorActors';
import { listHref } from './mediaLocations';
import { mediumFormMachine } from './mediumFormMachine';
import type { ManagedMedium } from './mediumValues';

export type { MediumEditorEvent, MediumEditorInput } from './editorActors';

const done = (action: EditorAction) => ({
  target: 'reloading' as const,
  actions: [{ type: 'toastDone' as const, params: action }, 'restartForm' as const],
});
const failed = (action: EditorAction, then: Array<'discardReplacement'> = []) => [
  // Someone else changed it first: show theirs (the form is clean, nothing is lost).
  {
    guard: 'isConflict' as const,
    target: 'reloading' as const,
    actions: [{ type: 'assignProblem' as const, params: action }, 'restartForm' as const, ...then],
  },
  { target: 'idle' as const, actions: [{ type: 'assignProblem' as const, params: action }, ...then] },
];

export const mediumEditorMachine = setup({
  types: {} as { context: MediumEditorContext; events: MediumEditorEvent; input: MediumEditorInput },
  actors: { ...editorActors, mediumForm: mediumFormMachine, uploadFile: uploadMachine },
  guards: {
    isMissing: (_, medium: ManagedMedium | null) => medium === null,
    isClean: ({ context }) => !context.formDirty,
    canReplace: ({ context }) =>
      !context.formDirty && context.medium !== null && context.medium.type !== 'LINK',
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
    isNewVersion: ({ context, event }) => {
      if (event.type !== 'xstate.snapshot.form') return false;
      const updatedAt = event.snapshot.context?.updatedAt ?? null;
      return updatedAt !== null && updatedAt !== context.medium?.updatedAt;
    },
  },
  actions: {
    assignMedium: assign((_, medium: ManagedMedium | null) => ({ medium })),
    assignFormState: assign(({ event }) => {
      const form = event.type === 'xstate.snapshot.form' ? event.snapshot.context : undefined;
      if (!form) return {};
      const values = form.values as FormValues;
      return {
        formDirty: changedFields(values, form.baseline as FormValues).length > 0,
        formUpdatedAt: form.updatedAt,
      };
    }),
    assignReplacement: assign((_, replacement: UploadedFile) => ({ replacement })),
    assignProblem: assign(({ event }, action: EditorAction) => ({
      problem: { ...problemOf('error' in event ? event.error : null), action },
    })),
    clearProblem: assign({ problem: null }),
    // The new file was not taken (refused, a conflict, no connection): it would only fill the quota. A
    // spawned call outlives the state; choosing "new version" again uploads afresh.
    discardReplacement: spawnChild('discardUploads', {
      input: ({ context }) => ({ api: context.api, fileIds: [context.replacement!.id] }),
    }),
    restartForm: raise({ type: 'editor.formRestart' }),
    sendCover: enqueueActions(({ enqueue }, file: UploadedFile) =>
      enqueue.sendTo('form', {
        type: 'form.change',
        field: 'cover',
        value: { fileId: file.id, url: file.url, changed: true },
      }),
    ),
    toastDone: enqueueActions(({ context, enqueue }, action: EditorAction) => {
      if (!context.toasts) return;
      enqueue.sendTo(context.toasts, {
        type: 'toast.show',
        toast: { tone: 'success', text: { id: EDITOR_DONE_MESSAGES[action] } },
      });
    }),
  },
}).createMachine({
  id: 'mediumEditor',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    medium: null,
    formDirty: false,
    formUpdatedAt: null,
    problem: null,
    replacement: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'loadMedium',
        src: 'loadMedium',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'ready', actions: { type: 'assignMedium', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'editor.retry': { target: 'loading' } } },
    notFound: {},
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'running',
          on: { 'editor.formRestart': { target: '.running', reenter: true } },
          states: {
            running: {
              invoke: {
                id: 'form',
                src: 'mediumForm',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  navigation: context.navigation,
                  returnTo: listHref(context.listSearch),
                  ...(context.toasts ? { toasts: context.toasts } : {}),
                }),
                onSnapshot: [
                  // A save made a new version: read the medium again (cover, versions, published).
                  { guard: 'isNewVersion', actions: ['assignFormState', raise({ type: 'editor.refresh' })] },
                  { actions: 'assignFormState' },
                ],
                onDone: { target: '#mediumEditor.left' },
              },
            },
          },
        },
        cover: {
          initial: 'ready',
          states: {
            ready: {
              invoke: {
                id: 'cover',
                src: 'uploadFile',
                input: ({ context }) => ({ api: context.api, kinds: ['IMAGE'], kind: 'IMAGE' }),
                onDone: {
                  target: 'ready',
                  reenter: true,
                  actions: { type: 'sendCover', params: ({ event }) => event.output },
                },
              },
            },
          },
        },
        actions: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'editor.publish': { guard: 'isClean', target: 'publishing', actions: 'clearProblem' },
                'editor.unpublish': { guard: 'isClean', target: 'unpublishing', actions: 'clearProblem' },
                'editor.restore': { guard: 'isClean', target: 'restoring', actions: 'clearProblem' },
                'editor.replace': { guard: 'canReplace', target: 'replacing', actions: 'clearProblem' },
                'editor.refresh': { target: 'reloading' },
                'editor.dismissProblem': { actions: 'clearProblem' },
              },
            },
            publishing: {
              invoke: {
                id: 'publish',
                src: 'setPublished',
                input: ({ context }) => ({ api: context.api, id: context.id, published: true }),
                onDone: done('publish'),
                onError: failed('publish'),
              },
            },
            unpublishing: {
              invoke: {
                id: 'unpublish',
                src: 'setPublished',
                input: ({ context }) => ({ api: context.api, id: context.id, published: false }),
                onDone: done('unpublish'),
                onError: failed('unpublish'),
              },
            },
            restoring: {
              invoke: {
                id: 'restore',
                src: 'restoreMedium',
                input: ({ context }) => ({ api: context.api, id: context.id }),
                onDone: done('restore'),
                onError: failed('restore'),
              },
            },
            replacing: {
              invoke: {
                id: 'replaceUpload',
                src: 'uploadFile',
                // The same kind as now (canReplace: never a link).
                input: ({ context }) => {
                  const kind = context.medium!.type as Exclude<MediaType, 'LINK'>;
                  return { api: context.api, kinds: [kind], kind };
                },
                onDone: {
                  target: 'replacingFile',
                  actions: { type: 'assignReplacement', params: ({ event }) => event.output },
                },
              },
              on: { 'editor.cancelReplace': { target: 'idle' } },
            },
            replacingFile: {
              invoke: {
                id: 'replaceFile',
                src: 'replaceFile',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  fileId: context.replacement!.id,
                  expectedUpdatedAt: context.formUpdatedAt ?? context.medium!.updatedAt,
                }),
                onDone: done('replace'),
                onError: failed('replace', ['discardReplacement']),
              },
            },
            reloading: {
              invoke: {
                id: 'reloadMedium',
                src: 'loadMedium',
                input: ({ context }) => ({ api: context.api, id: context.id }),
                onDone: [
                  // A medium gone meanwhile keeps showing what was last read; the form says the rest.
                  { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'idle' },
                  { target: 'idle', actions: { type: 'assignMedium', params: ({ event }) => event.output } },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    left: { type: 'final' },
  },
});

export type MediumEditorSnapshot = SnapshotFrom<typeof mediumEditorMachine>;
export type MediumEditorStatus = 'loading' | 'failed' | 'notFound' | 'ready' | 'left';
export const selectEditorStatus = (s: MediumEditorSnapshot): MediumEditorStatus =>
  (typeof s.value === 'string' ? s.value : 'ready') as MediumEditorStatus;
export const selectMedium = (s: MediumEditorSnapshot) => s.context.medium;
/** What runs beside the form: 'idle', 'publishing', 'replacing' (the upload), 'replacingFile', ... */
export const selectEditorActivity = (s: MediumEditorSnapshot): string =>
  s.matches('ready') ? ((s.value as { ready: { actions: string } }).ready.actions ?? 'idle') : 'idle';
export const selectEditorProblem = (s: MediumEditorSnapshot) => s.context.problem;
export const selectFormDirty = (s: MediumEditorSnapshot) => s.context.formDirty;
