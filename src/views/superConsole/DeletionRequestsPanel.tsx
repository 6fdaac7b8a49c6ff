import { Button, Callout, Card, Dialog, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { deletionRequestsMachine } from '../../machines/superConsole/deletionRequestsMachine';
import type { ApiSettings } from '../../services/api';
import { nativeField } from '../admin/fieldStyle';
import { ListEmpty, ListFailed, ListLoading, useProblemText } from '../admin/ListStates';
import { sc } from './messages';

/** Pending deletion requests: carry one out (keeping anonymised learning records or not) or decline it. */
export function DeletionRequestsPanel({ api }: { api: ApiSettings }) {
  const intl = useIntl();
  const reasonId = useId();
  const problemText = useProblemText();
  const actor = useActorRef(deletionRequestsMachine, { input: { api } });
  const state = useSelector(actor, (s) => s.value as string);
  const { requests, problem, keepLearningRecords, reason, target } = useSelector(actor, (s) => s.context);
  const name = requests.find((r) => r.id === target)?.userName ?? '';
  let body;
  if (state === 'loading') body = <ListLoading />;
  else if (state === 'failed')
    body = <ListFailed problem={problem} onRetry={() => actor.send({ type: 'requests.retry' })} />;
  else if (requests.length === 0) body = <ListEmpty text={intl.formatMessage(sc.requestsEmpty)} />;
  else
    body = (
      <Flex direction="column" gap="3" asChild>
        <ul className="sc-plain-list">
          {requests.map((r) => (
            <li key={r.id}>
              <Card>
                <Flex direction="column" gap="2">
                  <Text weight="bold">{`${r.userName ?? '—'} (${r.username ?? '—'})`}</Text>
                  <Text size="2" color="gray">
                    {intl.formatDate(r.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                  {r.reason ? (
                    <Text size="2" className="sc-break">
                      {r.reason}
                    </Text>
                  ) : null}
                  <Flex gap="2" wrap="wrap">
                    <Button
                      color="red"
                      highContrast
                      onClick={() => actor.send({ type: 'requests.carryOut', id: r.id })}
                    >
                      {intl.formatMessage(sc.carryOut)}
                    </Button>
                    <Button variant="soft" onClick={() => actor.send({ type: 'requests.decline', id: r.id })}>
                      {intl.formatMessage(sc.decline)}
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    );
  const carrying = state === 'confirmingCarryOut' || state === 'carryingOut';
  const declining = state === 'confirmingDecline' || state === 'declining';
  const cancel = () => actor.send({ type: 'requests.cancel' });
  return (
    <section aria-labelledby="sc-requests">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id="sc-requests">
          {intl.formatMessage(sc.requestsTitle)}
        </Heading>
        {problem && state === 'ready' ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{problemText(problem)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {body}
      </Flex>
      <Dialog.Root open={carrying || declining} onOpenChange={(open) => (open ? undefined : cancel())}>
        <Dialog.Content maxWidth="30rem">
          <Dialog.Title>
            {intl.formatMessage(carrying ? sc.carryOutTitle : sc.declineTitle, { name })}
          </Dialog.Title>
          {carrying ? (
            <Flex direction="column" gap="3">
              <Dialog.Description size="2">{intl.formatMessage(sc.carryOutDescription)}</Dialog.Description>
              <RadioGroup.Root
                value={keepLearningRecords ? 'keep' : 'delete'}
                onValueChange={(value) => actor.send({ type: 'requests.keepChange', keep: value === 'keep' })}
                aria-label={intl.formatMessage(sc.learningRecords)}
              >
                <RadioGroup.Item value="keep">{intl.formatMessage(sc.keepRecords)}</RadioGroup.Item>
                <RadioGroup.Item value="delete">{intl.formatMessage(sc.deleteRecords)}</RadioGroup.Item>
              </RadioGroup.Root>
            </Flex>
          ) : (
            <Flex direction="column" gap="2">
              <Dialog.Description size="2">{intl.formatMessage(sc.declineDescription)}</Dialog.Description>
              <Text as="label" htmlFor={reasonId} size="2" weight="bold">
                {intl.formatMessage(sc.declineReason)}
              </Text>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={2000}
                style={{ ...nativeField, width: '100%', height: 'auto' }}
                value={reason}
                onChange={(e) => actor.send({ type: 'requests.reasonChange', reason: e.target.value })}
              />
            </Flex>
          )}
          {problem && declining ? (
            <Text color="red" size="2" role="alert">
              {problemText(problem)}
            </Text>
          ) : null}
          <Flex gap="2" justify="end" mt="4" wrap="wrap">
            <Button variant="soft" color="gray" onClick={cancel}>
              {intl.formatMessage(sc.cancel)}
            </Button>
            <Button
              color="red"
              highContrast
              loading={state === 'carryingOut' || state === 'declining'}
              disabled={declining && !reason.trim()}
              onClick={() => actor.send({ type: 'requests.confirm' })}
            >
              {intl.formatMessage(carrying ? sc.carryOut : sc.decline)}
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}
