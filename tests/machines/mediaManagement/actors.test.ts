// The media list's bulk calls report what the API says they changed: archiveMedia leaves out media archived
// before, so the list's undo restores only the ones this archive took away.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { GraphqlClient } from '../../../src/services/graphql';
import { bulkActors } from '../../../src/machines/mediaManagement/mediaActors';
import { api } from './fixtures';

const request = vi.fn<GraphqlClient['request']>();
vi.mock('../../../src/services/api', () => ({ getApiClient: () => ({ request }) }));
afterEach(() => request.mockReset());

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
