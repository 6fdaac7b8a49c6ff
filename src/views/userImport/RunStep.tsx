import { Badge, Button, Callout, Flex, Heading, Progress, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectProblem, selectRun } from '../../machines/userImport/importWizardMachine';
import { useProblemText } from '../admin/ListStates';
import { ProblemCallout } from './ImportRoute';
import { im } from './messages';
import { SimpleTable } from './SimpleTable';
import { reasonText } from './ReviewStep';
import type { WizardActor } from './wizardActor';

const RESULTS: Array<
  [
    'created' | 'updated' | 'unchanged' | 'skipped' | 'failed',
    MessageDescriptor,
    'green' | 'indigo' | 'gray' | 'amber' | 'red',
  ]
> = [
  ['created', im.resultCreated, 'green'],
  ['updated', im.resultUpdated, 'indigo'],
  ['unchanged', im.resultUnchanged, 'gray'],
  ['skipped', im.resultSkipped, 'amber'],
  ['failed', im.resultFailed, 'red'],
];

/** Running (progress), and the report once it ended; also what a reload of `?import=<id>` finds. */
export function RunStep({ wizard }: { wizard: WizardActor }) {
  const intl = useIntl();
  const describe = useProblemText();
  const run = useSelector(wizard, selectRun);
  const problem = useSelector(wizard, selectProblem);
  const state = useSelector(wizard, (s) => s.value as string);
  const restart = (
    <Button variant="soft" onClick={() => wizard.send({ type: 'wizard.restart' })}>
      {intl.formatMessage(im.newImport)}
    </Button>
  );
  if (state === 'loadFailed')
    return (
      <Flex direction="column" gap="3" align="start">
        <ProblemCallout
          text={intl.formatMessage(im.loadFailed, { error: problem ? describe(problem) : '' })}
        />
        <Flex gap="2" wrap="wrap">
          <Button onClick={() => wizard.send({ type: 'wizard.retry' })}>
            {intl.formatMessage(im.retry)}
          </Button>
          {restart}
        </Flex>
      </Flex>
    );
  if (state === 'runMissing')
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="amber" role="alert" highContrast>
          <Callout.Text>{intl.formatMessage(im.runMissing)}</Callout.Text>
        </Callout.Root>
        {restart}
      </Flex>
    );
  if (!run)
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner />
        <Text>{intl.formatMessage(im.runQueued)}</Text>
      </Flex>
    );
  const ended = state === 'done' || state === 'downloading' || state === 'failed' || state === 'retrying';
  if (!ended) {
    const percent = run.progressTotal > 0 ? Math.floor((run.progressDone / run.progressTotal) * 100) : 0;
    return (
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {intl.formatMessage(im.runHeading)}
        </Heading>
        <Progress value={percent} max={100} aria-label={intl.formatMessage(im.runProgressLabel)} />
        <Text role="status" aria-live="polite">
          {run.progressTotal > 0
            ? intl.formatMessage(im.runProgress, { done: run.progressDone, total: run.progressTotal })
            : intl.formatMessage(im.runQueued)}
        </Text>
        <Text size="2" color="gray">
          {intl.formatMessage(im.runBackground)}
        </Text>
      </Flex>
    );
  }
  const failedRun = state === 'failed' || state === 'retrying';
  const failures = run.failedRows;
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="4">
        {intl.formatMessage(failedRun ? im.reportFailed : im.reportDone)}
      </Heading>
      {failedRun ? (
        <ProblemCallout
          text={intl.formatMessage(im.reportFailedText, {
            error: problem ? describe(problem) : (run.error ?? ''),
          })}
        />
      ) : null}
      {run.result ? (
        <Flex gap="2" wrap="wrap" role="status">
          {RESULTS.map(([key, label, color]) => (
            <Badge key={key} color={color} size="2" highContrast>
              {intl.formatMessage(im.count, { label: intl.formatMessage(label), count: run.result![key] })}
            </Badge>
          ))}
        </Flex>
      ) : null}
      {run.result && run.result.created > 0 ? (
        <Text size="2" color="gray">
          {intl.formatMessage(im.passwordNote)}
        </Text>
      ) : null}
      {run.result && failures.length === 0 ? <Text>{intl.formatMessage(im.noFailures)}</Text> : null}
      {failures.length > 0 ? (
        <section>
          <Heading as="h3" size="3" mb="2">
            {intl.formatMessage(im.failedHeading)}
          </Heading>
          <SimpleTable
            label={intl.formatMessage(im.failedHeading)}
            rowHeader={1}
            headers={[
              intl.formatMessage(im.colRow),
              intl.formatMessage(im.colUsername),
              intl.formatMessage(im.colReason),
            ]}
            rows={failures.map((row) => ({
              key: row.row,
              cells: [row.row, row.username || '—', reasonText(intl, row)],
            }))}
          />
          <Flex direction="column" gap="2" mt="3" align="start">
            <Button
              loading={state === 'downloading'}
              onClick={() => wizard.send({ type: 'wizard.download' })}
            >
              {intl.formatMessage(im.download)}
            </Button>
            <Text size="2" color="gray">
              {intl.formatMessage(im.downloadHint)}
            </Text>
          </Flex>
        </section>
      ) : null}
      {state === 'done' && problem ? (
        <ProblemCallout text={intl.formatMessage(im.downloadFailed, { error: describe(problem) })} />
      ) : null}
      <Flex gap="2" wrap="wrap">
        {failedRun ? (
          <Button loading={state === 'retrying'} onClick={() => wizard.send({ type: 'wizard.retry' })}>
            {intl.formatMessage(im.retryImport)}
          </Button>
        ) : null}
        {restart}
      </Flex>
    </Flex>
  );
}
