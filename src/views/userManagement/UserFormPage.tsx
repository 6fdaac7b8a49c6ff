import { Button, Card, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import { selectFormStatus, selectRecordId } from '../../machines/admin/formMachine';
import {
  selectActionProblem,
  selectCopied,
  selectDialog,
  selectIsActionBusy,
  selectIsActive,
  selectKeepRecords,
  selectPassword,
  userActionsMachine,
} from '../../machines/userManagement/userActionsMachine';
import { userCreateFormMachine, userEditFormMachine } from '../../machines/userManagement/userFormMachine';
import { editHref, listHref } from '../../machines/userManagement/userLocations';
import { selectOptions } from '../../machines/userManagement/userOptionsMachine';
import { um } from './messages';
import type { UserPageProps } from './pageProps';
import { UserFormView, type UserForm } from './UserFormView';
import { ActiveBadge, BackToList, ChoiceDialog, OptionsProblem } from './UserParts';

/** A new person; once created, the address becomes the person's own page. */
export function UserCreatePage({ api, navigation, toasts, options, listSearch }: UserPageProps) {
  const intl = useIntl();
  const form = useActorRef(userCreateFormMachine, {
    input: { api, id: null, navigation, returnTo: listHref(listSearch), toasts },
  });
  const id = useSelector(form, selectRecordId);
  const opts = useSelector(options, selectOptions);
  if (id) return <Redirect to={editHref(listSearch, id)} replace />;
  return (
    <Flex direction="column" gap="4">
      <BackToList listSearch={listSearch} form={form} />
      <Heading as="h1" size="7">
        {intl.formatMessage(um.newTitle)}
      </Heading>
      <OptionsProblem options={options} />
      <UserFormView form={form} options={opts} />
    </Flex>
  );
}

export function UserEditPage({
  id,
  api,
  navigation,
  toasts,
  options,
  listSearch,
}: UserPageProps & { id: string }) {
  const intl = useIntl();
  const form = useActorRef(userEditFormMachine, {
    input: { api, id, navigation, returnTo: listHref(listSearch), toasts },
  });
  const status = useSelector(form, selectFormStatus);
  const name = useSelector(form, (s) => s.context.baseline.name);
  const active = useSelector(form, (s) => s.context.baseline.isActive);
  const loaded = status !== 'loading' && status !== 'loadFailed';
  const opts = useSelector(options, selectOptions);
  return (
    <Flex direction="column" gap="4">
      <BackToList listSearch={listSearch} form={form} />
      <Heading as="h1" size="7">
        {loaded && name ? name : intl.formatMessage(um.editTitle)}
      </Heading>
      <OptionsProblem options={options} />
      <UserFormView form={form} options={opts} />
      {loaded ? (
        <UserActions
          {...{ api, navigation, toasts, id, form }}
          active={active}
          returnTo={listHref(listSearch)}
        />
      ) : null}
    </Flex>
  );
}

/** Deactivate or reactivate, reset the password, delete: each asks first. */
function UserActions({
  api,
  navigation,
  toasts,
  id,
  active: initiallyActive,
  returnTo,
}: Pick<UserPageProps, 'api' | 'navigation' | 'toasts'> & {
  id: string;
  active: boolean;
  returnTo: string;
  form: UserForm;
}) {
  const intl = useIntl();
  const actions = useActorRef(userActionsMachine, {
    input: { api, id, active: initiallyActive, navigation, returnTo, toasts },
  });
  const dialog = useSelector(actions, selectDialog);
  const busy = useSelector(actions, selectIsActionBusy);
  const active = useSelector(actions, selectIsActive);
  const problem = useSelector(actions, selectActionProblem);
  const password = useSelector(actions, selectPassword);
  const copied = useSelector(actions, selectCopied);
  const keep = useSelector(actions, selectKeepRecords);
  const confirm = () => actions.send({ type: 'action.confirm' });
  const cancel = () => actions.send({ type: 'action.cancel' });
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="4">
            {intl.formatMessage(um.accountActions)}
          </Heading>
          <ActiveBadge active={active} />
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button
            variant="soft"
            onClick={() => actions.send({ type: active ? 'user.deactivate' : 'user.reactivate' })}
          >
            {intl.formatMessage(active ? um.deactivate : um.reactivate)}
          </Button>
          <Button variant="soft" onClick={() => actions.send({ type: 'user.resetPassword' })}>
            {intl.formatMessage(um.resetPassword)}
          </Button>
          <Button variant="soft" color="red" onClick={() => actions.send({ type: 'user.delete' })}>
            {intl.formatMessage(um.deleteUser)}
          </Button>
        </Flex>
      </Flex>
      <ChoiceDialog
        open={dialog === 'status'}
        title={intl.formatMessage(active ? um.deactivateTitle : um.reactivateTitle)}
        description={intl.formatMessage(active ? um.deactivateDescription : um.reactivateDescription)}
        confirmLabel={intl.formatMessage(active ? um.deactivate : um.reactivate)}
        destructive={active}
        busy={busy}
        problem={problem}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <ChoiceDialog
        open={dialog === 'reset'}
        title={intl.formatMessage(um.resetTitle)}
        description={intl.formatMessage(um.resetDescription)}
        confirmLabel={intl.formatMessage(um.resetPassword)}
        busy={busy}
        problem={problem}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <ChoiceDialog
        open={dialog === 'password'}
        title={intl.formatMessage(um.passwordTitle)}
        description={intl.formatMessage(um.passwordDescription)}
        confirmLabel={intl.formatMessage(um.done)}
        hideCancel
        onConfirm={() => actions.send({ type: 'password.dismiss' })}
        onCancel={() => actions.send({ type: 'password.dismiss' })}
      >
        <Flex direction="column" gap="2">
          <Text size="2" weight="bold">
            {intl.formatMessage(um.passwordLabel)}
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Text
              size="5"
              weight="bold"
              data-testid="one-time-password"
              style={{ fontFamily: 'ui-monospace, monospace', userSelect: 'all', overflowWrap: 'anywhere' }}
            >
              {password}
            </Text>
            <Button variant="soft" onClick={() => actions.send({ type: 'password.copy' })}>
              {intl.formatMessage(um.copy)}
            </Button>
          </Flex>
          <Text size="2" role="status">
            {copied === 'yes'
              ? intl.formatMessage(um.copied)
              : copied === 'failed'
                ? intl.formatMessage(um.copyFailed)
                : ''}
          </Text>
        </Flex>
      </ChoiceDialog>
      <ChoiceDialog
        open={dialog === 'delete'}
        title={intl.formatMessage(um.deleteTitle)}
        description={intl.formatMessage(um.deleteDescription)}
        confirmLabel={intl.formatMessage(um.deleteUser)}
        destructive
        busy={busy}
        problem={problem}
        onConfirm={confirm}
        onCancel={cancel}
      >
        <RadioGroup.Root
          value={keep ? 'keep' : 'delete'}
          onValueChange={(value) => actions.send({ type: 'delete.keepRecords', keep: value === 'keep' })}
          aria-label={intl.formatMessage(um.deleteTitle)}
        >
          <RadioGroup.Item value="keep">
            <Flex direction="column">
              <Text weight="bold">{intl.formatMessage(um.keepRecords)}</Text>
              <Text size="1" color="gray">
                {intl.formatMessage(um.keepRecordsHint)}
              </Text>
            </Flex>
          </RadioGroup.Item>
          <RadioGroup.Item value="delete">
            <Flex direction="column">
              <Text weight="bold">{intl.formatMessage(um.deleteRecords)}</Text>
              <Text size="1" color="gray">
                {intl.formatMessage(um.deleteRecordsHint)}
              </Text>
            </Flex>
          </RadioGroup.Item>
        </RadioGroup.Root>
      </ChoiceDialog>
    </Card>
  );
}
