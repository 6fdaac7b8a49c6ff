import { Badge, Button, Flex, Link as RadixLink } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { TemplateRow } from '../../machines/certificates/templates/templateActors';
import {
  selectShowsArchived,
  templateListMachine,
} from '../../machines/certificates/templates/templateListMachine';
import {
  editHref,
  newHref,
  TEMPLATE_COLUMNS as C,
  TEMPLATE_LIST_QUERY,
} from '../../machines/certificates/templates/templateQuery';
import { ArchivingListPage } from '../admin/ArchivingListPage';
import type { DataColumn } from '../admin/DataTable';
import type { BulkActionButton } from '../admin/ListToolbar';
import { SelectField } from '../admin/SelectField';
import { cm } from './messages';
import type { CertificatePageProps } from './pageProps';

function useColumns(listSearch: string): DataColumn<TemplateRow>[] {
  const intl = useIntl();
  return [
    {
      id: C.name,
      header: intl.formatMessage(cm.colName),
      sortable: true,
      primary: true,
      cell: (row) => (
        <Flex gap="2" align="center" wrap="wrap">
          <RadixLink asChild weight="medium">
            <Link href={editHref(listSearch, row.id)}>{row.name}</Link>
          </RadixLink>
          {row.archivedAt ? (
            <Badge color="amber" highContrast>
              {intl.formatMessage(cm.archivedBadge)}
            </Badge>
          ) : null}
        </Flex>
      ),
    },
    {
      id: C.version,
      header: intl.formatMessage(cm.colVersion),
      sortable: true,
      align: 'right',
      cell: (row) => intl.formatNumber(row.currentVersion),
    },
    {
      id: C.links,
      header: intl.formatMessage(cm.colLinks),
      sortable: true,
      cell: (row) => intl.formatMessage(cm.linkCount, { count: row.linkCount }),
    },
    {
      id: C.issued,
      header: intl.formatMessage(cm.colIssued),
      align: 'right',
      cell: (row) => intl.formatNumber(row.issuedCount),
    },
    {
      id: C.updated,
      header: intl.formatMessage(cm.colUpdated),
      sortable: true,
      cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
}

/** The Templates tab: search by name, archived ones behind the filter, sort, paging, bulk archive/restore. */
export function TemplateListPage({ api, navigation, toasts, listSearch }: CertificatePageProps) {
  const intl = useIntl();
  const list = useActorRef(templateListMachine, { input: { api, navigation, toasts } });
  const archived = useSelector(list, selectShowsArchived);
  const columns = useColumns(listSearch);
  const bulk: BulkActionButton[] = archived
    ? [{ action: 'restore', label: intl.formatMessage(cm.bulkRestore) }]
    : [{ action: 'archive', label: intl.formatMessage(cm.bulkArchive), destructive: true }];
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(cm.newTemplate)}</Link>
    </Button>
  );
  const filters = (
    <SelectField
      label={intl.formatMessage(cm.filterLabel)}
      value={archived ? '1' : ''}
      options={[
        ['', intl.formatMessage(cm.filterActive)],
        ['1', intl.formatMessage(cm.filterArchived)],
      ]}
      onChange={(value) => list.send({ type: 'list.filter', key: 'archived', values: value ? [value] : [] })}
    />
  );
  // The route shows the heading above its tabs, so the page has none of its own.
  return (
    <ArchivingListPage
      list={list}
      label={intl.formatMessage(cm.tableLabel)}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={(row) => row.name}
      onOpen={(row) => navigation.send({ type: 'navigation.navigate', to: editHref(listSearch, row.id) })}
      pageSizes={TEMPLATE_LIST_QUERY.pageSizes}
      searchLabel={intl.formatMessage(cm.searchLabel)}
      searchHint={intl.formatMessage(cm.searchHint)}
      filters={filters}
      add={add}
      bulkActions={bulk}
      emptyText={intl.formatMessage(cm.empty)}
      archive={{
        title: (count) => intl.formatMessage(cm.archiveTitle, { count }),
        description: intl.formatMessage(cm.archiveDescription),
        confirmLabel: intl.formatMessage(cm.archiveConfirm),
      }}
    />
  );
}
