// One mail of the log in a dialog: its facts, the HTML exactly as it went out in a sandboxed frame (no
// scripts, no same origin: the mail can neither run code nor reach the app), the plain-text part, and resend
// after a confirmation. The frame loads a data: address, not srcdoc: the page's Trusted Types refuse markup
// handed to srcdoc, and a data: document in a sandbox has no origin at all.
import { Button, Callout, DataList, Dialog, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { AnyActorRef } from 'xstate';
import {
  mailMessageMachine,
  selectMail,
  selectMailProblem,
  selectMailStatus,
  selectResentCopy,
} from '../../machines/mailLog/mailMessageMachine';
import type { ApiSettings } from '../../services/api';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useProblemText } from '../admin/ListStates';
import { am } from '../admin/messages';
import { useReturnFocus } from '../admin/useReturnFocus';
import { MailStatus } from './MailStatus';
import { eventMessages, ml } from './messages';

interface Props {
  api: ApiSettings;
  id: string;
  list: AnyActorRef;
  onClose: () => void;
}

export function MailDetail({ api, id, list, onClose }: Props) {
  const intl = useIntl();
  const actor = useActorRef(mailMessageMachine, { input: { api, id, list } });
  const status = useSelector(actor, selectMailStatus);
  const mail = useSelector(actor, selectMail);
  const problem = useSelector(actor, selectMailProblem);
  const copy = useSelector(actor, selectResentCopy);
  const problemText = useProblemText();
  const returnFocus = useReturnFocus();
  const when = (at: string | null | undefined) =>
    at ? intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
  const title = mail
    ? intl.formatMessage(ml.detailTitle, { name: mail.toName })
    : intl.formatMessage(ml.html);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="56rem" {...returnFocus}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {mail?.subject ?? ''}
        </Dialog.Description>
        {status === 'loading' ? (
          <Flex align="center" gap="2" role="status" my="4">
            <Spinner />
            <Text>{intl.formatMessage(am.loading)}</Text>
          </Flex>
        ) : null}
        {status === 'failed' ? (
          <Callout.Root color="red" role="alert" my="4">
            <Callout.Text>
              {intl.formatMessage(ml.loadFailed, { error: problem ? problemText(problem) : '' })}
            </Callout.Text>
            <Button variant="soft" onClick={() => actor.send({ type: 'mail.retry' })}>
              {intl.formatMessage(am.retry)}
            </Button>
          </Callout.Root>
        ) : null}
        {status === 'notFound' ? <Text as="p">{intl.formatMessage(ml.notFound)}</Text> : null}
        {mail ? (
          <Flex direction="column" gap="4" mt="3" minWidth="0">
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
              <Item label={intl.formatMessage(ml.colRecipient)}>{`${mail.toName} <${mail.toAddress}>`}</Item>
              <Item label={intl.formatMessage(ml.colEvent)}>
                {eventMessages[mail.event] ? intl.formatMessage(eventMessages[mail.event]!) : mail.event}
              </Item>
              {mail.templateSource ? (
                <Item label={intl.formatMessage(ml.template)}>
                  {intl.formatMessage(ml.templateValue, {
                    source: mail.templateSource,
                    locale: mail.templateLocale ?? mail.locale ?? '—',
                  })}
                </Item>
              ) : null}
              <Item label={intl.formatMessage(ml.colStatus)}>
                <MailStatus mail={mail} />
              </Item>
              <Item label={intl.formatMessage(ml.colCreated)}>{when(mail.createdAt)}</Item>
              <Item label={intl.formatMessage(ml.colSent)}>{when(mail.sentAt)}</Item>
              <Item label={intl.formatMessage(ml.attempts)}>{String(mail.attempts)}</Item>
              {mail.nextAttemptAt ? (
                <Item label={intl.formatMessage(ml.nextTry)}>{when(mail.nextAttemptAt)}</Item>
              ) : null}
              <Item label={intl.formatMessage(ml.lastAnswer)}>{mail.lastError ?? '—'}</Item>
              <Item label={intl.formatMessage(ml.messageId)}>{mail.messageId ?? '—'}</Item>
            </DataList.Root>
            {mail.purgedAt ? (
              <Callout.Root color="gray">
                <Callout.Text>
                  {intl.formatMessage(ml.purged, {
                    date: intl.formatDate(mail.purgedAt, { dateStyle: 'long' }),
                  })}
                </Callout.Text>
              </Callout.Root>
            ) : !mail.html ? (
              <Text as="p" color="gray">
                {intl.formatMessage(ml.notRendered)}
              </Text>
            ) : (
              <>
                <Heading as="h3" size="3">
                  {intl.formatMessage(ml.html)}
                </Heading>
                <iframe
                  className="ml-frame"
                  title={intl.formatMessage(ml.frame)}
                  sandbox=""
                  referrerPolicy="no-referrer"
                  src={`data:text/html;charset=utf-8,${encodeURIComponent(mail.html)}`}
                />
                <Heading as="h3" size="3">
                  {intl.formatMessage(ml.text)}
                </Heading>
                <pre className="ml-text" tabIndex={0} aria-label={intl.formatMessage(ml.text)}>
                  {mail.text}
                </pre>
              </>
            )}
            {copy ? (
              <Callout.Root color="green" role="status">
                <Callout.Text>{intl.formatMessage(ml.resendDone, { address: copy.toAddress })}</Callout.Text>
              </Callout.Root>
            ) : null}
            {status === 'resendFailed' ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>
                  {intl.formatMessage(ml.resendFailed, { error: problem ? problemText(problem) : '' })}
                </Callout.Text>
              </Callout.Root>
            ) : null}
          </Flex>
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {mail && !mail.purgedAt ? (
            <Button onClick={() => actor.send({ type: 'mail.resend' })} loading={status === 'resending'}>
              {intl.formatMessage(ml.resend)}
            </Button>
          ) : null}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {intl.formatMessage(ml.close)}
            </Button>
          </Dialog.Close>
        </Flex>
        <ConfirmDialog
          open={status === 'confirming'}
          title={intl.formatMessage(ml.resendTitle)}
          description={intl.formatMessage(ml.resendDescription, { address: mail?.toAddress ?? '' })}
          confirmLabel={intl.formatMessage(ml.resend)}
          onConfirm={() => actor.send({ type: 'mail.confirm' })}
          onCancel={() => actor.send({ type: 'mail.cancel' })}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="9rem">{label}</DataList.Label>
      <DataList.Value className="ml-break">{children}</DataList.Value>
    </DataList.Item>
  );
}
