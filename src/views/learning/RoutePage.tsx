import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { routeMessages } from '../messages/routeMessages';

/** A learning screen's frame: the route's title as the page heading, then the screen below it. */
export function RoutePage({ routeId, children }: { routeId: string; children: ReactNode }) {
  const intl = useIntl();
  const title = routeMessages[routeId]?.title;
  return (
    <Flex direction="column" gap="4">
      {title ? (
        <Heading as="h1" size="7">
          {intl.formatMessage(title)}
        </Heading>
      ) : null}
      {children}
    </Flex>
  );
}
