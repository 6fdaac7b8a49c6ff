// The units as an ARIA tree: one tab stop (the tree; the focused row is its active descendant), arrow keys
// move the focus and open or close units (unitTreeModel.moveFor, the WAI-ARIA tree pattern), Enter or a
// click opens the unit's page. Indentation stops growing after a few levels, so narrow screens never
// scroll sideways.
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  selectExpanded,
  selectFocused,
  selectTreeStatus,
  selectTreeUnits,
  selectTruncated,
} from '../../machines/unitManagement/unitTreeMachine';
import {
  moveFor,
  visibleRows,
  type TreeKey,
  type TreeRow,
} from '../../machines/unitManagement/unitTreeModel';
import { ListLoading } from '../admin/ListStates';
import { um } from './messages';
import type { TreeActor } from './pageProps';
import { Swatch, UnitBadges } from './UnitParts';

const KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
const rowId = (id: string) => `unit-row-${id}`;

export function UnitTreeView({
  tree,
  onOpen,
  emptyAction,
}: {
  tree: TreeActor;
  onOpen: (id: string) => void;
  emptyAction: React.ReactNode;
}) {
  const intl = useIntl();
  const hintId = useId();
  const status = useSelector(tree, selectTreeStatus);
  const units = useSelector(tree, selectTreeUnits);
  const expanded = useSelector(tree, selectExpanded);
  const focused = useSelector(tree, selectFocused);
  const truncated = useSelector(tree, selectTruncated);
  if (status === 'loading' && units.length === 0) return <ListLoading />;
  if (status === 'failed')
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{intl.formatMessage(um.treeFailed)}</Callout.Text>
        <Flex mt="2">
          <Button onClick={() => tree.send({ type: 'tree.retry' })}>{intl.formatMessage(um.retry)}</Button>
        </Flex>
      </Callout.Root>
    );
  if (units.length === 0)
    return (
      <Flex direction="column" gap="3" align="start">
        <Text>{intl.formatMessage(um.treeEmpty)}</Text>
        {emptyAction}
      </Flex>
    );
  const rows = visibleRows(units, expanded);
  const current = rows.some((r) => r.unit.id === focused) ? focused : (rows[0]?.unit.id ?? null);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' && current) onOpen(current);
    else if (KEYS.includes(event.key)) {
      const move = moveFor(rows, current, event.key as TreeKey);
      if (move?.kind === 'focus') tree.send({ type: 'tree.focus', id: move.id });
      if (move?.kind === 'expand') tree.send({ type: 'tree.expand', id: move.id });
      if (move?.kind === 'collapse') tree.send({ type: 'tree.collapse', id: move.id });
    } else return;
    event.preventDefault();
  };
  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap" align="center" justify="between">
        <Text id={hintId} size="1" color="gray">
          {intl.formatMessage(um.treeHint)}
        </Text>
        <Flex gap="2">
          <Button size="1" variant="soft" onClick={() => tree.send({ type: 'tree.expandAll' })}>
            {intl.formatMessage(um.treeExpandAll)}
          </Button>
          <Button size="1" variant="soft" onClick={() => tree.send({ type: 'tree.collapseAll' })}>
            {intl.formatMessage(um.treeCollapseAll)}
          </Button>
        </Flex>
      </Flex>
      <ul
        role="tree"
        className="unit-tree"
        aria-label={intl.formatMessage(um.treeLabel)}
        aria-describedby={hintId}
        aria-activedescendant={current ? rowId(current) : undefined}
        aria-busy={status === 'loading'}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          <UnitTreeRow
            key={row.unit.id}
            row={row}
            selected={row.unit.id === current}
            setSize={rows.filter((r) => r.parentId === row.parentId).length}
            position={rows.filter((r) => r.parentId === row.parentId).indexOf(row) + 1}
            onOpen={onOpen}
            onToggle={(id) => {
              tree.send({ type: 'tree.focus', id });
              tree.send({ type: 'tree.toggle', id });
            }}
          />
        ))}
      </ul>
      {truncated ? (
        <Text size="2" color="gray">
          {intl.formatMessage(um.treeTruncated, { count: units.length })}
        </Text>
      ) : null}
    </Flex>
  );
}

function UnitTreeRow({
  row,
  selected,
  setSize,
  position,
  onOpen,
  onToggle,
}: {
  row: TreeRow;
  selected: boolean;
  setSize: number;
  position: number;
  onOpen: (id: string) => void;
  onToggle: (id: string) => void;
}) {
  const intl = useIntl();
  const { unit } = row;
  return (
    <li
      id={rowId(unit.id)}
      role="treeitem"
      aria-level={row.level + 1}
      aria-setsize={setSize}
      aria-posinset={position}
      aria-selected={selected}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      className="unit-tree-row"
      style={{ paddingInlineStart: `calc(${Math.min(row.level, 5)} * var(--space-4) + var(--space-1))` }}
      onClick={() => onOpen(unit.id)}
    >
      <span
        aria-hidden="true"
        className="unit-toggle"
        onClick={(event) => {
          if (!row.hasChildren) return;
          event.stopPropagation();
          onToggle(unit.id);
        }}
      >
        {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      <span className="unit-tree-name">
        <Swatch color={unit.color} />
        <Text size="2" weight={selected ? 'bold' : 'regular'}>
          {unit.name}
        </Text>
        <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
          {unit.displayedId}
        </Text>
      </span>
      <UnitBadges unit={unit} />
      <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(um.memberCount, { count: unit.memberCount })}
      </Text>
    </li>
  );
}
