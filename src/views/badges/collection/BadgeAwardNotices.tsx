import { Button, Card, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import {
  badgeNoticeMachine,
  selectShownAward,
  selectWaitingAwards,
} from '../../../machines/badges/collection/badgeNoticeMachine';
import type { BadgeAward } from '../../../machines/badges/collection/collectionActors';
import type { ApiSettings } from '../../../services/api';
import { useApiSettings } from '../../learning/common';
import { BadgeImage } from './BadgeParts';
import { bm, bmWithValues, COLLECTION_HREF } from './messages';

/** The live badge notice of the signed-in app (the shell renders it once, beside every screen). */
export function BadgeAwardNotices() {
  return <BadgeAwardNoticesLive machine={badgeNoticeMachine} api={useApiSettings()} />;
}

/** On a given machine: the app passes the real one, view tests one with fake actors. */
export function BadgeAwardNoticesLive({
  machine,
  api,
}: {
  machine: typeof badgeNoticeMachine;
  api: ApiSettings;
}) {
  const actor = useActorRef(machine, { input: { api } });
  return (
    <BadgeAwardToast
      award={useSelector(actor, selectShownAward)}
      waiting={useSelector(actor, selectWaitingAwards)}
      onDismiss={() => actor.send({ type: 'badgeNotice.dismiss' })}
      onOpenCollection={() => actor.send({ type: 'badgeNotice.dismissAll' })}
    />
  );
}

// Top of the window under the header, right-aligned (the assignment notices use the bottom); the empty
// region lets clicks through.
const TOAST_PLACE = {
  position: 'fixed',
  insetInline: 'var(--space-3)',
  top: 'calc(var(--space-9) + var(--space-2))',
  zIndex: 11,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
} as const;
const TOAST_CARD = {
  pointerEvents: 'auto',
  width: '100%',
  maxWidth: '24rem',
  boxShadow: 'var(--shadow-5)',
  background: 'var(--color-panel-solid)',
} as const;

/**
 * The toast of a badge just earned. The status region is always in the page, so screen readers announce
 * what is put into it.
 */
export function BadgeAwardToast({
  award,
  waiting,
  onDismiss,
  onOpenCollection,
}: {
  award: BadgeAward | null;
  waiting: number;
  onDismiss: () => void;
  onOpenCollection: () => void;
}) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" style={TOAST_PLACE}>
      {award ? (
        <Card size="2" style={TOAST_CARD}>
          <Flex gap="3" align="start">
            <BadgeImage url={award.badge.imageUrl} size={56} />
            <Flex direction="column" gap="2" minWidth="0" style={{ flex: 1 }}>
              <Text size="1" color="gray" weight="medium">
                {intl.formatMessage(bm.noticeLabel)}
              </Text>
              <Text as="p" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(bmWithValues.noticeText, { name: award.badge.name })}
              </Text>
              {waiting > 0 ? (
                <Text size="1" color="gray">
                  {intl.formatMessage(bmWithValues.noticeMore, { count: waiting })}
                </Text>
              ) : null}
              <Flex gap="3" align="center" justify="between" wrap="wrap">
                <RadixLink asChild size="2">
                  <Link href={COLLECTION_HREF} onClick={onOpenCollection}>
                    {intl.formatMessage(bm.noticeOpen)}
                  </Link>
                </RadixLink>
                <Button variant="soft" color="gray" onClick={onDismiss}>
                  {intl.formatMessage(bm.noticeDismiss)}
                </Button>
              </Flex>
            </Flex>
          </Flex>
        </Card>
      ) : null}
    </div>
  );
}
