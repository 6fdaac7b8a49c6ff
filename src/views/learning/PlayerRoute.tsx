import { Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LearningStatus } from '../../graphql/generated';
import { launchMachine, selectLaunchMedium, selectLaunchStatus } from '../../machines/learning/launchMachine';
import { LoadError, Loading, StatusBadge, useApiSettings, useContentOrigin } from './common';
import { LinkPlayer, PdfPlayer } from './DocumentPlayers';
import { m } from './messages';
import { pathHref } from './PathCards';
import { pm } from './pathMessages';
import { ScormPlayer } from './ScormPlayer';
import { VideoPlayer } from './VideoPlayer';

/**
 * Loads one of the learner's media and opens the player for its type. Opened from a learning path, the
 * back link returns to the path (which then reads the learner's standing again).
 */
export function PlayerRoute({ mediaId, pathId }: { mediaId: string; pathId?: string | null }) {
  const intl = useIntl();
  const api = useApiSettings();
  const contentOrigin = useContentOrigin();
  const actor = useActorRef(launchMachine, { input: { api, mediaId } });
  const status = useSelector(actor, selectLaunchStatus);
  const medium = useSelector(actor, selectLaunchMedium);
  // The heading's badge follows what the player shows (the launch machine ignores an unchanged status).
  const onStatus = (next: LearningStatus) => actor.send({ type: 'launch.progressed', status: next });
  const back = (
    <RadixLink asChild>
      {pathId ? (
        <Link href={pathHref(pathId)}>{intl.formatMessage(pm.backToPath)}</Link>
      ) : (
        <Link href="/media">{intl.formatMessage(m.playerBack)}</Link>
      )}
    </RadixLink>
  );
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={() => actor.send({ type: 'launch.retry' })} />;
  if (status === 'notFound' || !medium) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" role="alert">
          {intl.formatMessage(m.playerNotFound)}
        </Text>
        {back}
      </Flex>
    );
  }
  const { launch } = medium;
  const player = (() => {
    if (launch.type === 'SCORM' && launch.scorm && launch.url)
      return (
        <ScormPlayer
          api={api}
          contentOrigin={contentOrigin}
          onSaved={() => actor.send({ type: 'launch.saved' })}
          mediaId={mediaId}
          title={medium.medium.title}
          url={launch.url}
          launch={launch.scorm}
        />
      );
    if (launch.type === 'VIDEO' && launch.url)
      return (
        <VideoPlayer
          api={api}
          mediaId={mediaId}
          title={medium.medium.title}
          url={launch.url}
          resumeAt={launch.videoPositionSeconds ?? 0}
          watchedShare={launch.videoWatchedShare ?? 0}
          status={medium.status}
          onStatus={onStatus}
        />
      );
    if (launch.type === 'PDF' && launch.url)
      return (
        <PdfPlayer
          api={api}
          mediaId={mediaId}
          title={medium.medium.title}
          url={launch.url}
          status={medium.status}
          onStatus={onStatus}
        />
      );
    if (launch.type === 'LINK' && launch.url)
      return (
        <LinkPlayer api={api} mediaId={mediaId} url={launch.url} status={medium.status} onStatus={onStatus} />
      );
    return (
      <Text as="p" role="alert">
        {intl.formatMessage(m.playerNotFound)}
      </Text>
    );
  })();
  return (
    <Flex direction="column" gap="3">
      {back}
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {medium.medium.title}
        </Heading>
        <StatusBadge status={medium.status} />
      </Flex>
      {player}
    </Flex>
  );
}
