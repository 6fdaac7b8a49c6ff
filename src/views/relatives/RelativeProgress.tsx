import { Badge, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RelativeView, RelativeViewMedium } from '../../machines/relatives/relativesActors';
import { rm, statusMessage, typeMessage } from './messages';
import { PublicPage } from './RelativesRoute';

const FINISHED = new Set(['COMPLETED', 'PASSED', 'FAILED']);
const dateOnly = { dateStyle: 'long' } as const;

/** The relative's read-only page: one learner's open and finished media, certificates and badges. */
export function RelativeProgress({ view }: { view: RelativeView }) {
  const intl = useIntl();
  const name = view.learner.name;
  const open = view.media.filter((m) => !FINISHED.has(m.status) || !m.completedAt);
  const done = view.media.filter((m) => FINISHED.has(m.status) && m.completedAt);
  return (
    <PublicPage>
      <Flex direction="column" gap="6">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="7">
            {intl.formatMessage(rm.progressTitle, { name })}
          </Heading>
          <Text as="p" size="3">
            {intl.formatMessage(rm.progressIntro, { name })}
          </Text>
          <Text as="p" size="2" color="gray">
            {intl.formatMessage(rm.validUntil, { date: intl.formatDate(view.expiresAt, dateOnly) })}
          </Text>
        </Flex>
        <MediaSection
          title={intl.formatMessage(rm.toDo)}
          empty={intl.formatMessage(rm.nothingToDo)}
          media={open}
        />
        <MediaSection
          title={intl.formatMessage(rm.done)}
          empty={intl.formatMessage(rm.nothingDone)}
          media={done}
        />
        <EmptySection
          title={intl.formatMessage(rm.certificates)}
          text={intl.formatMessage(rm.noCertificates)}
        />
        <EmptySection title={intl.formatMessage(rm.badges)} text={intl.formatMessage(rm.noBadges)} />
      </Flex>
    </PublicPage>
  );
}

function MediaSection({
  title,
  empty,
  media,
}: {
  title: string;
  empty: string;
  media: RelativeViewMedium[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" size="5" id={id} mb="3">
        {title}
      </Heading>
      {media.length === 0 ? (
        <Text as="p" color="gray">
          {empty}
        </Text>
      ) : (
        <Flex asChild direction="column" gap="3">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {media.map((medium, index) => (
              <li key={`${medium.title}-${index}`}>
                <MediumCard medium={medium} />
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </section>
  );
}

function MediumCard({ medium }: { medium: RelativeViewMedium }) {
  const intl = useIntl();
  const overdue = medium.overdue;
  const finished = FINISHED.has(medium.status) && medium.completedAt;
  const color =
    medium.status === 'PASSED' || medium.status === 'COMPLETED'
      ? 'green'
      : medium.status === 'FAILED'
        ? 'red'
        : 'gray';
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Text as="p" size="3" weight="bold" style={{ overflowWrap: 'anywhere' }}>
          {medium.title}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Badge color="gray" variant="soft" highContrast>
            {intl.formatMessage(typeMessage(medium.type))}
          </Badge>
          <Badge color={color} variant="soft" highContrast>
            {intl.formatMessage(statusMessage(medium.status))}
          </Badge>
          {/* Indigo, not blue: the app loads no blue scale (src/styles/), so blue would draw nothing. */}
          {medium.assigned ? (
            <Badge color="indigo" variant="soft" highContrast>
              {intl.formatMessage(rm.assigned)}
            </Badge>
          ) : null}
        </Flex>
        {finished ? null : (
          <Flex direction="column" gap="1">
            <Text size="2">{intl.formatMessage(rm.progress, { percent: medium.progress })}</Text>
            <Progress
              value={medium.progress}
              aria-label={intl.formatMessage(rm.progress, { percent: medium.progress })}
            />
          </Flex>
        )}
        {medium.dueAt && !finished ? (
          <Text size="2" color={overdue ? 'red' : undefined} weight={overdue ? 'bold' : undefined}>
            {intl.formatMessage(overdue ? rm.overdue : rm.due, {
              date: intl.formatDate(medium.dueAt, dateOnly),
            })}
          </Text>
        ) : null}
        {medium.completedAt && finished ? (
          <Text size="2">
            {intl.formatMessage(rm.completedOn, { date: intl.formatDate(medium.completedAt, dateOnly) })}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}

function EmptySection({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" size="5" id={id} mb="2">
        {title}
      </Heading>
      <Text as="p" color="gray">
        {text}
      </Text>
    </section>
  );
}
