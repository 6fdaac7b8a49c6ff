import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { selectRoles } from '../../machines/authMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { pageOf, type UnitPage } from '../../machines/unitManagement/unitLocations';
import { unitTreeMachine } from '../../machines/unitManagement/unitTreeMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChild, useChildRef } from '../AppProvider';
import './unitManagement.css';
import type { UnitPageProps } from './pageProps';
import { UnitCreatePage } from './UnitCreatePage';
import { UnitEditPage } from './UnitEditPage';
import { UnitListPage } from './UnitListPage';

const NO_ROLES: string[] = [];

/**
 * /unit-management: the tree and the list, `?new` for a new unit, `?edit=<id>` for one unit. The toasts
 * outlive the pages, so a notice stays after leaving a unit; each page reads the unit tree it shows.
 */
export function UnitManagementRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <UnitManagement navigation={navigation} />;
}

function UnitManagement({ navigation }: { navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const isAdmin = useChild('auth', selectRoles, NO_ROLES).includes('ADMIN');
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const listSearch = search ? `?${search}` : '';
  const page = pageOf(listSearch);
  const pageKey =
    page.page === 'edit' ? `edit-${page.id}` : page.page === 'new' ? `new-${page.parentId}` : 'list';
  return (
    <Flex direction="column" gap="4">
      <Page key={pageKey} page={page} shared={{ api, navigation, toasts, listSearch, isAdmin }} />
      <Toaster actor={toasts} />
    </Flex>
  );
}

/** One page with the unit tree read afresh for it (a page before may have changed the tree). */
function Page({ page, shared }: { page: UnitPage; shared: Omit<UnitPageProps, 'tree'> }) {
  const tree = useActorRef(unitTreeMachine, { input: { api: shared.api } });
  const props = { ...shared, tree };
  if (page.page === 'edit') return <UnitEditPage id={page.id} {...props} />;
  if (page.page === 'new') return <UnitCreatePage parentId={page.parentId} {...props} />;
  return <UnitListPage {...props} />;
}
