// The media screens' calls over a fake client: the list's bulk calls report what the API says they changed
// (archiveMedia leaves out media archived before, so the list's undo restores only the ones this archive
// took away), and uploads left behind by "Add medium" or a refused new version are discarded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor, type AnyActorRef } from 'xstate';
import { DiscardUploadDocument } from '../../../src/graphql/generated';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import type { GraphqlClient } from '../../../src/services/graphql';
import { bulkActors } from '../../../src/machines/mediaManagement/mediaActors';
import { mediumCreateMachine } from '../../../src/machines/mediaManagement/mediumCreateMachine';
import { mediumEditorMachine } from '../../../src/machines/mediaManagement/mediumEditorMachine';
import { mediumFormMachine } from '../../../src/machines/mediaManagement/mediumFormMachine';
import { recordOf } from '../../../src/machines/mediaManagement/mediumValues';
import { api, fakeNavigation, medium, storedScorm } from './fixtures';

const request = vi.fn<GraphqlClient['request']>();
vi.mock('../../../src/services/api', () => ({ getApiClient: () => ({ request }) }));
afterEach(() => request.mockReset());
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bulkActors', () => {
  it('archive answers the ids the API archived, not every id it was given', async () => {
    request.mockResolvedValue({ data: { archiveMedia: [{ id: 'm-2' }] }, errors: [] } as never);
    const output = await toPromise(
      createActor(bulkActors.archive, { input: { api, ids: ['m-1', 'm-2'] } }).start(),
    );
    expect(request.mock.calls[0]?.[1]).toEqual({ ids: ['m-1', 'm-2'] });
    expect(output).toEqual({ count: 1, ids: ['m-2'] });
  });

  it('publish counts the media the API answered', async () => {
    request.mockResolvedValue({
      data: { setMediaPublished: [{ id: 'm-1' }, { id: 'm-2' }] },
      errors: [],
    } as never);
    const output = await toPromise(
      createActor(bulkActors.publish, { input: { api, ids: ['m-1', 'm-2'] } }).start(),
    );
    expect(output).toEqual({ count: 2, ids: ['m-1', 'm-2'] });
  });
});

const discarded = () =>
  request.mock.calls
    .filter(([document]) => document === DiscardUploadDocument)
    .map(([, variables]) => (variables as { fileId: string }).fileId);

describe('uploads left behind are discarded', () => {
  it('"Add medium" left after the upload: the file and the covers chosen', async () => {
    // The call fails: leaving goes on all the same (the server's sweep takes what is left).
    request.mockRejectedValue(new Error('offline'));
    const { navigation } = fakeNavigation();
    const actor = createActor(mediumCreateMachine, { input: { api, navigation, listSearch: '' } }).start();
    actor.send({ type: 'create.upload' });
    const upload = actor.getSnapshot().children.upload as AnyActorRef;
    upload.send({ type: 'upload.choose', file: new File([new Uint8Array(10)], 'course.zip') });
    upload.send({ type: 'upload.succeeded', file: storedScorm });
    await settle();
    const cover = actor.getSnapshot().children.cover as AnyActorRef;
    cover.send({
      type: 'upload.choose',
      file: new File([new Uint8Array(8)], 'c.png', { type: 'image/png' }),
    });
    cover.send({ type: 'upload.succeeded', file: { ...storedScorm, id: 'img-1', kind: 'IMAGE' } });
    await settle();
    const form = actor.getSnapshot().children.form as AnyActorRef;
    // The chosen cover is an unsaved change: leaving asks first.
    form.send({ type: 'form.leave' });
    form.send({ type: 'form.leaveConfirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(discarded()).toEqual([storedScorm.id, 'img-1']);
    // No abort signal: the page going away must not cancel the calls.
    expect(request.mock.calls.every(([, , options]) => options === undefined)).toBe(true);
  });

  it('"Add medium" left with a link and no cover: nothing to discard', async () => {
    const actor = createActor(mediumCreateMachine, {
      input: { api, navigation: fakeNavigation().navigation, listSearch: '' },
    }).start();
    actor.send({ type: 'create.link' });
    (actor.getSnapshot().children.form as AnyActorRef).send({ type: 'form.leave' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(request).not.toHaveBeenCalled();
  });

  it('a new version that was not taken (the replace refused) is discarded; one taken is not', async () => {
    request.mockResolvedValue({ data: { discardUpload: true }, errors: [] } as never);
    let refuse = true;
    const current = medium('m-1', { type: 'SCORM' });
    const actor = createActor(
      mediumEditorMachine.provide({
        actors: {
          loadMedium: fromPromise(async () => current),
          mediumForm: mediumFormMachine.provide({
            actors: { loadRecord: fromPromise(async () => recordOf(current)) },
          }),
          replaceFile: fromPromise(async () => {
            if (refuse)
              throw new AdminApiError([{ message: 'not yours', extensions: { code: 'FORBIDDEN' } }]);
            return current;
          }),
        } as never,
      }),
      { input: { api, id: 'm-1', navigation: fakeNavigation().navigation, listSearch: '' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    await settle();
    const replaceWith = async (id: string) => {
      actor.send({ type: 'editor.replace' });
      const upload = actor.getSnapshot().children.replaceUpload as AnyActorRef;
      upload.send({ type: 'upload.choose', file: new File([new Uint8Array(8)], 'v2.zip') });
      upload.send({ type: 'upload.succeeded', file: { ...storedScorm, id } });
      await waitFor(actor, (s) => s.matches({ ready: { actions: 'idle' } }));
      await settle();
    };
    await replaceWith('refused-file');
    expect(actor.getSnapshot().context.problem).toMatchObject({ code: 'FORBIDDEN', action: 'replace' });
    expect(discarded()).toEqual(['refused-file']);
    refuse = false;
    await replaceWith('taken-file');
    expect(discarded()).toEqual(['refused-file']);
  });
});
