// The category screen's parts beside the tree: the live region that says where a moved category went,
// and the form and delete dialogs while the tree machine has them open.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectCanConfirmDelete,
  selectEditing,
  selectFormRef,
  selectIsDeleting,
  selectRemoval,
  selectTree,
  type Announcement,
  type CategoryTreeActorRef,
} from '../../machines/categories/categoryTreeMachine';
import { ancestors, destinations, type CategoryEntry } from '../../machines/categories/treeModel';
import { CategoryFormDialog } from './CategoryFormDialog';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { cv } from './messages';

export interface CategoryDialogsProps {
  actor: CategoryTreeActorRef;
  requiredLocales: readonly string[];
  defaultLocale: string;
  nameOf: (entry: CategoryEntry) => string;
}

export function LiveRegion(props: {
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

export function CategoryDialogs(props: CategoryDialogsProps) {
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
