import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import {
  myMediaMachine,
  selectAllMyMedia,
  selectMyMediaStatus,
  selectStatusFilter,
  selectVisibleMedia,
} from '../../machines/learning/myMediaMachine';
import { Loading, useApiSettings } from './common';
import { DONE_STATUSES, MyMediaList, OPEN_STATUSES, type MediaFilter } from './MyMediaList';
import { RoutePage } from './RoutePage';

// The players (scorm-again among them) load only when one is opened.
const PlayerRoute = lazy(() => import('./PlayerRoute').then((m) => ({ default: m.PlayerRoute })));

/** /media: the learner's list; `/media?play=<id>` opens the player for one of them. */
export function MyMediaRoute() {
  const play = new URLSearchParams(useSearch()).get('play');
  if (!play) return <MyMediaScreen />;
  return (
    <Suspense fallback={<Loading />}>
      <PlayerRoute key={play} mediaId={play} />
    </Suspense>
  );
}

function MyMediaScreen() {
  const api = useApiSettings();
  const actor = useActorRef(myMediaMachine, { input: { api } });
  const statusFilter = useSelector(actor, selectStatusFilter);
  const [now] = useState(() => new Date());
  const filter: MediaFilter =
    statusFilter.length === 0 ? 'all' : statusFilter.includes('COMPLETED') ? 'done' : 'open';
  return (
    <RoutePage routeId="media">
      <MyMediaList
        status={useSelector(actor, selectMyMediaStatus)}
        media={useSelector(actor, selectVisibleMedia)}
        hasAny={useSelector(actor, selectAllMyMedia).length > 0}
        filter={filter}
        now={now}
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
