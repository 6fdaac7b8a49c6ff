import { Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CatalogueItemFieldsFragment } from '../../graphql/generated';
import type { MediumDetailStatus } from '../../machines/learning/mediumDetailMachine';
import type { CatalogueDetail, Recommendation } from '../../machines/learning/learningActors';
import { LoadError, Loading, MediumFacts, StatusBadge, detailHref, launchLabel, playHref } from './common';
import { MediumCover } from './MediumCover';
import { m } from './messages';

export function RecommendationList({ items, empty }: { items: Recommendation[]; empty: string }) {
  if (items.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <ul className="app-plain-list">
      {items.map((r) => (
        <li key={r.medium.id} style={{ marginBottom: 'var(--space-2)' }}>
          <Card>
            <Flex gap="3" align="start">
              <MediumCover type={r.medium.type} coverUrl={r.medium.coverUrl} size="thumb" />
              <Flex direction="column" minWidth="0">
                <RadixLink asChild weight="bold">
                  <Link href={detailHref(r.medium.id)}>{r.medium.title}</Link>
                </RadixLink>
                <MediumFacts item={r.medium} />
              </Flex>
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top of a medium's detail page: cover, title, facts and description. Media management shows the
 * same as its preview (with a lower heading level inside its own page).
 */
export function MediumSummary({ item, level = 1 }: { item: CatalogueItemFieldsFragment; level?: 1 | 4 }) {
  return (
    <Flex direction="column" gap="2">
      <div style={{ maxWidth: '32rem' }}>
        <MediumCover type={item.type} coverUrl={item.coverUrl} />
      </div>
      <Heading as={level === 1 ? 'h1' : 'h4'} size={level === 1 ? '7' : '5'}>
        {item.title}
      </Heading>
      <MediumFacts item={item} />
      <Text as="p">{item.description}</Text>
    </Flex>
  );
}

export interface MediumDetailViewProps {
  status: MediumDetailStatus;
  detail: CatalogueDetail | null;
  onEnrol: () => void;
  onRetry: () => void;
}

export function MediumDetailView({ status, detail, onEnrol, onRetry }: MediumDetailViewProps) {
  const intl = useIntl();
  const leadsToId = useId();
  const back = (
    <RadixLink asChild>
      <Link href="/catalogue">{intl.formatMessage(m.back)}</Link>
    </RadixLink>
  );
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  if (status === 'notFound' || !detail) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" role="alert">
          {intl.formatMessage(m.detailNotFound)}
        </Text>
        {back}
      </Flex>
    );
  }
  const { item, myMedium } = detail;
  return (
    <Flex direction="column" gap="4">
      {back}
      <MediumSummary item={item} />
      <div aria-live="polite">
        {myMedium ? (
          <Flex gap="3" align="center">
            <Text>{intl.formatMessage(m.enrolled)}</Text>
            <StatusBadge status={myMedium.status} />
            <Button asChild>
              <Link href={playHref(item.id)}>{intl.formatMessage(launchLabel(myMedium.status))}</Link>
            </Button>
          </Flex>
        ) : (
          <Flex direction="column" gap="2" align="start">
            {status === 'enrolFailed' ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{intl.formatMessage(m.enrolError)}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Button disabled={status === 'enrolling'} onClick={onEnrol}>
              {intl.formatMessage(status === 'enrolling' ? m.enrolling : m.enrol)}
            </Button>
          </Flex>
        )}
      </div>
      <section aria-labelledby={leadsToId}>
        <Heading as="h2" size="4" id={leadsToId} mb="2">
          {intl.formatMessage(m.leadsTo)}
        </Heading>
        <RecommendationList items={detail.leadsTo} empty={intl.formatMessage(m.leadsToEmpty)} />
      </section>
    </Flex>
  );
}
