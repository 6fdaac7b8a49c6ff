// editorCallStates — the busy states of an editor's `ready.main` that call the API on the saved record
// (archive, restore, duplicate), and the region beside `main` with its upload field: shared by the kit's
// draft editors with editorStates.ts.
import type { ApiSettings } from '../../services/api';
import type { UploadedFile } from '../../services/upload';
import { byId, failure } from './editorStates';
import type { UploadInput } from './uploadMachine';

/**
 * A busy state of `ready.main` that calls `src` on the saved record; archive and restore reload it after
 * (their answer is not the whole record), with a toast of `action`.
 */
export function recordCallState<T extends string, A extends string>(src: T, action: A) {
  return {
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: byId,
      onDone: { target: 'reloading' as const, actions: { type: 'toast' as const, params: action } },
      onError: failure(action),
    },
  };
}

/** Duplicating: the copy is made, and leaving goes to it. */
export function duplicateState<T extends string>(src: T, id: string) {
  return {
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: byId,
      onDone: {
        target: `#${id}.left`,
        actions: [
          {
            type: 'leaveToCopy' as const,
            params: ({ event }: { event: { output: string } }) => event.output,
          },
          { type: 'toast' as const, params: 'duplicate' as const },
        ],
      },
      onError: failure('duplicate' as const),
    },
  };
}

/**
 * A region beside `main` with the editor's upload field (`uploadFile`: the kit's uploadMachine, its child
 * `id`), so a slow upload never blocks editing; each finished upload runs `action` with the file and the
 * field is ready again.
 */
export function uploadRegion<T extends string>(id: string, action: T, accept: Omit<UploadInput, 'api'>) {
  return {
    initial: 'ready' as const,
    states: {
      ready: {
        invoke: {
          id,
          src: 'uploadFile' as const,
          input: ({ context }: { context: { api: ApiSettings } }): UploadInput => ({
            api: context.api,
            ...accept,
          }),
          onDone: {
            target: 'ready' as const,
            reenter: true,
            actions: {
              type: action,
              params: ({ event }: { event: { output: unknown } }) => event.output as UploadedFile | undefined,
            },
          },
        },
      },
    },
  };
}
