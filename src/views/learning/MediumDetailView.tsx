import { Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MediumDetailStatus } from '../../machines/learning/mediumDetailMachine';
import type { CatalogueDetail, Recommendation } from '../../machines/learning/learningActors';
import { LoadError, Loading, MediumFacts, StatusBadge, detailHref, launchLabel, playHref } from './common';
import { m } from './messages';

export function RecommendationList({ items, empty }: { items: Recommendation[]; empty: string }) {
  if (items.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <ul className="app-plain-list">
      {items.map((r) => (
        <li key={r.medium.id} style={{ marginBottom: 'var(--space-2)' }}>
          <Card>
            <RadixLink asChild weight="bold">
              <Link href={detailHref(r.medium.id)}>{r.medium.title}</Link>
            </RadixLink>
            <MediumFacts item={r.medium} />
          </Card>
        </li>
      ))}
    </ul>
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
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {item.title}
        </Heading>
        <MediumFacts item={item} />
        <Text as="p">{item.description}</Text>
      </Flex>
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
