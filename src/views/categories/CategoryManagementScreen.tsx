// CategoryManagementScreen — the tree machine's state as a screen: loading, failed, empty or the tree
// with the actions on the focused category, the live region that says where a moved category went, and
// the form and delete dialogs while they are open.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  selectAnnouncement,
  selectCanConfirmDelete,
  selectCollapsed,
  selectEditing,
  selectFormRef,
  selectIsBusy,
  selectIsDeleting,
  selectMoveOptions,
  selectProblem,
  selectRemoval,
  selectSelectedId,
  selectTree,
  selectTreeStatus,
  selectVisibleRows,
  type Announcement,
  type CategoryTreeActorRef,
} from '../../machines/categories/categoryTreeMachine';
import {
  ancestors,
  destinations,
  displayName,
  type CategoryEntry,
  type MoveDirection,
} from '../../machines/categories/treeModel';
import { ListEmpty, ListFailed, ListLoading } from '../admin/ListStates';
import { CategoryFormDialog } from './CategoryFormDialog';
import { CategoryTree } from './CategoryTree';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { cm, cv } from './messages';
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
      <Dialogs
        actor={actor}
        requiredLocales={requiredLocales}
        defaultLocale={defaultLocale}
        nameOf={nameOf}
      />
    </Flex>
  );
}

function LiveRegion(props: {
  announcement: Announcement | null;
  tree: readonly CategoryEntry[];
  nameOf: (entry: CategoryEntry) => string;
}) {
  const intl = useIntl();
  const { announcement: a, tree } = props;
  const name = (id: string | null) => {
    const entry = tree.find((c) => c.id === id);
    return entry ? props.nameOf(entry) : '';
  };
  let text = '';
  if (a?.kind === 'moved')
    text =
      a.parentId === null
        ? intl.formatMessage(cv.announceMovedTop, {
            name: name(a.categoryId),
            position: a.position + 1,
            count: a.count,
          })
        : intl.formatMessage(cv.announceMoved, {
            name: name(a.categoryId),
            position: a.position + 1,
            count: a.count,
            parent: name(a.parentId),
          });
  else if (a?.kind === 'cannotMove')
    text = intl.formatMessage(cv.announceCannotMove, { name: name(a.categoryId), direction: a.direction });
  else if (a?.kind === 'moveUndone')
    text = intl.formatMessage(cv.announceUndone, { name: name(a.categoryId) });
  return (
    <div role="status" aria-live="polite" className="category-live">
      {text}
    </div>
  );
}

function Dialogs(props: CategoryManagementScreenProps & { nameOf: (entry: CategoryEntry) => string }) {
  const { actor, nameOf } = props;
  const tree = useSelector(actor, selectTree);
  const form = useSelector(actor, selectFormRef);
  const editing = useSelector(actor, selectEditing);
  const removal = useSelector(actor, selectRemoval);
  const canConfirm = useSelector(actor, selectCanConfirmDelete);
  const deleting = useSelector(actor, selectIsDeleting);
  const byId = (id: string | null | undefined) => tree.find((c) => c.id === id);
  const path = (entry: CategoryEntry) =>
    [
      ...ancestors(tree, entry.id)
        .reverse()
        .map((id) => byId(id)),
      entry,
    ]
      .filter((c): c is CategoryEntry => c !== undefined)
      .map(nameOf)
      .join(' / ');
  const removed = byId(removal?.id);
  const parent = byId(editing?.parentId);
  const renamed = byId(editing?.id);
  return (
    <>
      {form && editing ? (
        <CategoryFormDialog
          form={form}
          requiredLocales={props.requiredLocales}
          defaultLocale={props.defaultLocale}
          parentName={renamed ? null : parent ? nameOf(parent) : null}
          currentName={renamed ? nameOf(renamed) : null}
        />
      ) : null}
      {removal && removed ? (
        <DeleteCategoryDialog
          entry={removed}
          name={nameOf(removed)}
          destinations={destinations(tree, removed.id).map((c) => ({ id: c.id, label: path(c) }))}
          destination={removal.destination}
          canConfirm={canConfirm && !deleting}
          busy={deleting}
          problem={removal.problem}
          onChoose={(categoryId) => actor.send({ type: 'categories.chooseDestination', categoryId })}
          onConfirm={() => actor.send({ type: 'categories.confirmDelete' })}
          onCancel={() => actor.send({ type: 'categories.cancelDelete' })}
        />
      ) : null}
    </>
  );
}
