// unitCreateMachine — `?new` (with `&parent=<id>` for a sub-unit): the unit form for a new unit with its
// logo upload beside it. Once the unit is created the page becomes the unit's page (members, moving,
// deactivating), replacing `?new` in the history so "back" goes to the list. A logo uploaded and then
// left behind is taken by the server's hourly sweep of unused uploads.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { UploadedFile } from '../../services/upload';
import type { ToastActorRef } from '../admin/toastMachine';
import { uploadMachine } from '../admin/uploadMachine';
import type { NavigationActorRef } from '../navigationMachine';
import { unitFormMachine } from './unitFormMachine';
import { editHref, listHref } from './unitLocations';

export interface UnitCreateInput {
  api: ApiSettings;
  navigation: NavigationActorRef;
  listSearch: string;
  /** The unit the new one goes below (chosen on the list); null: a top unit or chosen in the form. */
  parentId: string | null;
  toasts?: ToastActorRef;
}

interface UnitCreateContext extends UnitCreateInput {
  createdId: string | null;
}

type FormSnapshotEvent = { type: 'xstate.snapshot.form'; snapshot: { context?: { id: string | null } } };

export type UnitCreateEvent = FormSnapshotEvent;

export const unitCreateMachine = setup({
  types: {} as { context: UnitCreateContext; events: UnitCreateEvent; input: UnitCreateInput },
  actors: { unitForm: unitFormMachine, uploadFile: uploadMachine },
  guards: {
    isCreated: ({ event }) => (event.snapshot.context?.id ?? null) !== null,
  },
  actions: {
    assignCreated: assign(({ event }) => ({ createdId: event.snapshot.context?.id ?? null })),
    sendLogo: enqueueActions(({ enqueue }, file: UploadedFile) =>
      enqueue.sendTo('form', {
        type: 'form.change',
        field: 'logo',
        value: { fileId: file.id, url: file.url, changed: true },
      }),
    ),
    openCreated: enqueueActions(({ context, enqueue }) => {
      if (context.createdId)
        enqueue.sendTo(context.navigation, {
          type: 'navigation.navigate',
          to: editHref(context.listSearch, context.createdId),
          replace: true,
        });
    }),
  },
}).createMachine({
  id: 'unitCreate',
  initial: 'filling',
  context: ({ input }) => ({ ...input, createdId: null }),
  states: {
    filling: {
      invoke: {
        id: 'form',
        src: 'unitForm',
        input: ({ context }) => ({
          api: context.api,
          id: null,
          initial: { parentId: context.parentId },
          navigation: context.navigation,
          returnTo: listHref(context.listSearch),
          ...(context.toasts ? { toasts: context.toasts } : {}),
        }),
        onSnapshot: { guard: 'isCreated', target: 'created', actions: 'assignCreated' },
        onDone: { target: 'left' },
      },
      initial: 'logoReady',
      states: {
        logoReady: {
          invoke: {
            id: 'logo',
            src: 'uploadFile',
            input: ({ context }) => ({ api: context.api, kinds: ['IMAGE'], kind: 'IMAGE' }),
            onDone: {
              target: 'logoReady',
              reenter: true,
              actions: { type: 'sendLogo', params: ({ event }) => event.output },
            },
          },
        },
      },
    },
    created: { type: 'final', entry: 'openCreated' },
    left: { type: 'final' },
  },
});

export type UnitCreateSnapshot = SnapshotFrom<typeof unitCreateMachine>;
export const selectCreateStatus = (s: UnitCreateSnapshot) =>
  (typeof s.value === 'string' ? s.value : 'filling') as 'filling' | 'created' | 'left';
