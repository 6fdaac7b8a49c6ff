import { useActorRef, useSelector } from '@xstate/react';
import { selectApiSettings } from '../../machines/appMachine';
import {
  noticesMachine,
  selectLiveNotice,
  selectMarkFailed,
  selectMarking,
  selectNotices,
  selectNoticesStatus,
} from '../../machines/notices/noticesMachine';
import type { ApiSettings } from '../../services/api';
import { AppContext } from '../AppProvider';
import { LiveNotice, NoticesPanel } from './NoticesPanel';

/** The learner's notices on the dashboard: the unread list and the toast of one that just arrived. */
export function AssignmentNotices() {
  return <AssignmentNoticesLive machine={noticesMachine} api={AppContext.useSelector(selectApiSettings)} />;
}

/** On a given machine: the app passes the real one, view tests one with fake actors. */
export function AssignmentNoticesLive({
  machine,
  api,
}: {
  machine: typeof noticesMachine;
  api: ApiSettings;
}) {
  const actor = useActorRef(machine, { input: { api } });
  return (
    <>
      <NoticesPanel
        status={useSelector(actor, selectNoticesStatus)}
        notices={useSelector(actor, selectNotices)}
        marking={useSelector(actor, selectMarking)}
        markFailed={useSelector(actor, selectMarkFailed)}
        onRetry={() => actor.send({ type: 'notices.retry' })}
        onMarkRead={(ids) => actor.send({ type: 'notices.markRead', ids })}
      />
      <LiveNotice
        notice={useSelector(actor, selectLiveNotice)}
        onDismiss={() => actor.send({ type: 'notices.dismiss' })}
      />
    </>
  );
}
