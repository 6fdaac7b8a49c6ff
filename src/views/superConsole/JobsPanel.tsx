import { Badge, Button, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { confirmMachine, selectConfirmRequest } from '../../machines/admin/confirmMachine';
import { selectQuery } from '../../machines/admin/listMachine';
import type { ToastActorRef } from '../../machines/admin/toastMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import type { JobRow } from '../../machines/superConsole/consoleActors';
import { JOB_STATES, JOBS_LIST_QUERY } from '../../machines/superConsole/consoleQuery';
import { jobsListMachine } from '../../machines/superConsole/jobsListMachine';
import type { ApiSettings } from '../../services/api';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import type { DataColumn } from '../admin/DataTable';
import { ListView } from '../admin/ListView';
import { jobStateMessages, sc } from './messages';
import { SelectField } from '../admin/SelectField';

/** The table's columns (ids the table keys its cells by). */
const COL = {
  label: 'label',
  kind: 'kind',
  state: 'state',
  progress: 'progress',
  createdBy: 'createdBy',
  unit: 'unit',
  attempts: 'attempts',
  created: 'created',
  error: 'error',
  actions: 'actions',
} as const;

const STATE_COLOR: Record<string, 'gray' | 'indigo' | 'amber' | 'green' | 'red'> = {
  queued: 'gray',
  running: 'indigo',
  retrying: 'amber',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export function JobState({ state }: { state: string }) {
  const intl = useIntl();
  const text = jobStateMessages[state];
  return (
    <Badge color={STATE_COLOR[state] ?? 'gray'} highContrast>
      {text ? intl.formatMessage(text) : state}
    </Badge>
  );
}

/** The background jobs (an ADMIN all, a manager their own), filtered by state, with retry for failed ones. */
export function JobsPanel({
  api,
  navigation,
  toasts,
}: {
  api: ApiSettings;
  navigation: NavigationActorRef;
  toasts: ToastActorRef;
}) {
  const intl = useIntl();
  const list = useActorRef(jobsListMachine, { input: { api, navigation, toasts } });
  const confirm = useActorRef(confirmMachine);
  const request = useSelector(confirm, selectConfirmRequest);
  const query = useSelector(list, selectQuery);
  const askRetry = (row: JobRow) =>
    confirm.send({
      type: 'confirm.ask',
      request: {
        key: 'retry',
        values: { label: row.label },
        target: list,
        event: { type: 'list.bulk', action: 'retry', ids: [row.id] },
      },
    });
  const columns: DataColumn<JobRow>[] = [
    { id: COL.label, header: intl.formatMessage(sc.colJob), primary: true, cell: (row) => row.label },
    { id: COL.kind, header: intl.formatMessage(sc.colKind), cell: (row) => <code>{row.kind}</code> },
    { id: COL.state, header: intl.formatMessage(sc.colState), cell: (row) => <JobState state={row.state} /> },
    {
      id: COL.progress,
      header: intl.formatMessage(sc.colProgress),
      cell: (row) =>
        row.progressTotal > 0 ? (
          <Flex direction="column" gap="1" minWidth="6rem">
            <Progress
              value={Math.round((row.progressDone / row.progressTotal) * 100)}
              aria-label={intl.formatMessage(sc.progressOf, { label: row.label })}
            />
            <Text size="1">{`${intl.formatNumber(row.progressDone)} / ${intl.formatNumber(row.progressTotal)}`}</Text>
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      id: COL.createdBy,
      header: intl.formatMessage(sc.colCreatedBy),
      cell: (row) => row.createdByName ?? '—',
    },
    { id: COL.unit, header: intl.formatMessage(sc.colUnit), cell: (row) => row.unitName ?? '—' },
    {
      id: COL.attempts,
      header: intl.formatMessage(sc.colAttempts),
      align: 'right',
      cell: (row) => intl.formatNumber(row.attempts),
    },
    {
      id: COL.created,
      header: intl.formatMessage(sc.colCreated),
      cell: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: COL.error,
      header: intl.formatMessage(sc.colError),
      cell: (row) =>
        row.error ? (
          <Text size="2" color="red" className="sc-break">
            {row.error}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      id: COL.actions,
      header: intl.formatMessage(sc.colActions),
      cell: (row) =>
        row.state === 'failed' || row.state === 'cancelled' ? (
          <Button size="1" variant="soft" onClick={() => askRetry(row)}>
            {intl.formatMessage(sc.retryJob)}
          </Button>
        ) : null,
    },
  ];
  const any = intl.formatMessage(sc.any);
  return (
    <section aria-labelledby="sc-jobs">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id="sc-jobs">
          {intl.formatMessage(sc.jobsTitle)}
        </Heading>
        <ListView
          list={list}
          label={intl.formatMessage(sc.jobsTitle)}
          columns={columns}
          rowId={(row) => row.id}
          rowLabel={(row) => row.label}
          pageSizes={JOBS_LIST_QUERY.pageSizes}
          searchLabel={intl.formatMessage(sc.jobsSearch)}
          filters={
            <SelectField
              label={intl.formatMessage(sc.colState)}
              value={query.filters.state?.[0] ?? ''}
              options={[
                ['', any],
                ...JOB_STATES.map((s) => [s, intl.formatMessage(jobStateMessages[s]!)] as const),
              ]}
              onChange={(value) =>
                list.send({ type: 'list.filter', key: 'state', values: value ? [value] : [] })
              }
            />
          }
          emptyText={intl.formatMessage(sc.jobsEmpty)}
        />
      </Flex>
      <ConfirmDialog
        open={request !== null}
        title={intl.formatMessage(sc.retryTitle)}
        description={intl.formatMessage(sc.retryDescription, { label: String(request?.values?.label ?? '') })}
        confirmLabel={intl.formatMessage(sc.retryJob)}
        onConfirm={() => confirm.send({ type: 'confirm.accept' })}
        onCancel={() => confirm.send({ type: 'confirm.cancel' })}
      />
    </section>
  );
}
