import type { ToastActorRef } from '../../machines/admin/toastMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import type { ApiSettings } from '../../services/api';

/** What every news page gets from the route. */
export interface NewsPageProps {
  api: ApiSettings;
  navigation: NavigationActorRef;
  toasts: ToastActorRef;
  /** The address's search (with `?`, or ''): the list's query travels along. */
  listSearch: string;
}
