// What the model-based tests cannot see: the create flow, the edit page and the list with their real
// children (the form, the upload) and the navigation and toast actors they talk to.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef, type InputFrom } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import {
  uploadMachine,
  type SendFileInput,
  type UploadEvent,
} from '../../../src/machines/admin/uploadMachine';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import { mediaListMachine } from '../../../src/machines/mediaManagement/mediaListMachine';
import { mediumCreateMachine } from '../../../src/machines/mediaManagement/mediumCreateMachine';
import { mediumEditorMachine } from '../../../src/machines/mediaManagement/mediumEditorMachine';
import { mediumFormMachine } from '../../../src/machines/mediaManagement/mediumFormMachine';
import type { loadMedium, mediumActionActors } from '../../../src/machines/mediaManagement/mediaActors';
import {
  recordOf,
  type ManagedMedium,
  type MediumFormValues,
} from '../../../src/machines/mediaManagement/mediumValues';
import type { SaveRecordInput } from '../../../src/machines/admin/formMachine';
import type { UploadedFile } from '../../../src/services/upload';
import { api, fakeNavigation, medium, row, storedScorm } from './fixtures';

type Actions = typeof mediumActionActors;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** An upload machine whose sending resolves at once with `file`. */
const instantUpload = (file: UploadedFile) =>
  uploadMachine.provide({
    actors: {
      sendFile: fromCallback<UploadEvent, SendFileInput>(({ sendBack }) => {
        queueMicrotask(() => sendBack({ type: 'upload.succeeded', file }));
      }),
    },
  });

describe('mediumCreateMachine with its form', () => {
  it('prefills the form from the package, creates the medium and opens its edit page in place', async () => {
    const saved: SaveRecordInput<MediumFormValues>[] = [];
    const form = mediumFormMachine.provide({
      actors: {
        saveRecord: fromPromise(async ({ input }: { input: SaveRecordInput<MediumFormValues> }) => {
          saved.push(input);
          return recordOf(medium('m-9', { type: 'SCORM', title: input.values.title }));
        }),
      },
    });
    const { navigation, asked } = fakeNavigation('/media-management', '?q=fire&new=');
    const actor = createActor(mediumCreateMachine.provide({ actors: { mediumForm: form } }), {
      input: { api, navigation, listSearch: '?q=fire&new=' },
    }).start();
    actor.send({ type: 'create.upload' });
    const upload = actor.getSnapshot().children.upload as AnyActorRef;
    expect(upload.getSnapshot().context.kinds).toEqual(['SCORM', 'VIDEO', 'PDF']);
    // The upload child's own done event, as the real upload would end.
    upload.send({ type: 'upload.choose', file: new File([new Uint8Array(10)], 'course.zip') });
    upload.send({ type: 'upload.succeeded', file: storedScorm });
    await settle();
    const formRef = actor.getSnapshot().children.form as AnyActorRef;
    expect(formRef.getSnapshot().context.values).toMatchObject({
      type: 'SCORM',
      title: 'Fire safety',
      fileId: storedScorm.id,
    });
    formRef.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved[0]).toMatchObject({ id: null, values: { title: 'Fire safety' } });
    expect(asked).toEqual([{ to: '/media-management?q=fire&edit=m-9', replace: true }]);
  });

  it('a cover chosen while filling goes into the form; cancelling the upload goes back to the choice', async () => {
    const image = { ...storedScorm, id: 'img-1', kind: 'IMAGE' as const, url: '/files/img-1' };
    const actor = createActor(mediumCreateMachine.provide({ actors: { uploadFile: instantUpload(image) } }), {
      input: { api, navigation: fakeNavigation().navigation, listSearch: '' },
    }).start();
    actor.send({ type: 'create.upload' });
    actor.send({ type: 'create.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'create.link' });
    const cover = actor.getSnapshot().children.cover as AnyActorRef;
    cover.send({
      type: 'upload.choose',
      file: new File([new Uint8Array(8)], 'c.png', { type: 'image/png' }),
    });
    await settle();
    const form = actor.getSnapshot().children.form as AnyActorRef;
    expect(form.getSnapshot().context.values.cover).toEqual({
      fileId: 'img-1',
      url: '/files/img-1',
      changed: true,
    });
    expect(form.getSnapshot().context.values.type).toBe('LINK');
  });
});

describe('mediumEditorMachine with its form', () => {
  function editor(opts: { conflictOnPublish?: boolean } = {}) {
    const calls: string[] = [];
    let current = medium('m-1', { type: 'SCORM' });
    const load = fromPromise<ManagedMedium | null, InputFrom<typeof loadMedium>>(async () => {
      calls.push('loadMedium');
      return current;
    });
    const form = mediumFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => {
          calls.push('loadRecord');
          return recordOf(current);
        }),
      },
    });
    const toasts = createActor(toastMachine).start();
    const actor = createActor(
      mediumEditorMachine.provide({
        actors: {
          mediumForm: form,
          loadMedium: load,
          setPublished: fromPromise<ManagedMedium, InputFrom<Actions['setPublished']>>(async ({ input }) => {
            calls.push(`setPublished ${input.published}`);
            if (opts.conflictOnPublish)
              throw new AdminApiError([{ message: 'changed', extensions: { code: 'CONFLICT' } }]);
            current = { ...current, published: input.published, updatedAt: '2026-03-02T00:00:00.000Z' };
            return current;
          }),
          replaceFile: fromPromise<ManagedMedium, InputFrom<Actions['replaceFile']>>(async ({ input }) => {
            calls.push(`replaceFile ${input.expectedUpdatedAt}`);
            return current;
          }),
          uploadFile: instantUpload(storedScorm),
        },
      }),
      { input: { api, id: 'm-1', navigation: fakeNavigation().navigation, listSearch: '', toasts } },
    ).start();
    return { actor, calls, toasts };
  }
  const formOf = (actor: AnyActorRef) => actor.getSnapshot().children.form as AnyActorRef;

  it('publishes only without unsaved changes, then the form reloads the new version', async () => {
    const { actor, calls, toasts } = editor();
    await waitFor(actor, (s) => s.matches('ready'));
    await settle();
    formOf(actor).send({ type: 'form.change', field: 'title', value: 'Changed' });
    actor.send({ type: 'editor.publish' });
    expect(calls).not.toContain('setPublished true');
    formOf(actor).send({ type: 'form.change', field: 'title', value: 'Medium m-1' });
    actor.send({ type: 'editor.publish' });
    await waitFor(actor, (s) => s.matches({ ready: { actions: 'idle' } }));
    await settle();
    expect(calls).toEqual(['loadMedium', 'loadRecord', 'setPublished true', 'loadRecord', 'loadMedium']);
    expect(formOf(actor).getSnapshot().context.updatedAt).toBe('2026-03-02T00:00:00.000Z');
    expect(actor.getSnapshot().context.medium?.published).toBe(true);
    expect(toasts.getSnapshot().context.toasts.map((t) => t.text.id)).toEqual([
      'mediaManagement.editor.publishDone',
    ]);
  });

  it('sends the version the form holds with a new file', async () => {
    const { actor, calls } = editor();
    await waitFor(actor, (s) => s.matches('ready'));
    await settle();
    actor.send({ type: 'editor.replace' });
    const upload = actor.getSnapshot().children.replaceUpload as AnyActorRef;
    expect(upload.getSnapshot().context).toMatchObject({ kinds: ['SCORM'], kind: 'SCORM' });
    upload.send({ type: 'upload.choose', file: new File([new Uint8Array(8)], 'v2.zip') });
    await waitFor(actor, (s) => s.matches({ ready: { actions: 'idle' } }));
    expect(calls).toContain('replaceFile 2026-03-01T10:00:00.000Z');
  });

  it('says so when someone else changed the medium first, and shows their version', async () => {
    const { actor, calls } = editor({ conflictOnPublish: true });
    await waitFor(actor, (s) => s.matches('ready'));
    await settle();
    actor.send({ type: 'editor.publish' });
    await waitFor(actor, (s) => s.matches({ ready: { actions: 'idle' } }));
    expect(actor.getSnapshot().context.problem).toMatchObject({ code: 'CONFLICT', action: 'publish' });
    expect(calls.filter((c) => c === 'loadRecord')).toHaveLength(2);
  });
});

describe('mediaListMachine', () => {
  it('writes its query into the address and offers an undo of an archive that brings the media back as they were', async () => {
    const { navigation, asked } = fakeNavigation();
    const toasts = createActor(toastMachine).start();
    const ran: string[] = [];
    const list = mediaListMachine.provide({
      actors: {
        loadPage: fromPromise(async () => ({ rows: [row('m-1')], total: 1 })),
        'bulk.archive': fromPromise(async ({ input }: { input: { ids: string[] } }) => {
          ran.push(`archive ${input.ids.join()}`);
          return { count: 1 };
        }),
        'bulk.unarchive': fromPromise(async ({ input }: { input: { ids: string[] } }) => {
          ran.push(`unarchive ${input.ids.join()}`);
          return { count: 1 };
        }),
      } as never,
    });
    const actor = createActor(list, { input: { api, navigation, toasts } }).start();
    await waitFor(actor, (s) => s.matches({ results: 'ready' }));
    actor.send({ type: 'list.filter', key: 'type', values: ['PDF'] });
    await waitFor(actor, (s) => s.matches({ results: 'ready' }));
    expect(asked.at(-1)).toEqual({ to: '/media-management?type=PDF', replace: true });
    actor.send({ type: 'list.select', id: 'm-1', selected: true });
    actor.send({ type: 'list.bulk', action: 'archive' });
    await waitFor(actor, (s) => s.matches({ bulk: 'idle' }) && ran.length === 1);
    const [toast] = toasts.getSnapshot().context.toasts;
    expect(toast?.text).toEqual({ id: 'mediaManagement.bulk.archived', values: { count: 1 } });
    toasts.send({ type: 'toast.undo', key: toast!.key });
    await waitFor(actor, () => ran.length === 2);
    expect(ran).toEqual(['archive m-1', 'unarchive m-1']);
  });
});
