// Model-based tests of the badge administration's own machines (the lists and the form are the kit's,
// tested with the kit): the awards list with its revoke dialog, and the image upload handing files on.
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { badgeAwardsMachine } from '../../../src/machines/badges/admin/badgeAwardsMachine';
import { badgeImageMachine } from '../../../src/machines/badges/admin/badgeImageMachine';
import { expectFullCoverage } from '../support/expectFullCoverage';

const api = { apiUrl: 'http://localhost/graphql', getToken: async () => 'token' } as never;
const award = {
  id: 'a-1',
  userName: 'Lea',
  username: 'lea',
  awardedAt: '2026-01-01T00:00:00Z',
  revokedAt: null,
  revokedReason: null,
  revokedBy: null,
};

describe('badge administration machines (model-based)', () => {
  it('badgeAwardsMachine', () =>
    expectFullCoverage({
      machine: badgeAwardsMachine,
      inputs: [{ api, badgeId: 'b-1' }],
      outputs: { loadAwards: [{ rows: [award], total: 30 }] },
      events: [
        { type: 'awards.search', text: 'lea' },
        { type: 'awards.page', page: 2 },
        { type: 'awards.retry' },
        { type: 'awards.revoke', award },
        { type: 'awards.reason', text: 'Shared account' },
        { type: 'awards.reason', text: '   ' },
        { type: 'awards.confirm' },
        { type: 'awards.cancel' },
      ],
    }));

  it('badgeImageMachine', () =>
    expectFullCoverage({
      machine: badgeImageMachine,
      inputs: [{ api }],
      outputs: { upload: [{ id: 'f-1', url: '/files/f-1', kind: 'IMAGE' }] },
      events: [],
    }));
});

describe('badgeImageMachine', () => {
  it('hands each stored upload to the form and is ready for the next', () => {
    const received: unknown[] = [];
    const form = createActor(
      createMachine({ on: { 'form.change': { actions: ({ event }) => received.push(event) } } }),
    ).start();
    const image = createActor(badgeImageMachine, { input: { api, form } }).start();
    const upload = image.getSnapshot().children.upload!;
    upload.send({ type: 'upload.choose', file: new File(['x'], 'a.png', { type: 'image/png' }) });
    upload.send({
      type: 'upload.succeeded',
      file: {
        id: 'f-9',
        url: '/files/f-9',
        kind: 'IMAGE',
        originalName: 'a.png',
        contentType: 'image/png',
        size: 1,
      },
    });
    expect(received).toEqual([
      { type: 'form.change', field: 'imageFileId', value: 'f-9' },
      { type: 'form.change', field: 'imageUrl', value: '/files/f-9' },
    ]);
    // Ready for the next: a fresh upload, waiting for a file, in place of the finished one.
    const next = image.getSnapshot().children.upload!;
    expect(next).not.toBe(upload);
    expect(next.getSnapshot().value).toBe('idle');
    expect(upload.getSnapshot().status).toBe('done');
  });
});
