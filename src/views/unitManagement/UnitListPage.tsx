// /unit-management: the units as a tree (open and close with the keyboard) and as a list searched,
// filtered, sorted and paged on the server (the kit's ListView, the query in the URL).
import { Button, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectQuery } from '../../machines/admin/listMachine';
import { unitListMachine } from '../../machines/unitManagement/unitListMachine';
import { editHref, newHref } from '../../machines/unitManagement/unitLocations';
import type { ManagedUnit } from '../../machines/unitManagement/unitValues';
import type { DataColumn } from '../admin/DataTable';
import { ListView } from '../admin/ListView';
import { routeMessages } from '../messages/routeMessages';
import { um } from './messages';
import type { UnitPageProps } from './pageProps';
import { SelectField, Swatch, UnitBadges } from './UnitParts';
import { UnitTreeView } from './UnitTreeView';

/** The list's columns; the sortable ones are also UNIT_SORTS' keys. */
const C = {
  name: 'name',
  key: 'key',
  displayedId: 'displayedId',
  members: 'members',
  state: 'state',
  updated: 'updated',
} as const;

function useColumns(listSearch: string): DataColumn<ManagedUnit>[] {
  const intl = useIntl();
  return [
    {
      id: C.name,
      header: intl.formatMessage(um.columnName),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex direction="column" gap="1" minWidth="0">
          <Flex gap="2" align="center">
            <Swatch color={row.color} />
            <RadixLink asChild weight="medium">
              <Link href={editHref(listSearch, row.id)}>{row.name}</Link>
            </RadixLink>
          </Flex>
          {row.path.length > 0 ? (
            <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
              {row.path.join(' / ')}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    { id: C.key, header: intl.formatMessage(um.columnKey), sortable: true, cell: (row) => row.key },
    {
      id: C.displayedId,
      header: intl.formatMessage(um.columnDisplayedId),
      sortable: true,
      cell: (row) => row.displayedId,
    },
    {
      id: C.members,
      header: intl.formatMessage(um.columnMembers),
      sortable: true,
      align: 'right',
      cell: (row) => intl.formatMessage(um.memberCount, { count: row.memberCount }),
    },
    {
      id: C.state,
      header: intl.formatMessage(um.columnState),
      cell: (row) =>
        row.isActive && !row.isDefault ? intl.formatMessage(um.active) : <UnitBadges unit={row} />,
    },
    {
      id: C.updated,
      header: intl.formatMessage(um.columnUpdated),
      sortable: true,
      cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
}

export function UnitListPage({
  api,
  navigation,
  toasts,
  tree,
  listSearch,
  machine = unitListMachine,
}: UnitPageProps & { machine?: typeof unitListMachine }) {
  const intl = useIntl();
  const list = useActorRef(machine, { input: { api, navigation, toasts } });
  const active = useSelector(list, (s) => selectQuery(s).filters.active?.[0] ?? '');
  const columns = useColumns(listSearch);
  const open = (id: string) => navigation.send({ type: 'navigation.navigate', to: editHref(listSearch, id) });
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(um.addUnit)}</Link>
    </Button>
  );
  const title = routeMessages['unit-management']?.title;
  // A list query in the address (a search, a filter, another sort) opens the list, else the tree.
  const params = new URLSearchParams(listSearch);
  const listFirst = ['q', 'active', 'sort', 'page'].some((p) => params.has(p));
  // Which of the two views shows is only how the page looks; the list keeps its query either way.
  const [view, setView] = useState<'tree' | 'list'>(listFirst ? 'list' : 'tree');
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {title ? (
          <Heading as="h1" size="7">
            {intl.formatMessage(title)}
          </Heading>
        ) : null}
        {add}
      </Flex>
      <Flex gap="2" role="group" aria-label={intl.formatMessage(um.listLabel)}>
        <Button
          variant={view === 'tree' ? 'solid' : 'soft'}
          aria-pressed={view === 'tree'}
          onClick={() => setView('tree')}
        >
          {intl.formatMessage(um.tabTree)}
        </Button>
        <Button
          variant={view === 'list' ? 'solid' : 'soft'}
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          {intl.formatMessage(um.tabList)}
        </Button>
      </Flex>
      {view === 'tree' ? (
        <UnitTreeView tree={tree} onOpen={open} emptyAction={add} />
      ) : (
        <ListView
          list={list}
          label={intl.formatMessage(um.listLabel)}
          columns={columns}
          rowId={(row) => row.id}
          rowLabel={(row) => row.name}
          onOpen={(row) => open(row.id)}
          pageSizes={[25, 50, 100]}
          searchLabel={intl.formatMessage(um.listSearch)}
          searchHint={intl.formatMessage(um.listSearchHint)}
          filters={
            <SelectField
              label={intl.formatMessage(um.filterState)}
              value={active}
              options={[
                ['', intl.formatMessage(um.filterAny)],
                ['true', intl.formatMessage(um.active)],
                ['false', intl.formatMessage(um.inactive)],
              ]}
              onChange={(v) => list.send({ type: 'list.filter', key: 'active', values: v ? [v] : [] })}
            />
          }
          emptyText={intl.formatMessage(um.listEmpty)}
          emptyAction={add}
        />
      )}
    </Flex>
  );
}
