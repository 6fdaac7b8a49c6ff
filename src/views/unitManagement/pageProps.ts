import type { ActorRefFrom } from 'xstate';
import type { ToastActorRef } from '../../machines/admin/toastMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import type { unitTreeMachine } from '../../machines/unitManagement/unitTreeMachine';
import type { ApiSettings } from '../../services/api';

export type TreeActor = ActorRefFrom<typeof unitTreeMachine>;

/** What every unit-management page gets from the route. */
export interface UnitPageProps {
  api: ApiSettings;
  navigation: NavigationActorRef;
  toasts: ToastActorRef;
  /** The units the caller looks after (tree, parent choices). */
  tree: TreeActor;
  /** The address's search (with `?`, or ''): the list's query travels along. */
  listSearch: string;
  /** An ADMIN may make top units and choose the default unit. */
  isAdmin: boolean;
}
