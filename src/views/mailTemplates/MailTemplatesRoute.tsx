// /mailtemplates: the overview (`?locale=`), one template (`?edit=<EVENT>&locale=`), or "not found" for an
// address naming no event or language. The toasts outlive the pages.
import { Callout, Flex, Link as RadixLink } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings } from '../../machines/appMachine';
import { MAIL_TEMPLATES_PATH, pageOf } from '../../machines/mailTemplates/mailTemplateLocations';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { isDictionaryLocale } from '../../i18n/locales';
import { ListLoading } from '../admin/ListStates';
import { Toaster } from '../admin/Toaster';
import { AppContext, useChildRef } from '../AppProvider';
import { MailTemplateEditorPage } from './MailTemplateEditorPage';
import { MailTemplateListPage } from './MailTemplateListPage';
import { mt } from './messages';

export function MailTemplatesRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <MailTemplates navigation={navigation} />;
}

function MailTemplates({ navigation }: { navigation: NavigationActorRef }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  const toasts = useActorRef(toastMachine);
  const listSearch = search ? `?${search}` : '';
  const page = pageOf(listSearch);
  // The overview starts in the reader's own language when the address names none.
  const ownLocale = isDictionaryLocale(intl.locale) ? intl.locale : 'en';
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {page.page === 'list' ? (
        <MailTemplateListPage api={api} navigation={navigation} locale={page.locale ?? ownLocale} />
      ) : page.page === 'edit' ? (
        <MailTemplateEditorPage
          key={`${page.event}/${page.locale}`}
          api={api}
          event={page.event}
          locale={page.locale}
          navigation={navigation}
          toasts={toasts}
          listSearch={listSearch}
        />
      ) : (
        <Flex direction="column" gap="3">
          <RadixLink asChild>
            <Link href={MAIL_TEMPLATES_PATH}>← {intl.formatMessage(mt.backToList)}</Link>
          </RadixLink>
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(mt.notFound)}</Callout.Text>
          </Callout.Root>
        </Flex>
      )}
      <Toaster actor={toasts} />
    </Flex>
  );
}
