import { Button, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { confirmMachine, selectConfirmRequest } from '../../machines/admin/confirmMachine';
import {
  selectListStatus,
  selectQuery,
  selectSelected,
  type ListActorRef,
} from '../../machines/admin/listMachine';
import {
  exportMachine,
  selectExporting,
  selectExportProblem,
} from '../../machines/userManagement/exportMachine';
import { selectUnitBulk, unitBulkMachine } from '../../machines/userManagement/unitBulkMachine';
import { editHref, newHref } from '../../machines/userManagement/userLocations';
import { selectOptions } from '../../machines/userManagement/userOptionsMachine';
import { ROLES, USER_COLUMNS as C, USER_LIST_QUERY } from '../../machines/userManagement/userQuery';
import type { ManagedUser } from '../../machines/userManagement/userValues';
import { usersListMachine } from '../../machines/userManagement/usersListMachine';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import type { DataColumn } from '../admin/DataTable';
import { ListView } from '../admin/ListView';
import { useProblemText } from '../admin/ListStates';
import { routeMessages } from '../messages/routeMessages';
import { roleMessages, um } from './messages';
import type { UserPageProps } from './pageProps';
import { ActiveBadge, ChoiceDialog, OptionsProblem, SelectField, type OptionsActor } from './UserParts';

function useColumns(listSearch: string): DataColumn<ManagedUser>[] {
  const intl = useIntl();
  return [
    {
      id: C.name,
      header: intl.formatMessage(um.colName),
      sortable: true,
      primary: true,
      cell: (row) => (
        <RadixLink asChild weight="medium">
          <Link href={editHref(listSearch, row.id)}>{row.name}</Link>
        </RadixLink>
      ),
    },
    {
      id: C.username,
      header: intl.formatMessage(um.colUsername),
      sortable: true,
      cell: (row) => row.username,
    },
    {
      id: C.email,
      header: intl.formatMessage(um.colEmail),
      sortable: true,
      cell: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.email}</Text>,
    },
    {
      id: C.roles,
      header: intl.formatMessage(um.colRoles),
      cell: (row) => row.roles.map((r) => intl.formatMessage(roleMessages[r])).join(', '),
    },
    {
      id: C.units,
      header: intl.formatMessage(um.colUnits),
      cell: (row) =>
        row.units.length ? (
          row.units.map((u) => u.name).join(', ')
        ) : (
          <Text color="gray">{intl.formatMessage(um.noUnits)}</Text>
        ),
    },
    {
      id: C.active,
      header: intl.formatMessage(um.colActive),
      sortable: true,
      cell: (row) => <ActiveBadge active={row.isActive} />,
    },
    {
      id: C.created,
      header: intl.formatMessage(um.colCreated),
      sortable: true,
      hideInCard: true,
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium' }),
    },
  ];
}

function UserFilters({ list, options }: { list: ListActorRef<ManagedUser>; options: OptionsActor }) {
  const intl = useIntl();
  const query = useSelector(list, selectQuery);
  const { units } = useSelector(options, selectOptions);
  const any = intl.formatMessage(um.any);
  const first = (key: string) => query.filters[key]?.[0] ?? '';
  const set = (key: string) => (value: string) =>
    list.send({ type: 'list.filter', key, values: value ? [value] : [] });
  return (
    <Grid columns={{ initial: '1', xs: '3' }} gap="3">
      <SelectField
        label={intl.formatMessage(um.filterUnit)}
        value={first('unit')}
        options={[['', any], ...units.map((u) => [u.id, u.name] as const)]}
        onChange={set('unit')}
      />
      <SelectField
        label={intl.formatMessage(um.filterRole)}
        value={first('role')}
        options={[['', any], ...ROLES.map((r) => [r, intl.formatMessage(roleMessages[r])] as const)]}
        onChange={set('role')}
      />
      <SelectField
        label={intl.formatMessage(um.filterActive)}
        value={first('active')}
        options={[
          ['', any],
          ['true', intl.formatMessage(um.active)],
          ['false', intl.formatMessage(um.deactivated)],
        ]}
        onChange={set('active')}
      />
    </Grid>
  );
}

/** The unit chooser of "Add to unit" / "Remove from unit". */
function UnitBulkDialog({ bulk, options }: { bulk: ReturnType<typeof useUnitBulk>; options: OptionsActor }) {
  const intl = useIntl();
  const state = useSelector(bulk, selectUnitBulk);
  const { units } = useSelector(options, selectOptions);
  const title = state.mode === 'add' ? um.addToUnitTitle : um.removeFromUnitTitle;
  return (
    <ChoiceDialog
      open={state.open}
      title={intl.formatMessage(title, { count: state.count })}
      confirmLabel={intl.formatMessage(um.apply)}
      busy={state.running}
      confirmDisabled={state.unitId === ''}
      problem={state.problem}
      onConfirm={() => bulk.send({ type: 'unitBulk.confirm' })}
      onCancel={() => bulk.send({ type: 'unitBulk.cancel' })}
    >
      <SelectField
        label={intl.formatMessage(um.unitLabel)}
        value={state.unitId}
        options={[['', intl.formatMessage(um.chooseUnit)], ...units.map((u) => [u.id, u.name] as const)]}
        onChange={(unitId) => bulk.send({ type: 'unitBulk.choose', unitId })}
      />
    </ChoiceDialog>
  );
}

const useUnitBulk = (input: Parameters<typeof useActorRef<typeof unitBulkMachine>>[1]) =>
  useActorRef(unitBulkMachine, input);

/** The people the caller manages, with search, filters, sort, paging, bulk actions and the CSV export. */
export function UsersListPage({ api, navigation, toasts, options, listSearch }: UserPageProps) {
  const intl = useIntl();
  const problemText = useProblemText();
  const list = useActorRef(usersListMachine, { input: { api, navigation, toasts } });
  const confirm = useActorRef(confirmMachine);
  const unitBulk = useUnitBulk({ input: { api, list, toasts } });
  const exporter = useActorRef(exportMachine, { input: { api } });
  const request = useSelector(confirm, selectConfirmRequest);
  const selected = useSelector(list, selectSelected);
  const query = useSelector(list, selectQuery);
  const empty = useSelector(list, (s) => selectListStatus(s) === 'empty');
  const exporting = useSelector(exporter, selectExporting);
  const exportProblem = useSelector(exporter, selectExportProblem);
  const columns = useColumns(listSearch);
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(um.addUser)}</Link>
    </Button>
  );
  const exportButton = (
    <Button variant="soft" loading={exporting} onClick={() => exporter.send({ type: 'export.start', query })}>
      {intl.formatMessage(um.exportCsv)}
    </Button>
  );
  const title = routeMessages['user-management']?.title;
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {title ? (
          <Heading as="h1" size="7">
            {intl.formatMessage(title)}
          </Heading>
        ) : null}
        {empty ? null : exportButton}
      </Flex>
      <OptionsProblem options={options} />
      {exportProblem ? (
        <Text role="alert" color="red" size="2">
          {intl.formatMessage(um.exportFailed, { error: problemText(exportProblem) })}{' '}
          <Button size="1" variant="soft" onClick={() => exporter.send({ type: 'export.retry' })}>
            {intl.formatMessage(um.retry)}
          </Button>
        </Text>
      ) : null}
      <ListView
        list={list}
        label={intl.formatMessage(um.tableLabel)}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => row.name}
        onOpen={(row) => navigation.send({ type: 'navigation.navigate', to: editHref(listSearch, row.id) })}
        pageSizes={USER_LIST_QUERY.pageSizes}
        searchLabel={intl.formatMessage(um.searchLabel)}
        searchHint={intl.formatMessage(um.searchHint)}
        filters={<UserFilters list={list} options={options} />}
        actions={empty ? null : add}
        bulkActions={[
          { action: 'addToUnit', label: intl.formatMessage(um.bulkAddToUnit) },
          { action: 'removeFromUnit', label: intl.formatMessage(um.bulkRemoveFromUnit) },
          { action: 'reactivate', label: intl.formatMessage(um.bulkReactivate) },
          { action: 'deactivate', label: intl.formatMessage(um.bulkDeactivate), destructive: true },
        ]}
        onBulk={(action) => {
          if (action === 'addToUnit' || action === 'removeFromUnit')
            unitBulk.send({
              type: 'unitBulk.open',
              mode: action === 'addToUnit' ? 'add' : 'remove',
              ids: selected,
            });
          else if (action === 'deactivate')
            confirm.send({
              type: 'confirm.ask',
              request: {
                key: 'deactivate',
                values: { count: selected.length },
                target: list,
                event: { type: 'list.bulk', action, ids: [...selected] },
              },
            });
          else list.send({ type: 'list.bulk', action });
        }}
        emptyText={intl.formatMessage(um.empty)}
        emptyAction={add}
      />
      <ConfirmDialog
        open={request !== null}
        title={intl.formatMessage(um.deactivateManyTitle, { count: Number(request?.values?.count ?? 0) })}
        description={intl.formatMessage(um.deactivateManyDescription)}
        confirmLabel={intl.formatMessage(um.bulkDeactivate)}
        destructive
        onConfirm={() => confirm.send({ type: 'confirm.accept' })}
        onCancel={() => confirm.send({ type: 'confirm.cancel' })}
      />
      <UnitBulkDialog bulk={unitBulk} options={options} />
    </Flex>
  );
}
