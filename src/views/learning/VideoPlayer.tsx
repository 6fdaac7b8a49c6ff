import { Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { LearningStatus } from '../../graphql/generated';
import {
  selectVideoSave,
  selectVideoStatus,
  selectWatchedShare,
  videoPlayerMachine,
} from '../../machines/learning/videoPlayerMachine';
import type { ApiSettings } from '../../services/api';
import { StatusBadge } from './common';
import { m } from './messages';

/** Share of the video actually played: the union of the played ranges over the duration. */
export function playedShare(video: Pick<HTMLVideoElement, 'played' | 'duration'>): number {
  if (!Number.isFinite(video.duration) || video.duration <= 0) return 0;
  let seconds = 0;
  for (let i = 0; i < video.played.length; i++) seconds += video.played.end(i) - video.played.start(i);
  return Math.min(1, seconds / video.duration);
}

export interface VideoPlayerProps {
  api: ApiSettings;
  mediaId: string;
  title: string;
  url: string;
  resumeAt: number;
  status: LearningStatus;
}

export function VideoPlayer({ api, mediaId, title, url, resumeAt, status }: VideoPlayerProps) {
  const intl = useIntl();
  const actor = useActorRef(videoPlayerMachine, { input: { api, mediaId, resumeAt, status } });
  const save = useSelector(actor, selectVideoSave);
  const current = useSelector(actor, selectVideoStatus);
  const share = useSelector(actor, selectWatchedShare);
  const report = (video: HTMLVideoElement) =>
    actor.send({ type: 'video.progress', position: video.currentTime, watchedShare: playedShare(video) });
  return (
    <Flex direction="column" gap="2">
      <video
        src={url}
        controls
        aria-label={title}
        style={{ width: '100%', maxHeight: '70vh', background: 'black' }}
        onLoadedMetadata={(e) => {
          if (resumeAt > 0 && resumeAt < e.currentTarget.duration) e.currentTarget.currentTime = resumeAt;
        }}
        onTimeUpdate={(e) => report(e.currentTarget)}
        onPause={(e) => {
          report(e.currentTarget);
          actor.send({ type: 'video.pause' });
        }}
        onEnded={(e) => {
          report(e.currentTarget);
          actor.send({ type: 'video.ended' });
        }}
      />
      <Flex gap="3" align="center" aria-live="polite">
        <StatusBadge status={current} />
        <Text size="2">{intl.formatMessage(m.watched, { share })}</Text>
        {save === 'saveFailed' ? (
          <Text size="2" color="red">
            {intl.formatMessage(m.videoSaveFailed)}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
