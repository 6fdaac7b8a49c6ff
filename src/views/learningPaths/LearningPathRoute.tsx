import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { pageOf } from '../../machines/learningPaths/pathLocations';
import { mediaOptionsMachine } from '../../machines/mediaManagement/mediaOptionsMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { PathEditorPage } from './PathEditorPage';
import { PathListPage } from './PathListPage';

/**
 * /learning-path: the list, `?new` for a new path, `?edit=<id>` for one path. The toasts and the units
 * (media management's options: the units a manager may give something to) outlive the pages.
 */
export function LearningPathRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <LearningPaths navigation={navigation} />;
}

function LearningPaths({ navigation }: { navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const options = useActorRef(mediaOptionsMachine, { input: { api } });
  const page = pageOf(search ? `?${search}` : '');
  const listSearch = search ? `?${search}` : '';
  const shared = { api, navigation, toasts, options, listSearch };
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {page.page === 'list' ? (
        <PathListPage {...shared} />
      ) : (
        <PathEditorPage
          key={page.page === 'edit' ? page.id : 'new'}
          id={page.page === 'edit' ? page.id : null}
          {...shared}
        />
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
