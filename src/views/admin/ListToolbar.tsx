// ListToolbar — above an administration list: the search field, the filters (behind a "Filters"
// button on small screens), the screen's own actions (e.g. "New medium"), and, while rows are
// selected, the bulk bar ("3 selected", the bulk actions, clear).
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProblemInfo } from '../../machines/admin/adminErrors';
import { nativeField } from './fieldStyle';
import { useProblemText } from './ListStates';
import { am } from './messages';
import './admin.css';

export interface BulkActionButton {
  /** The list machine's bulk action name. */
  action: string;
  label: string;
  /** Red: the action removes or hides something. */
  destructive?: boolean;
}

export interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** Defaults to "Search". */
  searchLabel?: string;
  /** A hint below the field (what the search looks at). */
  searchHint?: string;
  /** The filter controls (labelled native selects or checkboxes). */
  filters?: ReactNode;
  /** How many filters are set, shown on the small screens' button. */
  activeFilters?: number;
  /** The screen's own actions, e.g. "New medium". */
  actions?: ReactNode;
  selectedCount: number;
  bulkActions?: readonly BulkActionButton[];
  onBulk?: (action: string) => void;
  onClearSelection?: () => void;
  /** The bulk action running now (its button shows busy, the others wait). */
  runningBulk?: string | null;
  /** The last bulk action's failure, shown in the bar while the selection stays. */
  bulkProblem?: ProblemInfo | null;
}

export function ListToolbar(props: ListToolbarProps) {
  const intl = useIntl();
  const searchId = useId();
  const hintId = useId();
  const filtersId = useId();
  // Only the small screens' disclosure: view state, nothing the machine needs to know.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const describe = useProblemText();
  const activeFilters = props.activeFilters ?? 0;
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="end" wrap="wrap" justify="between">
        <search style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={searchId} size="2" weight="bold">
              {props.searchLabel ?? intl.formatMessage(am.listSearch)}
            </Text>
            <input
              id={searchId}
              type="search"
              className="admin-search"
              style={{ ...nativeField, width: '100%' }}
              value={props.search}
              aria-describedby={props.searchHint ? hintId : undefined}
              onChange={(e) => props.onSearch(e.target.value)}
            />
            {props.searchHint ? (
              <Text id={hintId} size="1" color="gray">
                {props.searchHint}
              </Text>
            ) : null}
          </Flex>
        </search>
        <Flex gap="2" wrap="wrap">
          {props.filters ? (
            <Button
              variant="soft"
              className="admin-filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              {activeFilters > 0
                ? intl.formatMessage(am.listFiltersActive, { count: activeFilters })
                : intl.formatMessage(am.listFilters)}
            </Button>
          ) : null}
          {props.actions}
        </Flex>
      </Flex>
      {props.filters ? (
        <div
          id={filtersId}
          className="admin-filters"
          data-open={filtersOpen}
          role="group"
          aria-label={intl.formatMessage(am.listFilters)}
        >
          {props.filters}
        </div>
      ) : null}
      {props.selectedCount > 0 ? (
        <Flex
          className="admin-bulk-bar"
          role="region"
          aria-label={intl.formatMessage(am.listBulkActions)}
          direction="column"
          gap="2"
        >
          <Flex gap="2" align="center" wrap="wrap">
            <Text weight="bold" aria-live="polite">
              {intl.formatMessage(am.listSelectedCount, { count: props.selectedCount })}
            </Text>
            {(props.bulkActions ?? []).map((b) => (
              <Button
                key={b.action}
                size="2"
                variant="soft"
                color={b.destructive ? 'red' : undefined}
                loading={props.runningBulk === b.action}
                disabled={props.runningBulk != null}
                onClick={() => props.onBulk?.(b.action)}
              >
                {b.label}
              </Button>
            ))}
            <Button
              size="2"
              variant="ghost"
              disabled={props.runningBulk != null}
              onClick={props.onClearSelection}
            >
              {intl.formatMessage(am.listClearSelection)}
            </Button>
          </Flex>
          {props.runningBulk ? (
            <Text size="2" role="status">
              {intl.formatMessage(am.listBulkRunning)}
            </Text>
          ) : null}
          {props.bulkProblem ? (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Text>
                {intl.formatMessage(am.listBulkProblem, { error: describe(props.bulkProblem) })}
              </Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
