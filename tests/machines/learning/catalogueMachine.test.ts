import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ManualClock } from '../../../src/machines/testing/modelRunner';
import {
  catalogueMachine,
  selectCataloguePage,
  selectCatalogueStatus,
  selectIsNarrowed,
} from '../../../src/machines/learning/catalogueMachine';
import { learningActors } from '../../../src/machines/learning/learningActors';
import { api, item, settle, stubClient } from './fixtures';

describe('catalogueMachine with its real calls', () => {
  it('waits for a pause in typing before it searches, then pages and clears', async () => {
    const stub = stubClient({
      catalogueCategories: { data: { catalogueCategories: [] } },
    });
    stub.answer('catalogue', (variables) => {
      const { offset } = variables as { offset: number };
      return {
        data: { catalogue: { items: [item(`m-${offset}`)], total: 13, offset, hasMore: offset === 0 } },
      };
    });
    const clock = new ManualClock();
    const actor = createActor(catalogueMachine.provide({ actors: learningActors(() => stub.client) }), {
      input: { api },
      clock,
    }).start();
    await settle();
    expect(selectCatalogueStatus(actor.getSnapshot())).toBe('ready');
    for (const text of ['p', 'ph', 'phi', 'phish']) actor.send({ type: 'catalogue.search', text });
    // Each keystroke restarted the one timer; nothing was sent meanwhile.
    expect(clock.timers.size).toBe(1);
    expect(stub.requests.filter((r) => r.operation === 'catalogue')).toHaveLength(1);
    clock.fireOldest();
    await settle();
    const searches = stub.requests.filter((r) => r.operation === 'catalogue');
    expect(searches).toHaveLength(2);
    expect(searches[1]?.variables).toMatchObject({ search: 'phish', offset: 0, first: 12 });
    expect(selectIsNarrowed(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'catalogue.page', offset: 12 });
    await settle();
    expect(selectCataloguePage(actor.getSnapshot())?.offset).toBe(12);

    actor.send({ type: 'catalogue.clear' });
    await settle();
    expect(stub.requests.at(-1)?.variables).toMatchObject({ search: null, filter: {}, offset: 0 });
    expect(selectIsNarrowed(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});
