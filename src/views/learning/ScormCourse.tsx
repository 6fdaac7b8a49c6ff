import { Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  scormPlayerMachine,
  selectCurrentItem,
  selectFinished,
  selectItems,
  selectLaunchKey,
  selectNewVersion,
  selectNext,
  selectOutlineOpen,
  selectPrevious,
  selectSaveStatus,
  selectSession,
  selectSwitching,
  selectUnavailable,
  type SaveStatus,
} from '../../machines/learning/scormPlayerMachine';
import type { ApiSettings } from '../../services/api';
import { playOrder, type CourseItem, type ScormLaunchLike } from '../../services/scormCourse';
import { m } from './messages';
import { sm } from './scormMessages';
import { ScormOutline } from './ScormOutline';

export interface ScormCourseProps {
  api: ApiSettings;
  mediaId: string;
  title: string;
  url: string;
  launch: ScormLaunchLike;
  onSaved?: () => void;
  /** The host page's address on the content origin. */
  hostUrl: string;
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
 * Plays the course SCO by SCO. Each SCO runs on the content origin in a host page of its own (a new
 * frame per SCO launch), never on the app's origin: a package must not reach
 * the session. The sandbox keeps it from navigating the app away; packages ask and tell with confirm()
 * and alert() (Golf asks whether to resume), so modals stay allowed. A course of one SCO shows no
 * table of contents.
 */
export function ScormCourse({ api, mediaId, title, url, launch, hostUrl, onSaved }: ScormCourseProps) {
  const intl = useIntl();
  const outlineId = useId();
  // The machine listens for the host page before the iframe exists, so its first message is heard.
  const lastStatus = useRef<SaveStatus>('idle');
  // A course of one SCO (most packages) is the course itself; otherwise each frame names its part.
  const parts = (launch.items ?? []).filter((item) => item.kind !== 'CONTAINER' && item.url).length;
  const frameTitle = (item: CourseItem) =>
    parts > 1
      ? intl.formatMessage(sm.frameTitle, { course: title, part: item.title })
      : intl.formatMessage(m.frameTitle, { title });
  const actor = useActorRef(
    scormPlayerMachine,
    {
      input: {
        api,
        contentOrigin: new URL(hostUrl).origin,
        mediaId,
        title,
        launch,
        url,
        frameTitle,
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
  const items = useSelector(actor, selectItems);
  const current = useSelector(actor, selectCurrentItem);
  const session = useSelector(actor, selectSession);
  const launchKey = useSelector(actor, selectLaunchKey);
  const switching = useSelector(actor, selectSwitching);
  const unavailable = useSelector(actor, selectUnavailable);
  const next = useSelector(actor, selectNext);
  const previous = useSelector(actor, selectPrevious);
  const outlineOpen = useSelector(actor, selectOutlineOpen);
  const newVersion = useSelector(actor, selectNewVersion);
  const order = playOrder(items);
  const multi = order.length > 1;

  const saving = <SaveIndicator status={status} onRetry={() => actor.send({ type: 'player.retrySync' })} />;
  const notices = (
    <>
      {switching ? (
        <Text size="2" color="gray" role="status">
          {intl.formatMessage(sm.switching)}
        </Text>
      ) : null}
      {/* An asset has no session to finish: it counts as soon as it is open. */}
      {finished && current && current.kind !== 'ASSET' ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            {multi
              ? intl.formatMessage(sm.finishedPart, { title: current.title })
              : intl.formatMessage(m.finished)}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {/* A course of one SCO has no next part: its new version opens at the next launch. */}
      {/* Indigo, not blue: the app loads no blue scale, and a colour without its scale draws nothing. */}
      {newVersion && multi ? (
        <Callout.Root color="indigo" role="status">
          <Callout.Text>{intl.formatMessage(sm.newVersion)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {unavailable ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{intl.formatMessage(sm.unavailable)}</Callout.Text>
        </Callout.Root>
      ) : null}
    </>
  );
  const frame = session ? (
    <iframe
      key={launchKey}
      src={hostUrl}
      title={session.title}
      sandbox="allow-scripts allow-same-origin allow-forms allow-modals allow-popups allow-popups-to-escape-sandbox allow-downloads"
      allow="fullscreen; autoplay"
      style={{
        width: '100%',
        height: '75vh',
        border: '1px solid var(--gray-a6)',
        borderRadius: 'var(--radius-3)',
      }}
    />
  ) : null;
  if (!multi) {
    return (
      <Flex direction="column" gap="2">
        {saving}
        {notices}
        {frame}
      </Flex>
    );
  }
  const position = current ? order.findIndex((item) => item.identifier === current.identifier) + 1 : 0;
  return (
    <Flex direction={{ initial: 'column', md: 'row' }} gap="4" align={{ initial: 'stretch', md: 'start' }}>
      <Box width={{ md: '280px' }} flexShrink="0">
        <Box display={{ initial: 'block', md: 'none' }}>
          <Button
            variant="soft"
            aria-expanded={outlineOpen}
            aria-controls={outlineId}
            onClick={() => actor.send({ type: 'player.toggleOutline' })}
          >
            {intl.formatMessage(sm.contentsToggle)}
          </Button>
        </Box>
        <Box
          id={outlineId}
          display={{ initial: outlineOpen ? 'block' : 'none', md: 'block' }}
          mt={{ initial: '2', md: '0' }}
        >
          <ScormOutline
            items={items}
            currentId={current?.identifier ?? null}
            onGoTo={(id) => actor.send({ type: 'player.goTo', id })}
          />
        </Box>
      </Box>
      <Flex direction="column" gap="2" flexGrow="1" minWidth="0">
        {current ? (
          <Heading as="h2" size="4" style={{ overflowWrap: 'anywhere' }}>
            {current.title}
          </Heading>
        ) : null}
        <Flex gap="2" align="center" justify="between" wrap="wrap">
          <Button
            variant="soft"
            disabled={!previous || switching}
            aria-label={previous ? intl.formatMessage(sm.previousTo, { title: previous.title }) : undefined}
            onClick={() => actor.send({ type: 'player.previous' })}
          >
            {intl.formatMessage(sm.previous)}
          </Button>
          {position > 0 ? (
            <Text size="2" color="gray">
              {intl.formatMessage(sm.position, { position, count: order.length })}
            </Text>
          ) : null}
          <Button
            disabled={!next || switching}
            aria-label={next ? intl.formatMessage(sm.nextTo, { title: next.title }) : undefined}
            onClick={() => actor.send({ type: 'player.next' })}
          >
            {intl.formatMessage(sm.next)}
          </Button>
        </Flex>
        {saving}
        {notices}
        {frame}
      </Flex>
    </Flex>
  );
}
