// Side effects of the SCORM player: the runtime on window.API with its page listeners, and sending
// the pending store. Tests swap them with machine.provide({ actors }).
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
import { createScormRuntime, installScormApi, type ScormStartState } from '../../services/scorm';
import { listPendingProgress } from '../../services/storage';

export interface ScormSessionInput {
  api: ApiSettings;
  mediaId: string;
  sessionId: string;
  launch: ScormStartState;
}

/** What the session tells the player machine. */
export type ScormSessionEvent = { type: 'scorm.recorded'; finished: boolean } | { type: 'connection.online' };

const signedInToken = (api: ApiSettings) => currentAccessToken(getUserManager(api));

export function scormPlayerActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  tokenFor: (api: ApiSettings) => Promise<string | null> = signedInToken,
) {
  return {
    /**
     * Runs while the player is open: installs window.API, stores every commit before the SCO's call
     * returns, and on `pagehide` (or when the player closes) stores the last state and sends what
     * is pending with keepalive requests that outlive the page.
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
      const runtime = createScormRuntime(input.launch, (commit) => {
        record(commit.cmi);
        if (closed) return;
        sendBack({ type: 'scorm.recorded', finished: commit.kind === 'finish' } satisfies ScormSessionEvent);
        refreshToken();
      });
      const uninstall = installScormApi(window, runtime);
      let autoCompleted = false;
      const leave = () => {
        if (runtime.isOpen()) record(runtime.snapshot().cmi);
        // A package without run-time calls never reports anything: the LMS sets the status itself
        // when the learner leaves it, once (pagehide and closing the player may both run).
        else if (runtime.neverStarted() && !autoCompleted) {
          autoCompleted = true;
          record(runtime.completedWithoutRuntime().cmi);
        }
        for (const pending of listPendingProgress().filter((r) => r.mediaId === input.mediaId)) {
          sendProgressOnExit(input.api.apiUrl, token, pending);
        }
      };
      const onOnline = () => sendBack({ type: 'connection.online' } satisfies ScormSessionEvent);
      window.addEventListener('pagehide', leave);
      window.addEventListener('online', onOnline);
      return () => {
        closed = true;
        window.removeEventListener('pagehide', leave);
        window.removeEventListener('online', onOnline);
        leave();
        uninstall();
      };
    }),
    sendPending: fromPromise<SendResult, { api: ApiSettings }>(({ input, signal }) =>
      sendPendingProgress(clientFor(input.api), signal),
    ),
  };
}
