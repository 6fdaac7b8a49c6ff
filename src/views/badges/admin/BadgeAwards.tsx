// Who holds the badge: searched and paged on the server, revoked awards with who revoked them and why;
// "Revoke" asks for the reason in the kit's ChoiceDialog (focus starts on Cancel, Escape cancels).
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
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
import { ChoiceDialog } from '../../admin/ChoiceDialog';
import { invalidField, nativeField } from '../../admin/fieldStyle';
import { FormField } from '../../admin/FormField';
import { Pagination } from '../../admin/Pagination';
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
        {/* One page needs no pager: the summary above says how many there are. */}
        {state.total > AWARDS_PAGE_SIZE ? (
          <Pagination
            page={state.page}
            pageSize={AWARDS_PAGE_SIZE}
            total={state.total}
            onPage={(page) => awards.send({ type: 'awards.page', page })}
          />
        ) : null}
      </Flex>
      <ChoiceDialog
        open={revoke.open}
        title={intl.formatMessage(bm.revokeTitle, { name: revoke.award?.userName ?? '' })}
        description={intl.formatMessage(bm.revokeDescription)}
        confirmLabel={intl.formatMessage(bm.revokeConfirm)}
        cancelLabel={intl.formatMessage(bm.revokeCancel)}
        destructive
        busy={revoke.busy}
        onConfirm={() => awards.send({ type: 'awards.confirm' })}
        onCancel={() => awards.send({ type: 'awards.cancel' })}
      >
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
      </ChoiceDialog>
    </Card>
  );
}
