// usersListMachine — /user-management's list, made by the kit's list factory: managedUsers searched,
// filtered, sorted and paged on the server, the query in the URL, and bulk deactivate (with an undo that
// reactivates exactly those) and reactivate. Adding to and removing from a unit ask for the unit first
// (unitBulkMachine).
import { createListMachine } from '../admin/listMachine';
import { bulkActors, loadUsersPage } from './userActors';
import { USER_LIST_QUERY } from './userQuery';
import type { ManagedUser } from './userValues';

export const usersListMachine = createListMachine<ManagedUser>({
  id: 'usersList',
  ...USER_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadUsersPage,
  bulkActions: {
    deactivate: {
      actor: bulkActors.deactivate,
      doneMessage: 'userManagement.bulk.deactivated',
      failedMessage: 'userManagement.bulk.deactivateFailed',
      undo: 'reactivate',
    },
    reactivate: {
      actor: bulkActors.reactivate,
      doneMessage: 'userManagement.bulk.reactivated',
      failedMessage: 'userManagement.bulk.reactivateFailed',
    },
  },
});
