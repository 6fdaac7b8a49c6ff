import { Badge, Button, Callout, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { deletionMachine, REASON_MAX } from '../../machines/superConsole/deletionMachine';
import { latestExport, myDataMachine } from '../../machines/superConsole/myDataMachine';
import type { ApiSettings } from '../../services/api';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { nativeField } from '../admin/fieldStyle';
import { ListFailed, ListLoading, useProblemText } from '../admin/ListStates';
import { JobState } from './JobsPanel';
import { sc } from './messages';

/** The caller's own data: download everything (a zip made in the background) and request deletion. */
export function MyDataPanel({ api }: { api: ApiSettings }) {
  return (
    <Flex direction="column" gap="4">
      <ExportCard api={api} />
      <DeletionCard api={api} />
    </Flex>
  );
}

function ExportCard({ api }: { api: ApiSettings }) {
  const intl = useIntl();
  const problemText = useProblemText();
  const actor = useActorRef(myDataMachine, { input: { api } });
  const state = useSelector(actor, (s) => s.value);
  const exports = useSelector(actor, (s) => s.context.exports);
  const problem = useSelector(actor, (s) => s.context.problem);
  const latest = latestExport(exports);
  if (state === 'loading') return <ListLoading />;
  if (state === 'failed')
    return <ListFailed problem={problem} onRetry={() => actor.send({ type: 'myData.retry' })} />;
  const working = typeof state === 'object' && 'working' in state;
  const busy = state === 'requesting' || working;
  return (
    <Card>
      <section aria-labelledby="sc-export">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="sc-export">
            {intl.formatMessage(sc.exportTitle)}
          </Heading>
          <Text>{intl.formatMessage(sc.exportIntro)}</Text>
          {latest ? (
            <Flex direction="column" gap="2" aria-live="polite">
              <Flex gap="2" align="center" wrap="wrap">
                <Text size="2">
                  {intl.formatMessage(sc.exportLatest, {
                    at: intl.formatDate(latest.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </Text>
                <JobState state={latest.state} />
              </Flex>
              {working ? (
                <Progress
                  aria-label={intl.formatMessage(sc.exportProgress)}
                  value={
                    latest.progressTotal ? Math.round((latest.progressDone / latest.progressTotal) * 100) : 0
                  }
                />
              ) : null}
              {latest.state === 'failed' && latest.error ? <Text color="red">{latest.error}</Text> : null}
            </Flex>
          ) : null}
          {problem ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{problemText(problem)}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex gap="2" wrap="wrap">
            {latest?.state === 'succeeded' ? (
              <Button
                loading={state === 'downloading'}
                onClick={() => actor.send({ type: 'myData.download', jobId: latest.id })}
              >
                {intl.formatMessage(sc.exportDownload)}
              </Button>
            ) : null}
            <Button
              variant={latest?.state === 'succeeded' ? 'soft' : 'solid'}
              loading={busy}
              onClick={() => actor.send({ type: 'myData.request' })}
            >
              {intl.formatMessage(latest ? sc.exportAgain : sc.exportStart)}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

const STATE_COLOR = { PENDING: 'amber', DONE: 'green', DECLINED: 'red', WITHDRAWN: 'gray' } as const;

function DeletionCard({ api }: { api: ApiSettings }) {
  const intl = useIntl();
  const reasonId = useId();
  const problemText = useProblemText();
  const actor = useActorRef(deletionMachine, { input: { api } });
  const state = useSelector(actor, (s) => s.value as string);
  const { request, reason, problem } = useSelector(actor, (s) => s.context);
  if (state === 'loading') return <ListLoading />;
  if (state === 'failed')
    return <ListFailed problem={problem} onRetry={() => actor.send({ type: 'deletion.retry' })} />;
  const pending = request?.state === 'PENDING';
  const asking = state === 'asking' || state === 'requesting';
  return (
    <Card>
      <section aria-labelledby="sc-deletion">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="sc-deletion">
            {intl.formatMessage(sc.deletionTitle)}
          </Heading>
          <Text>{intl.formatMessage(sc.deletionIntro)}</Text>
          {request ? (
            <Flex direction="column" gap="1" aria-live="polite">
              <Flex gap="2" align="center" wrap="wrap">
                <Text size="2">
                  {intl.formatMessage(sc.deletionRequested, {
                    at: intl.formatDate(request.requestedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </Text>
                <Badge color={STATE_COLOR[request.state]} highContrast>
                  {intl.formatMessage(sc[`deletion${request.state}`])}
                </Badge>
              </Flex>
              {request.state === 'DECLINED' && request.response ? (
                <Text size="2">
                  {intl.formatMessage(sc.deletionResponse, { response: request.response })}
                </Text>
              ) : null}
            </Flex>
          ) : null}
          {problem ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{problemText(problem)}</Callout.Text>
            </Callout.Root>
          ) : null}
          {asking ? (
            <Flex direction="column" gap="2">
              <Text as="label" htmlFor={reasonId} size="2" weight="bold">
                {intl.formatMessage(sc.deletionReason)}
              </Text>
              <textarea
                id={reasonId}
                rows={3}
                style={{ ...nativeField, width: '100%', height: 'auto' }}
                value={reason}
                maxLength={REASON_MAX}
                onChange={(e) => actor.send({ type: 'deletion.reasonChange', reason: e.target.value })}
              />
              <Text size="1" color="gray">
                {intl.formatMessage(sc.deletionWarning)}
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button
                  color="red"
                  highContrast
                  loading={state === 'requesting'}
                  onClick={() => actor.send({ type: 'deletion.confirm' })}
                >
                  {intl.formatMessage(sc.deletionSend)}
                </Button>
                <Button
                  variant="soft"
                  color="gray"
                  disabled={state === 'requesting'}
                  onClick={() => actor.send({ type: 'deletion.cancel' })}
                >
                  {intl.formatMessage(sc.cancel)}
                </Button>
              </Flex>
            </Flex>
          ) : (
            <Flex gap="2" wrap="wrap">
              {pending ? (
                <Button
                  variant="soft"
                  loading={state === 'withdrawing'}
                  onClick={() => actor.send({ type: 'deletion.withdraw' })}
                >
                  {intl.formatMessage(sc.deletionWithdraw)}
                </Button>
              ) : (
                <Button color="red" variant="soft" onClick={() => actor.send({ type: 'deletion.ask' })}>
                  {intl.formatMessage(sc.deletionAsk)}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </section>
      <ConfirmDialog
        open={state === 'confirmingWithdraw'}
        title={intl.formatMessage(sc.withdrawTitle)}
        description={intl.formatMessage(sc.withdrawDescription)}
        confirmLabel={intl.formatMessage(sc.deletionWithdraw)}
        onConfirm={() => actor.send({ type: 'deletion.confirm' })}
        onCancel={() => actor.send({ type: 'deletion.cancel' })}
      />
    </Card>
  );
}
