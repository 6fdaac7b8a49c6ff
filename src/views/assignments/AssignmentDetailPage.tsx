import { Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  assignmentDetailMachine,
  selectAction,
  selectDetailStatus,
} from '../../machines/assignments/assignmentDetailMachine';
import { nativeField } from '../admin/fieldStyle';
import { ListLoading } from '../admin/ListStates';
import { AssignmentPeople, type DetailActor } from './AssignmentPeople';
import { ChoiceDialog, ProblemCallout } from '../admin/ChoiceDialog';
import { BackToList, DueText, ProgressSummary, useDay } from './AssignmentParts';
import { am, statusMessages, typeMessages } from './messages';
import type { AssignmentPageProps } from './pageProps';

function Summary({ detail }: { detail: DetailActor }) {
  const intl = useIntl();
  const row = useSelector(detail, (s) => s.context.assignment);
  if (!row) return null;
  const counts = row.progress;
  return (
    <Flex direction="column" gap="3" minWidth="0">
      <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere' }}>
        {row.itemTitle}
      </Heading>
      <Text color="gray" size="2">
        {intl.formatMessage(typeMessages[row.itemType])}
        {' · '}
        {intl.formatMessage(am.detailCreatedBy, {
          date: intl.formatDate(row.createdAt, { dateStyle: 'medium' }),
          name: row.createdByName ?? '—',
        })}
      </Text>
      {row.withdrawnAt ? (
        <Callout.Root color="gray">
          <Callout.Text>
            {intl.formatMessage(am.detailWithdrawn, {
              date: intl.formatDate(row.withdrawnAt, { dateStyle: 'medium' }),
            })}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Text style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(am.detailFor, { targets: row.targets.map((t) => t.name).join(', ') })}
      </Text>
      <DueText row={row} />
      {row.note ? (
        <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {intl.formatMessage(am.detailNote, { note: row.note })}
        </Text>
      ) : null}
      <Card>
        <Flex direction="column" gap="2">
          <ProgressSummary progress={counts} />
          <Flex gap="4" wrap="wrap" asChild>
            <dl style={{ margin: 0 }}>
              {(
                [
                  [intl.formatMessage(am.progressAssigned), counts.assigned],
                  [intl.formatMessage(statusMessages.NOT_STARTED), counts.notStarted],
                  [intl.formatMessage(statusMessages.IN_PROGRESS), counts.inProgress],
                  [intl.formatMessage(statusMessages.COMPLETED), counts.completed],
                  [intl.formatMessage(statusMessages.OVERDUE), counts.overdue],
                ] as const
              ).map(([label, n]) => (
                <Flex key={label} direction="column">
                  <Text as="span" size="1" color="gray" asChild>
                    <dt>{label}</dt>
                  </Text>
                  <Text as="span" size="5" weight="bold" asChild>
                    <dd style={{ margin: 0 }}>{n}</dd>
                  </Text>
                </Flex>
              ))}
            </dl>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}

function ActionDialog({ detail }: { detail: DetailActor }) {
  const intl = useIntl();
  const day = useDay();
  const action = useSelector(detail, selectAction);
  const pending = action.pending;
  const count = pending?.userIds.length ?? 0;
  const title =
    pending?.kind === 'extend'
      ? intl.formatMessage(am.peopleAskExtend, { count })
      : pending?.kind === 'withdraw'
        ? intl.formatMessage(am.peopleAskWithdraw, { count })
        : intl.formatMessage(am.peopleAskRemind, { count });
  return (
    <ChoiceDialog
      open={pending !== null}
      title={title}
      description={
        pending?.kind === 'withdraw'
          ? intl.formatMessage(am.peopleAskWithdrawDescription)
          : pending?.kind === 'remind'
            ? intl.formatMessage(am.peopleAskRemindDescription)
            : undefined
      }
      confirmLabel={intl.formatMessage(
        pending?.kind === 'extend'
          ? am.peopleExtend
          : pending?.kind === 'withdraw'
            ? am.peopleWithdraw
            : am.peopleRemind,
      )}
      destructive={pending?.kind === 'withdraw'}
      busy={action.running}
      confirmDisabled={!action.ready}
      problem={action.problem}
      onConfirm={() => detail.send({ type: 'action.confirm' })}
      onCancel={() => detail.send({ type: 'action.cancel' })}
    >
      {pending?.kind === 'extend' ? (
        <Text as="label" size="2" weight="bold">
          {intl.formatMessage(am.formDueOn)}
          <input
            type="date"
            style={{ ...nativeField, width: '100%', display: 'block', marginTop: 4 }}
            value={action.dueOn}
            onChange={(e) => detail.send({ type: 'action.dueOn', value: e.target.value })}
          />
          {action.dueOn ? (
            <Text as="span" size="1" color="gray" weight="regular">
              {day(action.dueOn)}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </ChoiceDialog>
  );
}

/** One assignment: what it is, for whom, the progress, and its people with what a manager can do. */
export function AssignmentDetailPage({ id, api, toasts, listSearch }: AssignmentPageProps & { id: string }) {
  const intl = useIntl();
  const detail = useActorRef(assignmentDetailMachine, { input: { api, id, toasts } });
  const status = useSelector(detail, selectDetailStatus);
  const loaded = useSelector(detail, (s) => s.context.assignment !== null);
  const problem = useSelector(detail, (s) => s.context.problem);
  return (
    <Flex direction="column" gap="4" minWidth="0">
      <BackToList listSearch={listSearch} />
      {status === 'notFound' ? (
        <Callout.Root color="gray" role="status">
          <Callout.Text>{intl.formatMessage(am.detailNotFound)}</Callout.Text>
        </Callout.Root>
      ) : status === 'failed' ? (
        <Flex direction="column" gap="2">
          <Heading as="h1" size="7">
            {intl.formatMessage(am.detailFailed)}
          </Heading>
          <ProblemCallout problem={problem} onRetry={() => detail.send({ type: 'detail.retry' })} />
        </Flex>
      ) : !loaded ? (
        <ListLoading />
      ) : (
        <>
          <Summary detail={detail} />
          <AssignmentPeople detail={detail} />
          <ActionDialog detail={detail} />
        </>
      )}
    </Flex>
  );
}
