import { Badge, Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  myRelativeLinksMachine,
  selectIsRevoking,
  selectMyLinks,
  selectMyLinksStatus,
  selectPendingRevoke,
  selectRevokeFailed,
} from '../../machines/relatives/myRelativeLinksMachine';
import type { ApiSettings } from '../../services/api';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { rm, stateMessage } from './messages';

const STATE_COLOR = { ACTIVE: 'green', EXPIRED: 'gray', REVOKED: 'red' } as const;

/** The profile's "Who can follow my progress": the learner's own links, each can be withdrawn. */
export function MyRelativeLinksSection({ api }: { api: ApiSettings }) {
  const intl = useIntl();
  const headingId = useId();
  const mine = useActorRef(myRelativeLinksMachine, { input: { api } });
  const status = useSelector(mine, selectMyLinksStatus);
  const links = useSelector(mine, selectMyLinks);
  const pending = useSelector(mine, selectPendingRevoke);
  const revoking = useSelector(mine, selectIsRevoking);
  const revokeFailed = useSelector(mine, selectRevokeFailed);
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const noLabel = intl.formatMessage(rm.noLabel);
  return (
    <section aria-labelledby={headingId} style={{ maxWidth: 640 }}>
      <Heading as="h2" size="4" id={headingId} mb="2">
        {intl.formatMessage(rm.myTitle)}
      </Heading>
      <Text as="p" size="2" mb="3">
        {intl.formatMessage(rm.myIntro)}
      </Text>
      {status === 'loading' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{intl.formatMessage(rm.loading)}</Text>
        </Flex>
      ) : status === 'failed' ? (
        <Flex direction="column" gap="2" align="start">
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(rm.myFailed)}</Callout.Text>
          </Callout.Root>
          <Button onClick={() => mine.send({ type: 'myLinks.retry' })}>{intl.formatMessage(rm.retry)}</Button>
        </Flex>
      ) : status === 'empty' ? (
        <Text as="p" color="gray">
          {intl.formatMessage(rm.myEmpty)}
        </Text>
      ) : (
        <Flex asChild direction="column" gap="2">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map((link) => (
              <li key={link.id}>
                <Card>
                  <Flex gap="3" align="center" justify="between" wrap="wrap">
                    <Flex direction="column" gap="1" minWidth="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                          {link.label || noLabel}
                        </Text>
                        <Badge color={STATE_COLOR[link.state]} variant="soft" highContrast>
                          {intl.formatMessage(stateMessage(link.state))}
                        </Badge>
                      </Flex>
                      <Text size="2" color="gray">
                        {intl.formatMessage(rm.myCreatedExpires, {
                          created: date(link.createdAt),
                          expires: date(link.expiresAt),
                        })}
                      </Text>
                    </Flex>
                    {link.state === 'ACTIVE' ? (
                      <Button
                        variant="soft"
                        color="red"
                        aria-label={intl.formatMessage(rm.myRevokeLabel, { label: link.label || noLabel })}
                        onClick={() => mine.send({ type: 'myLinks.revoke', id: link.id })}
                      >
                        {intl.formatMessage(rm.revoke)}
                      </Button>
                    ) : null}
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {revokeFailed ? (
        <Callout.Root color="red" role="alert" mt="2">
          <Callout.Text>{intl.formatMessage(rm.myRevokeFailed)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={intl.formatMessage(rm.revokeTitle)}
        description={intl.formatMessage(rm.myRevokeText, { label: pending?.label || noLabel })}
        confirmLabel={intl.formatMessage(rm.revoke)}
        destructive
        busy={revoking}
        onConfirm={() => mine.send({ type: 'myLinks.confirm' })}
        onCancel={() => mine.send({ type: 'myLinks.cancel' })}
      />
    </section>
  );
}
