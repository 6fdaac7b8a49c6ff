import { Badge, Button, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HealthStatus } from '../../graphql/generated';
import {
  healthMachine,
  selectHealth,
  selectHealthProblem,
  selectHealthStatus,
} from '../../machines/superConsole/healthMachine';
import type { ApiSettings } from '../../services/api';
import { ListFailed, ListLoading, useProblemText } from '../admin/ListStates';
import { jobStateMessages, sc, statusMessages } from './messages';
import { useBytes } from './format';

const COLOR: Record<HealthStatus, 'green' | 'amber' | 'red' | 'gray'> = {
  OK: 'green',
  DEGRADED: 'amber',
  DOWN: 'red',
  NOT_CONFIGURED: 'gray',
};

function Part({ title, status, children }: { title: string; status: HealthStatus; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          <Badge color={COLOR[status]} highContrast>
            {intl.formatMessage(statusMessages[status])}
          </Badge>
        </Flex>
        <dl className="sc-figures">{children}</dl>
      </Flex>
    </Card>
  );
}

const Figure = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt>
      <Text size="2" color="gray">
        {label}
      </Text>
    </dt>
    <dd>
      <Text size="2">{value}</Text>
    </dd>
  </>
);

/** The health of each part with its figures, refreshed every 15 s while shown. */
export function HealthPanel({ api }: { api: ApiSettings }) {
  const intl = useIntl();
  const bytes = useBytes();
  const actor = useActorRef(healthMachine, { input: { api } });
  const status = useSelector(actor, selectHealthStatus);
  const health = useSelector(actor, selectHealth);
  const problem = useSelector(actor, selectHealthProblem);
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const problemText = useProblemText();
  if (status === 'loading') return <ListLoading />;
  if (status === 'failed' || !health)
    return <ListFailed problem={problem} onRetry={() => actor.send({ type: 'health.retry' })} />;
  const n = (value: number) => intl.formatNumber(value);
  const { database: db, identity, mail, storage, jobs } = health;
  return (
    <section aria-labelledby="sc-health">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="5" id="sc-health">
            {intl.formatMessage(sc.healthTitle)}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" color="gray" aria-live="polite">
              {intl.formatMessage(sc.checkedAt, {
                at: intl.formatTime(health.checkedAt, { timeStyle: 'medium' }),
              })}
            </Text>
            <Button
              variant="soft"
              loading={refreshing}
              onClick={() => actor.send({ type: 'health.refresh' })}
            >
              {intl.formatMessage(sc.refresh)}
            </Button>
          </Flex>
        </Flex>
        {problem ? (
          <Callout.Root color="amber" role="status" highContrast>
            <Callout.Text>
              {intl.formatMessage(sc.refreshFailed, { error: problemText(problem) })}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3">
          <Part title={intl.formatMessage(sc.partDatabase)} status={db.status}>
            <Figure
              label={intl.formatMessage(sc.dbKind)}
              value={db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}
            />
            <Figure
              label={intl.formatMessage(sc.dbPing)}
              value={
                db.pingMs === null || db.pingMs === undefined
                  ? '—'
                  : intl.formatMessage(sc.ms, { ms: db.pingMs })
              }
            />
            <Figure label={intl.formatMessage(sc.dbSize)} value={bytes(db.sizeBytes)} />
            {db.error ? <Figure label={intl.formatMessage(sc.error)} value={db.error} /> : null}
          </Part>
          <Part title={intl.formatMessage(sc.partIdentity)} status={identity.status}>
            <Figure label={intl.formatMessage(sc.signingKeys)} value={n(identity.signingKeys)} />
            <Figure
              label={intl.formatMessage(sc.issuer)}
              value={<span className="sc-break">{identity.issuer}</span>}
            />
          </Part>
          <Part title={intl.formatMessage(sc.partMail)} status={mail.status}>
            {mail.smtpConfigured ? null : (
              <Figure label={intl.formatMessage(sc.mailState)} value={intl.formatMessage(sc.mailNoSmtp)} />
            )}
            <Figure label={intl.formatMessage(sc.mailDeferred)} value={n(mail.deferred)} />
            <Figure label={intl.formatMessage(sc.mailOverdue)} value={n(mail.overdue)} />
            <Figure
              label={intl.formatMessage(sc.smtp)}
              value={intl.formatMessage(mail.smtpConfigured ? sc.smtpSet : sc.smtpUnset)}
            />
          </Part>
          <Part title={intl.formatMessage(sc.partStorage)} status={storage.status}>
            <Figure
              label={intl.formatMessage(sc.diskFree)}
              value={`${bytes(storage.freeBytes)} / ${bytes(storage.totalBytes)}`}
            />
            <Figure label={intl.formatMessage(sc.storedFiles)} value={n(storage.fileCount)} />
            <Figure label={intl.formatMessage(sc.storedBytes)} value={bytes(storage.fileBytes)} />
          </Part>
          <Part title={intl.formatMessage(sc.partJobs)} status={jobs.status}>
            <Figure
              label={intl.formatMessage(sc.queue)}
              value={intl.formatMessage(jobs.running ? sc.queueRunning : sc.queueStopped)}
            />
            {jobs.counts.map((c) => (
              <Figure
                key={c.state}
                label={jobStateMessages[c.state] ? intl.formatMessage(jobStateMessages[c.state]!) : c.state}
                value={n(c.count)}
              />
            ))}
          </Part>
        </Grid>
      </Flex>
    </section>
  );
}
