// The people of one assignment: search, status filter, the table (a card list on phones) with selection,
// the actions for the selected people (remind, extend, let off) and for everyone (remind), and paging.
import { Button, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { AssignmentStatus } from '../../graphql/generated';
import type { AssignmentLearner } from '../../machines/assignments/assignmentActors';
import {
  selectPeoplePages,
  selectPeopleStatus,
  type assignmentDetailMachine,
} from '../../machines/assignments/assignmentDetailMachine';
import { DataTable, type DataColumn } from '../admin/DataTable';
import { nativeField } from '../admin/fieldStyle';
import { ListEmpty, ListFailed, ListLoading } from '../admin/ListStates';
import { SelectField } from '../admin/SelectField';
import { StatusBadge, useDay } from './AssignmentParts';
import { am, statusMessages } from './messages';

/** The columns; the list's sortable ones are also its sort fields. */
const COL = {
  name: 'name',
  units: 'units',
  status: 'status',
  due: 'due',
  progress: 'progress',
  assigned: 'assigned',
  activity: 'activity',
} as const;

export type DetailActor = ActorRefFrom<typeof assignmentDetailMachine>;

const STATUSES: readonly AssignmentStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'OVERDUE'];

function useColumns(): DataColumn<AssignmentLearner>[] {
  const intl = useIntl();
  const day = useDay();
  return [
    {
      id: COL.name,
      header: intl.formatMessage(am.peopleColumnName),
      primary: true,
      cell: (row) => (
        <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Text>
      ),
    },
    {
      id: COL.units,
      header: intl.formatMessage(am.peopleColumnUnits),
      cell: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.units.join(', ')}</Text>,
    },
    {
      id: COL.status,
      header: intl.formatMessage(am.peopleColumnStatus),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: COL.due,
      header: intl.formatMessage(am.peopleColumnDue),
      cell: (row) =>
        row.dueOn ? (
          <Text>
            {day(row.dueOn)}
            {row.extendedTo ? <Text color="gray"> ({intl.formatMessage(am.peopleExtendedTo)})</Text> : null}
          </Text>
        ) : (
          intl.formatMessage(am.peopleNever)
        ),
    },
    {
      id: COL.progress,
      header: intl.formatMessage(am.peopleColumnProgress),
      cell: (row) => (
        <Flex gap="2" align="center">
          <Progress value={row.progress} aria-hidden style={{ width: '4rem' }} />
          <Text size="2">{row.progress} %</Text>
        </Flex>
      ),
    },
    {
      id: COL.assigned,
      header: intl.formatMessage(am.peopleColumnAssigned),
      hideInCard: true,
      cell: (row) => day(row.assignedOn),
    },
    {
      id: COL.activity,
      header: intl.formatMessage(am.peopleColumnActivity),
      hideInCard: true,
      cell: (row) =>
        row.lastActivityAt
          ? intl.formatDate(row.lastActivityAt, { dateStyle: 'medium' })
          : intl.formatMessage(am.peopleNever),
    },
  ];
}

export function AssignmentPeople({ detail }: { detail: DetailActor }) {
  const intl = useIntl();
  const searchId = useId();
  const status = useSelector(detail, selectPeopleStatus);
  const pages = useSelector(detail, selectPeoplePages);
  const { query, learners, selected, peopleProblem, assignment } = useSelector(detail, (s) => s.context);
  const columns = useColumns();
  const open = assignment?.withdrawnAt == null;
  const ask = (kind: 'extend' | 'withdraw' | 'remind', userIds: readonly string[]) =>
    detail.send({ type: 'action.ask', kind, userIds });
  const hasDue = Boolean(assignment?.dueOn || assignment?.dueDays);
  return (
    <Flex direction="column" gap="3" minWidth="0">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          {intl.formatMessage(am.peopleTitle)}
        </Heading>
        {open ? (
          <Button variant="soft" onClick={() => ask('remind', [])}>
            {intl.formatMessage(am.peopleRemindAll)}
          </Button>
        ) : null}
      </Flex>
      <Grid columns={{ initial: '1', xs: '2' }} gap="3">
        <Flex direction="column" gap="1" minWidth="0">
          <Text as="label" htmlFor={searchId} size="2" weight="bold">
            {intl.formatMessage(am.peopleSearch)}
          </Text>
          <input
            id={searchId}
            type="search"
            style={{ ...nativeField, width: '100%' }}
            value={query.search}
            onChange={(e) => detail.send({ type: 'people.search', text: e.target.value })}
          />
        </Flex>
        <SelectField
          label={intl.formatMessage(am.peopleStatus)}
          value={query.status ?? ''}
          options={[
            ['', intl.formatMessage(am.filterAny)],
            ...STATUSES.map((s) => [s, intl.formatMessage(statusMessages[s])] as const),
          ]}
          onChange={(value) =>
            detail.send({ type: 'people.status', status: value === '' ? null : (value as AssignmentStatus) })
          }
        />
      </Grid>
      {selected.length && open ? (
        <Flex
          gap="2"
          align="center"
          wrap="wrap"
          role="group"
          aria-label={intl.formatMessage(am.peopleSelected, { count: selected.length })}
        >
          <Text size="2" weight="medium">
            {intl.formatMessage(am.peopleSelected, { count: selected.length })}
          </Text>
          <Button size="1" variant="soft" onClick={() => ask('remind', selected)}>
            {intl.formatMessage(am.peopleRemind)}
          </Button>
          {hasDue ? (
            <Button size="1" variant="soft" onClick={() => ask('extend', selected)}>
              {intl.formatMessage(am.peopleExtend)}
            </Button>
          ) : null}
          <Button size="1" variant="soft" color="red" onClick={() => ask('withdraw', selected)}>
            {intl.formatMessage(am.peopleWithdraw)}
          </Button>
        </Flex>
      ) : null}
      {status === 'failed' ? (
        <ListFailed problem={peopleProblem} onRetry={() => detail.send({ type: 'people.retry' })} />
      ) : learners.length === 0 && status !== 'ready' ? (
        <ListLoading />
      ) : learners.length === 0 ? (
        <ListEmpty text={intl.formatMessage(am.peopleEmpty)} />
      ) : (
        <DataTable
          label={intl.formatMessage(am.peopleLabel)}
          rows={learners}
          columns={columns}
          rowId={(row) => row.userId}
          rowLabel={(row) => row.name}
          sort={{ field: 'name', direction: 'asc' }}
          onSort={() => undefined}
          selectable={open}
          selected={selected}
          onSelect={(id, on) => detail.send({ type: 'people.select', id, selected: on })}
          onSelectAll={(on) => detail.send({ type: 'people.selectAll', selected: on })}
          busy={status !== 'ready'}
        />
      )}
      {pages > 1 ? (
        <Flex gap="3" align="center" justify="center" wrap="wrap">
          <Button
            variant="soft"
            disabled={query.page <= 1}
            onClick={() => detail.send({ type: 'people.page', page: query.page - 1 })}
          >
            {intl.formatMessage(am.peoplePrevious)}
          </Button>
          <Text size="2">{intl.formatMessage(am.peoplePage, { page: query.page, pages })}</Text>
          <Button
            variant="soft"
            disabled={query.page >= pages}
            onClick={() => detail.send({ type: 'people.page', page: query.page + 1 })}
          >
            {intl.formatMessage(am.peopleNext)}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
