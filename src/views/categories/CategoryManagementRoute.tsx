// /category-management (ADMIN): starts the screen's machines — the toasts and the category tree with
// the configuration's locales — and frames the screen with the route's title and purpose.
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { toastMachine } from '../../machines/admin/toastMachine';
import { selectApiSettings, selectConfig } from '../../machines/appMachine';
import { categoryTreeMachine } from '../../machines/categories/categoryTreeMachine';
import { requiredCategoryLocales } from '../../schemas/categories';
import { Toaster } from '../admin/Toaster';
import { AppContext } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { CategoryManagementScreen } from './CategoryManagementScreen';
import { cm } from './messages';

export function CategoryManagementRoute() {
  const intl = useIntl();
  const config = AppContext.useSelector(selectConfig);
  const defaultLocale = config?.DEFAULT_LOCALE ?? 'en';
  const requiredLocales = requiredCategoryLocales(config?.ALLOWED_LOCALES ?? ['en'], defaultLocale);
  const api = AppContext.useSelector(selectApiSettings);
  const toasts = useActorRef(toastMachine);
  const tree = useActorRef(categoryTreeMachine, { input: { api, requiredLocales, defaultLocale, toasts } });
  const title = routeMessages['category-management']?.title;
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          {title ? intl.formatMessage(title) : null}
        </Heading>
        <Text as="p" color="gray">
          {intl.formatMessage(cm.intro)}
        </Text>
      </Flex>
      <CategoryManagementScreen
        actor={tree}
        requiredLocales={requiredLocales}
        defaultLocale={defaultLocale}
      />
      <Toaster actor={toasts} />
    </Flex>
  );
}
