// CategoryManagementScreen — the tree machine's state as a screen: loading, failed, empty or the tree
// with the actions on the focused category; the live region and the dialogs are in CategoryScreenParts.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  selectAnnouncement,
  selectCollapsed,
  selectIsBusy,
  selectMoveOptions,
  selectProblem,
  selectSelectedId,
  selectTree,
  selectTreeStatus,
  selectVisibleRows,
  type CategoryTreeActorRef,
} from '../../machines/categories/categoryTreeMachine';
import { displayName, type CategoryEntry, type MoveDirection } from '../../machines/categories/treeModel';
import { ListEmpty, ListFailed, ListLoading } from '../admin/ListStates';
import { CategoryDialogs, LiveRegion } from './CategoryScreenParts';
import { CategoryTree } from './CategoryTree';
import { cm } from './messages';
import './categories.css';

export interface CategoryManagementScreenProps {
  actor: CategoryTreeActorRef;
  requiredLocales: readonly string[];
  defaultLocale: string;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function CategoryManagementScreen({
  actor,
  requiredLocales,
  defaultLocale,
}: CategoryManagementScreenProps) {
  const intl = useIntl();
  const hintId = useId();
  const status = useSelector(actor, selectTreeStatus);
  const tree = useSelector(actor, selectTree);
  const rows = useSelector(actor, selectVisibleRows, sameJson);
  const collapsed = useSelector(actor, selectCollapsed);
  const selectedId = useSelector(actor, selectSelectedId);
  const moves = useSelector(actor, selectMoveOptions, sameJson);
  const busy = useSelector(actor, selectIsBusy);
  const problem = useSelector(actor, selectProblem);
  const announcement = useSelector(actor, selectAnnouncement);
  const send = actor.send;
  const nameOf = (entry: CategoryEntry) => displayName(entry, intl.locale, defaultLocale);
  const byId = (id: string | null | undefined) => tree.find((c) => c.id === id);
  const selected = byId(selectedId);

  if (status === 'loading') return <ListLoading />;
  if (status === 'failed')
    return <ListFailed problem={problem} onRetry={() => send({ type: 'categories.retry' })} />;

  const create = (parentId: string | null) => send({ type: 'categories.create', parentId });
  const moveBy = (direction: MoveDirection) =>
    selectedId && send({ type: 'categories.moveBy', id: selectedId, direction });
  const moveButtons: [MoveDirection, keyof typeof cm][] = [
    ['up', 'moveUp'],
    ['down', 'moveDown'],
    ['out', 'moveOut'],
    ['in', 'moveIn'],
  ];
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        <Button onClick={() => create(null)}>{intl.formatMessage(cm.create)}</Button>
        {busy ? (
          <Text size="2" color="gray" role="status">
            {intl.formatMessage(cm.busy)}
          </Text>
        ) : null}
      </Flex>
      {status === 'empty' ? (
        <ListEmpty text={intl.formatMessage(cm.empty)} />
      ) : (
        <>
          <Flex
            gap="2"
            wrap="wrap"
            role="group"
            aria-label={`${intl.formatMessage(cm.actions)}${selected ? `: ${nameOf(selected)}` : ''}`}
          >
            <Button
              size="1"
              variant="soft"
              disabled={!selected}
              onClick={() => selected && create(selected.id)}
            >
              {intl.formatMessage(cm.createChild)}
            </Button>
            <Button
              size="1"
              variant="soft"
              disabled={!selected}
              onClick={() => selected && send({ type: 'categories.rename', id: selected.id })}
            >
              {intl.formatMessage(cm.rename)}
            </Button>
            <Button
              size="1"
              variant="soft"
              color="red"
              disabled={!selected}
              onClick={() => selected && send({ type: 'categories.delete', id: selected.id })}
            >
              {intl.formatMessage(cm.delete)}
            </Button>
            {moveButtons.map(([direction, label]) => (
              <Button
                key={direction}
                size="1"
                variant="outline"
                disabled={!moves[direction] || busy}
                onClick={() => moveBy(direction)}
              >
                {intl.formatMessage(cm[label])}
              </Button>
            ))}
          </Flex>
          <Text id={hintId} as="p" size="1" color="gray">
            {intl.formatMessage(cm.keyboardHint)}
          </Text>
          <CategoryTree
            rows={rows}
            selectedId={selectedId}
            collapsed={collapsed}
            nameOf={nameOf}
            hintId={hintId}
            onSelect={(id) => send({ type: 'categories.select', id })}
            onToggle={(id) => send({ type: 'categories.toggle', id })}
            onKey={(key) => send({ type: 'categories.key', key })}
            onMoveBy={(id, direction) => send({ type: 'categories.moveBy', id, direction })}
            onRename={(id) => send({ type: 'categories.rename', id })}
            onDelete={(id) => send({ type: 'categories.delete', id })}
            onDrop={(id, overId) => send({ type: 'categories.drop', id, overId })}
          />
        </>
      )}
      <LiveRegion announcement={announcement} tree={tree} nameOf={nameOf} />
      <CategoryDialogs
        actor={actor}
        requiredLocales={requiredLocales}
        defaultLocale={defaultLocale}
        nameOf={nameOf}
      />
    </Flex>
  );
}
