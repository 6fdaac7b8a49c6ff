import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  REASON_LIMITS,
  selectAction,
  type certificateActionMachine,
} from '../../../machines/certificates/issued/certificateActionMachine';
import type { IssueOption } from '../../../machines/certificates/issued/issuedActors';
import {
  selectManualIssue,
  type manualIssueMachine,
} from '../../../machines/certificates/issued/manualIssueMachine';
import { ChoiceDialog } from '../../admin/ChoiceDialog';
import { nativeField } from '../../admin/fieldStyle';
import { im } from './messages';

const block = { ...nativeField, width: '100%', display: 'block', marginTop: 4 } as const;

/** Revoke (with the reason) and re-issue ask here; the machine runs them. */
export function ActionDialog({ actor }: { actor: ActorRefFrom<typeof certificateActionMachine> }) {
  const intl = useIntl();
  const state = useSelector(actor, selectAction);
  const number = state.row?.number ?? '';
  const revoke = state.dialog === 'revoke';
  return (
    <ChoiceDialog
      open={state.dialog === 'revoke' || state.dialog === 'reissue'}
      title={intl.formatMessage(revoke ? im.revokeTitle : im.reissueTitle, { number })}
      description={intl.formatMessage(revoke ? im.revokeDescription : im.reissueDescription)}
      confirmLabel={intl.formatMessage(revoke ? im.revoke : im.reissue)}
      destructive={revoke}
      busy={state.running}
      confirmDisabled={revoke && !state.reasonOk}
      problem={state.problem}
      onConfirm={() => actor.send({ type: 'action.confirm' })}
      onCancel={() => actor.send({ type: 'action.cancel' })}
    >
      {revoke ? (
        <Text as="label" size="2" weight="bold">
          {intl.formatMessage(im.reason)}
          <textarea
            rows={3}
            maxLength={REASON_LIMITS.max}
            style={{ ...block, resize: 'vertical' }}
            value={state.reason}
            aria-describedby="revoke-reason-hint"
            onChange={(e) => actor.send({ type: 'action.reason', value: e.target.value })}
          />
          <Text id="revoke-reason-hint" as="span" size="1" color="gray" weight="regular">
            {intl.formatMessage(im.reasonHint)}
          </Text>
        </Text>
      ) : null}
    </ChoiceDialog>
  );
}

function Picker(props: {
  label: string;
  searchLabel: string;
  search: string;
  options: IssueOption[];
  chosen: IssueOption | null;
  loading: boolean;
  failed: boolean;
  onSearch: (text: string) => void;
  onPick: (id: string) => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  // A chosen option stays listed while a later search no longer finds it.
  const options =
    props.chosen && !props.options.some((o) => o.id === props.chosen?.id)
      ? [props.chosen, ...props.options]
      : props.options;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="bold">
        {props.searchLabel}
        <input
          type="search"
          style={block}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
        />
      </Text>
      <Text as="label" size="2" weight="bold">
        {props.label}
        <select style={block} value={props.chosen?.id ?? ''} onChange={(e) => props.onPick(e.target.value)}>
          <option value="">{intl.formatMessage(im.chooseOne)}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.hint ? `${o.label} (${o.hint})` : o.label}
            </option>
          ))}
        </select>
      </Text>
      <Text size="1" color={props.failed ? 'red' : 'gray'} role="status">
        {props.loading
          ? intl.formatMessage(im.searching)
          : props.failed
            ? intl.formatMessage(im.searchFailed)
            : options.length === 0
              ? intl.formatMessage(im.noOptions)
              : ''}
      </Text>
      {props.failed ? (
        <Flex>
          <Button size="1" variant="soft" onClick={props.onRetry}>
            {intl.formatMessage(im.searchRetry)}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** Issuing by hand: a person and a medium or path with a template, each searched on the server. */
export function ManualIssueDialog({ actor }: { actor: ActorRefFrom<typeof manualIssueMachine> }) {
  const intl = useIntl();
  const state = useSelector(actor, selectManualIssue);
  const retry = () => actor.send({ type: 'issue.retry' });
  return (
    <ChoiceDialog
      open={state.open}
      title={intl.formatMessage(im.issueTitle)}
      description={intl.formatMessage(im.issueDescription)}
      confirmLabel={intl.formatMessage(im.issueConfirm)}
      busy={state.saving}
      confirmDisabled={!state.complete}
      problem={state.problem}
      onConfirm={() => actor.send({ type: 'issue.confirm' })}
      onCancel={() => actor.send({ type: 'issue.cancel' })}
    >
      <Picker
        label={intl.formatMessage(im.person)}
        searchLabel={intl.formatMessage(im.personSearch)}
        search={state.peopleSearch}
        options={state.people}
        chosen={state.person}
        loading={state.peopleLoading}
        failed={state.peopleFailed}
        onSearch={(text) => actor.send({ type: 'issue.searchPeople', text })}
        onPick={(id) => actor.send({ type: 'issue.pickPerson', id })}
        onRetry={retry}
      />
      <Picker
        label={intl.formatMessage(im.subject)}
        searchLabel={intl.formatMessage(im.subjectSearch)}
        search={state.subjectSearch}
        options={state.subjects}
        chosen={state.subject}
        loading={state.subjectsLoading}
        failed={state.subjectsFailed}
        onSearch={(text) => actor.send({ type: 'issue.searchSubjects', text })}
        onPick={(id) => actor.send({ type: 'issue.pickSubject', id })}
        onRetry={retry}
      />
    </ChoiceDialog>
  );
}
