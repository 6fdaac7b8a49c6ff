import { selectUser } from '../../machines/authMachine';
import { useChild } from '../AppProvider';
import { DashboardScreen } from './DashboardScreen';

export function DashboardRoute() {
  const user = useChild('auth', selectUser, null);
  return <DashboardScreen name={user?.name || user?.username || ''} roles={user?.roles ?? []} />;
}
