import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { pageOf } from '../../machines/mediaManagement/mediaLocations';
import { mediaOptionsMachine } from '../../machines/mediaManagement/mediaOptionsMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { MediaListPage } from './MediaListPage';
import { MediumCreatePage } from './MediumCreatePage';
import { MediumEditPage } from './MediumEditPage';

/**
 * /media-management: the list, `?new` to add a medium, `?edit=<id>` for one medium. The toasts and the
 * categories and units outlive the pages, so an undo stays reachable after leaving a medium.
 */
export function MediaManagementRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <MediaManagement navigation={navigation} />;
}

function MediaManagement({ navigation }: { navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const options = useActorRef(mediaOptionsMachine, { input: { api } });
  const page = pageOf(search ? `?${search}` : '');
  const listSearch = search ? `?${search}` : '';
  const shared = { api, navigation, toasts, options, listSearch };
  return (
    <Flex direction="column" gap="4">
      {page.page === 'edit' ? (
        <MediumEditPage key={page.id} id={page.id} {...shared} />
      ) : page.page === 'new' ? (
        <MediumCreatePage {...shared} />
      ) : (
        <MediaListPage {...shared} />
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
