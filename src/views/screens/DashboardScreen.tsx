import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { findRoute, hasRouteRole, type RouteDef } from '../../machines/routes';
import { appMessages } from '../messages/appMessages';
import { routeMessages } from '../messages/routeMessages';
import { roleMessages } from './roleNames';

// What each role reaches for first; later issues fill the dashboard with real content.
const shortcutsByRole: Record<string, string[]> = {
  LEARNER: ['/media', '/catalogue', '/badges-collection', '/my-certificates'],
  EDUCATION_MANAGER: ['/media-management', '/assignments', '/user-statistics', '/communication'],
  ADMIN: ['/user-management', '/unit-management', '/design-configuration', '/system'],
};
const everyone = ['/my-profile'];

export function dashboardShortcuts(roles: readonly string[]): RouteDef[] {
  const paths = new Set([...roles.flatMap((role) => shortcutsByRole[role] ?? []), ...everyone]);
  return [...paths]
    .map(findRoute)
    .filter((route): route is RouteDef => route !== undefined && hasRouteRole(route, roles));
}

export interface DashboardScreenProps {
  name: string;
  roles: readonly string[];
}

export function DashboardScreen({ name, roles }: DashboardScreenProps) {
  const intl = useIntl();
  const shortcutsId = useId();
  const roleNames = roles.flatMap((role) => {
    const message = roleMessages[role];
    return message ? [intl.formatMessage(message)] : [];
  });
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          {intl.formatMessage(appMessages.dashboardGreeting, { name })}
        </Heading>
        {roleNames.length > 0 ? (
          <Text color="gray">
            {intl.formatMessage(appMessages.dashboardSignedInAs, { roles: intl.formatList(roleNames) })}
          </Text>
        ) : null}
      </Flex>
      <section aria-labelledby={shortcutsId}>
        <Heading as="h2" size="4" id={shortcutsId} mb="3">
          {intl.formatMessage(appMessages.dashboardShortcuts)}
        </Heading>
        <Grid asChild columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
          <ul className="app-plain-list">
            {dashboardShortcuts(roles).map((route) => {
              const messages = routeMessages[route.id];
              if (!messages) return null;
              return (
                <li key={route.path}>
                  <Card asChild>
                    <Link href={route.path}>
                      <Text as="div" weight="bold">
                        {intl.formatMessage(messages.title)}
                      </Text>
                      <Text as="div" size="2" color="gray">
                        {intl.formatMessage(messages.purpose)}
                      </Text>
                    </Link>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Grid>
      </section>
    </Flex>
  );
}
