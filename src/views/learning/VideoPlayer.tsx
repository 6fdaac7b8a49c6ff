import { Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { LearningStatus } from '../../graphql/generated';
import type { PlayedRange } from '../../machines/learning/learningActors';
import {
  selectVideoSave,
  selectVideoStatus,
  selectWatchedShare,
  videoPlayerMachine,
} from '../../machines/learning/videoPlayerMachine';
import type { ApiSettings } from '../../services/api';
import { StatusBadge } from './common';
import { m } from './messages';

/**
 * What the element played in this visit (its played TimeRanges: merged, in order) with its position
 * and length; null until the length is known, as the API needs it to place the ranges.
 */
export function playedProgress(
  video: Pick<HTMLVideoElement, 'played' | 'duration' | 'currentTime'>,
): { position: number; duration: number; ranges: PlayedRange[] } | null {
  if (!Number.isFinite(video.duration) || video.duration <= 0) return null;
  const ranges: PlayedRange[] = [];
  for (let i = 0; i < video.played.length; i++) {
    const start = video.played.start(i);
    const end = Math.min(video.played.end(i), video.duration);
    if (end > start) ranges.push([start, end]);
  }
  return { position: Math.min(video.currentTime, video.duration), duration: video.duration, ranges };
}

export interface VideoPlayerProps {
  api: ApiSettings;
  mediaId: string;
  title: string;
  url: string;
  resumeAt: number;
  status: LearningStatus;
  /** Saved share over earlier visits (0-1), shown until this visit's first save answers. */
  watchedShare: number;
  /** Told the status the player shows whenever it may have changed (the page heading follows it). */
  onStatus?: (status: LearningStatus) => void;
}

export function VideoPlayer({
  api,
  mediaId,
  title,
  url,
  resumeAt,
  status,
  watchedShare,
  onStatus,
}: VideoPlayerProps) {
  const intl = useIntl();
  const actor = useActorRef(
    videoPlayerMachine,
    { input: { api, mediaId, resumeAt, status, watchedShare } },
    (snapshot) => onStatus?.(selectVideoStatus(snapshot)),
  );
  const save = useSelector(actor, selectVideoSave);
  const current = useSelector(actor, selectVideoStatus);
  const share = useSelector(actor, selectWatchedShare);
  const report = (video: HTMLVideoElement) => {
    const progress = playedProgress(video);
    if (progress) actor.send({ type: 'video.progress', ...progress });
  };
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
