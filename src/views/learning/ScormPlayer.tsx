import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  scormPlayerMachine,
  selectFinished,
  selectSaveStatus,
  type SaveStatus,
} from '../../machines/learning/scormPlayerMachine';
import type { ApiSettings } from '../../services/api';
import type { ScormStartState } from '../../services/scorm';
import { scormHostUrl } from '../../services/scormBridge';
import { m } from './messages';

export interface ScormPlayerProps {
  api: ApiSettings;
  /** Origin of the content listener (CONTENT_ORIGIN). */
  contentOrigin: string;
  mediaId: string;
  title: string;
  /** Root-relative address of the SCO's launch file on the content origin. */
  url: string;
  launch: ScormStartState;
  /** Progress reached the server (the page reads the status it now has). */
  onSaved?: () => void;
}

const saveMessage = {
  idle: m.saveIdle,
  saving: m.saveSaving,
  saved: m.saveSaved,
  offline: m.saveOffline,
  refused: m.saveRefused,
} as const;

/** Whether progress is saved, announced politely as it changes. */
export function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const intl = useIntl();
  const problem = status === 'offline' || status === 'refused';
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Text
        size="2"
        color={problem ? 'red' : 'gray'}
        aria-live="polite"
        role="status"
        data-save-status={status}
      >
        {intl.formatMessage(saveMessage[status])}
      </Text>
      {problem ? (
        <Button size="1" variant="soft" onClick={onRetry}>
          {intl.formatMessage(m.saveRetry)}
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * The SCO runs on the content origin, in the host page's frame, never on the app's origin: a package
 * must not reach the session. The sandbox keeps it from navigating the app away; packages ask and
 * tell with confirm() and alert() (Golf asks whether to resume), so modals stay allowed.
 */
export function ScormPlayer(props: ScormPlayerProps) {
  const intl = useIntl();
  const hostUrl = scormHostUrl(props.contentOrigin);
  if (!hostUrl) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{intl.formatMessage(m.contentUnavailable)}</Callout.Text>
      </Callout.Root>
    );
  }
  return <ScormSession {...props} hostUrl={hostUrl} />;
}

function ScormSession({
  api,
  mediaId,
  title,
  url,
  launch,
  hostUrl,
  onSaved,
}: ScormPlayerProps & { hostUrl: string }) {
  const intl = useIntl();
  const [sessionId] = useState(() => crypto.randomUUID());
  const frameTitle = intl.formatMessage(m.frameTitle, { title });
  // The machine listens for the host page before the iframe exists, so its first message is heard.
  const lastStatus = useRef<SaveStatus>('idle');
  const actor = useActorRef(
    scormPlayerMachine,
    {
      input: {
        api,
        contentOrigin: new URL(hostUrl).origin,
        path: url,
        title: frameTitle,
        mediaId,
        sessionId,
        launch,
      },
    },
    (snapshot) => {
      const status = selectSaveStatus(snapshot);
      if (status === 'saved' && lastStatus.current !== 'saved') onSaved?.();
      lastStatus.current = status;
    },
  );
  const status = useSelector(actor, selectSaveStatus);
  const finished = useSelector(actor, selectFinished);
  return (
    <Flex direction="column" gap="2">
      <SaveIndicator status={status} onRetry={() => actor.send({ type: 'player.retrySync' })} />
      {finished ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>{intl.formatMessage(m.finished)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <iframe
        src={hostUrl}
        title={frameTitle}
        sandbox="allow-scripts allow-same-origin allow-forms allow-modals allow-popups allow-popups-to-escape-sandbox allow-downloads"
        allow="fullscreen; autoplay"
        style={{
          width: '100%',
          height: '75vh',
          border: '1px solid var(--gray-a6)',
          borderRadius: 'var(--radius-3)',
        }}
      />
    </Flex>
  );
}
