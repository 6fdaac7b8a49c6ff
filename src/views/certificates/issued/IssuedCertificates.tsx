import { Badge, Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { IssuedCertificateStatus } from '../../../graphql/generated';
import { selectListStatus, selectQuery, type ListActorRef } from '../../../machines/admin/listMachine';
import {
  certificateActionMachine,
  selectAction,
} from '../../../machines/certificates/issued/certificateActionMachine';
import type { IssuedRow } from '../../../machines/certificates/issued/issuedActors';
import { issuedListMachine } from '../../../machines/certificates/issued/issuedListMachine';
import { ISSUED_LIST_QUERY, ISSUED_STATUSES } from '../../../machines/certificates/issued/issuedQuery';
import { manualIssueMachine } from '../../../machines/certificates/issued/manualIssueMachine';
import type { DataColumn } from '../../admin/DataTable';
import { ListView } from '../../admin/ListView';
import { SelectField } from '../../admin/SelectField';
import type { CertificatePageProps } from '../pageProps';
import { ActionDialog, ManualIssueDialog } from './IssuedDialogs';
import { im, pdfMessages, statusMessages } from './messages';

/** The columns; the sortable ones are also the list's sort fields. */
const COL = {
  learner: 'learner',
  title: 'title',
  number: 'number',
  status: 'status',
  issued: 'issued',
  expires: 'expires',
  actions: 'actions',
} as const;

type ActionRef = ReturnType<typeof useActorRef<typeof certificateActionMachine>>;

const STATUS_COLOUR: Record<IssuedCertificateStatus, 'green' | 'amber' | 'gray' | 'red'> = {
  VALID: 'green',
  EXPIRING_SOON: 'amber',
  EXPIRED: 'gray',
  REVOKED: 'red',
};

function StatusBadges({ row }: { row: IssuedRow }) {
  const intl = useIntl();
  return (
    <Flex gap="1" wrap="wrap">
      <Badge color={STATUS_COLOUR[row.status]}>{intl.formatMessage(statusMessages[row.status])}</Badge>
      {row.pdfStatus === 'READY' ? null : (
        <Badge
          color={row.pdfStatus === 'FAILED' ? 'red' : 'gray'}
          variant="outline"
          title={row.renderError ?? undefined}
        >
          {intl.formatMessage(pdfMessages[row.pdfStatus])}
        </Badge>
      )}
    </Flex>
  );
}

function RowActions({ row, actions }: { row: IssuedRow; actions: ActionRef }) {
  const intl = useIntl();
  const downloading = useSelector(actions, (s) => selectAction(s).downloadingId === row.id);
  const reissuable = (row.status === 'REVOKED' || row.status === 'EXPIRED') && !row.replacedById;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button
          variant="soft"
          size="1"
          aria-label={intl.formatMessage(im.actionsFor, { number: row.number })}
        >
          {downloading ? intl.formatMessage(im.downloading) : intl.formatMessage(im.columnActions)}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item
          disabled={row.pdfStatus !== 'READY' || downloading}
          onSelect={() => actions.send({ type: 'action.download', row })}
        >
          {intl.formatMessage(im.download)}
        </DropdownMenu.Item>
        {row.pdfStatus === 'FAILED' ? (
          <DropdownMenu.Item onSelect={() => actions.send({ type: 'action.retry', row })}>
            {intl.formatMessage(im.retry)}
          </DropdownMenu.Item>
        ) : null}
        {reissuable ? (
          <DropdownMenu.Item onSelect={() => actions.send({ type: 'action.reissue', row })}>
            {intl.formatMessage(im.reissue)}
          </DropdownMenu.Item>
        ) : null}
        {row.revokedAt ? null : (
          <DropdownMenu.Item color="red" onSelect={() => actions.send({ type: 'action.revoke', row })}>
            {intl.formatMessage(im.revoke)}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function useColumns(actions: ActionRef): DataColumn<IssuedRow>[] {
  const intl = useIntl();
  const day = (value: string) => intl.formatDate(`${value}T12:00:00`, { dateStyle: 'medium' });
  return [
    {
      id: COL.learner,
      header: intl.formatMessage(im.columnLearner),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex direction="column" gap="1" minWidth="0">
          <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
            {row.learnerName}
          </Text>
          <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
            {row.learnerEmail}
          </Text>
        </Flex>
      ),
    },
    {
      id: COL.title,
      header: intl.formatMessage(im.columnTitle),
      sortable: true,
      cell: (row) => (
        <Flex direction="column" gap="1" minWidth="0">
          <Text style={{ overflowWrap: 'anywhere' }}>{row.title}</Text>
          {row.revokedReason ? (
            <Text size="1" color="red" style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(im.revokedBecause, { reason: row.revokedReason })}
            </Text>
          ) : null}
          {row.replacesId ? (
            <Text size="1" color="gray">
              {intl.formatMessage(im.replaces)}
            </Text>
          ) : null}
          {row.replacedById ? (
            <Text size="1" color="gray">
              {intl.formatMessage(im.replaced)}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      id: COL.number,
      header: intl.formatMessage(im.columnNumber),
      sortable: true,
      cell: (row) => row.number,
    },
    {
      id: COL.status,
      header: intl.formatMessage(im.columnStatus),
      cell: (row) => <StatusBadges row={row} />,
    },
    {
      id: COL.issued,
      header: intl.formatMessage(im.columnIssued),
      sortable: true,
      cell: (row) => (
        <Flex direction="column" gap="1">
          <Text>{intl.formatDate(row.issuedAt, { dateStyle: 'medium' })}</Text>
          {row.issuedByName ? (
            <Text size="1" color="gray">
              {intl.formatMessage(im.issuedBy, { name: row.issuedByName })}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      id: COL.expires,
      header: intl.formatMessage(im.columnExpires),
      sortable: true,
      cell: (row) => (row.expiresOn ? day(row.expiresOn) : intl.formatMessage(im.noExpiry)),
    },
    {
      id: COL.actions,
      header: intl.formatMessage(im.columnActions),
      cell: (row) => <RowActions row={row} actions={actions} />,
    },
  ];
}

function Filters({ list }: { list: ListActorRef<IssuedRow> }) {
  const intl = useIntl();
  const query = useSelector(list, selectQuery);
  return (
    <SelectField
      label={intl.formatMessage(im.filterStatus)}
      value={query.filters.status?.[0] ?? ''}
      options={[
        ['', intl.formatMessage(im.filterAny)],
        ...ISSUED_STATUSES.map((s) => [s, intl.formatMessage(statusMessages[s])] as const),
      ]}
      onChange={(value) => list.send({ type: 'list.filter', key: 'status', values: value ? [value] : [] })}
    />
  );
}

/** The Issued tab of /certificates: every issued certificate, with revoke, re-issue, download and issuing by hand. */
export function IssuedCertificates({ api, navigation, toasts }: CertificatePageProps) {
  const intl = useIntl();
  const list = useActorRef(issuedListMachine, { input: { api, navigation, toasts } });
  const actions = useActorRef(certificateActionMachine, { input: { api, list, toasts } });
  const issue = useActorRef(manualIssueMachine, { input: { api, list, toasts } });
  const empty = useSelector(list, (s) => selectListStatus(s) === 'empty');
  const columns = useColumns(actions);
  const add = (
    <Button onClick={() => issue.send({ type: 'issue.open' })}>{intl.formatMessage(im.issueNew)}</Button>
  );
  return (
    <Flex direction="column" gap="4" minWidth="0">
      <ListView
        list={list}
        label={intl.formatMessage(im.listLabel)}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => `${row.number} ${row.learnerName}`}
        pageSizes={ISSUED_LIST_QUERY.pageSizes}
        searchLabel={intl.formatMessage(im.search)}
        searchHint={intl.formatMessage(im.searchHint)}
        filters={<Filters list={list} />}
        actions={empty ? null : add}
        emptyText={intl.formatMessage(im.empty)}
        emptyAction={add}
      />
      <ActionDialog actor={actions} />
      <ManualIssueDialog actor={issue} />
    </Flex>
  );
}
