import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { appMessages } from '../messages/appMessages';
import { routeMessages } from '../messages/routeMessages';

/** Stands in for an area a later issue builds: its title and purpose only. */
export function PlaceholderScreen({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const messages = routeMessages[routeId];
  return (
    <Flex direction="column" gap="3" align="start">
      <Heading as="h1" size="7">
        {messages ? intl.formatMessage(messages.title) : routeId}
      </Heading>
      {messages ? <Text as="p">{intl.formatMessage(messages.purpose)}</Text> : null}
      <Callout.Root color="gray" variant="surface">
        <Callout.Text>{intl.formatMessage(appMessages.placeholderNotice)}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}
