import { Box, Flex, Separator, Text } from '@radix-ui/themes';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BUILD_VERSION } from '../../machines/constants';
import { appMessages } from '../messages/appMessages';
import { NavigationMenu } from './NavigationMenu';
import type { UserMenuProps } from './UserMenu';
import { UserMenuPlaceholder } from './UserMenuPlaceholder';

// The menu's popup machinery (focus management, positioning, dismissal) is not needed for the first
// paint, so it loads right after; until then a look-alike trigger holds its place.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export interface ShellUnit {
  name: string;
  logoUrl?: string | null;
}

export interface ShellLayoutProps extends UserMenuProps {
  unit: ShellUnit | null;
  roles: readonly string[];
  serverVersion: string | null;
  children: ReactNode;
}

export function ShellLayout({ unit, roles, serverVersion, children, ...userMenu }: ShellLayoutProps) {
  const intl = useIntl();
  const title = unit?.name ?? intl.formatMessage(appMessages.shellAppName);
  return (
    <Flex direction="column" minHeight="100vh">
      <a className="app-skip-link" href="#main">
        {intl.formatMessage(appMessages.shellSkipToContent)}
      </a>
      <Box asChild px="4" py="3">
        <header className="app-header">
          <Flex align="center" justify="between" gap="4">
            <Flex align="center" gap="3" minWidth="0">
              {unit?.logoUrl ? (
                <img
                  className="app-logo"
                  src={unit.logoUrl}
                  alt={intl.formatMessage(appMessages.shellUnitLogo, { unit: unit.name })}
                />
              ) : null}
              <Text as="p" size="4" weight="bold" truncate>
                {title}
              </Text>
            </Flex>
            <Suspense fallback={<UserMenuPlaceholder name={userMenu.name} />}>
              <UserMenu {...userMenu} />
            </Suspense>
          </Flex>
        </header>
      </Box>
      <Separator size="4" />
      <Flex flexGrow="1" direction={{ initial: 'column', sm: 'row' }}>
        <Box p="4" className="app-sidebar">
          <NavigationMenu roles={roles} />
        </Box>
        <Box asChild p="4" flexGrow="1">
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </Box>
      </Flex>
      <Separator size="4" />
      <Box asChild px="4" py="2">
        <footer>
          <Text size="1" color="gray">
            {intl.formatMessage(appMessages.shellFooterVersion, { version: BUILD_VERSION })}
            {serverVersion
              ? ` · ${intl.formatMessage(appMessages.shellFooterServerVersion, { version: serverVersion })}`
              : null}
          </Text>
        </footer>
      </Box>
    </Flex>
  );
}
