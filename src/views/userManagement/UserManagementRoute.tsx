import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { pageOf } from '../../machines/userManagement/userLocations';
import { userOptionsMachine } from '../../machines/userManagement/userOptionsMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { UserCreatePage, UserEditPage } from './UserFormPage';
import { UsersListPage } from './UsersListPage';

/**
 * /user-management: the list, `?new` to add a person, `?edit=<id>` for one person. The toasts and the
 * units outlive the pages, so an undo stays reachable after leaving a person.
 */
export function UserManagementRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <UserManagement navigation={navigation} />;
}

function UserManagement({ navigation }: { navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const options = useActorRef(userOptionsMachine, { input: { api } });
  const listSearch = search ? `?${search}` : '';
  const page = pageOf(listSearch);
  const shared = { api, navigation, toasts, options, listSearch };
  return (
    <Flex direction="column" gap="4">
      {page.page === 'edit' ? (
        <UserEditPage key={page.id} id={page.id} {...shared} />
      ) : page.page === 'new' ? (
        <UserCreatePage {...shared} />
      ) : (
        <UsersListPage {...shared} />
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
