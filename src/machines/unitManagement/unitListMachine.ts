// unitListMachine — /unit-management's flat list, made by the kit's list factory: managedUnits searched
// (name, key, displayed id), filtered (active or not), sorted and paged on the server, the query in the URL.
import { createListMachine } from '../admin/listMachine';
import { loadUnitsPage } from './unitActors';
import { UNIT_LIST_QUERY } from './unitQuery';
import type { ManagedUnit } from './unitValues';

export const unitListMachine = createListMachine<ManagedUnit>({
  id: 'unitList',
  ...UNIT_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadUnitsPage,
});
