import { Button, Flex, Heading } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { issuedHref, listHref, pageOf } from '../../machines/certificates/templates/templateQuery';
import { selectLocale } from '../../machines/localeMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChild, useChildRef } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { IssuedCertificates } from './issued/IssuedCertificates';
import { cm } from './messages';
import { TemplateEditorPage } from './TemplateEditorPage';
import { TemplateListPage } from './TemplateListPage';

/**
 * /certificates: the Templates tab (the list, `?new`, `?edit=<id>`) and the Issued tab (`?tab=issued`).
 * The toasts outlive the pages.
 */
export function CertificatesRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <Certificates navigation={navigation} />;
}

function Tabs({ issued }: { issued: boolean }) {
  const intl = useIntl();
  const tab = (active: boolean, href: string, label: string) => (
    <Button asChild variant={active ? 'solid' : 'soft'} size="2">
      <Link href={href} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
    </Button>
  );
  return (
    <Flex asChild gap="2" wrap="wrap">
      <nav aria-label={intl.formatMessage(cm.tabsLabel)}>
        {tab(!issued, listHref(''), intl.formatMessage(cm.tabTemplates))}
        {tab(issued, issuedHref(), intl.formatMessage(cm.tabIssued))}
      </nav>
    </Flex>
  );
}

function Certificates({ navigation }: { navigation: NavigationActorRef }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const locale = useChild('locale', selectLocale, 'en');
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const listSearch = search ? `?${search}` : '';
  const page = pageOf(listSearch);
  const shared = { api, navigation, toasts, listSearch };
  const title = routeMessages.certificates?.title;
  const onList = page.page === 'list' || page.page === 'issued';
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {onList && title ? (
        <Heading as="h1" size="7">
          {intl.formatMessage(title)}
        </Heading>
      ) : null}
      {onList ? <Tabs issued={page.page === 'issued'} /> : null}
      {page.page === 'list' ? <TemplateListPage {...shared} /> : null}
      {page.page === 'issued' ? <IssuedCertificates {...shared} /> : null}
      {page.page === 'new' || page.page === 'edit' ? (
        <TemplateEditorPage
          key={page.page === 'edit' ? page.id : 'new'}
          id={page.page === 'edit' ? page.id : null}
          locale={locale}
          {...shared}
        />
      ) : null}
      <Toaster actor={toasts} />
    </Flex>
  );
}
