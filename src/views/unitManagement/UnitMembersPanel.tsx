// A unit's members with their roles, a search over them, paging, removing one after asking, and adding
// people found by name, username or email. The API decides whom the caller may change (`manageable`):
// a manager sees an administrator among the members but gets no button to remove them.
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ToastActorRef } from '../../machines/admin/toastMachine';
import {
  MEMBERS_PAGE_SIZE,
  selectChange,
  selectChangeProblem,
  selectChangeTarget,
  selectMembers,
  selectMembersOffset,
  selectMembersSearch,
  selectMembersStatus,
  selectMembersTotal,
  unitMembersMachine,
} from '../../machines/unitManagement/unitMembersMachine';
import type { ApiSettings } from '../../services/api';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { ListLoading, useProblemText } from '../admin/ListStates';
import { um } from './messages';
import { AddPeople, Person, SearchInput, type Members } from './UnitMemberParts';

function MemberList({ members }: { members: Members }) {
  const intl = useIntl();
  const describe = useProblemText();
  const status = useSelector(members, selectMembersStatus);
  const rows = useSelector(members, selectMembers);
  const total = useSelector(members, selectMembersTotal);
  const offset = useSelector(members, selectMembersOffset);
  const search = useSelector(members, selectMembersSearch);
  const problem = useSelector(members, (s) => s.context.problem);
  const busy = useSelector(members, selectChange) !== 'idle';
  if (status === 'failed')
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          {intl.formatMessage(um.membersFailed)} {problem ? describe(problem) : ''}
        </Callout.Text>
        <Flex mt="2">
          <Button onClick={() => members.send({ type: 'members.retry' })}>
            {intl.formatMessage(um.retry)}
          </Button>
        </Flex>
      </Callout.Root>
    );
  if (status === 'loading' && rows.length === 0) return <ListLoading />;
  if (rows.length === 0)
    return (
      <Text color="gray">{intl.formatMessage(search.trim() ? um.membersNoResults : um.membersEmpty)}</Text>
    );
  return (
    <Flex direction="column" gap="2" aria-busy={status === 'loading'}>
      <ul className="unit-member-list" aria-label={intl.formatMessage(um.membersHeading)}>
        {rows.map((person) => (
          <li key={person.id} className="unit-member-row">
            <Person person={person} />
            {person.manageable ? (
              <Button
                size="1"
                variant="soft"
                color="red"
                disabled={busy}
                aria-label={intl.formatMessage(um.membersRemoveLabel, { name: person.name })}
                onClick={() => members.send({ type: 'members.remove', member: person })}
              >
                {intl.formatMessage(um.membersRemove)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {total > MEMBERS_PAGE_SIZE ? (
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2">
            {intl.formatMessage(um.membersRange, {
              from: offset + 1,
              to: Math.min(offset + MEMBERS_PAGE_SIZE, total),
              total,
            })}
          </Text>
          <Button
            size="1"
            variant="soft"
            disabled={offset === 0}
            onClick={() => members.send({ type: 'members.page', offset: offset - MEMBERS_PAGE_SIZE })}
          >
            {intl.formatMessage(um.membersPrevious)}
          </Button>
          <Button
            size="1"
            variant="soft"
            disabled={offset + MEMBERS_PAGE_SIZE >= total}
            onClick={() => members.send({ type: 'members.page', offset: offset + MEMBERS_PAGE_SIZE })}
          >
            {intl.formatMessage(um.membersNext)}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

export function UnitMembersPanel({
  api,
  unitId,
  toasts,
  canAdd,
  machine = unitMembersMachine,
}: {
  api: ApiSettings;
  unitId: string;
  toasts: ToastActorRef;
  /** An inactive unit takes no new members. */
  canAdd: boolean;
  machine?: typeof unitMembersMachine;
}) {
  const intl = useIntl();
  const describe = useProblemText();
  const headingId = useId();
  const members = useActorRef(machine, { input: { api, unitId, toasts } });
  const search = useSelector(members, selectMembersSearch);
  const total = useSelector(members, selectMembersTotal);
  const change = useSelector(members, selectChange);
  const target = useSelector(members, selectChangeTarget);
  const problem = useSelector(members, selectChangeProblem);
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id={headingId}>
            {intl.formatMessage(um.membersHeading)} ({total})
          </Heading>
          {problem ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>
                {intl.formatMessage(um.membersChangeFailed, { error: describe(problem) })}
              </Callout.Text>
              <Flex mt="2">
                <Button variant="soft" onClick={() => members.send({ type: 'members.dismissProblem' })}>
                  {intl.formatMessage(um.dismiss)}
                </Button>
              </Flex>
            </Callout.Root>
          ) : null}
          <SearchInput
            label={intl.formatMessage(um.membersSearch)}
            value={search}
            onChange={(text) => members.send({ type: 'members.search', text })}
          />
          <MemberList members={members} />
          {canAdd ? <AddPeople members={members} /> : null}
        </Flex>
        <ConfirmDialog
          open={change === 'confirmingRemove' || change === 'removing'}
          title={intl.formatMessage(um.membersRemoveTitle, { name: target?.name ?? '' })}
          description={intl.formatMessage(um.membersRemoveDescription)}
          confirmLabel={intl.formatMessage(um.membersRemove)}
          destructive
          busy={change === 'removing'}
          onConfirm={() => members.send({ type: 'members.removeConfirm' })}
          onCancel={() => members.send({ type: 'members.removeCancel' })}
        />
      </section>
    </Card>
  );
}
