import type { ToastActorRef } from '../../machines/admin/toastMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import type { ApiSettings } from '../../services/api';
import type { OptionsActor } from './UserParts';

/** What every user-management page gets from the route. */
export interface UserPageProps {
  api: ApiSettings;
  navigation: NavigationActorRef;
  toasts: ToastActorRef;
  options: OptionsActor;
  /** The address's search (with `?`, or ''): the list's query travels along. */
  listSearch: string;
}
