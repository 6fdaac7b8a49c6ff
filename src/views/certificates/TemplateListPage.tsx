import { Badge, Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { confirmMachine, selectConfirmRequest } from '../../machines/admin/confirmMachine';
import { selectListStatus, selectSelected } from '../../machines/admin/listMachine';
import type { TemplateRow } from '../../machines/certificates/templates/templateActors';
import {
  selectShowsArchived,
  templateListMachine,
} from '../../machines/certificates/templates/templateListMachine';
import { editHref, newHref, TEMPLATE_LIST_QUERY } from '../../machines/certificates/templates/templateQuery';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import type { DataColumn } from '../admin/DataTable';
import { nativeField } from '../admin/fieldStyle';
import type { BulkActionButton } from '../admin/ListToolbar';
import { ListView } from '../admin/ListView';
import { cm } from './messages';
import type { CertificatePageProps } from './pageProps';

function useColumns(listSearch: string): DataColumn<TemplateRow>[] {
  const intl = useIntl();
  return [
    {
      id: 'name',
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
      id: 'version',
      header: intl.formatMessage(cm.colVersion),
      sortable: true,
      align: 'right',
      cell: (row) => intl.formatNumber(row.currentVersion),
    },
    {
      id: 'links',
      header: intl.formatMessage(cm.colLinks),
      sortable: true,
      cell: (row) => intl.formatMessage(cm.linkCount, { count: row.linkCount }),
    },
    {
      id: 'issued',
      header: intl.formatMessage(cm.colIssued),
      align: 'right',
      cell: (row) => intl.formatNumber(row.issuedCount),
    },
    {
      id: 'updated',
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
  const confirm = useActorRef(confirmMachine);
  const request = useSelector(confirm, selectConfirmRequest);
  const archived = useSelector(list, selectShowsArchived);
  const selected = useSelector(list, selectSelected);
  const empty = useSelector(list, (s) => selectListStatus(s) === 'empty');
  const columns = useColumns(listSearch);
  const bulk: BulkActionButton[] = archived
    ? [{ action: 'restore', label: intl.formatMessage(cm.bulkRestore) }]
    : [{ action: 'archive', label: intl.formatMessage(cm.bulkArchive), destructive: true }];
  const add = (
    <Button asChild>
      <Link href={newHref(listSearch)}>{intl.formatMessage(cm.newTemplate)}</Link>
    </Button>
  );
  const filterId = 'certificate-template-filter';
  const filters = (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={filterId}>
        {intl.formatMessage(cm.filterLabel)}
      </Text>
      <select
        id={filterId}
        style={nativeField}
        value={archived ? '1' : ''}
        onChange={(e) =>
          list.send({ type: 'list.filter', key: 'archived', values: e.target.value ? ['1'] : [] })
        }
      >
        <option value="">{intl.formatMessage(cm.filterActive)}</option>
        <option value="1">{intl.formatMessage(cm.filterArchived)}</option>
      </select>
    </Flex>
  );
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      <ListView
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
        actions={empty ? null : add}
        bulkActions={bulk}
        // Archiving asks first; restoring can be undone by archiving again.
        onBulk={(action) =>
          action === 'archive'
            ? confirm.send({
                type: 'confirm.ask',
                request: {
                  key: 'archive',
                  values: { count: selected.length },
                  target: list,
                  event: { type: 'list.bulk', action, ids: [...selected] },
                },
              })
            : list.send({ type: 'list.bulk', action })
        }
        emptyText={intl.formatMessage(cm.empty)}
        emptyAction={add}
      />
      <ConfirmDialog
        open={request !== null}
        title={intl.formatMessage(cm.archiveTitle, { count: Number(request?.values?.count ?? 0) })}
        description={intl.formatMessage(cm.archiveDescription)}
        confirmLabel={intl.formatMessage(cm.archiveConfirm)}
        destructive
        onConfirm={() => confirm.send({ type: 'confirm.accept' })}
        onCancel={() => confirm.send({ type: 'confirm.cancel' })}
      />
    </Flex>
  );
}
