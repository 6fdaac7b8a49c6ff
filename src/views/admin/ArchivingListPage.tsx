// ArchivingListPage — a kit list page whose archive bulk action asks first: the page heading, an optional
// banner above the list, the ListView with the "add" action (left out while the list is empty, whose own
// state offers it), and the confirm dialog. Archiving is the one bulk action that asks (confirmMachine
// forwards it to the list when accepted); the others can be undone by their opposite at once.
import { Flex, Heading } from '@radix-ui/themes';
import type { RowData } from '@tanstack/react-table';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { confirmMachine, selectConfirmRequest } from '../../machines/admin/confirmMachine';
import { selectListStatus, selectSelected } from '../../machines/admin/listMachine';
import { ConfirmDialog } from './ConfirmDialog';
import { ListView, type ListViewProps } from './ListView';

export interface ArchiveTexts {
  title: (count: number) => string;
  description: string;
  confirmLabel: string;
}

export interface ArchivingListPageProps<TRow extends RowData> extends Omit<
  ListViewProps<TRow>,
  'onBulk' | 'actions' | 'emptyAction'
> {
  /** The page's h1 (none when the route has no title). */
  heading?: string;
  /** Said above the list, e.g. that the filter options could not be loaded. */
  banner?: ReactNode;
  /** The "add" button: in the toolbar, or in the empty state while there are no rows. */
  add: ReactNode;
  archive: ArchiveTexts;
}

export function ArchivingListPage<TRow extends RowData>({
  heading,
  banner,
  add,
  archive,
  ...view
}: ArchivingListPageProps<TRow>) {
  const { list } = view;
  const confirm = useActorRef(confirmMachine);
  const request = useSelector(confirm, selectConfirmRequest);
  const selected = useSelector(list, selectSelected);
  const empty = useSelector(list, (s) => selectListStatus(s) === 'empty');
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {heading ? (
        <Heading as="h1" size="7">
          {heading}
        </Heading>
      ) : null}
      {banner}
      <ListView
        {...view}
        actions={empty ? null : add}
        emptyAction={add}
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
      />
      <ConfirmDialog
        open={request !== null}
        title={archive.title(Number(request?.values?.count ?? 0))}
        description={archive.description}
        confirmLabel={archive.confirmLabel}
        destructive
        onConfirm={() => confirm.send({ type: 'confirm.accept' })}
        onCancel={() => confirm.send({ type: 'confirm.cancel' })}
      />
    </Flex>
  );
}
