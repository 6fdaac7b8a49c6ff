import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { DASHBOARD_PATH } from '../../machines/constants';
import { appMessages } from '../messages/appMessages';
import { routeMessages } from '../messages/routeMessages';

export function ErrorPageScreen() {
  const intl = useIntl();
  const messages = routeMessages['error-page']!;
  return (
    <Flex direction="column" gap="3" align="start">
      <Heading as="h1" size="7">
        {intl.formatMessage(messages.title)}
      </Heading>
      <Text as="p">{intl.formatMessage(messages.purpose)}</Text>
      <Button asChild>
        <Link href={DASHBOARD_PATH}>{intl.formatMessage(appMessages.errorPageBack)}</Link>
      </Button>
    </Flex>
  );
}
