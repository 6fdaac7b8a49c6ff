import { Badge, Button, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { confirmMachine, selectConfirmRequest } from '../../machines/admin/confirmMachine';
import {
  selectListStatus,
  selectQuery,
  selectRows,
  selectSelected,
  type ListActorRef,
} from '../../machines/admin/listMachine';
import type { AssignmentRow } from '../../machines/assignments/assignmentActors';
import { detailHref, newHref } from '../../machines/assignments/assignmentLocations';
import { ASSIGNMENT_LIST_QUERY, ITEM_TYPES, STATES } from '../../machines/assignments/assignmentQuery';
import { assignmentsListMachine } from '../../machines/assignments/assignmentsListMachine';
import { extendMachine, selectExtend } from '../../machines/assignments/extendMachine';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import type { DataColumn } from '../admin/DataTable';
import { nativeField } from '../admin/fieldStyle';
import { ListView } from '../admin/ListView';
import { routeMessages } from '../messages/routeMessages';
import { ChoiceDialog } from '../admin/ChoiceDialog';
import { SelectField } from '../admin/SelectField';
import { DueText, ProgressSummary } from './AssignmentParts';
import { am, stateMessages, typeMessages } from './messages';
import type { AssignmentPageProps } from './pageProps';

/** The columns; the list's sortable ones are also its sort fields. */
const COL = {
  title: 'title',
  targets: 'targets',
  due: 'due',
  progress: 'progress',
  created: 'created',
} as const;

function useColumns(listSearch: string): DataColumn<AssignmentRow>[] {
  const intl = useIntl();
  return [
    {
      id: COL.title,
      header: intl.formatMessage(am.columnItem),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex direction="column" gap="1" minWidth="0">
          <RadixLink asChild weight="medium" style={{ overflowWrap: 'anywhere' }}>
            <Link href={detailHref(listSearch, row.id)}>{row.itemTitle}</Link>
          </RadixLink>
          <Flex gap="2" wrap="wrap">
            <Text size="1" color="gray">
              {intl.formatMessage(typeMessages[row.itemType])}
            </Text>
            {row.withdrawnAt ? (
              <Badge color="gray" size="1">
                {intl.formatMessage(am.withdrawnBadge)}
              </Badge>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    {
      id: COL.targets,
      header: intl.formatMessage(am.columnTargets),
      cell: (row) => (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {row.targets
            .slice(0, 2)
            .map((t) => t.name)
            .join(', ')}
          {row.targets.length > 2
            ? ` ${intl.formatMessage(am.targetsMore, { count: row.targets.length - 2 })}`
            : ''}
        </Text>
      ),
    },
    {
      id: COL.due,
      header: intl.formatMessage(am.columnDue),
      sortable: true,
      cell: (row) => <DueText row={row} />,
    },
    {
      id: COL.progress,
      header: intl.formatMessage(am.columnProgress),
      cell: (row) => <ProgressSummary progress={row.progress} />,
    },
    {
      id: COL.created,
      header: intl.formatMessage(am.columnCreated),
      sortable: true,
      hideInCard: true,
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium' }),
    },
  ];
}

function Filters({ list }: { list: ListActorRef<AssignmentRow> }) {
  const intl = useIntl();
  const query = useSelector(list, selectQuery);
  const any = intl.formatMessage(am.filterAny);
  const first = (key: string) => query.filters[key]?.[0] ?? '';
  const set = (key: string) => (value: string) =>
    list.send({ type: 'list.filter', key, values: value ? [value] : [] });
  return (
    <Grid columns={{ initial: '1', xs: '2' }} gap="3">
      <SelectField
        label={intl.formatMessage(am.filterType)}
        value={first('type')}
        options={[['', any], ...ITEM_TYPES.map((t) => [t, intl.formatMessage(typeMessages[t])] as const)]}
        onChange={set('type')}
      />
      <SelectField
        label={intl.formatMessage(am.filterState)}
        value={first('state')}
        options={[['', any], ...STATES.map((s) => [s, intl.formatMessage(stateMessages[s])] as const)]}
        onChange={set('state')}
      />
    </Grid>
  );
}

function ExtendDialog({ extend }: { extend: ReturnType<typeof useExtend> }) {
  const intl = useIntl();
  const state = useSelector(extend, selectExtend);
  const field = (label: string, input: React.ReactNode) => (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="bold">
        {label}
        {input}
      </Text>
    </Flex>
  );
  return (
    <ChoiceDialog
      open={state.open}
      title={intl.formatMessage(am.extendTitle, { count: state.count })}
      description={state.needsDay || state.needsDays ? undefined : intl.formatMessage(am.extendNothing)}
      confirmLabel={intl.formatMessage(am.extendApply)}
      busy={state.running}
      confirmDisabled={!state.complete}
      problem={state.problem}
      onConfirm={() => extend.send({ type: 'extend.confirm' })}
      onCancel={() => extend.send({ type: 'extend.cancel' })}
    >
      {state.needsDay
        ? field(
            intl.formatMessage(am.extendDueOn),
            <input
              type="date"
              style={{ ...nativeField, width: '100%', display: 'block', marginTop: 4 }}
              value={state.dueOn}
              onChange={(e) => extend.send({ type: 'extend.dueOn', value: e.target.value })}
            />,
          )
        : null}
      {state.needsDays
        ? field(
            intl.formatMessage(am.extendAddDays),
            <input
              type="number"
              min={1}
              inputMode="numeric"
              style={{ ...nativeField, width: '100%', display: 'block', marginTop: 4 }}
              value={state.addDays}
              onChange={(e) => extend.send({ type: 'extend.addDays', value: e.target.value })}
            />,
          )
        : null}
    </ChoiceDialog>
  );
}

const useExtend = (input: Parameters<typeof useActorRef<typeof extendMachine>>[1]) =>
  useActorRef(extendMachine, input);

/** The assignments the caller manages, with progress, search, filters, sort, paging and bulk actions. */
export function AssignmentsListPage({ api, navigation, toasts, listSearch }: AssignmentPageProps) {
  const intl = useIntl();
  const list = useActorRef(assignmentsListMachine, { input: { api, navigation, toasts } });
  const confirm = useActorRef(confirmMachine);
  const extend = useExtend({ input: { api, list, toasts } });
  const request = useSelector(confirm, selectConfirmRequest);
  const selected = useSelector(list, selectSelected);
  const rows = useSelector(list, selectRows);
  const empty = useSelector(list, (s) => selectListStatus(s) === 'empty');
  const columns = useColumns(listSearch);
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(am.new)}</Link>
    </Button>
  );
  const title = routeMessages.assignments?.title;
  return (
    <Flex direction="column" gap="4" minWidth="0">
      {title ? (
        <Heading as="h1" size="7">
          {intl.formatMessage(title)}
        </Heading>
      ) : null}
      <ListView
        list={list}
        label={intl.formatMessage(am.listLabel)}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => row.itemTitle}
        onOpen={(row) => navigation.send({ type: 'navigation.navigate', to: detailHref(listSearch, row.id) })}
        pageSizes={ASSIGNMENT_LIST_QUERY.pageSizes}
        searchLabel={intl.formatMessage(am.listSearch)}
        searchHint={intl.formatMessage(am.listSearchHint)}
        filters={<Filters list={list} />}
        actions={empty ? null : add}
        bulkActions={[
          { action: 'extend', label: intl.formatMessage(am.bulkExtend) },
          { action: 'withdraw', label: intl.formatMessage(am.bulkWithdraw), destructive: true },
        ]}
        onBulk={(action) => {
          if (action === 'extend') {
            const chosen = rows.filter((r) => selected.includes(r.id));
            extend.send({
              type: 'extend.open',
              ids: selected,
              needsDay: chosen.some((r) => r.dueOn),
              needsDays: chosen.some((r) => !r.dueOn && r.dueDays),
            });
          } else
            confirm.send({
              type: 'confirm.ask',
              request: {
                key: 'withdraw',
                values: { count: selected.length },
                target: list,
                event: { type: 'list.bulk', action, ids: [...selected] },
              },
            });
        }}
        emptyText={intl.formatMessage(am.listEmpty)}
        emptyAction={add}
      />
      <ConfirmDialog
        open={request !== null}
        title={intl.formatMessage(am.withdrawTitle, { count: Number(request?.values?.count ?? 0) })}
        description={intl.formatMessage(am.withdrawDescription)}
        confirmLabel={intl.formatMessage(am.bulkWithdraw)}
        destructive
        onConfirm={() => confirm.send({ type: 'confirm.accept' })}
        onCancel={() => confirm.send({ type: 'confirm.cancel' })}
      />
      <ExtendDialog extend={extend} />
    </Flex>
  );
}
