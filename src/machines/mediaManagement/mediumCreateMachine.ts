// mediumCreateMachine — "Add medium": choose an upload (SCORM package, video or PDF: the type follows
// the stored file's kind) or a link; the upload shows progress and can be cancelled or retried; then
// the medium form, prefilled from the file (the package's title), with its own cover upload. Once the
// form has created the medium, the address turns into that medium's edit page. Left without creating,
// what was uploaded (the file, covers) is discarded, so it does not stay on the uploader's quota.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { UploadedFile } from '../../services/upload';
import type { ToastActorRef } from '../admin/toastMachine';
import { uploadMachine } from '../admin/uploadMachine';
import { discardUploads } from './mediaActors';
import type { NavigationActorRef } from '../navigationMachine';
import { editHref, listHref } from './mediaLocations';
import { mediumFormMachine } from './mediumFormMachine';
import { initialValues } from './mediumValues';

export interface MediumCreateInput {
  api: ApiSettings;
  navigation: NavigationActorRef;
  /** The list's query (the address's search) to return to. */
  listSearch: string;
  toasts?: ToastActorRef;
}

interface MediumCreateContext extends MediumCreateInput {
  source: 'upload' | 'link' | null;
  uploaded: UploadedFile | null;
  /** Every cover image uploaded while filling (the form keeps the last). */
  coverIds: string[];
  createdId: string | null;
}

/** What the form child reports to its parent with each change (only what this machine reads). */
type FormSnapshotEvent = { type: 'xstate.snapshot.form'; snapshot: { context?: { id: string | null } } };

export type MediumCreateEvent =
  | { type: 'create.upload' }
  | { type: 'create.link' }
  | { type: 'create.back' }
  | { type: 'create.cancel' }
  | FormSnapshotEvent;

export const UPLOAD_KINDS = ['SCORM', 'VIDEO', 'PDF'] as const;

export const mediumCreateMachine = setup({
  types: {} as { context: MediumCreateContext; events: MediumCreateEvent; input: MediumCreateInput },
  actors: { mediumForm: mediumFormMachine, uploadFile: uploadMachine, discardUploads },
  guards: {
    hasUploads: ({ context }) => context.uploaded !== null || context.coverIds.length > 0,
    isCreated: ({ event }) =>
      event.type === 'xstate.snapshot.form' && (event.snapshot.context?.id ?? null) !== null,
  },
  actions: {
    chooseUpload: assign({ source: 'upload', uploaded: null }),
    chooseLink: assign({ source: 'link', uploaded: null }),
    assignUploaded: assign((_, uploaded: UploadedFile) => ({ uploaded })),
    assignCreated: assign(({ event }) =>
      event.type === 'xstate.snapshot.form' ? { createdId: event.snapshot.context?.id ?? null } : {},
    ),
    sendCover: enqueueActions(({ context, enqueue }, file: UploadedFile) => {
      enqueue.assign({ coverIds: [...new Set([...context.coverIds, file.id])] });
      enqueue.sendTo('form', {
        type: 'form.change',
        field: 'cover',
        value: { fileId: file.id, url: file.url, changed: true },
      });
    }),
    // Replace: the create page is done; back goes to the list, not to an empty form.
    openCreated: enqueueActions(({ context, enqueue }) => {
      if (context.createdId)
        enqueue.sendTo(context.navigation, {
          type: 'navigation.navigate',
          to: editHref(context.listSearch, context.createdId),
          replace: true,
        });
    }),
    backToList: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.navigation, { type: 'navigation.navigate', to: listHref(context.listSearch) }),
    ),
  },
}).createMachine({
  id: 'mediumCreate',
  initial: 'choosing',
  context: ({ input }) => ({ ...input, source: null, uploaded: null, coverIds: [], createdId: null }),
  states: {
    choosing: {
      on: {
        'create.upload': { target: 'uploading', actions: 'chooseUpload' },
        'create.link': { target: 'filling', actions: 'chooseLink' },
        'create.cancel': { target: 'left', actions: 'backToList' },
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'uploadFile',
        input: ({ context }) => ({ api: context.api, kinds: UPLOAD_KINDS }),
        onDone: {
          target: 'filling',
          actions: { type: 'assignUploaded', params: ({ event }) => event.output },
        },
      },
      on: {
        // Leaving the state stops the upload, which aborts a request still running.
        'create.back': { target: 'choosing' },
        'create.cancel': { target: 'left', actions: 'backToList' },
      },
    },
    filling: {
      invoke: {
        id: 'form',
        src: 'mediumForm',
        input: ({ context }) => ({
          api: context.api,
          id: null,
          initial: initialValues(context.uploaded),
          navigation: context.navigation,
          returnTo: listHref(context.listSearch),
          ...(context.toasts ? { toasts: context.toasts } : {}),
        }),
        onSnapshot: { guard: 'isCreated', target: 'created', actions: 'assignCreated' },
        // The form left (cancelled) and went back to the list itself; what was uploaded goes.
        onDone: [{ guard: 'hasUploads', target: 'discarding' }, { target: 'left' }],
      },
      initial: 'coverReady',
      states: {
        // A fresh upload for each cover chosen; the form keeps the last one.
        coverReady: {
          invoke: {
            id: 'cover',
            src: 'uploadFile',
            input: ({ context }) => ({ api: context.api, kinds: ['IMAGE'], kind: 'IMAGE' }),
            onDone: {
              target: 'coverReady',
              reenter: true,
              actions: { type: 'sendCover', params: ({ event }) => event.output },
            },
          },
        },
      },
    },
    // Not a final state with a spawned call: a finished machine would stop it before it starts.
    discarding: {
      invoke: {
        id: 'discard',
        src: 'discardUploads',
        input: ({ context }) => ({
          api: context.api,
          fileIds: [...(context.uploaded ? [context.uploaded.id] : []), ...context.coverIds],
        }),
        onDone: { target: 'left' },
        onError: { target: 'left' },
      },
    },
    created: { type: 'final', entry: 'openCreated' },
    left: { type: 'final' },
  },
});

export type MediumCreateSnapshot = SnapshotFrom<typeof mediumCreateMachine>;
export type MediumCreateStatus = 'choosing' | 'uploading' | 'filling' | 'discarding' | 'created' | 'left';
export const selectCreateStatus = (s: MediumCreateSnapshot): MediumCreateStatus =>
  (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as MediumCreateStatus;
export const selectUploaded = (s: MediumCreateSnapshot) => s.context.uploaded;
export const selectSource = (s: MediumCreateSnapshot) => s.context.source;
