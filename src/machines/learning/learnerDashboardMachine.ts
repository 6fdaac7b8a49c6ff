// learnerDashboardMachine — the learner's part of /dashboard: continue where you left off, due
// soon, four recommendations. (News headlines join once a news module exists.)
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { learningActors, type DashboardData, type MyMedium } from './learningActors';

export const DUE_SOON_DAYS = 14;

export interface LearnerDashboardInput {
  api: ApiSettings;
}

export const learnerDashboardMachine = setup({
  types: {} as {
    context: LearnerDashboardInput & DashboardData;
    events: { type: 'dashboard.retry' };
    input: LearnerDashboardInput;
  },
  actors: learningActors(),
  actions: { assignData: assign((_, data: DashboardData) => ({ ...data })) },
}).createMachine({
  id: 'learnerDashboard',
  initial: 'loading',
  context: ({ input }) => ({ ...input, myMedia: [], recommendations: [] }),
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'dashboard.retry': { target: 'loading' } } },
    ready: {},
  },
});

export type LearnerDashboardSnapshot = SnapshotFrom<typeof learnerDashboardMachine>;
export const selectDashboardStatus = (s: LearnerDashboardSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';

const isOpen = (m: MyMedium) =>
  m.status === 'INCOMPLETE' || m.status === 'NOT_ATTEMPTED' || m.status === 'FAILED';

/** Started and not finished, most recent activity first (the API's order). */
export const selectContinue = (s: LearnerDashboardSnapshot) =>
  s.context.myMedia
    .filter((m) => m.status === 'INCOMPLETE' || (m.status === 'FAILED' && m.lastActivityAt))
    .slice(0, 3);

/** Not finished and due within DUE_SOON_DAYS of `now` (overdue included), earliest first. */
export function dueSoon(media: readonly MyMedium[], now: Date): MyMedium[] {
  const limit = now.getTime() + DUE_SOON_DAYS * 24 * 3600 * 1000;
  return media
    .filter((m) => m.dueAt && isOpen(m) && Date.parse(m.dueAt) <= limit)
    .sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!));
}
export const selectMyMediaForDashboard = (s: LearnerDashboardSnapshot) => s.context.myMedia;
export const selectRecommendations = (s: LearnerDashboardSnapshot) => s.context.recommendations.slice(0, 4);
