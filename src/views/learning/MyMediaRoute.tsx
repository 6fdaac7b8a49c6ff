import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import {
  myMediaMachine,
  selectAllMyMedia,
  selectMyMediaStatus,
  selectMyPaths,
  selectStatusFilter,
  selectVisibleMedia,
} from '../../machines/learning/myMediaMachine';
import { Loading, useApiSettings } from './common';
import { DONE_STATUSES, MyMediaList, OPEN_STATUSES, type MediaFilter } from './MyMediaList';
import { PathRoute } from './PathView';
import { RoutePage } from './RoutePage';

// The players (scorm-again among them) load only when one is opened.
const PlayerRoute = lazy(() => import('./PlayerRoute').then((m) => ({ default: m.PlayerRoute })));

/**
 * /media: the learner's paths and media; `/media?path=<id>` one learning path; `/media?play=<id>` opens
 * the player for a medium (with `path`, opened from that path: its back link returns there).
 */
export function MyMediaRoute() {
  const search = new URLSearchParams(useSearch());
  const play = search.get('play');
  const path = search.get('path');
  if (play)
    return (
      <Suspense fallback={<Loading />}>
        <PlayerRoute key={play} mediaId={play} pathId={path} />
      </Suspense>
    );
  if (path) return <PathRoute key={path} pathId={path} from="media" />;
  return <MyMediaScreen />;
}

function MyMediaScreen() {
  const api = useApiSettings();
  const actor = useActorRef(myMediaMachine, { input: { api } });
  const statusFilter = useSelector(actor, selectStatusFilter);
  const filter: MediaFilter =
    statusFilter.length === 0 ? 'all' : statusFilter.includes('COMPLETED') ? 'done' : 'open';
  return (
    <RoutePage routeId="media">
      <MyMediaList
        status={useSelector(actor, selectMyMediaStatus)}
        media={useSelector(actor, selectVisibleMedia)}
        paths={useSelector(actor, selectMyPaths)}
        hasAny={useSelector(actor, selectAllMyMedia).length > 0}
        filter={filter}
        onFilter={(f) =>
          actor.send({
            type: 'myMedia.filter',
            statuses: f === 'all' ? [] : f === 'open' ? OPEN_STATUSES : DONE_STATUSES,
          })
        }
        onRetry={() => actor.send({ type: 'myMedia.retry' })}
      />
    </RoutePage>
  );
}
