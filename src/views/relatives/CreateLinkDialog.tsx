import { Button, Callout, Dialog, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectCopyState,
  selectCreated,
  selectCreateProblem,
  selectDialogOpen,
  selectDraft,
  selectFieldIssues,
  selectIsCreating,
  selectLearnerResults,
  type createLinkMachine,
} from '../../machines/relatives/createLinkMachine';
import { RELATIVE_LINK_LIMITS } from '../../schemas/relatives';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField } from '../admin/FormField';
import { rm } from './messages';

type CreateActor = ActorRefFrom<typeof createLinkMachine>;
type Issue = ReturnType<typeof selectFieldIssues>[keyof ReturnType<typeof selectFieldIssues>];

const ISSUE_TEXT = {
  'learnerId.required': rm.issueLearner,
  'label.tooLong': rm.issueLabel,
  'expiresInDays.outOfRange': rm.issueDays,
} as const;

/** "New link": choose a learner, label and days; then the link, shown once, with a copy button. */
export function CreateLinkDialog({ create }: { create: CreateActor }) {
  const intl = useIntl();
  const open = useSelector(create, selectDialogOpen);
  const created = useSelector(create, selectCreated);
  const close = () => create.send({ type: 'link.close' });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content maxWidth="32rem">
        <Dialog.Title>{intl.formatMessage(created ? rm.createdTitle : rm.createTitle)}</Dialog.Title>
        {created ? <CreatedLink create={create} /> : <LinkForm create={create} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function useIssueText() {
  const intl = useIntl();
  return (issue: Issue | undefined): string | null => {
    if (!issue) return null;
    if (typeof issue === 'object') return issue.server;
    return intl.formatMessage(ISSUE_TEXT[issue]);
  };
}

function LinkForm({ create }: { create: CreateActor }) {
  const intl = useIntl();
  const draft = useSelector(create, selectDraft);
  const issues = useSelector(create, selectFieldIssues);
  const results = useSelector(create, selectLearnerResults);
  const creating = useSelector(create, selectIsCreating);
  const problem = useSelector(create, selectCreateProblem);
  const issueText = useIssueText();
  const resultsId = useId();
  const learnerError = issueText(issues.learnerId);
  return (
    <form
      noValidate
      aria-busy={creating || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        create.send({ type: 'link.submit' });
      }}
    >
      <Dialog.Description size="2" mb="3">
        {intl.formatMessage(rm.createIntro)}
      </Dialog.Description>
      <Flex direction="column" gap="4">
        <FormField
          label={intl.formatMessage(rm.learnerSearch)}
          hint={intl.formatMessage(rm.learnerHint)}
          required
          error={learnerError}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              aria-controls={resultsId}
              style={learnerError ? invalidField : nativeField}
              value={draft.search}
              onChange={(e) => create.send({ type: 'link.search', text: e.target.value })}
            />
          )}
        </FormField>
        <div id={resultsId} aria-live="polite">
          {results.searching ? (
            <Text size="2" color="gray">
              {intl.formatMessage(rm.searching)}
            </Text>
          ) : results.failed ? (
            <Text size="2" color="red">
              {intl.formatMessage(rm.searchFailed)}
            </Text>
          ) : results.learners.length === 0 ? (
            <Text size="2" color="gray">
              {intl.formatMessage(rm.noLearners)}
            </Text>
          ) : (
            <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <legend>
                <Text size="2" weight="bold">
                  {intl.formatMessage(rm.learner)}
                </Text>
              </legend>
              <Flex direction="column" gap="1" mt="1" style={{ maxHeight: 180, overflowY: 'auto' }}>
                {results.learners.map((learner) => (
                  <Text
                    as="label"
                    size="2"
                    key={learner.id}
                    style={{ display: 'flex', gap: 8, alignItems: 'center' }}
                  >
                    <input
                      type="radio"
                      name="relative-learner"
                      checked={draft.learner?.id === learner.id}
                      onChange={() => create.send({ type: 'link.pick', learner })}
                    />
                    <span style={{ overflowWrap: 'anywhere' }}>
                      {learner.name} ({learner.username})
                    </span>
                  </Text>
                ))}
              </Flex>
            </fieldset>
          )}
        </div>
        {draft.learner ? (
          <Text size="2" weight="medium">
            {intl.formatMessage(rm.chosen, { name: draft.learner.name, username: draft.learner.username })}
          </Text>
        ) : null}
        <FormField
          label={intl.formatMessage(rm.label)}
          hint={intl.formatMessage(rm.labelHint)}
          error={issueText(issues.label)}
        >
          {(control) => (
            <input
              {...control}
              style={issues.label ? invalidField : nativeField}
              value={draft.label}
              maxLength={RELATIVE_LINK_LIMITS.labelMax + 20}
              onChange={(e) => create.send({ type: 'link.label', text: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(rm.days)}
          hint={intl.formatMessage(rm.daysHint)}
          required
          error={issueText(issues.expiresInDays)}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={RELATIVE_LINK_LIMITS.daysMin}
              max={RELATIVE_LINK_LIMITS.daysMax}
              style={{ ...(issues.expiresInDays ? invalidField : nativeField), width: '8rem' }}
              value={Number.isNaN(draft.expiresInDays) ? '' : draft.expiresInDays}
              onChange={(e) =>
                create.send({
                  type: 'link.days',
                  days: e.target.value === '' ? Number.NaN : Number(e.target.value),
                })
              }
            />
          )}
        </FormField>
        {problem ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(rm.createFailed, { error: problem.message })}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end" wrap="wrap">
          <Button
            type="button"
            variant="soft"
            color="gray"
            disabled={creating}
            onClick={() => create.send({ type: 'link.close' })}
          >
            {intl.formatMessage(rm.cancel)}
          </Button>
          <Button type="submit" loading={creating}>
            {intl.formatMessage(creating ? rm.creating : rm.create)}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function CreatedLink({ create }: { create: CreateActor }) {
  const intl = useIntl();
  const created = useSelector(create, selectCreated);
  const copy = useSelector(create, selectCopyState);
  const id = useId();
  if (!created) return null;
  return (
    <Flex direction="column" gap="3">
      <Dialog.Description size="2">{intl.formatMessage(rm.createdText)}</Dialog.Description>
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {intl.formatMessage(rm.linkLabel, { name: created.link.learnerName })}
      </Text>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={created.url}
        style={{
          ...nativeField,
          width: '100%',
          fontFamily: 'var(--code-font-family, monospace)',
          resize: 'none',
          wordBreak: 'break-all',
        }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Text size="2" role="status" color={copy === 'failed' ? 'red' : undefined}>
        {copy === 'copied'
          ? intl.formatMessage(rm.copied)
          : copy === 'failed'
            ? intl.formatMessage(rm.copyFailed)
            : ''}
      </Text>
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" color="gray" onClick={() => create.send({ type: 'link.close' })}>
          {intl.formatMessage(rm.close)}
        </Button>
        <Button type="button" onClick={() => create.send({ type: 'link.copy' })}>
          {intl.formatMessage(rm.copy)}
        </Button>
      </Flex>
    </Flex>
  );
}
