// linkPlayerMachine — an external link opens in a new tab; the learner then confirms they went
// through it, which marks it done.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { learningActors, type MyMedium } from './learningActors';
import { isDoneStatus, type DoneInput } from './pdfPlayerMachine';

export type LinkPlayerEvent = { type: 'link.opened' } | { type: 'link.confirm' } | { type: 'link.notYet' };

export const linkPlayerMachine = setup({
  types: {} as { context: DoneInput & { api: ApiSettings }; events: LinkPlayerEvent; input: DoneInput },
  actors: learningActors(),
  guards: { isDone: ({ context }) => isDoneStatus(context.status) },
  actions: { assignSaved: assign((_, saved: MyMedium) => ({ status: saved.status })) },
}).createMachine({
  id: 'linkPlayer',
  initial: 'start',
  context: ({ input }) => ({ ...input }),
  states: {
    start: { always: [{ guard: 'isDone', target: 'done' }, { target: 'ready' }] },
    ready: { on: { 'link.opened': { target: 'confirming' } } },
    confirming: {
      initial: 'asking',
      states: { asking: {}, markFailed: {} },
      on: { 'link.confirm': { target: 'marking' }, 'link.notYet': { target: 'ready' } },
    },
    marking: {
      invoke: {
        id: 'markMediumDone',
        src: 'markMediumDone',
        input: ({ context }) => ({ api: context.api, mediaId: context.mediaId }),
        onDone: { target: 'done', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: { target: 'confirming.markFailed' },
      },
    },
    done: { on: { 'link.opened': { target: 'done' } } },
  },
});

export type LinkPlayerSnapshot = SnapshotFrom<typeof linkPlayerMachine>;
export const selectLinkStatus = (
  s: LinkPlayerSnapshot,
): 'ready' | 'confirming' | 'marking' | 'markFailed' | 'done' =>
  s.matches('done')
    ? 'done'
    : s.matches('marking')
      ? 'marking'
      : s.matches({ confirming: 'markFailed' })
        ? 'markFailed'
        : s.matches('confirming')
          ? 'confirming'
          : 'ready';
