// badgeImageMachine — the editor's image upload: the kit's upload machine for one IMAGE at a time; each
// stored upload is handed to the editor's form (`imageFileId`, and `imageUrl` for the preview) and the
// field is ready for another file. The server re-encodes the upload when the badge is saved.
import { enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import type { UploadedFile } from '../../../services/upload';
import { uploadMachine } from '../../admin/uploadMachine';

export type ImageTarget = AnyActorRef;

export interface BadgeImageInput {
  api: ApiSettings;
  form?: ImageTarget;
}

export const badgeImageMachine = setup({
  types: {} as { context: BadgeImageInput; input: BadgeImageInput },
  actors: { uploadMachine },
  actions: {
    tellForm: enqueueActions(({ context, enqueue }, file: UploadedFile) => {
      if (!context.form) return;
      enqueue.sendTo(context.form, { type: 'form.change', field: 'imageFileId', value: file.id });
      enqueue.sendTo(context.form, { type: 'form.change', field: 'imageUrl', value: file.url });
    }),
  },
}).createMachine({
  id: 'badgeImage',
  context: ({ input }) => input,
  initial: 'ready',
  states: {
    ready: {
      invoke: {
        id: 'upload',
        src: 'uploadMachine',
        input: ({ context }) => ({ api: context.api, kinds: ['IMAGE'] as const }),
        onDone: {
          target: 'ready',
          reenter: true,
          actions: { type: 'tellForm', params: ({ event }) => event.output as UploadedFile },
        },
      },
    },
  },
});
