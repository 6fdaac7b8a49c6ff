import { Box, Flex, Heading, Link as ThemeLink } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MenuGroup } from '../../machines/routes';
import { appMessages } from '../messages/appMessages';
import { routeMessages } from '../messages/routeMessages';
import { menuSections } from './menu';

const groupMessages: Record<MenuGroup, MessageDescriptor> = {
  learning: appMessages.shellMenuLearning,
  teaching: appMessages.shellMenuTeaching,
  administration: appMessages.shellMenuAdministration,
  personal: appMessages.shellMenuPersonal,
};

export function NavigationMenu({ roles }: { roles: readonly string[] }) {
  const intl = useIntl();
  const [location] = useLocation();
  const baseId = useId();
  return (
    <nav aria-label={intl.formatMessage(appMessages.shellNavigation)}>
      <Flex direction="column" gap="4">
        {menuSections(roles).map(({ group, routes }) => (
          <Box key={group} asChild>
            <section aria-labelledby={`${baseId}-${group}`}>
              <Heading as="h2" size="2" color="gray" id={`${baseId}-${group}`} mb="1">
                {intl.formatMessage(groupMessages[group])}
              </Heading>
              <Flex asChild direction="column" gap="1">
                <ul className="app-menu-list">
                  {routes.map((route) => {
                    const messages = routeMessages[route.id];
                    return (
                      <li key={route.path}>
                        <ThemeLink asChild size="2" weight={location === route.path ? 'bold' : 'regular'}>
                          <Link href={route.path} aria-current={location === route.path ? 'page' : undefined}>
                            {messages ? intl.formatMessage(messages.title) : route.path}
                          </Link>
                        </ThemeLink>
                      </li>
                    );
                  })}
                </ul>
              </Flex>
            </section>
          </Box>
        ))}
      </Flex>
    </nav>
  );
}
