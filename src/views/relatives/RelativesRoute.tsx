import { Box, Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectApiSettings } from '../../machines/appMachine';
import { selectAuthStatus, selectRoles } from '../../machines/authMachine';
import {
  relativesMachine,
  selectRelativesStatus,
  selectRelativeView,
  selectRetryAfter,
} from '../../machines/relatives/relativesMachine';
import { AppContext, useChild, useChildRef } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { rm } from './messages';
import { RelativeLinksAdmin } from './RelativeLinksAdmin';
import { RelativeProgress } from './RelativeProgress';

const NO_ROLES: string[] = [];

/**
 * /relatives: a relative's read-only view through the link in the address's fragment, the links'
 * management for a signed-in administrator, or a plain page for anybody else (relativesAccess.ts).
 */
export function RelativesRoute() {
  const api = AppContext.useSelector(selectApiSettings);
  const signedIn = useChild('auth', selectAuthStatus, 'checking') === 'signedIn';
  const roles = useChild('auth', selectRoles, NO_ROLES);
  const relatives = useActorRef(relativesMachine, { input: { api, signedIn, roles: [...roles] } });
  const status = useSelector(relatives, selectRelativesStatus);
  const view = useSelector(relatives, selectRelativeView);
  const retryAfter = useSelector(relatives, selectRetryAfter);
  const retry = () => relatives.send({ type: 'relatives.retry' });

  switch (status) {
    case 'manage':
      return <RelativeLinksAdmin />;
    case 'explain':
      return <Explain signedIn={signedIn} />;
    case 'shown':
      return view ? <RelativeProgress view={view} /> : null;
    case 'invalid':
      return <Plain title={rm.invalidTitle} text={rm.invalidText} />;
    case 'rateLimited':
      return (
        <Plain
          title={rm.rateLimitedTitle}
          text={rm.rateLimitedText}
          values={{ seconds: retryAfter }}
          onRetry={retry}
        />
      );
    case 'failed':
      return <Plain title={rm.failedTitle} text={rm.failedText} onRetry={retry} alert />;
    default:
      return <Loading />;
  }
}

/** The public pages' frame: no shell, a readable column that fits a phone. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box px="4" py="6" mx="auto" style={{ maxWidth: 720, width: '100%', boxSizing: 'border-box' }}>
      {children}
    </Box>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <PublicPage>
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text>{intl.formatMessage(rm.loading)}</Text>
      </Flex>
    </PublicPage>
  );
}

function Plain(props: {
  title: MessageDescriptor;
  text: MessageDescriptor;
  values?: Record<string, number>;
  onRetry?: () => void;
  alert?: boolean;
}) {
  const intl = useIntl();
  return (
    <PublicPage>
      <Flex direction="column" gap="4" align="start">
        <Heading as="h1" size="7">
          {intl.formatMessage(props.title)}
        </Heading>
        {props.alert ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(props.text, props.values)}</Callout.Text>
          </Callout.Root>
        ) : (
          <Text as="p" size="3" role="status">
            {intl.formatMessage(props.text, props.values)}
          </Text>
        )}
        {props.onRetry ? <Button onClick={props.onRetry}>{intl.formatMessage(rm.retry)}</Button> : null}
      </Flex>
    </PublicPage>
  );
}

function Explain({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const auth = useChildRef('auth');
  return (
    <PublicPage>
      <Flex direction="column" gap="4" align="start">
        <Heading as="h1" size="7">
          {intl.formatMessage(routeMessages.relatives!.title)}
        </Heading>
        <Heading as="h2" size="4">
          {intl.formatMessage(rm.explainTitle)}
        </Heading>
        <Text as="p" size="3">
          {intl.formatMessage(rm.explainText)}
        </Text>
        <Text as="p" size="2" color="gray">
          {intl.formatMessage(rm.explainAdmin)}
        </Text>
        {signedIn ? null : (
          <Button onClick={() => auth?.send({ type: 'auth.signIn', returnTo: '/relatives' })}>
            {intl.formatMessage(rm.signIn)}
          </Button>
        )}
      </Flex>
    </PublicPage>
  );
}
