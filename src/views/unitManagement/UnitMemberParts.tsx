// Pieces of the member panel: one person (name, username, email, roles), a labelled search box, and the
// "Add people" search with an Add button per person found.
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { UnitMember } from '../../machines/unitManagement/unitActors';
import {
  selectCandidates,
  selectCandidateSearch,
  selectCandidatesStatus,
  selectChange,
  type unitMembersMachine,
} from '../../machines/unitManagement/unitMembersMachine';
import { nativeField } from '../admin/fieldStyle';
import { appMessages } from '../messages/appMessages';
import { um } from './messages';

export type Members = ActorRefFrom<typeof unitMembersMachine>;

const ROLE_MESSAGES = {
  ADMIN: appMessages.roleAdmin,
  EDUCATION_MANAGER: appMessages.roleEducationManager,
  LEARNER: appMessages.roleLearner,
} as const;

export function Person({ person }: { person: UnitMember }) {
  const intl = useIntl();
  const roles = person.roles.map((r) => intl.formatMessage(ROLE_MESSAGES[r]));
  return (
    <Flex direction="column" minWidth="0" style={{ flex: '1 1 12rem' }}>
      <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
        {person.name}
      </Text>
      <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
        {person.username} · {person.email}
      </Text>
      <Text size="1" color="gray">
        {roles.length
          ? intl.formatMessage(um.membersRoles, { roles: intl.formatList(roles) })
          : intl.formatMessage(um.membersNoRoles)}
        {person.isActive ? '' : ` · ${intl.formatMessage(um.membersInactivePerson)}`}
      </Text>
    </Flex>
  );
}

export function SearchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <input
        id={id}
        type="search"
        autoComplete="off"
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Flex>
  );
}

export function AddPeople({ members }: { members: Members }) {
  const intl = useIntl();
  const headingId = useId();
  const status = useSelector(members, selectCandidatesStatus);
  const candidates = useSelector(members, selectCandidates);
  const search = useSelector(members, selectCandidateSearch);
  const busy = useSelector(members, selectChange) !== 'idle';
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3" id={headingId}>
          {intl.formatMessage(um.membersAddHeading)}
        </Heading>
        <SearchInput
          label={intl.formatMessage(um.membersAddSearch)}
          value={search}
          onChange={(text) => members.send({ type: 'candidates.search', text })}
        />
        {status === 'idle' ? (
          <Text size="2" color="gray">
            {intl.formatMessage(um.membersAddIdle)}
          </Text>
        ) : status === 'failed' ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(um.membersAddFailed)}</Callout.Text>
            <Flex mt="2">
              <Button onClick={() => members.send({ type: 'candidates.retry' })}>
                {intl.formatMessage(um.retry)}
              </Button>
            </Flex>
          </Callout.Root>
        ) : status === 'ready' && candidates.length === 0 ? (
          <Text size="2" color="gray" role="status">
            {intl.formatMessage(um.membersAddNone)}
          </Text>
        ) : (
          <ul className="unit-member-list" aria-busy={status !== 'ready'}>
            {candidates.map((person) => (
              <li key={person.id} className="unit-member-row">
                <Person person={person} />
                <Button
                  size="1"
                  disabled={busy}
                  aria-label={intl.formatMessage(um.membersAddLabel, { name: person.name })}
                  onClick={() => members.send({ type: 'members.add', member: person })}
                >
                  {intl.formatMessage(um.membersAdd)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </section>
  );
}
