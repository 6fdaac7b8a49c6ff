import { Badge, Button, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { NewsStatus } from '../../graphql/generated';
import { selectListStatus, selectQuery } from '../../machines/admin/listMachine';
import type { NewsRow } from '../../machines/communication/newsActors';
import { newsListMachine } from '../../machines/communication/newsListMachine';
import { editHref, newHref } from '../../machines/communication/newsLocations';
import {
  NEWS_COLUMNS as C,
  NEWS_LIST_QUERY,
  NEWS_STATUSES,
  statusOf,
} from '../../machines/communication/newsQuery';
import type { DataColumn } from '../admin/DataTable';
import { nativeField } from '../admin/fieldStyle';
import { ListView } from '../admin/ListView';
import { routeMessages } from '../messages/routeMessages';
import { cm } from './messages';
import type { NewsPageProps } from './pageProps';

const STATUS_COLOR = { DRAFT: 'gray', SCHEDULED: 'blue', PUBLISHED: 'green', UNPUBLISHED: 'amber' } as const;

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'DRAFT' ? 'outline' : 'soft'} highContrast>
      {intl.formatMessage(cm[`status${status}`])}
    </Badge>
  );
}

function useColumns(listSearch: string): DataColumn<NewsRow>[] {
  const intl = useIntl();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return [
    {
      id: C.title,
      header: intl.formatMessage(cm.columnTitle),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex gap="2" align="center" wrap="wrap">
          <RadixLink asChild weight="medium">
            <Link href={editHref(listSearch, row.id)}>{row.title}</Link>
          </RadixLink>
          {row.pinned ? <Badge color="gray">{intl.formatMessage(cm.pinned)}</Badge> : null}
        </Flex>
      ),
    },
    {
      id: C.status,
      header: intl.formatMessage(cm.columnStatus),
      sortable: true,
      cell: (row) => <NewsStatusBadge status={row.status} />,
    },
    {
      id: C.units,
      header: intl.formatMessage(cm.columnUnits),
      cell: (row) => (row.unitNames.length ? row.unitNames.join(', ') : intl.formatMessage(cm.everybody)),
    },
    {
      id: C.published,
      header: intl.formatMessage(cm.columnPublished),
      sortable: true,
      cell: (row) => {
        const at = row.publishedAt ?? row.publishAt;
        return at ? when(at) : intl.formatMessage(cm.notYet);
      },
    },
    {
      id: C.languages,
      header: intl.formatMessage(cm.columnLanguages),
      cell: (row) => row.locales.map((l) => names.of(l) ?? l).join(', '),
    },
    {
      id: C.updated,
      header: intl.formatMessage(cm.columnUpdated),
      sortable: true,
      cell: (row) => when(row.updatedAt),
    },
  ];
}

/** The news the caller manages: search, status filter, sort, paging; a row opens its editor. */
export function NewsListPage({ api, navigation, toasts, listSearch }: NewsPageProps) {
  const intl = useIntl();
  const list = useActorRef(newsListMachine, { input: { api, navigation, toasts } });
  const query = useSelector(list, selectQuery);
  const empty = useSelector(list, (s) => selectListStatus(s) === 'empty');
  const columns = useColumns(listSearch);
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(cm.newNews)}</Link>
    </Button>
  );
  const title = routeMessages.communication?.title;
  const filterId = 'communication-status-filter';
  const filters = (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={filterId}>
        {intl.formatMessage(cm.filterStatus)}
      </Text>
      <select
        id={filterId}
        style={nativeField}
        value={statusOf(query) ?? ''}
        onChange={(e) =>
          list.send({ type: 'list.filter', key: 'status', values: e.target.value ? [e.target.value] : [] })
        }
      >
        <option value="">{intl.formatMessage(cm.filterAll)}</option>
        {NEWS_STATUSES.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage(cm[`status${s}`])}
          </option>
        ))}
      </select>
    </Flex>
  );
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {title ? (
        <Heading as="h1" size="7">
          {intl.formatMessage(title)}
        </Heading>
      ) : null}
      <ListView
        list={list}
        label={intl.formatMessage(cm.listLabel)}
        columns={columns}
        rowId={(row) => row.id}
        rowLabel={(row) => row.title}
        onOpen={(row) => navigation.send({ type: 'navigation.navigate', to: editHref(listSearch, row.id) })}
        pageSizes={NEWS_LIST_QUERY.pageSizes}
        searchLabel={intl.formatMessage(cm.listSearch)}
        searchHint={intl.formatMessage(cm.listSearchHint)}
        filters={filters}
        actions={empty ? null : add}
        emptyText={intl.formatMessage(cm.listEmpty)}
        emptyAction={add}
      />
    </Flex>
  );
}
