// CardList — the data table's rows on a small screen: one card per row, the primary column as its
// heading (a button that opens the row), the other columns as a term/value list. Same selection.
import { Box, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { DataTableProps } from './DataTable';
import { nativeField } from './fieldStyle';
import { am } from './messages';

export function CardList<TRow extends RowData>(props: DataTableProps<TRow>) {
  const intl = useIntl();
  const { selected = [], selectable = false } = props;
  const primary = props.columns.find((c) => c.primary);
  const details = props.columns.filter((c) => !c.primary && !c.hideInCard);
  const ids = props.rows.map(props.rowId);
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const sortId = useId();
  // Cards have no column headers to click: the order is a menu of field and direction.
  const sortable = props.columns.filter((c) => c.sortable);
  const sortValue = props.sort.field ? `${props.sort.field}:${props.sort.direction}` : '';
  return (
    <Flex direction="column" gap="2" aria-busy={props.busy || undefined}>
      {sortable.length > 0 ? (
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={sortId} size="2" weight="bold">
            {intl.formatMessage(am.listSortBy)}
          </Text>
          <select
            id={sortId}
            style={nativeField}
            value={sortValue}
            onChange={(e) => {
              const [field, direction] = e.target.value.split(':');
              if (field && (direction === 'asc' || direction === 'desc')) props.onSort(field, direction);
            }}
          >
            {props.sort.field === null ? (
              <option value="">{intl.formatMessage(am.listSortNone)}</option>
            ) : null}
            {sortable.flatMap((c) => [
              <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                {intl.formatMessage(am.listSortAscending, { column: c.header })}
              </option>,
              <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                {intl.formatMessage(am.listSortDescending, { column: c.header })}
              </option>,
            ])}
          </select>
        </Flex>
      ) : null}
      {selectable ? (
        <Text as="label" size="2" className="admin-check-label">
          <input
            type="checkbox"
            className="admin-checkbox"
            checked={allSelected}
            onChange={(e) => props.onSelectAll?.(e.target.checked)}
          />
          {intl.formatMessage(am.listSelectAll)}
        </Text>
      ) : null}
      <ul className="admin-card-list" aria-label={props.label}>
        {props.rows.map((row) => {
          const id = props.rowId(row);
          const name = props.rowLabel(row);
          return (
            <li key={id}>
              <Card>
                <Flex gap="3" align="start">
                  {selectable ? (
                    <input
                      type="checkbox"
                      className="admin-checkbox"
                      aria-label={intl.formatMessage(am.listSelectRow, { label: name })}
                      checked={selected.includes(id)}
                      onChange={(e) => props.onSelect?.(id, e.target.checked)}
                    />
                  ) : null}
                  <Box flexGrow="1" minWidth="0">
                    <Heading as="h3" size="3" mb="1" className="admin-card-heading">
                      {props.onOpen ? (
                        <Button
                          variant="ghost"
                          className="admin-card-open"
                          onClick={() => props.onOpen?.(row)}
                        >
                          {name}
                        </Button>
                      ) : primary ? (
                        primary.cell(row)
                      ) : (
                        name
                      )}
                    </Heading>
                    <DataList.Root orientation="horizontal" size="1">
                      {details.map((column) => (
                        <DataList.Item key={column.id}>
                          <DataList.Label>{column.header}</DataList.Label>
                          <DataList.Value>{column.cell(row)}</DataList.Value>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  </Box>
                </Flex>
              </Card>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
