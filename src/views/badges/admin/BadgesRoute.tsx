import { Flex } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import type { BadgeKind } from '../../../graphql/generated';
import { toastMachine } from '../../../machines/admin/toastMachine';
import { selectApiSettings } from '../../../machines/appMachine';
import { pageOf } from '../../../machines/badges/admin/badgeLocations';
import type { NavigationActorRef } from '../../../machines/navigationMachine';
import { ListLoading } from '../../admin/ListStates';
import { Toaster } from '../../admin/Toaster';
import { AppContext, useChildRef } from '../../AppProvider';
import { BadgeEditorPage } from './BadgeEditorPage';
import { BadgeListPage } from './BadgeListPage';
import './badges.css';

/** /system-badges: the system badges, `?new` for a new one, `?edit=<id>` for one badge and its awards. */
export function SystemBadgesRoute() {
  return <BadgesRoute kind="SYSTEM" />;
}

/** /course-badges: the badges for completing a medium or a learning path. */
export function CourseBadgesRoute() {
  return <BadgesRoute kind="COURSE" />;
}

function BadgesRoute({ kind }: { kind: BadgeKind }) {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <Badges kind={kind} navigation={navigation} />;
}

function Badges({ kind, navigation }: { kind: BadgeKind; navigation: NavigationActorRef }) {
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const listSearch = search ? `?${search}` : '';
  const page = pageOf(listSearch);
  const shared = { kind, api, navigation, toasts, listSearch };
  return (
    <Flex direction="column" gap="4" minWidth="0">
      {page.page === 'list' ? (
        <BadgeListPage key={kind} {...shared} />
      ) : (
        <BadgeEditorPage
          key={`${kind}:${page.page === 'edit' ? page.id : 'new'}`}
          id={page.page === 'edit' ? page.id : null}
          {...shared}
        />
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
