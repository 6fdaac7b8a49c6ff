// /mail-log (ADMIN): every mail the platform queued and its fate, searched and filtered on the server; a
// mail opens (?mail=<id>) as the recipient saw it, and can be sent again.
import { Badge, Callout, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { selectQuery, selectRows } from '../../machines/admin/listMachine';
import { selectApiSettings } from '../../machines/appMachine';
import type { MailRow } from '../../machines/mailLog/mailLogActors';
import { mailLogListMachine } from '../../machines/mailLog/mailLogListMachine';
import { MAIL_LOG_QUERY, MAIL_STATUSES } from '../../machines/mailLog/mailLogQuery';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { MAIL_EVENTS } from '../../schemas/mailEvents';
import type { DataColumn } from '../admin/DataTable';
import { ListLoading } from '../admin/ListStates';
import { ListView } from '../admin/ListView';
import { DateField, SelectField } from '../admin/SelectField';
import { AppContext, useChildRef } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { MailDetail } from './MailDetail';
import { MailStatus } from './MailStatus';
import { eventMessages, ml, statusMessages } from './messages';
import './mailLog.css';

/** The table's columns; the sortable ones are the list's sort fields. */
const COL = {
  created: 'created',
  recipient: 'recipient',
  subject: 'subject',
  status: 'status',
  sent: 'sent',
} as const;

export function MailLogRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <MailLog navigation={navigation} />;
}

/** The location's search with `mail` set (or removed). */
const withMail = (search: string, id: string | null) => {
  const params = new URLSearchParams(search);
  if (id) params.set('mail', id);
  else params.delete('mail');
  const text = params.toString();
  return `/mail-log${text ? `?${text}` : ''}`;
};

function MailLog({ navigation }: { navigation: NavigationActorRef }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const list = useActorRef(mailLogListMachine, { input: { api, navigation } });
  const query = useSelector(list, selectQuery);
  const rows = useSelector(list, selectRows);
  const search = useSearch();
  const open = new URLSearchParams(search).get('mail');
  const go = (id: string | null) =>
    navigation.send({ type: 'navigation.navigate', to: withMail(search, id) });
  const first = (key: string) => query.filters[key]?.[0] ?? '';
  const set = (key: string) => (value: string) =>
    list.send({ type: 'list.filter', key, values: value ? [value] : [] });
  const any = intl.formatMessage(ml.any);
  const eventName = (event: string) =>
    eventMessages[event] ? intl.formatMessage(eventMessages[event]!) : event;
  const when = (at: string | null | undefined) =>
    at ? intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const noSmtp = rows.length > 0 && !rows[0]!.smtpConfigured;
  const title = routeMessages['mail-log']!;
  const columns: DataColumn<MailRow>[] = [
    {
      id: COL.created,
      header: intl.formatMessage(ml.colCreated),
      sortable: true,
      cell: (row) => when(row.createdAt),
    },
    {
      id: COL.recipient,
      header: intl.formatMessage(ml.colRecipient),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex direction="column" className="ml-break">
          <RadixLink asChild weight="medium">
            <Link href={withMail(search, row.id)}>{row.toName}</Link>
          </RadixLink>
          <Text size="1" color="gray">
            {row.toAddress}
          </Text>
        </Flex>
      ),
    },
    {
      id: COL.subject,
      header: intl.formatMessage(ml.colSubject),
      cell: (row) => (
        <Flex direction="column" gap="1" className="ml-break">
          <Text>{row.subject ?? '—'}</Text>
          <Flex gap="1" wrap="wrap">
            <Badge color="gray">{eventName(row.event)}</Badge>
            {row.isTest ? <Badge color="violet">{intl.formatMessage(ml.badgeTest)}</Badge> : null}
            {row.resendOf ? <Badge color="cyan">{intl.formatMessage(ml.badgeResend)}</Badge> : null}
          </Flex>
        </Flex>
      ),
    },
    {
      id: COL.status,
      header: intl.formatMessage(ml.colStatus),
      sortable: true,
      cell: (row) => <MailStatus mail={row} />,
    },
    { id: COL.sent, header: intl.formatMessage(ml.colSent), sortable: true, cell: (row) => when(row.sentAt) },
  ];
  return (
    <Flex direction="column" gap="4" minWidth="0">
      <Heading as="h1" size="7">
        {intl.formatMessage(title.title)}
      </Heading>
      <Text color="gray">{intl.formatMessage(title.purpose)}</Text>
      {noSmtp ? (
        <Callout.Root color="orange" role="status">
          <Callout.Text>{intl.formatMessage(ml.noSmtp)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <ListView
        list={list}
        label={intl.formatMessage(title.title)}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => `${row.toName} ${row.subject ?? ''}`}
        onOpen={(row) => go(row.id)}
        pageSizes={MAIL_LOG_QUERY.pageSizes}
        searchLabel={intl.formatMessage(ml.search)}
        searchHint={intl.formatMessage(ml.searchHint)}
        filters={
          <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
            <SelectField
              label={intl.formatMessage(ml.colStatus)}
              value={first('status')}
              options={[
                ['', any],
                ...MAIL_STATUSES.map((s) => [s, intl.formatMessage(statusMessages[s]!)] as const),
              ]}
              onChange={set('status')}
            />
            <SelectField
              label={intl.formatMessage(ml.colEvent)}
              value={first('event')}
              options={[['', any], ...MAIL_EVENTS.map((e) => [e, eventName(e)] as const)]}
              onChange={set('event')}
            />
            <DateField
              label={intl.formatMessage(ml.filterFrom)}
              value={first('from')}
              onChange={set('from')}
            />
            <DateField label={intl.formatMessage(ml.filterTo)} value={first('to')} onChange={set('to')} />
          </Grid>
        }
        emptyText={intl.formatMessage(ml.empty)}
      />
      {open ? <MailDetail key={open} api={api} id={open} list={list} onClose={() => go(null)} /> : null}
    </Flex>
  );
}
