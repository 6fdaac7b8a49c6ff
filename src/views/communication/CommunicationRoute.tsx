import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { pageOf } from '../../machines/communication/newsLocations';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { NewsEditorPage } from './NewsEditorPage';
import { NewsListPage } from './NewsListPage';

/** /communication: the news list, `?new` for a new item, `?edit=<id>` for one item. Toasts outlive the pages. */
export function CommunicationRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <Communication navigation={navigation} />;
}

function Communication({ navigation }: { navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const page = pageOf(search ? `?${search}` : '');
  const listSearch = search ? `?${search}` : '';
  const shared = { api, navigation, toasts, listSearch };
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {page.page === 'list' ? (
        <NewsListPage {...shared} />
      ) : (
        <NewsEditorPage
          key={page.page === 'edit' ? page.id : 'new'}
          id={page.page === 'edit' ? page.id : null}
          {...shared}
        />
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
