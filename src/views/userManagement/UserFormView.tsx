import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  selectFormStatus,
  selectIsNew,
  selectIsSaving,
  type FormActorRef,
} from '../../machines/admin/formMachine';
import type { UserOptions } from '../../machines/userManagement/userActors';
import type { UserFormValues } from '../../machines/userManagement/userValues';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../admin/FormField';
import { FormPanels } from '../admin/FormPanels';
import { ListLoading } from '../admin/ListStates';
import { issueMessages, localeMessages, roleMessages, um } from './messages';
import { SelectField } from './UserParts';

export type UserForm = FormActorRef<UserFormValues>;

const style = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });

function TextInput({
  form,
  field,
  label,
  hint,
  type = 'text',
  autoComplete = 'off',
}: {
  form: UserForm;
  field: 'username' | 'name' | 'email' | 'initialPassword';
  label: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
}) {
  const { value, error, onChange, onBlur } = useFormField(form, field);
  const errorText = useFieldErrorText(issueMessages)(error);
  return (
    <FormField label={label} error={errorText} hint={hint} required>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          style={style(errorText)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}

/** A group of checkboxes bound to a list field (roles, units), with the field's error. */
function CheckboxGroup<K extends 'roles' | 'unitIds'>({
  form,
  field,
  legend,
  hint,
  choices,
}: {
  form: UserForm;
  field: K;
  legend: string;
  hint?: string;
  choices: ReadonlyArray<readonly [UserFormValues[K][number], string]>;
}) {
  const { value, error, onChange } = useFormField(form, field);
  const errorText = useFieldErrorText(issueMessages)(error);
  const chosen = value as string[];
  const toggle = (choice: string, on: boolean) =>
    onChange((on ? [...chosen, choice] : chosen.filter((c) => c !== choice)) as UserFormValues[K]);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{legend}</legend>
      </Text>
      {hint ? (
        <Text as="p" size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <Flex direction="column" gap="1" mt="1">
        {choices.map(([choice, label]) => (
          <Text as="label" size="2" key={choice}>
            <Flex gap="2" align="center">
              <input
                type="checkbox"
                className="admin-checkbox"
                checked={chosen.includes(choice)}
                onChange={(e) => toggle(choice, e.target.checked)}
              />
              {label}
            </Flex>
          </Text>
        ))}
      </Flex>
      {errorText ? (
        <Text as="p" size="2" color="red" role="alert">
          {errorText}
        </Text>
      ) : null}
    </fieldset>
  );
}

/** The account's fields, checked as the administrator types, with save and cancel. */
export function UserFormView({ form, options }: { form: UserForm; options: UserOptions }) {
  const intl = useIntl();
  const isNew = useSelector(form, selectIsNew);
  const saving = useSelector(form, selectIsSaving);
  const status = useSelector(form, selectFormStatus);
  const locale = useFormField(form, 'locale');
  const otherUnits = useSelector(form, (s) => s.context.values.otherUnits);
  if (status === 'loading') return <ListLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.save' });
  };
  const locales =
    options.locales.includes(locale.value) || locale.value === ''
      ? options.locales
      : [locale.value, ...options.locales];
  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Flex direction="column" gap="4">
        <FormPanels form={form} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <TextInput form={form} field="name" label={intl.formatMessage(um.name)} autoComplete="off" />
          <TextInput
            form={form}
            field="username"
            label={intl.formatMessage(um.username)}
            hint={intl.formatMessage(um.usernameHint)}
          />
          <TextInput form={form} field="email" type="email" label={intl.formatMessage(um.email)} />
          <SelectField
            label={intl.formatMessage(um.locale)}
            value={locale.value}
            options={[
              ['', intl.formatMessage(um.localeBrowser)],
              ...locales.map(
                (l) => [l, localeMessages[l] ? intl.formatMessage(localeMessages[l]) : l] as const,
              ),
            ]}
            onChange={locale.onChange}
          />
        </Grid>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <CheckboxGroup
            form={form}
            field="roles"
            legend={intl.formatMessage(um.roles)}
            choices={options.roles.map((r) => [r, intl.formatMessage(roleMessages[r])] as const)}
          />
          <Flex direction="column" gap="1">
            <CheckboxGroup
              form={form}
              field="unitIds"
              legend={intl.formatMessage(um.units)}
              hint={intl.formatMessage(um.unitsHint)}
              choices={options.units.map((u) => [u.id, u.name] as const)}
            />
            {otherUnits.length ? (
              <Text size="2" color="gray">
                {intl.formatMessage(um.otherUnits, { units: otherUnits.join(', ') })}
              </Text>
            ) : null}
          </Flex>
        </Grid>
        {isNew ? (
          <TextInput
            form={form}
            field="initialPassword"
            label={intl.formatMessage(um.initialPassword)}
            hint={intl.formatMessage(um.initialPasswordHint)}
            autoComplete="new-password"
          />
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" loading={saving} disabled={status !== 'editing' && !saving}>
            {intl.formatMessage(isNew ? um.create : um.save)}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={() => form.send({ type: 'form.leave' })}>
            {intl.formatMessage(um.cancel)}
          </Button>
          {saving ? (
            <Text size="2" role="status">
              {intl.formatMessage(um.saving)}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </form>
  );
}
