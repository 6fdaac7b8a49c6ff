import { Badge, Button, Callout, Flex, Heading, Link as RadixLink, Progress, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PathView as PathData } from '../../machines/learning/myLearningActors';
import {
  pathViewMachine,
  selectEnrolFailed,
  selectEnrolling,
  selectPath,
  selectPathViewStatus,
  type PathViewStatus,
} from '../../machines/learning/pathViewMachine';
import { AssignmentBadge, useDayFormat } from './AssignmentBadge';
import { LoadError, Loading, useApiSettings } from './common';
import { m } from './messages';
import { PathCover, PathFacts } from './PathCards';
import { SectionCard } from './PathSections';
import { pm } from './pathMessages';

// One learning path: what it is, where the learner stands (assignment, progress, completion), enrolling,
// and its sections.

export interface PathViewProps {
  status: PathViewStatus;
  path: PathData | null;
  enrolling: boolean;
  enrolFailed: boolean;
  /** Where the back link leads: the catalogue when opened from there, else my media. */
  from: 'media' | 'catalogue';
  onEnrol: () => void;
  onRetry: () => void;
}

export function PathViewScreen({
  status,
  path,
  enrolling,
  enrolFailed,
  from,
  onEnrol,
  onRetry,
}: PathViewProps) {
  const intl = useIntl();
  const day = useDayFormat();
  const back = (
    <RadixLink asChild>
      <Link href={from === 'catalogue' ? '/catalogue' : '/media'}>
        {intl.formatMessage(from === 'catalogue' ? pm.backToCatalogue : pm.backToMedia)}
      </Link>
    </RadixLink>
  );
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  if (status === 'notFound' || !path)
    return (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" role="alert">
          {intl.formatMessage(pm.notFound)}
        </Text>
        {back}
      </Flex>
    );
  const completedOn = path.completedAt ? day(path.completedAt.slice(0, 10)) : null;
  return (
    <Flex direction="column" gap="4">
      {back}
      <Flex gap="4" align="start" direction={{ initial: 'column', sm: 'row' }}>
        <div style={{ width: '100%', maxWidth: '18rem' }}>
          <PathCover coverUrl={path.path.coverUrl} />
        </div>
        <Flex direction="column" gap="2" minWidth="0">
          <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere' }}>
            {path.path.title}
          </Heading>
          <PathFacts path={path.path} />
          <Text as="p">{path.path.description}</Text>
          {path.assignment ? <AssignmentBadge assignment={path.assignment} /> : null}
          {path.enrolled ? (
            <Flex gap="2" align="center">
              <Progress value={path.progress} aria-hidden="true" style={{ flex: 1, maxWidth: '16rem' }} />
              <Text size="2">{intl.formatMessage(m.progress, { progress: path.progress })}</Text>
              {path.complete ? <Badge color="green">{intl.formatMessage(pm.complete)}</Badge> : null}
            </Flex>
          ) : (
            <Flex direction="column" gap="2" align="start">
              <Text size="2">{intl.formatMessage(pm.notEnrolledHint)}</Text>
              <Button onClick={onEnrol} disabled={enrolling}>
                {intl.formatMessage(enrolling ? pm.enrolling : pm.enrol)}
              </Button>
              {enrolFailed ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{intl.formatMessage(pm.enrolError)}</Callout.Text>
                </Callout.Root>
              ) : null}
            </Flex>
          )}
          {path.complete && completedOn ? (
            <Text as="p" size="2" role="status">
              {path.changedSinceCompletion
                ? intl.formatMessage(pm.changedSince, {
                    date: completedOn,
                    count: path.itemsAddedSinceCompletion,
                  })
                : intl.formatMessage(pm.completedOn, { date: completedOn })}
            </Text>
          ) : null}
          {path.enrolled && !path.complete && !path.next ? (
            <Text as="p" size="2">
              {intl.formatMessage(pm.nothingOpen)}
            </Text>
          ) : null}
        </Flex>
      </Flex>
      {path.sections.map((section) => (
        <SectionCard key={section.id} path={path} section={section} />
      ))}
    </Flex>
  );
}

/** `/media?path=<id>` and `/catalogue?path=<id>`: one learning path. */
export function PathRoute({ pathId, from }: { pathId: string; from: 'media' | 'catalogue' }) {
  const api = useApiSettings();
  const actor = useActorRef(pathViewMachine, { input: { api, pathId } });
  return (
    <PathViewScreen
      status={useSelector(actor, selectPathViewStatus)}
      path={useSelector(actor, selectPath)}
      enrolling={useSelector(actor, selectEnrolling)}
      enrolFailed={useSelector(actor, selectEnrolFailed)}
      from={from}
      onEnrol={() => actor.send({ type: 'path.enrol' })}
      onRetry={() => actor.send({ type: 'path.retry' })}
    />
  );
}
