// noticesMachine — the learner's notices about their assignments: the unread ones (loaded, then kept up to
// date by the live feed), marking them read, and the newest live one shown for a while as a toast
// ("New assignment: …, due …"). The feed is listened to from the start, so a notice raised while the list
// loads is not lost; the list and the toast are separate regions, so a failed list still shows live ones.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { NOTICE_COUNT, noticesActors, type Notice, type NoticeReceivedEvent } from './noticesActors';

export interface NoticesInput {
  api: ApiSettings;
}

export type NoticesEvent =
  | NoticeReceivedEvent
  | { type: 'notices.retry' }
  | { type: 'notices.markRead'; ids: string[] }
  | { type: 'notices.dismiss' };

interface NoticesContext extends NoticesInput {
  /** Unread notices, newest first. */
  notices: Notice[];
  /** The notice the toast shows. */
  live: Notice | null;
  /** The ids being marked read. */
  marking: string[];
  markFailed: boolean;
}

/** How long the toast stays (it can be dismissed earlier); the notice stays in the list. */
export const TOAST_MS = 10_000;

/** Newest first, each notice once (a live one may also come in the loaded list), unread only. */
export function mergeNotices(first: readonly Notice[], second: readonly Notice[]): Notice[] {
  const all = [...first, ...second];
  // Read anywhere is read: a list loaded before the learner marked it must not bring it back.
  const read = new Set(all.filter((notice) => notice.read).map((notice) => notice.id));
  const byId = new Map<string, Notice>();
  for (const notice of all) if (!byId.has(notice.id) && !read.has(notice.id)) byId.set(notice.id, notice);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(b.id) - Number(a.id))
    .slice(0, NOTICE_COUNT);
}

export const noticesMachine = setup({
  types: {} as { context: NoticesContext; events: NoticesEvent; input: NoticesInput },
  actors: noticesActors(),
  delays: { toastTimeout: TOAST_MS },
  actions: {
    assignLoaded: assign({
      notices: ({ context }, loaded: Notice[]) => mergeNotices(context.notices, loaded),
    }),
    addReceived: assign(({ context, event }) =>
      event.type === 'notices.received'
        ? { notices: mergeNotices([event.notice], context.notices), live: event.notice }
        : {},
    ),
    clearLive: assign({ live: null }),
    startMarking: assign(({ event }) =>
      event.type === 'notices.markRead' ? { marking: event.ids, markFailed: false } : {},
    ),
    removeMarked: assign(({ context }) => ({
      notices: context.notices.filter((notice) => !context.marking.includes(notice.id)),
      live: context.live && context.marking.includes(context.live.id) ? null : context.live,
      marking: [],
    })),
    markingFailed: assign({ marking: [], markFailed: true }),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === 'notices.markRead' && event.ids.some((id) => context.notices.some((n) => n.id === id)),
  },
}).createMachine({
  id: 'notices',
  type: 'parallel',
  context: ({ input }) => ({ ...input, notices: [], live: null, marking: [], markFailed: false }),
  invoke: { id: 'watchNotices', src: 'watchNotices', input: ({ context }) => ({ api: context.api }) },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadNotices',
            src: 'loadNotices',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignLoaded', params: ({ event }) => event.output },
            },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'notices.retry': { target: 'loading' } } },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'notices.markRead': { guard: 'isListed', target: 'marking', actions: 'startMarking' } },
            },
            marking: {
              invoke: {
                id: 'markNoticesRead',
                src: 'markNoticesRead',
                input: ({ context }) => ({ api: context.api, ids: context.marking }),
                onDone: { target: 'idle', actions: 'removeMarked' },
                onError: { target: 'idle', actions: 'markingFailed' },
              },
            },
          },
        },
      },
    },
    toast: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'notices.received': { target: 'showing', actions: 'addReceived' } } },
        showing: {
          // A newer notice replaces the shown one and gets its own full time.
          on: {
            'notices.received': { target: 'showing', reenter: true, actions: 'addReceived' },
            'notices.dismiss': { target: 'hidden', actions: 'clearLive' },
          },
          after: { toastTimeout: { target: 'hidden', actions: 'clearLive' } },
        },
      },
    },
  },
});

export type NoticesSnapshot = SnapshotFrom<typeof noticesMachine>;

export const selectNoticesStatus = (s: NoticesSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches({ list: 'ready' }) ? 'ready' : s.matches({ list: 'failed' }) ? 'failed' : 'loading';
export const selectNotices = (s: NoticesSnapshot): Notice[] => s.context.notices;
/** The toast's notice, while it shows. */
export const selectLiveNotice = (s: NoticesSnapshot): Notice | null =>
  s.matches({ toast: 'showing' }) ? s.context.live : null;
export const selectMarking = (s: NoticesSnapshot): string[] => s.context.marking;
export const selectMarkFailed = (s: NoticesSnapshot): boolean => s.context.markFailed;
