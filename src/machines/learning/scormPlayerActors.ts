// Side effects of the SCORM player: the session with the SCORM host page on the content origin (one
// per SCO launch), with its page listeners, sending the pending store, and reading the course's items
// again. Tests swap them with machine.provide({ actors }).
import { fromCallback, fromPromise } from 'xstate';
import { MyScormItemsDocument } from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireData, type GraphqlClient } from '../../services/graphql';
import { currentAccessToken, getUserManager } from '../../services/oidc';
import {
  recordProgress,
  sendPendingProgress,
  sendProgressOnExit,
  type SendResult,
} from '../../services/progress';
import type { ScormStartState } from '../../services/scorm';
import { parseHostMessage, type AppMessage, type HostPhase } from '../../services/scormBridge';
import { toCourseItem, type LoadedCourse } from '../../services/scormCourse';
import { withLocalRecords } from '../../services/scormItemState';
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
  /** The item the SCO is; null for a launch without items (its commits carry no scoId). */
  scoId: string | null;
  /** An asset never talks to the runtime: it counts as completed once its page has loaded. */
  isAsset: boolean;
  /** The package the SCO is launched from; its commits name it. */
  packageId: string | null;
  launch: ScormStartState;
}

type Cmi = Record<string, unknown>;

/** What the session tells the player machine. */
export type ScormSessionEvent =
  | { type: 'scorm.recorded'; finished: boolean; cmi: Cmi }
  /** The SCO's page is gone and its last state stored (`cmi`: the state it was left in, if any). */
  | { type: 'scorm.closed'; cmi: Cmi | null }
  | { type: 'connection.online' };

/** What the player machine tells the session: the learner moves on, end the SCO. */
export type ScormSessionCommand = { type: 'session.close' };

/** How long a closed session still takes the host's reports: its SCO finishes as its frame goes. */
export const FINAL_WORDS_MS = 3000;

/**
 * How long the learner waits at most for the host to end a SCO's page (its unload handlers run
 * synchronously, so an answer normally comes at once); then the state heard last is stored.
 */
export const CLOSE_WAIT_MS = 5000;

const signedInToken = (api: ApiSettings) => currentAccessToken(getUserManager(api));

export function scormPlayerActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  tokenFor: (api: ApiSettings) => Promise<string | null> = signedInToken,
  // One id per SCO launch: the server adds each session's time to total_time once.
  newSessionId: () => string = () => crypto.randomUUID(),
) {
  return {
    /**
     * Runs while one SCO is open: launches it in the host page (which runs the SCORM runtime on the
     * content origin), stores every commit it reports, and when the learner moves on (`session.close`)
     * has the host end the SCO's page and stores the state it was left in. On `pagehide` (or when the
     * player closes) it stores the last state it heard and sends what is pending with keepalive
     * requests that outlive the page. Nothing of the session (least of all a token) goes to the host.
     */
    scormSession: fromCallback<ScormSessionCommand, ScormSessionInput>(({ input, sendBack, receive }) => {
      // The token is kept at hand: on pagehide there is no time to wait for one.
      let token: string | null = null;
      const refreshToken = () =>
        void tokenFor(input.api).then(
          (t) => (token = t),
          () => undefined,
        );
      refreshToken();
      const sessionId = newSessionId();
      const record = (cmi: Cmi) => {
        recordProgress({
          mediaId: input.mediaId,
          cmi,
          committedAt: new Date().toISOString(),
          sessionId,
          ...(input.scoId ? { scoId: input.scoId } : {}),
          ...(input.packageId ? { packageId: input.packageId } : {}),
        });
        lastCmi = cmi;
      };
      let closed = false;
      let closing = false;
      let closedInOrder = false;
      let giveUp: ReturnType<typeof setTimeout> | undefined;
      let host: Window | null = null;
      let latest: { phase: HostPhase; cmi?: Cmi } | undefined;
      let lastCmi: Cmi | null = null;
      // The state the SCO was left in is stored once (closing, pagehide and stopping may all run).
      let settled = false;
      const sendOnExit = () => {
        for (const pending of listPendingProgress().filter((r) => r.mediaId === input.mediaId)) {
          sendProgressOnExit(input.api.apiUrl, token, pending);
        }
      };
      const storeLeftState = () => {
        if (settled) return;
        if (latest?.phase === 'open' && latest.cmi) record(latest.cmi);
        // A package without run-time calls never reports anything: the LMS sets the status itself
        // when the learner leaves it, once.
        else if (latest?.phase === 'notStarted' && latest.cmi) {
          settled = true;
          record(latest.cmi);
        }
      };
      const finishClosing = () => {
        if (closedInOrder) return;
        clearTimeout(giveUp);
        storeLeftState();
        settled = true;
        closedInOrder = true;
        sendBack({ type: 'scorm.closed', cmi: lastCmi } satisfies ScormSessionEvent);
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
          if (closed || closing || (host && host !== event.source)) return;
          host = event.source as Window;
          const launch: AppMessage = {
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
          // An asset is launched once its page is there: recorded at once, so it counts as met.
          if (input.isAsset && !settled && message.phase === 'notStarted' && message.cmi) {
            settled = true;
            record(message.cmi);
            sendBack({
              type: 'scorm.recorded',
              finished: true,
              cmi: message.cmi,
            } satisfies ScormSessionEvent);
          }
          return;
        }
        if (message.type === 'scormHost.closed') {
          if (closing && !closed) finishClosing();
          return;
        }
        record(message.cmi);
        // The SCO's own unload handler finishes after the player closed (removing the frame unloads
        // it): stored like any commit and sent with keepalive right away.
        if (closed) return sendOnExit();
        sendBack({
          type: 'scorm.recorded',
          finished: message.kind === 'finish',
          cmi: message.cmi,
        } satisfies ScormSessionEvent);
        refreshToken();
      };
      receive((command) => {
        if (command.type !== 'session.close' || closing || closed) return;
        closing = true;
        // A host that never announced itself has no SCO to end.
        if (!host) return finishClosing();
        host.postMessage({ type: 'scormHost.unload' } satisfies AppMessage, input.contentOrigin);
        giveUp = setTimeout(finishClosing, CLOSE_WAIT_MS);
      });
      const leave = () => {
        storeLeftState();
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
        clearTimeout(giveUp);
        storeLeftState();
        // After an orderly close the page stays, and the player sends the store itself.
        if (!closedInOrder) sendOnExit();
        // Still listening a moment for the SCO's last words (see onMessage).
        setTimeout(() => window.removeEventListener('message', onMessage), FINAL_WORDS_MS);
      };
    }),
    sendPending: fromPromise<SendResult, { api: ApiSettings }>(({ input, signal }) =>
      sendPendingProgress(clientFor(input.api), signal),
    ),
    /**
     * The course's items as the server has them now (statuses, what can be entered) and the package
     * they belong to, with what is still pending for that package laid over them; sends the pending
     * store first, so the server's answer includes it. Null when the launch lists no items.
     */
    loadCourse: fromPromise<LoadedCourse | null, { api: ApiSettings; mediaId: string }>(
      async ({ input, signal }) => {
        const client = clientFor(input.api);
        await sendPendingProgress(client, signal).catch(() => undefined);
        const answer = await client.request(MyScormItemsDocument, { mediaId: input.mediaId }, { signal });
        const scorm = requireData(answer).myMedium?.launch.scorm;
        if (!scorm || scorm.items.length === 0) return null;
        const packageId = scorm.packageId ?? null;
        const course = { items: scorm.items.map(toCourseItem), startItem: scorm.startItem ?? null };
        const unsent = listPendingProgress().filter((r) => r.mediaId === input.mediaId);
        return { ...withLocalRecords(course, unsent, packageId), packageId };
      },
    ),
  };
}
