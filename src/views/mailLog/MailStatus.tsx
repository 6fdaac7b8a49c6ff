import { Badge, Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { MailLogRowFragment } from '../../graphql/generated';
import { ml, statusMessages } from './messages';

const COLOURS: Record<string, 'gray' | 'blue' | 'amber' | 'green' | 'red' | 'orange'> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  DEFERRED: 'amber',
  SENT: 'green',
  FAILED: 'red',
  NOT_SENT: 'orange',
};

type Fate = Pick<MailLogRowFragment, 'status' | 'nextAttemptAt' | 'lastError'>;

/** What happened to a mail in words: deferred with its next try, failed with the answer, not sent and why. */
export function useFateText() {
  const intl = useIntl();
  return (mail: Fate): string | null => {
    if (mail.status === 'DEFERRED' && mail.nextAttemptAt)
      return intl.formatMessage(ml.fateDeferred, {
        at: intl.formatDate(mail.nextAttemptAt, { dateStyle: 'medium', timeStyle: 'short' }),
      });
    if (mail.status === 'FAILED') return intl.formatMessage(ml.fateFailed, { answer: mail.lastError ?? '—' });
    if (mail.status === 'NOT_SENT') return mail.lastError ?? null;
    if (mail.status === 'QUEUED') return intl.formatMessage(ml.fateQueued);
    return null;
  };
}

/** The status badge and, under it, the fate in words. */
export function MailStatus({ mail }: { mail: Fate }) {
  const intl = useIntl();
  const fate = useFateText()(mail);
  const message = statusMessages[mail.status];
  return (
    <Flex direction="column" gap="1" align="start">
      <Badge color={COLOURS[mail.status] ?? 'gray'} highContrast>
        {message ? intl.formatMessage(message) : mail.status}
      </Badge>
      {fate ? (
        <Text size="1" color="gray" className="ml-break">
          {fate}
        </Text>
      ) : null}
    </Flex>
  );
}
