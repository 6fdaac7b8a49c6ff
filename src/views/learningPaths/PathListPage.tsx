import { Badge, Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LearningPathStatus } from '../../graphql/generated';
import { selectQuery } from '../../machines/admin/listMachine';
import type { PathRow } from '../../machines/learningPaths/pathActors';
import { pathListMachine, selectShowsArchived } from '../../machines/learningPaths/pathListMachine';
import { editHref, newHref } from '../../machines/learningPaths/pathLocations';
import { PATH_COLUMNS as C, PATH_LIST_QUERY } from '../../machines/learningPaths/pathQuery';
import { ArchivingListPage } from '../admin/ArchivingListPage';
import type { DataColumn } from '../admin/DataTable';
import { nativeField } from '../admin/fieldStyle';
import type { BulkActionButton } from '../admin/ListToolbar';
import { routeMessages } from '../messages/routeMessages';
import { lp } from './messages';
import type { PathPageProps } from './pageProps';

// Amber, not orange: the app imports no orange scale, and a colour without its scale draws nothing.
const STATUS_COLOR = { DRAFT: 'gray', PUBLISHED: 'green', ARCHIVED: 'amber' } as const;

export function PathStatusBadge({ status }: { status: LearningPathStatus }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'DRAFT' ? 'outline' : 'soft'} highContrast>
      {intl.formatMessage(lp[`status${status}`])}
    </Badge>
  );
}

function useColumns(listSearch: string): DataColumn<PathRow>[] {
  const intl = useIntl();
  const count = (n: number) => intl.formatNumber(n);
  return [
    {
      id: C.title,
      header: intl.formatMessage(lp.colTitle),
      sortable: true,
      primary: true,
      cell: (row) => (
        <RadixLink asChild weight="medium">
          <Link href={editHref(listSearch, row.id)}>{row.title}</Link>
        </RadixLink>
      ),
    },
    {
      id: C.status,
      header: intl.formatMessage(lp.colStatus),
      sortable: true,
      cell: (row) => <PathStatusBadge status={row.status} />,
    },
    {
      id: C.unit,
      header: intl.formatMessage(lp.colUnit),
      cell: (row) => row.unitName ?? intl.formatMessage(lp.everyUnit),
    },
    {
      id: C.sections,
      header: intl.formatMessage(lp.colSections),
      sortable: true,
      align: 'right',
      cell: (row) => count(row.sectionCount),
    },
    {
      id: C.media,
      header: intl.formatMessage(lp.colMedia),
      align: 'right',
      cell: (row) => count(row.mediaCount),
    },
    {
      id: C.learners,
      header: intl.formatMessage(lp.colLearners),
      sortable: true,
      align: 'right',
      cell: (row) => count(row.learnerCount),
    },
    {
      id: C.duration,
      header: intl.formatMessage(lp.colDuration),
      align: 'right',
      cell: (row) =>
        row.estimatedMinutes === null || row.estimatedMinutes === undefined
          ? intl.formatMessage(lp.noDuration)
          : intl.formatMessage(lp.minutes, { minutes: row.estimatedMinutes }),
    },
    {
      id: C.updated,
      header: intl.formatMessage(lp.colUpdated),
      sortable: true,
      cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
}

/** The paths the manager may manage: search, status filter, sort, paging, bulk archive (asked) and restore. */
export function PathListPage({ api, navigation, toasts, listSearch }: PathPageProps) {
  const intl = useIntl();
  const list = useActorRef(pathListMachine, { input: { api, navigation, toasts } });
  const archived = useSelector(list, selectShowsArchived);
  const query = useSelector(list, selectQuery);
  const columns = useColumns(listSearch);
  const bulk: BulkActionButton[] = archived
    ? [{ action: 'restore', label: intl.formatMessage(lp.bulkRestore) }]
    : [{ action: 'archive', label: intl.formatMessage(lp.bulkArchive), destructive: true }];
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(lp.newPath)}</Link>
    </Button>
  );
  const title = routeMessages['learning-path']?.title;
  const filterId = 'learning-path-status-filter';
  const filters = (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={filterId}>
        {intl.formatMessage(lp.filterStatus)}
      </Text>
      <select
        id={filterId}
        style={nativeField}
        value={query.filters.status?.includes('ARCHIVED') ? 'ARCHIVED' : ''}
        onChange={(e) =>
          list.send({ type: 'list.filter', key: 'status', values: e.target.value ? [e.target.value] : [] })
        }
      >
        <option value="">{intl.formatMessage(lp.filterActive)}</option>
        <option value="ARCHIVED">{intl.formatMessage(lp.filterArchived)}</option>
      </select>
    </Flex>
  );
  return (
    <ArchivingListPage
      heading={title ? intl.formatMessage(title) : undefined}
      list={list}
      label={intl.formatMessage(lp.tableLabel)}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={(row) => row.title}
      onOpen={(row) => navigation.send({ type: 'navigation.navigate', to: editHref(listSearch, row.id) })}
      pageSizes={PATH_LIST_QUERY.pageSizes}
      searchLabel={intl.formatMessage(lp.searchLabel)}
      searchHint={intl.formatMessage(lp.searchHint)}
      filters={filters}
      add={add}
      bulkActions={bulk}
      emptyText={intl.formatMessage(lp.empty)}
      archive={{
        title: (count) => intl.formatMessage(lp.archiveTitle, { count }),
        description: intl.formatMessage(lp.archiveDescription),
        confirmLabel: intl.formatMessage(lp.archiveConfirm),
      }}
    />
  );
}
