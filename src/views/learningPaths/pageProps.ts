import type { ActorRefFrom } from 'xstate';
import type { ToastActorRef } from '../../machines/admin/toastMachine';
import type { mediaOptionsMachine } from '../../machines/mediaManagement/mediaOptionsMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import type { ApiSettings } from '../../services/api';

/** What every learning-path page gets from the route. */
export interface PathPageProps {
  api: ApiSettings;
  navigation: NavigationActorRef;
  toasts: ToastActorRef;
  options: ActorRefFrom<typeof mediaOptionsMachine>;
  /** The address's search (with `?`, or ''): the list's query travels along. */
  listSearch: string;
}
