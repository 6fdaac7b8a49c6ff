import { Badge, Button, Callout, Dialog, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { EarnedBadge, OpenBadge } from '../../../machines/badges/collection/collectionActors';
import { BadgeImage, BadgeProgress } from './BadgeParts';
import { bm, bmWithValues, downloadMessages, kindMessages } from './messages';

const DOWNLOADS = ['json', 'jwt', 'png', 'svg', 'v2Png'] as const;

/** One badge: what it is for, how it is earned, and for an award its credential downloads. */
export function BadgeDetails({
  details,
  onClose,
}: {
  details: { earned: EarnedBadge | null; open: OpenBadge | null } | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const progressId = useId();
  const badge = details?.earned?.badge ?? details?.open?.badge ?? null;
  // The dialog is opened by a card's button, not by a Dialog.Trigger, so Radix does not know where focus
  // should return: the element focused when it opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={badge !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        maxWidth="34rem"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {badge ? (
          <Flex direction="column" gap="4">
            <Flex gap="3" align="center">
              <BadgeImage url={badge.imageUrl} size={80} open={!details?.earned} />
              <Flex direction="column" gap="1" minWidth="0">
                <Dialog.Title mb="0" style={{ overflowWrap: 'anywhere' }}>
                  {badge.name}
                </Dialog.Title>
                <Flex gap="2" wrap="wrap">
                  <Badge color="gray">{intl.formatMessage(kindMessages[badge.kind])}</Badge>
                  {details?.earned?.revoked ? (
                    <Badge color="red">{intl.formatMessage(bm.revoked)}</Badge>
                  ) : null}
                </Flex>
              </Flex>
            </Flex>
            <Dialog.Description size="2" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {badge.description || '—'}
            </Dialog.Description>
            {badge.criteria ? (
              <Flex direction="column" gap="1">
                <Heading as="h3" size="2">
                  {intl.formatMessage(bm.criteria)}
                </Heading>
                <Text as="p" size="2" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {badge.criteria}
                </Text>
              </Flex>
            ) : null}
            {details?.open ? (
              <Flex direction="column" gap="1">
                <Heading as="h3" size="2">
                  {intl.formatMessage(bm.progress)}
                </Heading>
                <BadgeProgress open={details.open} id={progressId} />
              </Flex>
            ) : null}
            {details?.earned ? <Downloads award={details.earned} /> : null}
            <Flex justify="end">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {intl.formatMessage(bm.close)}
                </Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Downloads({ award }: { award: EarnedBadge }) {
  const intl = useIntl();
  if (award.revoked)
    return (
      <Callout.Root color="red">
        <Callout.Text>
          {award.revokedReason
            ? `${intl.formatMessage(bmWithValues.revokedReason, { reason: award.revokedReason })} `
            : ''}
          {intl.formatMessage(bm.revokedNoDownloads)}
        </Callout.Text>
      </Callout.Root>
    );
  return (
    <Flex direction="column" gap="1">
      <Heading as="h3" size="2">
        {intl.formatMessage(bm.downloads)}
      </Heading>
      <Text as="p" size="2" color="gray">
        {intl.formatMessage(bm.downloadsHint)}
      </Text>
      <ul className="app-plain-list">
        {DOWNLOADS.map((key) => (
          <li key={key} style={{ marginTop: 'var(--space-1)' }}>
            <Link href={award.downloads[key]} download size="2">
              {intl.formatMessage(downloadMessages[key])}
            </Link>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
