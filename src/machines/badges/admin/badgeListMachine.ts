// badgeListMachines — /system-badges' and /course-badges' lists, made by the kit's list factory: badges of
// one kind searched, archived or in use, sorted and paged on the server, the query in the URL, bulk
// archive (with an undo that restores exactly the badges it archived) and restore.
import type { BadgeKind } from '../../../graphql/generated';
import { createListMachine, showsArchived, type ListSnapshot } from '../../admin/listMachine';
import { badgeBulkActors, loadBadgesPage, type BadgeRow } from './badgeActors';
import { BADGE_LIST_QUERY } from './badgeQuery';

const listMachine = (kind: BadgeKind) =>
  createListMachine<BadgeRow>({
    id: kind === 'SYSTEM' ? 'systemBadgeList' : 'courseBadgeList',
    ...BADGE_LIST_QUERY,
    rowId: (row) => row.id,
    loadPage: loadBadgesPage(kind),
    bulkActions: {
      archive: {
        actor: badgeBulkActors.archive,
        doneMessage: 'badgeAdmin.bulk.archived',
        failedMessage: 'badgeAdmin.bulk.archiveFailed',
        undo: 'unarchive',
      },
      unarchive: {
        actor: badgeBulkActors.restore,
        doneMessage: 'badgeAdmin.bulk.unarchived',
        failedMessage: 'badgeAdmin.bulk.restoreFailed',
      },
      restore: {
        actor: badgeBulkActors.restore,
        doneMessage: 'badgeAdmin.bulk.restored',
        failedMessage: 'badgeAdmin.bulk.restoreFailed',
      },
    },
  });

export const systemBadgeListMachine = listMachine('SYSTEM');
export const courseBadgeListMachine = listMachine('COURSE');
export const badgeListMachines = { SYSTEM: systemBadgeListMachine, COURSE: courseBadgeListMachine } as const;

export const selectShowsArchived = (s: ListSnapshot<BadgeRow>) => showsArchived(s.context.query);
