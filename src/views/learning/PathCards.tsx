import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Progress,
  Text,
} from '@radix-ui/themes';
import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LearnerPathFieldsFragment } from '../../graphql/generated';
import type { MyPathSummary } from '../../machines/learning/myLearningActors';
import { AssignmentBadge, useDayFormat } from './AssignmentBadge';
import { launchLabel } from './common';
import { m } from './messages';
import { pm } from './pathMessages';

export const pathHref = (pathId: string, from?: 'catalogue') =>
  from === 'catalogue'
    ? `/catalogue?path=${encodeURIComponent(pathId)}`
    : `/media?path=${encodeURIComponent(pathId)}`;

/** The player opened from a path: its back link returns to the path. */
export const pathItemHref = (pathId: string, mediaId: string) =>
  `/media?path=${encodeURIComponent(pathId)}&play=${encodeURIComponent(mediaId)}`;

// Three stops joined by a line: a path. Decorative, like the media covers.
const PATH_DRAWING =
  'M5 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm14 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM7 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm1-11.8 8.7 3.4-.7 1.8L7.3 8ZM16.2 13.6l1 1.7L7.6 19l-.8-1.8Z';

export function PathCover({
  coverUrl,
  size = 'card',
}: {
  coverUrl: string | null | undefined;
  size?: 'thumb' | 'card';
}) {
  const frame: CSSProperties = {
    ...(size === 'thumb'
      ? { width: '3rem', height: '2.25rem', flex: 'none' }
      : { width: '100%', aspectRatio: '16 / 9' }),
    borderRadius: 'var(--radius-2)',
    overflow: 'hidden',
    background: 'var(--accent-a4)',
    display: 'grid',
    placeItems: 'center',
  };
  if (coverUrl)
    return (
      <div style={frame}>
        <img
          src={coverUrl}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </div>
    );
  return (
    <div style={frame} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size === 'thumb' ? 20 : 48} height={size === 'thumb' ? 20 : 48}>
        <path d={PATH_DRAWING} fill="var(--accent-11)" />
      </svg>
    </div>
  );
}

export function PathFacts({ path }: { path: LearnerPathFieldsFragment }) {
  const intl = useIntl();
  return (
    <Text as="p" size="2" color="gray">
      {intl.formatMessage(pm.pathKind)}
      {' · '}
      {intl.formatMessage(pm.facts, {
        sections: path.sectionCount,
        items: path.itemCount,
        minutes: path.estimatedMinutes,
      })}
    </Text>
  );
}

/** A path the learner follows: progress, what is next (opens straight in the player), assignment. */
export function MyPathCard({ summary }: { summary: MyPathSummary }) {
  const intl = useIntl();
  const day = useDayFormat();
  const titleId = useId();
  const { path, next } = summary;
  return (
    <Card asChild>
      <article aria-labelledby={titleId}>
        <Flex direction="column" gap="2">
          <Flex gap="3" align="start" minWidth="0">
            <PathCover coverUrl={path.coverUrl} size="thumb" />
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h3" size="3" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                <RadixLink asChild>
                  <Link href={pathHref(path.id)}>{path.title}</Link>
                </RadixLink>
              </Heading>
              <PathFacts path={path} />
            </Flex>
          </Flex>
          {summary.assignment ? <AssignmentBadge assignment={summary.assignment} /> : null}
          <Flex gap="2" align="center">
            <Progress value={summary.progress} aria-hidden="true" style={{ flex: 1, maxWidth: '16rem' }} />
            <Text size="2">{intl.formatMessage(m.progress, { progress: summary.progress })}</Text>
            {summary.complete ? <Badge color="green">{intl.formatMessage(pm.complete)}</Badge> : null}
          </Flex>
          {summary.complete && summary.completedAt ? (
            <Text size="2" color="gray">
              {summary.changedSinceCompletion
                ? intl.formatMessage(pm.changedSince, {
                    date: day(summary.completedAt.slice(0, 10)),
                    count: summary.itemsAddedSinceCompletion,
                  })
                : intl.formatMessage(pm.completedOn, { date: day(summary.completedAt.slice(0, 10)) })}
            </Text>
          ) : null}
          {next ? (
            <Flex gap="2" align="center" wrap="wrap" justify="between">
              <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(pm.next, { title: next.medium.title })}
              </Text>
              <Button asChild size="2">
                <Link
                  href={pathItemHref(path.id, next.medium.id)}
                  aria-label={intl.formatMessage(pm.openItem, { title: next.medium.title })}
                >
                  {intl.formatMessage(launchLabel(next.status))}
                </Link>
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </article>
    </Card>
  );
}

/** A path in the catalogue's group above the media: a link to its detail, where the learner enrols. */
export function CataloguePathCard({ path }: { path: LearnerPathFieldsFragment }) {
  const intl = useIntl();
  return (
    <Card>
      <Flex direction="column" gap="1">
        <PathCover coverUrl={path.coverUrl} />
        <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
          <RadixLink asChild>
            <Link href={pathHref(path.id, 'catalogue')}>{path.title}</Link>
          </RadixLink>
        </Heading>
        <PathFacts path={path} />
        <Text as="p" size="2">
          {path.description}
        </Text>
        {path.following ? (
          <Flex>
            <Badge>{intl.formatMessage(pm.following)}</Badge>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

/** Learning paths matching the search, a group of their own above the media. */
export function CataloguePaths({ paths }: { paths: LearnerPathFieldsFragment[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" size="4" id={headingId} mb="2">
        {intl.formatMessage(pm.pathsHeading)}
      </Heading>
      <Grid asChild columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        <ul className="app-plain-list">
          {paths.map((path) => (
            <li key={path.id}>
              <CataloguePathCard path={path} />
            </li>
          ))}
        </ul>
      </Grid>
    </section>
  );
}
