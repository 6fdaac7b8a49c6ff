// Side effects of the SCORM player: the session with the SCORM host page on the content origin, with
// its page listeners, and sending the pending store. Tests swap them with machine.provide({ actors }).
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { getApiClient, type ApiSettings } from '../../services/api';
import type { GraphqlClient } from '../../services/graphql';
import { currentAccessToken, getUserManager } from '../../services/oidc';
import {
  recordProgress,
  sendPendingProgress,
  sendProgressOnExit,
  type SendResult,
} from '../../services/progress';
import type { ScormStartState } from '../../services/scorm';
import { parseHostMessage, type LaunchMessage } from '../../services/scormBridge';
import { listPendingProgress } from '../../services/storage';

export interface ScormSessionInput {
  api: ApiSettings;
  /** Origin of the content listener; the host page's messages must come from it. */
  contentOrigin: string;
  /** Root-relative address of the SCO's launch file on the content origin. */
  path: string;
  /** Accessible name of the SCO's frame. */
  title: string;
  mediaId: string;
  sessionId: string;
  launch: ScormStartState;
}

/** What the session tells the player machine. */
export type ScormSessionEvent = { type: 'scorm.recorded'; finished: boolean } | { type: 'connection.online' };

/** How long a closed session still takes the host's reports: its SCO finishes as its frame goes. */
export const FINAL_WORDS_MS = 3000;

const signedInToken = (api: ApiSettings) => currentAccessToken(getUserManager(api));

export function scormPlayerActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  tokenFor: (api: ApiSettings) => Promise<string | null> = signedInToken,
) {
  return {
    /**
     * Runs while the player is open: launches the SCO in the host page (which runs the SCORM runtime
     * on the content origin), stores every commit it reports, and on `pagehide` (or when the player
     * closes) stores the last state it reported and sends what is pending with keepalive requests
     * that outlive the page. Nothing of the session (least of all a token) goes to the host.
     */
    scormSession: fromCallback<AnyEventObject, ScormSessionInput>(({ input, sendBack }) => {
      // The token is kept at hand: on pagehide there is no time to wait for one.
      let token: string | null = null;
      const refreshToken = () =>
        void tokenFor(input.api).then(
          (t) => (token = t),
          () => undefined,
        );
      refreshToken();
      const record = (cmi: Record<string, unknown>) =>
        recordProgress({
          mediaId: input.mediaId,
          cmi,
          committedAt: new Date().toISOString(),
          sessionId: input.sessionId,
        });
      let closed = false;
      let host: Window | null = null;
      let latest: { phase: 'notStarted' | 'open' | 'finished'; cmi?: Record<string, unknown> } | undefined;
      let autoCompleted = false;
      const sendOnExit = () => {
        for (const pending of listPendingProgress().filter((r) => r.mediaId === input.mediaId)) {
          sendProgressOnExit(input.api.apiUrl, token, pending);
        }
      };

      const onMessage = (event: MessageEvent) => {
        // Ports and workers never post with the content origin; a cross-origin window cannot be
        // told apart by instanceof (its prototype is hidden), so the origin decides.
        if (event.origin !== input.contentOrigin || !event.source) return;
        const message = parseHostMessage(event.data);
        if (!message) return;
        if (message.type === 'scormHost.ready') {
          // One host per session: a second page of the content origin cannot take the session over,
          // and a closed session launches nothing.
          if (closed || (host && host !== event.source)) return;
          host = event.source as Window;
          const launch: LaunchMessage = {
            type: 'scormHost.launch',
            path: input.path,
            title: input.title,
            launch: input.launch,
          };
          host.postMessage(launch, input.contentOrigin);
          return;
        }
        if (event.source !== host) return;
        if (message.type === 'scormHost.state') {
          latest = { phase: message.phase, cmi: message.cmi };
          return;
        }
        record(message.cmi);
        // The SCO's own unload handler finishes after the player closed (removing the frame unloads
        // it): stored like any commit and sent with keepalive right away.
        if (closed) return sendOnExit();
        sendBack({ type: 'scorm.recorded', finished: message.kind === 'finish' } satisfies ScormSessionEvent);
        refreshToken();
      };
      const leave = () => {
        if (latest?.phase === 'open' && latest.cmi) record(latest.cmi);
        // A package without run-time calls never reports anything: the LMS sets the status itself
        // when the learner leaves it, once (pagehide and closing the player may both run).
        else if (latest?.phase === 'notStarted' && latest.cmi && !autoCompleted) {
          autoCompleted = true;
          record(latest.cmi);
        }
        sendOnExit();
      };
      const onOnline = () => sendBack({ type: 'connection.online' } satisfies ScormSessionEvent);
      window.addEventListener('message', onMessage);
      window.addEventListener('pagehide', leave);
      window.addEventListener('online', onOnline);
      return () => {
        closed = true;
        window.removeEventListener('pagehide', leave);
        window.removeEventListener('online', onOnline);
        leave();
        // Still listening a moment for the SCO's last words (see onMessage).
        setTimeout(() => window.removeEventListener('message', onMessage), FINAL_WORDS_MS);
      };
    }),
    sendPending: fromPromise<SendResult, { api: ApiSettings }>(({ input, signal }) =>
      sendPendingProgress(clientFor(input.api), signal),
    ),
  };
}
