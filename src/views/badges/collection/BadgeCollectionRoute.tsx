import { useActorRef, useSelector } from '@xstate/react';
import {
  badgeCollectionMachine,
  selectCollectionStatus,
  selectDetails,
  selectEarned,
  selectIsRefreshing,
  selectOpen,
  selectRefreshFailed,
} from '../../../machines/badges/collection/badgeCollectionMachine';
import type { ApiSettings } from '../../../services/api';
import { useApiSettings } from '../../learning/common';
import { RoutePage } from '../../learning/RoutePage';
import { BadgeCollectionScreen } from './BadgeCollectionScreen';

/** /badges-collection. */
export function BadgeCollectionRoute() {
  return <BadgeCollectionLive machine={badgeCollectionMachine} api={useApiSettings()} />;
}

/** On a given machine: the app passes the real one, view tests one with fake actors. */
export function BadgeCollectionLive({
  machine,
  api,
}: {
  machine: typeof badgeCollectionMachine;
  api: ApiSettings;
}) {
  const actor = useActorRef(machine, { input: { api } });
  return (
    <RoutePage routeId="badges-collection">
      <BadgeCollectionScreen
        status={useSelector(actor, selectCollectionStatus)}
        earned={useSelector(actor, selectEarned)}
        open={useSelector(actor, selectOpen)}
        refreshing={useSelector(actor, selectIsRefreshing)}
        refreshFailed={useSelector(actor, selectRefreshFailed)}
        details={useSelector(actor, selectDetails)}
        onRetry={() => actor.send({ type: 'collection.retry' })}
        onShowDetails={(badgeId) => actor.send({ type: 'collection.showDetails', badgeId })}
        onCloseDetails={() => actor.send({ type: 'collection.closeDetails' })}
      />
    </RoutePage>
  );
}
