import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  scormPlayerMachine,
  selectFinished,
  selectSaveStatus,
  type SaveStatus,
} from '../../machines/learning/scormPlayerMachine';
import type { ApiSettings } from '../../services/api';
import type { ScormStartState } from '../../services/scorm';
import { m } from './messages';

export interface ScormPlayerProps {
  api: ApiSettings;
  mediaId: string;
  title: string;
  url: string;
  launch: ScormStartState;
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

/** The SCO runs in an iframe of the same origin and finds window.API on this window. */
export function ScormPlayer({ api, mediaId, title, url, launch }: ScormPlayerProps) {
  const intl = useIntl();
  // The machine installs window.API when it starts, so the iframe is created after it.
  const [sessionId] = useState(() => crypto.randomUUID());
  const actor = useActorRef(scormPlayerMachine, { input: { api, mediaId, sessionId, launch } });
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
        src={url}
        title={intl.formatMessage(m.frameTitle, { title })}
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
