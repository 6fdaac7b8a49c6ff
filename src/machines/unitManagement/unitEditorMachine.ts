// unitEditorMachine — one unit's page (`?edit=<id>`): the unit, its form (a child, with its own logo
// upload; its "delete" deletes an empty unit after asking), and what changes the unit beside the form:
// make it the default, reactivate it, deactivate it (a dialog asks what happens to the members: keep,
// move to another unit, remove), move it below another unit (a dialog to choose the parent). Each of those
// gives the unit a new updatedAt, so they wait until the form has no unsaved changes and then restart the
// form, which loads the new version.
import { assign, enqueueActions, raise, setup, type SnapshotFrom } from 'xstate';
import type { UploadedFile } from '../../services/upload';
import { problemOf } from '../admin/adminErrors';
import { changedFields, type FormValues } from '../admin/formValues';
import { uploadMachine } from '../admin/uploadMachine';
import { loadUnit, unitActionActors } from './unitActors';
import {
  done,
  failed,
  isConflict,
  KEEP_MEMBERS,
  UNIT_DONE_MESSAGES,
  type UnitAction,
  type UnitEditorContext,
  type UnitEditorEvent,
  type UnitEditorInput,
} from './unitEditorTypes';
import { deactivationState, moveState } from './unitEditorFlows';
import { unitFormMachine } from './unitFormMachine';
import { listHref } from './unitLocations';
import type { ManagedUnit } from './unitValues';

export type { UnitEditorEvent, UnitEditorInput } from './unitEditorTypes';

export const unitEditorMachine = setup({
  types: {} as { context: UnitEditorContext; events: UnitEditorEvent; input: UnitEditorInput },
  actors: { loadUnit, ...unitActionActors, unitForm: unitFormMachine, uploadFile: uploadMachine },
  guards: {
    isMissing: (_, unit: ManagedUnit | null) => unit === null,
    isClean: ({ context }) => !context.formDirty,
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
    canDeactivate: ({ context }) =>
      context.deactivation.members !== 'MOVE' || context.deactivation.moveTo !== null,
    isNewParent: ({ context }) => context.moveTo !== (context.unit?.parentId ?? null),
    isNewVersion: ({ context, event }) => {
      if (event.type !== 'xstate.snapshot.form') return false;
      const updatedAt = event.snapshot.context?.updatedAt ?? null;
      return updatedAt !== null && updatedAt !== context.unit?.updatedAt;
    },
  },
  actions: {
    assignUnit: assign((_, unit: ManagedUnit | null) => ({ unit })),
    assignFormState: assign(({ event }) => {
      const form = event.type === 'xstate.snapshot.form' ? event.snapshot.context : undefined;
      if (!form) return {};
      return {
        formDirty: changedFields(form.values as FormValues, form.baseline as FormValues).length > 0,
        formUpdatedAt: form.updatedAt,
      };
    }),
    assignProblem: assign(({ event }, action: UnitAction) => ({
      problem: { ...problemOf('error' in event ? event.error : null), action },
    })),
    clearProblem: assign({ problem: null }),
    startDeactivation: assign({ deactivation: KEEP_MEMBERS, problem: null }),
    chooseMembers: assign(({ context, event }) =>
      event.type === 'deactivate.choose'
        ? { deactivation: { ...context.deactivation, members: event.members } }
        : {},
    ),
    chooseTarget: assign(({ context, event }) =>
      event.type === 'deactivate.target'
        ? { deactivation: { ...context.deactivation, moveTo: event.unitId } }
        : {},
    ),
    startMove: assign(({ context }) => ({ moveTo: context.unit?.parentId ?? null, problem: null })),
    chooseParent: assign(({ event }) => (event.type === 'move.target' ? { moveTo: event.parentId } : {})),
    restartForm: raise({ type: 'editor.formRestart' }),
    sendLogo: enqueueActions(({ enqueue }, file: UploadedFile) =>
      enqueue.sendTo('form', {
        type: 'form.change',
        field: 'logo',
        value: { fileId: file.id, url: file.url, changed: true },
      }),
    ),
    toastDone: enqueueActions(({ context, enqueue }, action: UnitAction) => {
      if (!context.toasts) return;
      enqueue.sendTo(context.toasts, {
        type: 'toast.show',
        toast: { tone: 'success', text: { id: UNIT_DONE_MESSAGES[action] } },
      });
    }),
  },
}).createMachine({
  id: 'unitEditor',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    unit: null,
    formDirty: false,
    formUpdatedAt: null,
    problem: null,
    deactivation: KEEP_MEMBERS,
    moveTo: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'loadUnit',
        src: 'loadUnit',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'ready', actions: { type: 'assignUnit', params: ({ event }) => event.output } },
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
                src: 'unitForm',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  navigation: context.navigation,
                  returnTo: listHref(context.listSearch),
                  ...(context.toasts ? { toasts: context.toasts } : {}),
                }),
                onSnapshot: [
                  // A save made a new version: read the unit again (logo, counts, path).
                  { guard: 'isNewVersion', actions: ['assignFormState', raise({ type: 'editor.refresh' })] },
                  { actions: 'assignFormState' },
                ],
                onDone: { target: '#unitEditor.left' },
              },
            },
          },
        },
        logo: {
          initial: 'ready',
          states: {
            ready: {
              invoke: {
                id: 'logo',
                src: 'uploadFile',
                input: ({ context }) => ({ api: context.api, kinds: ['IMAGE'], kind: 'IMAGE' }),
                onDone: {
                  target: 'ready',
                  reenter: true,
                  actions: { type: 'sendLogo', params: ({ event }) => event.output },
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
                'editor.setDefault': { guard: 'isClean', target: 'settingDefault', actions: 'clearProblem' },
                'editor.reactivate': { guard: 'isClean', target: 'reactivating', actions: 'clearProblem' },
                'editor.deactivate': {
                  guard: 'isClean',
                  target: 'deactivation',
                  actions: 'startDeactivation',
                },
                'editor.move': { guard: 'isClean', target: 'move', actions: 'startMove' },
                'editor.refresh': { target: 'reloading' },
                'editor.dismissProblem': { actions: 'clearProblem' },
              },
            },
            settingDefault: {
              invoke: {
                id: 'setDefault',
                src: 'setDefault',
                input: ({ context }) => ({ api: context.api, id: context.id }),
                onDone: done('setDefault'),
                onError: failed('setDefault', '#unitEditor.ready.actions.idle'),
              },
            },
            reactivating: {
              invoke: {
                id: 'reactivate',
                src: 'reactivate',
                input: ({ context }) => ({ api: context.api, id: context.id }),
                onDone: done('reactivate'),
                onError: failed('reactivate', '#unitEditor.ready.actions.idle'),
              },
            },
            deactivation: deactivationState,
            move: moveState,
            reloading: {
              invoke: {
                id: 'reloadUnit',
                src: 'loadUnit',
                input: ({ context }) => ({ api: context.api, id: context.id }),
                onDone: [
                  // A unit gone meanwhile keeps showing what was last read; the form says the rest.
                  { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'idle' },
                  { target: 'idle', actions: { type: 'assignUnit', params: ({ event }) => event.output } },
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

export type UnitEditorSnapshot = SnapshotFrom<typeof unitEditorMachine>;
