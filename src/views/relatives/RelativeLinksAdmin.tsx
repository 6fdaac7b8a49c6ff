import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { confirmMachine, selectConfirmRequest } from '../../machines/admin/confirmMachine';
import { selectQuery, selectSelected, type ListActorRef } from '../../machines/admin/listMachine';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { createLinkMachine } from '../../machines/relatives/createLinkMachine';
import { relativeLinksListMachine } from '../../machines/relatives/relativeLinksListMachine';
import type { RelativeLinkRow } from '../../machines/relatives/relativesActors';
import { LINK_COLUMNS as C, LINK_STATES, LINKS_LIST_QUERY } from '../../machines/relatives/relativesQuery';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import type { DataColumn } from '../admin/DataTable';
import { nativeField } from '../admin/fieldStyle';
import { ListLoading } from '../admin/ListStates';
import { ListView } from '../admin/ListView';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { CreateLinkDialog } from './CreateLinkDialog';
import { rm, stateMessage } from './messages';

type LinksList = ListActorRef<RelativeLinkRow>;
const STATE_COLOR = { ACTIVE: 'green', EXPIRED: 'gray', REVOKED: 'red' } as const;

/** /relatives for a signed-in administrator: the links, a new one, withdrawing. */
export function RelativeLinksAdmin() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <LinksManagement navigation={navigation} />;
}

function LinksManagement({ navigation }: { navigation: NavigationActorRef }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const toasts = useActorRef(toastMachine);
  const list = useActorRef(relativeLinksListMachine, { input: { api, navigation, toasts } });
  const create = useActorRef(createLinkMachine, { input: { api, list } });
  const confirm = useActorRef(confirmMachine);
  const request = useSelector(confirm, selectConfirmRequest);
  const selected = useSelector(list, selectSelected);
  const askRevoke = (ids: string[], row?: RelativeLinkRow) =>
    confirm.send({
      type: 'confirm.ask',
      request: {
        key: 'revoke',
        values: { count: ids.length, name: row?.learnerName ?? '', label: row?.label ?? '' },
        target: list,
        event: { type: 'list.bulk', action: 'revoke', ids },
      },
    });
  const columns = useColumns((row) => askRevoke([row.id], row));
  const add = (
    <Button onClick={() => create.send({ type: 'link.open' })}>{intl.formatMessage(rm.newLink)}</Button>
  );
  const title = routeMessages.relatives?.title;
  const one = request?.values?.name ? request.values : null;
  return (
    <Flex direction="column" gap="4">
      {title ? (
        <Heading as="h1" size="7">
          {intl.formatMessage(title)}
        </Heading>
      ) : null}
      <Text as="p" size="2" style={{ maxWidth: 720 }}>
        {intl.formatMessage(rm.adminIntro)}
      </Text>
      <ListView
        list={list}
        label={intl.formatMessage(rm.tableLabel)}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => `${row.learnerName} ${row.label}`.trim()}
        pageSizes={LINKS_LIST_QUERY.pageSizes}
        searchLabel={intl.formatMessage(rm.searchLabel)}
        searchHint={intl.formatMessage(rm.searchHint)}
        filters={<StateFilter list={list} />}
        actions={add}
        bulkActions={[{ action: 'revoke', label: intl.formatMessage(rm.revoke), destructive: true }]}
        onBulk={() => askRevoke([...selected])}
        emptyText={intl.formatMessage(rm.empty)}
        emptyAction={add}
      />
      <ConfirmDialog
        open={request !== null}
        title={intl.formatMessage(rm.revokeTitle)}
        description={
          one
            ? intl.formatMessage(rm.revokeText, {
                name: String(one.name),
                label: String(one.label || intl.formatMessage(rm.noLabel)),
              })
            : intl.formatMessage(rm.revokeMany, { count: Number(request?.values?.count ?? 0) })
        }
        confirmLabel={intl.formatMessage(rm.revoke)}
        destructive
        onConfirm={() => confirm.send({ type: 'confirm.accept' })}
        onCancel={() => confirm.send({ type: 'confirm.cancel' })}
      />
      <CreateLinkDialog create={create} />
      <Toaster actor={toasts} />
    </Flex>
  );
}

function useColumns(onRevoke: (row: RelativeLinkRow) => void): DataColumn<RelativeLinkRow>[] {
  const intl = useIntl();
  const date = (value: string | null | undefined) =>
    value ? intl.formatDate(value, { dateStyle: 'medium' }) : intl.formatMessage(rm.neverUsed);
  return [
    {
      id: C.learner,
      header: intl.formatMessage(rm.colLearner),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex direction="column">
          <Text weight="medium">{row.learnerName}</Text>
          <Text size="1" color="gray">
            {row.learnerUsername}
          </Text>
        </Flex>
      ),
    },
    {
      id: C.label,
      header: intl.formatMessage(rm.colLabel),
      cell: (row) => row.label || <Text color="gray">{intl.formatMessage(rm.noLabel)}</Text>,
    },
    {
      id: C.state,
      header: intl.formatMessage(rm.colState),
      cell: (row) => (
        <Badge color={STATE_COLOR[row.state]} variant="soft" highContrast>
          {intl.formatMessage(stateMessage(row.state))}
        </Badge>
      ),
    },
    {
      id: C.created,
      header: intl.formatMessage(rm.colCreated),
      sortable: true,
      cell: (row) => date(row.createdAt),
    },
    {
      id: C.expires,
      header: intl.formatMessage(rm.colExpires),
      sortable: true,
      cell: (row) => date(row.expiresAt),
    },
    {
      id: C.lastUsed,
      header: intl.formatMessage(rm.colLastUsed),
      sortable: true,
      cell: (row) => date(row.lastUsedAt),
    },
    {
      id: C.actions,
      header: intl.formatMessage(rm.colActions),
      cell: (row) =>
        row.state === 'REVOKED' ? null : (
          <Button
            size="1"
            variant="soft"
            color="red"
            aria-label={intl.formatMessage(rm.revokeFor, {
              label: row.label || intl.formatMessage(rm.noLabel),
              name: row.learnerName,
            })}
            onClick={() => onRevoke(row)}
          >
            {intl.formatMessage(rm.revoke)}
          </Button>
        ),
    },
  ];
}

function StateFilter({ list }: { list: LinksList }) {
  const intl = useIntl();
  const id = useId();
  const query = useSelector(list, selectQuery);
  const value = query.filters.state?.[0] ?? '';
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {intl.formatMessage(rm.stateFilter)}
      </Text>
      <select
        id={id}
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) =>
          list.send({ type: 'list.filter', key: 'state', values: e.target.value ? [e.target.value] : [] })
        }
      >
        <option value="">{intl.formatMessage(rm.allStates)}</option>
        {LINK_STATES.map((state) => (
          <option key={state} value={state}>
            {intl.formatMessage(stateMessage(state))}
          </option>
        ))}
      </select>
    </Flex>
  );
}
