// pdfPlayerMachine — a PDF shown in the page; done when the viewer reports its end or the learner
// marks it done.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LearningStatus } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import { learningActors, type MyMedium } from './learningActors';

export interface DoneInput {
  api: ApiSettings;
  mediaId: string;
  status: LearningStatus;
}

type DoneContext = DoneInput;

export type PdfPlayerEvent = { type: 'pdf.reachedEnd' } | { type: 'pdf.markDone' };

export const isDoneStatus = (status: LearningStatus) => status === 'COMPLETED' || status === 'PASSED';

export const pdfPlayerMachine = setup({
  types: {} as { context: DoneContext; events: PdfPlayerEvent; input: DoneInput },
  actors: learningActors(),
  guards: { isDone: ({ context }) => isDoneStatus(context.status) },
  actions: { assignSaved: assign((_, saved: MyMedium) => ({ status: saved.status })) },
}).createMachine({
  id: 'pdfPlayer',
  initial: 'start',
  context: ({ input }) => ({ ...input }),
  states: {
    start: { always: [{ guard: 'isDone', target: 'done' }, { target: 'reading' }] },
    reading: {
      initial: 'idle',
      states: { idle: {}, markFailed: {} },
      on: { 'pdf.reachedEnd': { target: 'marking' }, 'pdf.markDone': { target: 'marking' } },
    },
    marking: {
      invoke: {
        id: 'markMediumDone',
        src: 'markMediumDone',
        input: ({ context }) => ({ api: context.api, mediaId: context.mediaId }),
        onDone: { target: 'done', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: { target: 'reading.markFailed' },
      },
    },
    done: {},
  },
});

export type PdfPlayerSnapshot = SnapshotFrom<typeof pdfPlayerMachine>;
export const selectPdfStatus = (s: PdfPlayerSnapshot): 'reading' | 'marking' | 'markFailed' | 'done' =>
  s.matches('done')
    ? 'done'
    : s.matches('marking')
      ? 'marking'
      : s.matches({ reading: 'markFailed' })
        ? 'markFailed'
        : 'reading';
