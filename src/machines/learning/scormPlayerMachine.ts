// scormPlayerMachine — plays a SCORM 1.2 medium SCO by SCO. The `sco` region opens one SCO at a time,
// each in a host page of its own on the content origin with its own runtime (the session actor), and
// switching first has the host end the current SCO's page and stores the state it was left in. The
// `outline` region reads the items again once a SCO finished or was left (statuses, what can be
// entered now). The `sync` region sends the pending store and tells the learner whether progress is
// saved, retrying when the connection returns.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { SendResult } from '../../services/progress';
import { canEnter, findItem, type LoadedCourse } from '../../services/scormCourse';
import {
  adoptVersion,
  initialContext,
  nextOf,
  openSession,
  previousOf,
  targetOf,
  withReport,
  withServerItems,
  type OpenSession,
  type ScormPlayerContext,
  type ScormPlayerEvent,
  type ScormPlayerInput,
} from './scormPlayerModel';
import { scormPlayerActors } from './scormPlayerActors';

export type { ScormPlayerEvent, ScormPlayerInput } from './scormPlayerModel';

/** How long to wait before trying again when the API could not be reached. */
export const SYNC_RETRY_MS = 15_000;

type SendDone = { event: { output: SendResult } };
type CourseDone = { event: { output: LoadedCourse | null } };

export const scormPlayerMachine = setup({
  types: {} as { context: ScormPlayerContext; events: ScormPlayerEvent; input: ScormPlayerInput },
  actors: scormPlayerActors(),
  guards: {
    isDirty: ({ context }) => context.dirty,
    wasRefused: (_, result: SendResult) => result.refused > 0,
    hasTarget: ({ context }) => targetOf(context) !== undefined,
    canGoTo: ({ context, event }) =>
      event.type === 'player.goTo' && event.id !== context.currentId && canEnter(context.items, event.id),
    // Nothing is open: any item that can be entered now, the one left last included.
    canOpen: ({ context, event }) => event.type === 'player.goTo' && canEnter(context.items, event.id),
    hasNext: ({ context }) => nextOf(context) !== undefined,
    hasPrevious: ({ context }) => previousOf(context) !== undefined,
    isFinish: ({ event }) => event.type === 'scorm.recorded' && event.finished,
    isOtherVersion: ({ context }, course: LoadedCourse | null) =>
      course !== null && course.packageId !== context.packageId,
    hasNewVersion: ({ context }) => context.newVersion !== null,
  },
  actions: {
    markDirty: assign({ dirty: true }),
    clearDirty: assign({ dirty: false }),
    request: assign(({ event }) => ({ requestedId: event.type === 'player.goTo' ? event.id : null })),
    requestNext: assign(({ context }) => ({ requestedId: nextOf(context)?.identifier ?? null })),
    requestPrevious: assign(({ context }) => ({ requestedId: previousOf(context)?.identifier ?? null })),
    openTarget: assign(({ context }) => openSession(context)),
    noteRecorded: assign(({ context, event }) =>
      event.type === 'scorm.recorded'
        ? {
            items: withReport(context.items, context.currentId, event.cmi),
            finished: context.finished || event.finished,
          }
        : {},
    ),
    noteClosed: assign(({ context, event }) =>
      event.type === 'scorm.closed' && event.cmi
        ? { items: withReport(context.items, context.currentId, event.cmi) }
        : {},
    ),
    // The open SCO's own reports are newer than any read of the server's.
    assignCourse: assign(({ context }, course: LoadedCourse | null) =>
      course
        ? { items: withServerItems(course.items, context.currentId, context.items), newVersion: null }
        : {},
    ),
    // The open SCO belongs to the package playing: the other version waits for the next SCO.
    keepNewVersion: assign((_, course: LoadedCourse | null) => ({ newVersion: course })),
    adoptNewVersion: assign(({ context }) => (context.newVersion ? adoptVersion(context.newVersion) : {})),
    closeSession: sendTo('scormSession', { type: 'session.close' }),
    toggleOutline: assign(({ context }) => ({ outlineOpen: !context.outlineOpen })),
  },
  delays: { syncRetry: SYNC_RETRY_MS },
}).createMachine({
  id: 'scormPlayer',
  context: ({ input }) => initialContext(input),
  on: { 'player.toggleOutline': { actions: 'toggleOutline' } },
  type: 'parallel',
  states: {
    sco: {
      initial: 'opening',
      states: {
        opening: {
          always: [
            { guard: 'hasNewVersion', target: 'opening', reenter: true, actions: 'adoptNewVersion' },
            { guard: 'hasTarget', target: 'open', actions: 'openTarget' },
            { target: 'unavailable' },
          ],
        },
        /**
         * Nothing can be entered: no item to play, or every one locked. The outline may still open one
         * (a read of the items answers it enterable), and the learner opens it from there.
         */
        unavailable: {
          on: { 'player.goTo': { guard: 'canOpen', target: 'opening', actions: 'request' } },
        },
        open: {
          invoke: {
            id: 'scormSession',
            src: 'scormSession',
            input: ({ context }) => ({
              api: context.api,
              contentOrigin: context.contentOrigin,
              mediaId: context.mediaId,
              ...context.session!,
            }),
          },
          on: { 'scorm.recorded': { actions: 'noteRecorded' } },
          initial: 'running',
          states: {
            running: {
              on: {
                'player.goTo': { guard: 'canGoTo', target: 'closing', actions: 'request' },
                'player.next': { guard: 'hasNext', target: 'closing', actions: 'requestNext' },
                'player.previous': { guard: 'hasPrevious', target: 'closing', actions: 'requestPrevious' },
              },
            },
            /** The host ends the SCO's page; the session stores the state it was left in. */
            closing: {
              entry: 'closeSession',
              on: { 'scorm.closed': { target: '#scormPlayer.sco.opening', actions: 'noteClosed' } },
            },
          },
        },
      },
    },
    outline: {
      initial: 'current',
      states: {
        current: {
          on: {
            'scorm.closed': { target: 'reading' },
            'scorm.recorded': { guard: 'isFinish', target: 'reading' },
          },
        },
        reading: {
          invoke: {
            id: 'loadCourse',
            src: 'loadCourse',
            input: ({ context }) => ({ api: context.api, mediaId: context.mediaId }),
            onDone: [
              {
                guard: { type: 'isOtherVersion', params: ({ event }: CourseDone) => event.output },
                target: 'current',
                actions: { type: 'keepNewVersion', params: ({ event }: CourseDone) => event.output },
              },
              {
                target: 'current',
                actions: { type: 'assignCourse', params: ({ event }: CourseDone) => event.output },
              },
            ],
            // The outline stays as the player knows it; the next SCO left reads again.
            onError: { target: 'current' },
          },
          // Read again, so the answer includes the newest state.
          on: { 'scorm.closed': { target: 'reading', reenter: true } },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        /** Nothing committed in this session yet. */
        idle: {
          on: { 'scorm.recorded': { target: 'saving' }, 'scorm.closed': { target: 'saving' } },
        },
        saving: {
          entry: 'clearDirty',
          invoke: {
            id: 'sendPending',
            src: 'sendPending',
            input: ({ context }) => ({ api: context.api }),
            onDone: [
              {
                guard: { type: 'wasRefused', params: ({ event }: SendDone) => event.output },
                target: 'refused',
              },
              { guard: 'isDirty', target: 'saving', reenter: true },
              { target: 'saved' },
            ],
            onError: { target: 'offline' },
          },
          on: { 'scorm.recorded': { actions: 'markDirty' }, 'scorm.closed': { actions: 'markDirty' } },
        },
        saved: {
          on: { 'scorm.recorded': { target: 'saving' }, 'scorm.closed': { target: 'saving' } },
        },
        /** Kept in the browser; sent when the connection returns, on retry, or after a while. */
        offline: {
          after: { syncRetry: { target: 'saving' } },
          on: {
            'connection.online': { target: 'saving' },
            'player.retrySync': { target: 'saving' },
          },
        },
        /** The server refused a record; it stays in the browser and is offered again on retry. */
        refused: {
          on: {
            'player.retrySync': { target: 'saving' },
            'scorm.recorded': { target: 'saving' },
            'scorm.closed': { target: 'saving' },
          },
        },
      },
    },
  },
});

export type ScormPlayerSnapshot = SnapshotFrom<typeof scormPlayerMachine>;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

export function selectSaveStatus(s: ScormPlayerSnapshot): SaveStatus {
  if (s.matches({ sync: 'saving' })) return 'saving';
  if (s.matches({ sync: 'saved' })) return 'saved';
  if (s.matches({ sync: 'offline' })) return 'offline';
  if (s.matches({ sync: 'refused' })) return 'refused';
  return 'idle';
}

/** The open SCO has finished. */
export const selectFinished = (s: ScormPlayerSnapshot) => s.context.finished;
export const selectItems = (s: ScormPlayerSnapshot) => s.context.items;
export const selectCurrentId = (s: ScormPlayerSnapshot) => s.context.currentId;
export const selectCurrentItem = (s: ScormPlayerSnapshot) => findItem(s.context.items, s.context.currentId);
/** The SCO launch whose host page is shown; null while none is open. */
export const selectSession = (s: ScormPlayerSnapshot): OpenSession | null =>
  s.matches({ sco: 'open' }) ? s.context.session : null;
/**
 * Tells one SCO launch from the next (the running session actor's own id): each launch gets a host
 * page of its own, even when the same SCO opens again.
 */
export const selectLaunchKey = (s: ScormPlayerSnapshot): string | null =>
  (s.children as Record<string, { sessionId: string } | undefined>).scormSession?.sessionId ?? null;
/** The current SCO's page is being ended before the next one opens. */
export const selectSwitching = (s: ScormPlayerSnapshot) => s.matches({ sco: { open: 'closing' } });
export const selectUnavailable = (s: ScormPlayerSnapshot) => s.matches({ sco: 'unavailable' });
/** A new version of the course waits: the next SCO the learner opens starts it. */
export const selectNewVersion = (s: ScormPlayerSnapshot) => s.context.newVersion !== null;
export const selectNext = (s: ScormPlayerSnapshot) => nextOf(s.context);
export const selectPrevious = (s: ScormPlayerSnapshot) => previousOf(s.context);
export const selectOutlineOpen = (s: ScormPlayerSnapshot) => s.context.outlineOpen;
/** The items are being read again (statuses, what can be entered). */
export const selectOutlineReading = (s: ScormPlayerSnapshot) => s.matches({ outline: 'reading' });
