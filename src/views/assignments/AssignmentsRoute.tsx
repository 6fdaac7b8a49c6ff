import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { pageOf } from '../../machines/assignments/assignmentLocations';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { AssignmentCreatePage } from './AssignmentCreatePage';
import { AssignmentDetailPage } from './AssignmentDetailPage';
import { AssignmentsListPage } from './AssignmentsListPage';
import './assignments.css';

/**
 * /assignments: the list, `?new` to assign something, `?id=<id>` for one assignment and its people. The
 * toasts outlive the pages, so a notice stays readable after moving on.
 */
export function AssignmentsRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <Assignments navigation={navigation} />;
}

function Assignments({ navigation }: { navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const listSearch = search ? `?${search}` : '';
  const page = pageOf(listSearch);
  const shared = { api, navigation, toasts, listSearch };
  return (
    <Flex direction="column" gap="4" minWidth="0">
      {page.page === 'detail' ? (
        <AssignmentDetailPage key={page.id} id={page.id} {...shared} />
      ) : page.page === 'new' ? (
        <AssignmentCreatePage {...shared} />
      ) : (
        <AssignmentsListPage {...shared} />
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
