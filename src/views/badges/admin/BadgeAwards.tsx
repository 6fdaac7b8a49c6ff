// Who holds the badge: searched and paged on the server, revoked awards with who revoked them and why;
// "Revoke" asks for the reason in a dialog (Radix Dialog: focus kept inside, Escape cancels).
import { Button, Card, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ToastActorRef } from '../../../machines/admin/toastMachine';
import { AWARDS_PAGE_SIZE } from '../../../machines/badges/admin/badgeActors';
import {
  badgeAwardsMachine,
  REVOKE_REASON_MAX,
  selectAwards,
  selectRevoke,
} from '../../../machines/badges/admin/badgeAwardsMachine';
import type { ApiSettings } from '../../../services/api';
import { invalidField, nativeField } from '../../admin/fieldStyle';
import { FormField } from '../../admin/FormField';
import { bm } from './messages';

export function BadgeAwards({
  api,
  badgeId,
  toasts,
}: {
  api: ApiSettings;
  badgeId: string;
  toasts: ToastActorRef;
}) {
  const intl = useIntl();
  const searchId = useId();
  const awards = useActorRef(badgeAwardsMachine, { input: { api, badgeId, toasts } });
  const state = useSelector(awards, selectAwards);
  const revoke = useSelector(awards, selectRevoke);
  const pages = Math.max(1, Math.ceil(state.total / AWARDS_PAGE_SIZE));
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const reasonMissing = revoke.problem?.code === 'REASON_REQUIRED';
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          {intl.formatMessage(bm.awardsHeading)}
        </Heading>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={searchId} size="2">
            {intl.formatMessage(bm.awardsSearch)}
          </Text>
          <input
            id={searchId}
            type="search"
            style={{ ...nativeField, width: '100%', maxWidth: '24em' }}
            value={state.search}
            onChange={(e) => awards.send({ type: 'awards.search', text: e.target.value })}
          />
        </Flex>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'failed' ? (
            <Flex role="alert" gap="2" align="center" wrap="wrap">
              <Text color="red" size="2">
                {intl.formatMessage(bm.awardsFailed)}
              </Text>
              <Button
                size="1"
                variant="soft"
                type="button"
                onClick={() => awards.send({ type: 'awards.retry' })}
              >
                {intl.formatMessage(bm.awardsRetry)}
              </Button>
            </Flex>
          ) : state.status === 'empty' ? (
            <Text size="2" color="gray">
              {intl.formatMessage(bm.awardsEmpty)}
            </Text>
          ) : (
            <Text size="2" color="gray">
              {intl.formatMessage(bm.awardsSummary, { count: state.total })}
            </Text>
          )}
        </div>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.rows.map((row) => (
            <li key={row.id} className="badge-award-row">
              <Flex direction="column" minWidth="0">
                <Text weight="medium">{row.userName}</Text>
                <Text size="1" color="gray">
                  {row.username} · {intl.formatMessage(bm.awardedOn, { date: date(row.awardedAt) })}
                </Text>
                {row.revokedAt ? (
                  <Text size="1" color="red">
                    {intl.formatMessage(bm.revokedOn, {
                      date: date(row.revokedAt),
                      by: row.revokedBy ?? '—',
                      reason: row.revokedReason ?? '',
                    })}
                  </Text>
                ) : null}
              </Flex>
              {row.revokedAt ? null : (
                <Button
                  type="button"
                  size="1"
                  variant="soft"
                  color="red"
                  aria-label={intl.formatMessage(bm.revokeTitle, { name: row.userName })}
                  onClick={() => awards.send({ type: 'awards.revoke', award: row })}
                >
                  {intl.formatMessage(bm.revoke)}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <Flex gap="2" align="center">
            <Button
              type="button"
              size="1"
              variant="soft"
              disabled={state.page <= 1}
              onClick={() => awards.send({ type: 'awards.page', page: state.page - 1 })}
            >
              {intl.formatMessage(bm.previousPage)}
            </Button>
            <Text size="2">
              {state.page} / {pages}
            </Text>
            <Button
              type="button"
              size="1"
              variant="soft"
              disabled={state.page >= pages}
              onClick={() => awards.send({ type: 'awards.page', page: state.page + 1 })}
            >
              {intl.formatMessage(bm.nextPage)}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Dialog.Root
        open={revoke.open}
        onOpenChange={(open) => (open ? null : awards.send({ type: 'awards.cancel' }))}
      >
        <Dialog.Content maxWidth="480px">
          <Dialog.Title>
            {intl.formatMessage(bm.revokeTitle, { name: revoke.award?.userName ?? '' })}
          </Dialog.Title>
          <Dialog.Description size="2">{intl.formatMessage(bm.revokeDescription)}</Dialog.Description>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              awards.send({ type: 'awards.confirm' });
            }}
          >
            <Flex direction="column" gap="3" mt="3">
              <FormField
                label={intl.formatMessage(bm.revokeReason)}
                required
                error={
                  reasonMissing
                    ? intl.formatMessage(bm.revokeReasonRequired, { max: REVOKE_REASON_MAX })
                    : (revoke.problem?.message ?? null)
                }
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    maxLength={REVOKE_REASON_MAX + 100}
                    style={{ ...(revoke.problem ? invalidField : nativeField), width: '100%' }}
                    value={revoke.reason}
                    onChange={(e) => awards.send({ type: 'awards.reason', text: e.target.value })}
                  />
                )}
              </FormField>
              <Flex gap="3" justify="end" wrap="wrap">
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    {intl.formatMessage(bm.revokeCancel)}
                  </Button>
                </Dialog.Close>
                {/* White on red-9 is below 4.5:1: the high-contrast red, as the kit's ConfirmDialog. */}
                <Button type="submit" color="red" highContrast loading={revoke.busy}>
                  {intl.formatMessage(bm.revokeConfirm)}
                </Button>
              </Flex>
            </Flex>
          </form>
        </Dialog.Content>
      </Dialog.Root>
    </Card>
  );
}
