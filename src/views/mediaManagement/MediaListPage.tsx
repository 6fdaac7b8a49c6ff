import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MediumRow } from '../../machines/mediaManagement/mediaActors';
import { selectMediaState, mediaListMachine } from '../../machines/mediaManagement/mediaListMachine';
import { editHref, newHref } from '../../machines/mediaManagement/mediaLocations';
import { MEDIA_COLUMNS as C, MEDIA_LIST_QUERY } from '../../machines/mediaManagement/mediaQuery';
import { ArchivingListPage } from '../admin/ArchivingListPage';
import type { DataColumn } from '../admin/DataTable';
import type { BulkActionButton } from '../admin/ListToolbar';
import { MediumCover } from '../learning/MediumCover';
import { routeMessages } from '../messages/routeMessages';
import { MediaFilters, OptionsProblem } from './MediaFilters';
import { StateBadge } from './MediumParts';
import { mm, typeMessages } from './messages';
import type { MediaPageProps } from './pageProps';

function useColumns(listSearch: string): DataColumn<MediumRow>[] {
  const intl = useIntl();
  return [
    {
      id: C.title,
      header: intl.formatMessage(mm.colTitle),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex gap="2" align="center">
          <MediumCover type={row.type} coverUrl={row.coverUrl} size="thumb" />
          <RadixLink asChild weight="medium">
            <Link href={editHref(listSearch, row.id)}>{row.title}</Link>
          </RadixLink>
        </Flex>
      ),
    },
    {
      id: C.type,
      header: intl.formatMessage(mm.colType),
      sortable: true,
      cell: (row) => intl.formatMessage(typeMessages[row.type]),
    },
    {
      id: C.category,
      header: intl.formatMessage(mm.colCategory),
      sortable: true,
      cell: (row) => row.categoryPath ?? <Text color="gray">{intl.formatMessage(mm.noCategory)}</Text>,
    },
    {
      id: C.unit,
      header: intl.formatMessage(mm.colUnit),
      cell: (row) => row.unitName ?? intl.formatMessage(mm.everyUnit),
    },
    {
      id: C.published,
      header: intl.formatMessage(mm.colPublished),
      sortable: true,
      cell: (row) => <StateBadge medium={row} />,
    },
    {
      id: C.enrolments,
      header: intl.formatMessage(mm.colEnrolments),
      sortable: true,
      align: 'right',
      cell: (row) => intl.formatMessage(mm.enrolments, { count: row.enrolmentCount }),
    },
    {
      id: C.updated,
      header: intl.formatMessage(mm.colUpdated),
      sortable: true,
      cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
}

/** The media the manager may manage, with search, filters, sort, paging and bulk actions. */
export function MediaListPage({
  api,
  navigation,
  toasts,
  options,
  listSearch,
  machine = mediaListMachine,
}: MediaPageProps & { machine?: typeof mediaListMachine }) {
  const intl = useIntl();
  const list = useActorRef(machine, { input: { api, navigation, toasts } });
  const state = useSelector(list, selectMediaState);
  const columns = useColumns(listSearch);
  const bulk: BulkActionButton[] =
    state === 'ARCHIVED'
      ? [{ action: 'restore', label: intl.formatMessage(mm.bulkRestore) }]
      : [
          { action: 'publish', label: intl.formatMessage(mm.bulkPublish) },
          { action: 'unpublish', label: intl.formatMessage(mm.bulkUnpublish) },
          { action: 'archive', label: intl.formatMessage(mm.bulkArchive), destructive: true },
          ...(state === 'ALL' ? [{ action: 'restore', label: intl.formatMessage(mm.bulkRestore) }] : []),
        ];
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(mm.addMedium)}</Link>
    </Button>
  );
  const title = routeMessages['media-management']?.title;
  return (
    <ArchivingListPage
      heading={title ? intl.formatMessage(title) : undefined}
      banner={<OptionsProblem options={options} />}
      list={list}
      label={intl.formatMessage(mm.tableLabel)}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={(row) => row.title}
      onOpen={(row) => navigation.send({ type: 'navigation.navigate', to: editHref(listSearch, row.id) })}
      pageSizes={MEDIA_LIST_QUERY.pageSizes}
      searchLabel={intl.formatMessage(mm.searchLabel)}
      searchHint={intl.formatMessage(mm.searchHint)}
      filters={<MediaFilters list={list} options={options} />}
      add={add}
      bulkActions={bulk}
      emptyText={intl.formatMessage(mm.empty)}
      archive={{
        title: (count) => intl.formatMessage(mm.archiveTitleMany, { count }),
        description: intl.formatMessage(mm.archiveDescription),
        confirmLabel: intl.formatMessage(mm.archiveConfirm),
      }}
    />
  );
}
