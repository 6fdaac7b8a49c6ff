// scormPlayerMachine — plays one SCORM 1.2 medium: the session actor launches the SCO in the host
// page on the content origin and stores each commit it reports locally first; the sync region sends
// the pending store and tells the learner whether progress is saved, retrying when the connection
// returns.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { SendResult } from '../../services/progress';
import type { ScormStartState } from '../../services/scorm';
import { scormPlayerActors } from './scormPlayerActors';

export interface ScormPlayerInput {
  api: ApiSettings;
  /** Origin of the content listener that serves the host page and the package. */
  contentOrigin: string;
  /** Root-relative address of the SCO's launch file on the content origin. */
  path: string;
  title: string;
  mediaId: string;
  /** One id per launch: the server adds each session's time to total_time once. */
  sessionId: string;
  launch: ScormStartState;
}

interface ScormPlayerContext extends ScormPlayerInput {
  /** A commit arrived while the store was being sent: send again afterwards. */
  dirty: boolean;
  finished: boolean;
}

export type ScormPlayerEvent =
  | { type: 'scorm.recorded'; finished: boolean }
  | { type: 'connection.online' }
  | { type: 'player.retrySync' };

/** How long to wait before trying again when the API could not be reached. */
export const SYNC_RETRY_MS = 15_000;

type SendDone = { event: { output: SendResult } };

export const scormPlayerMachine = setup({
  types: {} as { context: ScormPlayerContext; events: ScormPlayerEvent; input: ScormPlayerInput },
  actors: scormPlayerActors(),
  guards: {
    isDirty: ({ context }) => context.dirty,
    wasRefused: (_, result: SendResult) => result.refused > 0,
  },
  actions: {
    markDirty: assign({ dirty: true }),
    clearDirty: assign({ dirty: false }),
    noteFinish: assign(({ context, event }) => ({
      finished: context.finished || (event.type === 'scorm.recorded' && event.finished),
    })),
  },
  delays: { syncRetry: SYNC_RETRY_MS },
}).createMachine({
  id: 'scormPlayer',
  context: ({ input }) => ({ ...input, dirty: false, finished: false }),
  invoke: {
    id: 'scormSession',
    src: 'scormSession',
    input: ({ context }) => ({
      api: context.api,
      contentOrigin: context.contentOrigin,
      path: context.path,
      title: context.title,
      mediaId: context.mediaId,
      sessionId: context.sessionId,
      launch: context.launch,
    }),
  },
  on: { 'scorm.recorded': { actions: 'noteFinish' } },
  initial: 'idle',
  states: {
    /** Nothing committed in this session yet. */
    idle: {
      on: { 'scorm.recorded': { target: 'saving', actions: 'noteFinish' } },
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
      on: { 'scorm.recorded': { actions: ['noteFinish', 'markDirty'] } },
    },
    saved: {
      on: { 'scorm.recorded': { target: 'saving', actions: 'noteFinish' } },
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
        'scorm.recorded': { target: 'saving', actions: 'noteFinish' },
      },
    },
  },
});

export type ScormPlayerSnapshot = SnapshotFrom<typeof scormPlayerMachine>;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

export function selectSaveStatus(s: ScormPlayerSnapshot): SaveStatus {
  if (s.matches('saving')) return 'saving';
  if (s.matches('saved')) return 'saved';
  if (s.matches('offline')) return 'offline';
  if (s.matches('refused')) return 'refused';
  return 'idle';
}

export const selectFinished = (s: ScormPlayerSnapshot) => s.context.finished;
