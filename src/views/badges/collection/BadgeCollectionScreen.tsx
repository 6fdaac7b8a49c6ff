import { Badge, Button, Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { EarnedBadge, OpenBadge } from '../../../machines/badges/collection/collectionActors';
import { BadgeDetails } from './BadgeDetails';
import { BadgeImage, BadgeProgress } from './BadgeParts';
import { bm, bmWithValues } from './messages';

export interface BadgeCollectionProps {
  status: 'loading' | 'failed' | 'ready';
  earned: EarnedBadge[];
  open: OpenBadge[];
  refreshing: boolean;
  refreshFailed: boolean;
  details: { earned: EarnedBadge | null; open: OpenBadge | null } | null;
  onRetry: () => void;
  onShowDetails: (badgeId: string) => void;
  onCloseDetails: () => void;
}

const GRID_COLUMNS = { initial: '1', sm: '2', lg: '3' } as const;

/** Earned badges first (newest first), then the open ones with progress; details in a dialog. */
export function BadgeCollectionScreen(props: BadgeCollectionProps) {
  const intl = useIntl();
  const { status, earned, open } = props;
  if (status === 'loading')
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text>{intl.formatMessage(bm.loading)}</Text>
      </Flex>
    );
  if (status === 'failed')
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{intl.formatMessage(bm.loadError)}</Callout.Text>
        <Flex mt="2">
          <Button onClick={props.onRetry}>{intl.formatMessage(bm.retry)}</Button>
        </Flex>
      </Callout.Root>
    );
  if (earned.length === 0 && open.length === 0) return <Text as="p">{intl.formatMessage(bm.empty)}</Text>;
  return (
    <Flex direction="column" gap="5">
      {props.refreshFailed ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{intl.formatMessage(bm.refreshError)}</Callout.Text>
          <Flex mt="2">
            <Button variant="soft" onClick={props.onRetry} disabled={props.refreshing}>
              {intl.formatMessage(bm.retry)}
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}
      <Section heading={intl.formatMessage(bm.earnedHeading)} count={earned.length} busy={props.refreshing}>
        {earned.length === 0 ? (
          <Text as="p">{intl.formatMessage(bm.earnedEmpty)}</Text>
        ) : (
          <Grid asChild columns={GRID_COLUMNS} gap="3">
            <ul className="app-plain-list">
              {earned.map((award) => (
                <li key={award.awardId}>
                  <EarnedCard award={award} onShowDetails={props.onShowDetails} />
                </li>
              ))}
            </ul>
          </Grid>
        )}
      </Section>
      <Section heading={intl.formatMessage(bm.openHeading)} count={open.length} busy={false}>
        {open.length === 0 ? (
          <Text as="p">{intl.formatMessage(bm.openEmpty)}</Text>
        ) : (
          <Grid asChild columns={GRID_COLUMNS} gap="3">
            <ul className="app-plain-list">
              {open.map((item) => (
                <li key={item.badge.id}>
                  <OpenCard item={item} onShowDetails={props.onShowDetails} />
                </li>
              ))}
            </ul>
          </Grid>
        )}
      </Section>
      <BadgeDetails details={props.details} onClose={props.onCloseDetails} />
    </Flex>
  );
}

function Section({
  heading,
  count,
  busy,
  children,
}: {
  heading: string;
  count: number;
  busy: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={busy}>
      <Flex align="center" gap="2" mb="3">
        <Heading as="h2" size="5" id={id}>
          {heading}
        </Heading>
        <Badge color="gray" variant="soft" aria-hidden="true">
          {count}
        </Badge>
        {busy ? <Spinner /> : null}
      </Flex>
      {children}
    </section>
  );
}

function DetailsButton({ name, onClick }: { name: string; onClick: () => void }) {
  const intl = useIntl();
  const action = intl.formatMessage(bm.details);
  return (
    <Button
      variant="soft"
      size="2"
      onClick={onClick}
      aria-label={intl.formatMessage(bmWithValues.detailsLabel, { action, name })}
    >
      {action}
    </Button>
  );
}

function EarnedCard({ award, onShowDetails }: { award: EarnedBadge; onShowDetails: (id: string) => void }) {
  const intl = useIntl();
  const date = intl.formatDate(award.awardedAt, { dateStyle: 'medium' });
  return (
    <Card style={{ height: '100%' }}>
      <Flex gap="3" align="start">
        <BadgeImage url={award.badge.imageUrl} size={72} />
        <Flex direction="column" gap="1" minWidth="0" style={{ flex: 1 }}>
          <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
            {award.badge.name}
          </Heading>
          <Text size="2" color="gray">
            {intl.formatMessage(bmWithValues.awardedOn, { date })}
          </Text>
          {award.revoked ? (
            <Flex direction="column" gap="1" align="start">
              <Badge color="red">{intl.formatMessage(bm.revoked)}</Badge>
              {award.revokedReason ? (
                <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                  {intl.formatMessage(bmWithValues.revokedReason, { reason: award.revokedReason })}
                </Text>
              ) : null}
            </Flex>
          ) : null}
          <Flex mt="2">
            <DetailsButton name={award.badge.name} onClick={() => onShowDetails(award.badge.id)} />
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

function OpenCard({ item, onShowDetails }: { item: OpenBadge; onShowDetails: (id: string) => void }) {
  const id = useId();
  const intl = useIntl();
  const action = intl.formatMessage(bm.detailsOpen);
  return (
    <Card style={{ height: '100%' }}>
      <Flex gap="3" align="start">
        <BadgeImage url={item.badge.imageUrl} size={56} open />
        <Flex direction="column" gap="2" minWidth="0" style={{ flex: 1 }}>
          <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
            {item.badge.name}
          </Heading>
          <BadgeProgress open={item} id={id} />
          <Flex>
            <Button
              variant="ghost"
              size="2"
              onClick={() => onShowDetails(item.badge.id)}
              aria-label={intl.formatMessage(bmWithValues.detailsLabel, { action, name: item.badge.name })}
            >
              {action}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
