import { Button, Callout, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectQuery, selectTotal } from '../../machines/admin/listMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { auditExportMachine } from '../../machines/superConsole/auditExportMachine';
import { auditListMachine } from '../../machines/superConsole/auditListMachine';
import { auditOptionsMachine, selectAuditOptions } from '../../machines/superConsole/auditOptionsMachine';
import type { AuditRow } from '../../machines/superConsole/consoleActors';
import { AUDIT_LIST_QUERY, auditFilterOf } from '../../machines/superConsole/consoleQuery';
import type { ApiSettings } from '../../services/api';
import type { DataColumn } from '../admin/DataTable';
import { useProblemText } from '../admin/ListStates';
import { ListView } from '../admin/ListView';
import { sc } from './messages';
import { DateField, SelectField } from '../admin/SelectField';

/** The table's columns (ids the table keys its cells by). */
const COL = {
  at: 'at',
  actor: 'actor',
  action: 'action',
  entity: 'entity',
  unit: 'unit',
  changes: 'changes',
} as const;

const changesText = (changes: unknown) =>
  Object.entries((changes ?? {}) as Record<string, { before: unknown; after: unknown }>)
    .map(
      ([field, c]) => `${field}: ${JSON.stringify(c?.before ?? null)} → ${JSON.stringify(c?.after ?? null)}`,
    )
    .join('; ');

/** The audit log the caller may read: who (search), what, type, unit, from/to; CSV of the same entries. */
export function AuditPanel({ api, navigation }: { api: ApiSettings; navigation: NavigationActorRef }) {
  const intl = useIntl();
  const list = useActorRef(auditListMachine, { input: { api, navigation } });
  const options = useActorRef(auditOptionsMachine, { input: { api } });
  const exporter = useActorRef(auditExportMachine, { input: { api } });
  const exporting = useSelector(exporter, (s) => s.matches('exporting'));
  const exported = useSelector(exporter, (s) => (s.matches('done') ? s.context.result : null));
  const exportProblem = useSelector(exporter, (s) => (s.matches('failed') ? s.context.problem : null));
  const problemText = useProblemText();
  const query = useSelector(list, selectQuery);
  const total = useSelector(list, selectTotal);
  const { actions, entityTypes, units } = useSelector(options, selectAuditOptions);
  const first = (key: string) => query.filters[key]?.[0] ?? '';
  const set = (key: string) => (value: string) =>
    list.send({ type: 'list.filter', key, values: value ? [value] : [] });
  const any = intl.formatMessage(sc.any);
  const columns: DataColumn<AuditRow>[] = [
    {
      id: COL.at,
      header: intl.formatMessage(sc.colWhen),
      cell: (row) => intl.formatDate(row.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    { id: COL.actor, header: intl.formatMessage(sc.colWho), primary: true, cell: (row) => row.actorName },
    { id: COL.action, header: intl.formatMessage(sc.colWhat), cell: (row) => <code>{row.action}</code> },
    {
      id: COL.entity,
      header: intl.formatMessage(sc.colEntity),
      cell: (row) => <span className="sc-break">{`${row.entityType} ${row.entityId}`}</span>,
    },
    { id: COL.unit, header: intl.formatMessage(sc.colUnit), cell: (row) => row.unitName ?? '—' },
    {
      id: COL.changes,
      header: intl.formatMessage(sc.colChanges),
      hideInCard: false,
      cell: (row) => (
        <Text size="1" className="sc-break sc-changes">
          {changesText(row.changes) || '—'}
        </Text>
      ),
    },
  ];
  return (
    <section aria-labelledby="sc-audit">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="5" id="sc-audit">
            {intl.formatMessage(sc.auditTitle)}
          </Heading>
          <Button
            variant="soft"
            loading={exporting}
            disabled={total === 0}
            onClick={() => exporter.send({ type: 'export.start', filter: auditFilterOf(query) })}
          >
            {intl.formatMessage(sc.exportCsv)}
          </Button>
        </Flex>
        {exported ? (
          <Callout.Root color="green" role="status">
            <Callout.Text>
              {intl.formatMessage(exported.truncated ? sc.exportTruncated : sc.exportDone, {
                rows: exported.rows,
              })}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {exportProblem ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {intl.formatMessage(sc.exportFailed, { error: problemText(exportProblem) })}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <ListView
          list={list}
          label={intl.formatMessage(sc.auditTitle)}
          columns={columns}
          rowId={(row) => row.id}
          rowLabel={(row) => `${row.actorName} ${row.action}`}
          pageSizes={AUDIT_LIST_QUERY.pageSizes}
          searchLabel={intl.formatMessage(sc.auditSearch)}
          searchHint={intl.formatMessage(sc.auditSearchHint)}
          filters={
            <Grid columns={{ initial: '1', xs: '2', md: '5' }} gap="3">
              <SelectField
                label={intl.formatMessage(sc.colWhat)}
                value={first('action')}
                options={[['', any], ...actions.map((a) => [a, a] as const)]}
                onChange={set('action')}
              />
              <SelectField
                label={intl.formatMessage(sc.filterType)}
                value={first('type')}
                options={[['', any], ...entityTypes.map((t) => [t, t] as const)]}
                onChange={set('type')}
              />
              <SelectField
                label={intl.formatMessage(sc.colUnit)}
                value={first('unit')}
                options={[['', any], ...units.map((u) => [u.id, u.name] as const)]}
                onChange={set('unit')}
              />
              <DateField
                label={intl.formatMessage(sc.filterFrom)}
                value={first('from')}
                onChange={set('from')}
              />
              <DateField label={intl.formatMessage(sc.filterTo)} value={first('to')} onChange={set('to')} />
            </Grid>
          }
          emptyText={intl.formatMessage(sc.auditEmpty)}
        />
      </Flex>
    </section>
  );
}
