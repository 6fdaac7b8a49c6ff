import { Badge, Button, Link as RadixLink } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';

import type { BadgeRow } from '../../../machines/badges/admin/badgeActors';
import { badgeListMachines, selectShowsArchived } from '../../../machines/badges/admin/badgeListMachine';
import { editHref, newHref } from '../../../machines/badges/admin/badgeLocations';
import { BADGE_COLUMNS as C, BADGE_LIST_QUERY } from '../../../machines/badges/admin/badgeQuery';
import type { BadgeDesign } from '../../../schemas/badgeDesign';
import { ArchivingListPage } from '../../admin/ArchivingListPage';
import type { DataColumn } from '../../admin/DataTable';
import type { BulkActionButton } from '../../admin/ListToolbar';
import { SelectField } from '../../admin/SelectField';
import { routeMessages } from '../../messages/routeMessages';
import { BadgeImage } from './BadgeImage';
import { bm } from './messages';
import type { BadgePageProps } from './pageProps';
import { ruleText } from './ruleText';

function useColumns(kind: BadgePageProps['kind'], listSearch: string): DataColumn<BadgeRow>[] {
  const intl = useIntl();
  return [
    {
      id: C.image,
      header: intl.formatMessage(bm.colImage),
      cell: (row) => (
        <BadgeImage design={row.design as BadgeDesign | null} imageUrl={row.imageUrl} size={40} alt="" />
      ),
    },
    {
      id: C.name,
      header: intl.formatMessage(bm.colName),
      sortable: true,
      primary: true,
      cell: (row) => (
        <RadixLink asChild weight="medium">
          <Link href={editHref(kind, listSearch, row.id)}>{row.name}</Link>
        </RadixLink>
      ),
    },
    {
      id: C.rule,
      header: intl.formatMessage(bm.colRule),
      sortable: true,
      cell: (row) => ruleText(intl, row),
    },
    {
      id: C.awards,
      header: intl.formatMessage(bm.colAwards),
      sortable: true,
      align: 'right',
      cell: (row) => intl.formatNumber(row.awardCount),
    },
    {
      id: C.status,
      header: intl.formatMessage(bm.colStatus),
      cell: (row) =>
        row.archivedAt ? (
          <Badge color="amber" variant="soft" highContrast>
            {intl.formatMessage(bm.statusArchived)}
          </Badge>
        ) : (
          <Badge color="green" variant="soft" highContrast>
            {intl.formatMessage(bm.statusActive)}
          </Badge>
        ),
    },
    {
      id: C.updated,
      header: intl.formatMessage(bm.colUpdated),
      sortable: true,
      hideInCard: true,
      cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium' }),
    },
  ];
}

/** The badges of one kind: search, archived filter, sort, paging, bulk archive (asked) and restore. */
export function BadgeListPage({ kind, api, navigation, toasts, listSearch }: BadgePageProps) {
  const intl = useIntl();
  const list = useActorRef(badgeListMachines[kind], { input: { api, navigation, toasts } });
  const archived = useSelector(list, selectShowsArchived);
  const columns = useColumns(kind, listSearch);
  const bulk: BulkActionButton[] = archived
    ? [{ action: 'restore', label: intl.formatMessage(bm.bulkRestore) }]
    : [{ action: 'archive', label: intl.formatMessage(bm.bulkArchive), destructive: true }];
  const add = (
    <Button asChild>
      <Link href={newHref(kind, listSearch)}>{intl.formatMessage(bm.newBadge)}</Link>
    </Button>
  );
  const title = routeMessages[kind === 'SYSTEM' ? 'system-badges' : 'course-badges']?.title;
  const filters = (
    <SelectField
      label={intl.formatMessage(bm.filterStatus)}
      value={archived ? '1' : ''}
      options={[
        ['', intl.formatMessage(bm.filterActive)],
        ['1', intl.formatMessage(bm.filterArchived)],
      ]}
      onChange={(value) => list.send({ type: 'list.filter', key: 'archived', values: value ? [value] : [] })}
    />
  );
  return (
    <ArchivingListPage
      heading={title ? intl.formatMessage(title) : undefined}
      list={list}
      label={intl.formatMessage(bm.tableLabel)}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={(row) => row.name}
      onOpen={(row) =>
        navigation.send({ type: 'navigation.navigate', to: editHref(kind, listSearch, row.id) })
      }
      pageSizes={BADGE_LIST_QUERY.pageSizes}
      searchLabel={intl.formatMessage(bm.searchLabel)}
      searchHint={intl.formatMessage(bm.searchHint)}
      filters={filters}
      add={add}
      bulkActions={bulk}
      emptyText={intl.formatMessage(kind === 'SYSTEM' ? bm.emptySystem : bm.emptyCourse)}
      archive={{
        title: (count) => intl.formatMessage(bm.archiveTitle, { count }),
        description: intl.formatMessage(bm.archiveDescription),
        confirmLabel: intl.formatMessage(bm.archiveConfirm),
      }}
    />
  );
}
