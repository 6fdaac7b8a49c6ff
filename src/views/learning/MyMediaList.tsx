import { Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LearningStatus } from '../../graphql/generated';
import type { MyMedium } from '../../machines/learning/learningActors';
import { LoadError, Loading, MediumFacts, StatusBadge, launchLabel, playHref } from './common';
import type { MyPathSummary } from '../../machines/learning/myLearningActors';
import { AssignmentBadge } from './AssignmentBadge';
import { MediumCover } from './MediumCover';
import { m } from './messages';
import { MyPathCard } from './PathCards';
import { pm } from './pathMessages';

export const OPEN_STATUSES: LearningStatus[] = ['NOT_ATTEMPTED', 'INCOMPLETE', 'FAILED'];
export const DONE_STATUSES: LearningStatus[] = ['COMPLETED', 'PASSED'];

/** One medium on the learner's list: status, progress, score, where an assignment stands, launch button. */
export function MyMediumCard({ medium }: { medium: MyMedium }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={titleId}>
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex gap="3" align="start" minWidth="0">
            <MediumCover type={medium.medium.type} coverUrl={medium.medium.coverUrl} size="thumb" />
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h3" size="3" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {medium.medium.title}
              </Heading>
              <MediumFacts item={medium.medium} />
              <Flex gap="2" align="center" wrap="wrap">
                <StatusBadge status={medium.status} />
                <Text size="2">{intl.formatMessage(m.progress, { progress: medium.progress })}</Text>
                {medium.score != null ? (
                  <Text size="2">{intl.formatMessage(m.score, { score: medium.score })}</Text>
                ) : null}
              </Flex>
              {medium.assignment ? <AssignmentBadge assignment={medium.assignment} /> : null}
            </Flex>
          </Flex>
          <Button asChild>
            <Link href={playHref(medium.medium.id)} aria-describedby={titleId}>
              {intl.formatMessage(launchLabel(medium.status))}
            </Link>
          </Button>
        </Flex>
      </article>
    </Card>
  );
}

export type MediaFilter = 'all' | 'open' | 'done';

export interface MyMediaListProps {
  status: 'loading' | 'failed' | 'ready';
  media: MyMedium[];
  /** The learning paths the learner follows, shown above the media. */
  paths: MyPathSummary[];
  /** True when the learner has media at all (the filter may hide them). */
  hasAny: boolean;
  filter: MediaFilter;
  onFilter: (filter: MediaFilter) => void;
  onRetry: () => void;
}

export function MyMediaList({ status, media, paths, hasAny, filter, onFilter, onRetry }: MyMediaListProps) {
  const intl = useIntl();
  const filterId = useId();
  const pathsId = useId();
  const mediaId = useId();
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  if (!hasAny && paths.length === 0) {
    return (
      <Flex direction="column" gap="2" align="start">
        <Text as="p">{intl.formatMessage(m.mediaEmpty)}</Text>
        <RadixLink asChild>
          <Link href="/catalogue">{intl.formatMessage(m.toCatalogue)}</Link>
        </RadixLink>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="5">
      {paths.length > 0 ? (
        <section aria-labelledby={pathsId}>
          <Heading as="h2" size="5" id={pathsId} mb="3">
            {intl.formatMessage(pm.pathsHeading)}
          </Heading>
          <ul className="app-plain-list">
            {paths.map((summary) => (
              <li key={summary.path.id} style={{ marginBottom: 'var(--space-3)' }}>
                <MyPathCard summary={summary} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hasAny ? (
        <section aria-labelledby={mediaId}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="5" id={mediaId}>
              {intl.formatMessage(pm.mediaHeading)}
            </Heading>
            <MediaSection media={media} filter={filter} onFilter={onFilter} filterId={filterId} />
          </Flex>
        </section>
      ) : null}
    </Flex>
  );
}

function MediaSection({
  media,
  filter,
  onFilter,
  filterId,
}: Pick<MyMediaListProps, 'media' | 'filter' | 'onFilter'> & { filterId: string }) {
  const intl = useIntl();
  const filters: Array<[MediaFilter, string]> = [
    ['all', intl.formatMessage(m.mediaFilterAll)],
    ['open', intl.formatMessage(m.mediaFilterOpen)],
    ['done', intl.formatMessage(m.mediaFilterDone)],
  ];
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center" wrap="wrap" role="group" aria-labelledby={filterId}>
        <Text id={filterId} weight="bold">
          {intl.formatMessage(m.mediaFilter)}
        </Text>
        {filters.map(([value, label]) => (
          <Button
            key={value}
            variant={filter === value ? 'solid' : 'soft'}
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
          >
            {label}
          </Button>
        ))}
      </Flex>
      {media.length === 0 ? (
        <Flex direction="column" gap="2" align="start">
          <Text as="p">{intl.formatMessage(m.mediaEmptyFiltered)}</Text>
          <Button variant="soft" onClick={() => onFilter('all')}>
            {intl.formatMessage(m.mediaFilterAll)}
          </Button>
        </Flex>
      ) : (
        <ul className="app-plain-list">
          {media.map((medium) => (
            <li key={medium.medium.id} style={{ marginBottom: 'var(--space-3)' }}>
              <MyMediumCard medium={medium} />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
