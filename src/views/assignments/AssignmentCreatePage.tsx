import { Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import {
  selectFieldErrors,
  selectFormStatus,
  selectIsSaving,
  selectRecordId,
  type FormActorRef,
} from '../../machines/admin/formMachine';
import { assignmentFormMachine } from '../../machines/assignments/assignmentFormMachine';
import { detailHref, listHref } from '../../machines/assignments/assignmentLocations';
import type { AssignmentValues } from '../../machines/assignments/assignmentValues';
import { optionSearchMachine } from '../../machines/assignments/optionSearchMachine';
import { DUE_RULES, type AssignmentItemType, type DueRuleKind } from '../../schemas/assignment';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../admin/FormField';
import { FormPanels } from '../admin/FormPanels';
import { RadioChoice } from '../admin/RadioChoice';
import { BackToList } from './AssignmentParts';
import { ItemPicker, TargetPicker, type OptionSearchActor } from './AssignmentPickers';
import { am, dueRuleMessages, issueMessages, typeMessages } from './messages';
import type { AssignmentPageProps } from './pageProps';

type Form = FormActorRef<AssignmentValues>;
const style = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });

function TextField({
  form,
  field,
  label,
  hint,
  type,
}: {
  form: Form;
  field: 'dueOn' | 'dueDays' | 'recurrenceMonths' | 'note';
  label: string;
  hint?: string;
  type: 'date' | 'number' | 'textarea';
}) {
  const { value, error, onChange, onBlur } = useFormField(form, field);
  const errorText = useFieldErrorText(issueMessages)(error);
  return (
    <FormField
      label={label}
      error={errorText}
      hint={hint}
      required={field === 'dueOn' || field === 'dueDays'}
    >
      {(control) =>
        type === 'textarea' ? (
          <textarea
            {...control}
            rows={3}
            style={style(errorText)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            type={type}
            inputMode={type === 'number' ? 'numeric' : undefined}
            min={type === 'number' ? 1 : undefined}
            style={style(errorText)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormField>
  );
}

function AssignmentFormView({
  form,
  items,
  units,
  people,
}: {
  form: Form;
  items: OptionSearchActor;
  units: OptionSearchActor;
  people: OptionSearchActor;
}) {
  const intl = useIntl();
  const saving = useSelector(form, selectIsSaving);
  const status = useSelector(form, selectFormStatus);
  const itemType = useFormField(form, 'itemType');
  const dueRule = useFormField(form, 'dueRule');
  const itemId = useFormField(form, 'itemId');
  // "No targets" is one rule over both lists: shown under people once either was touched or a save tried.
  const targetsError = useSelector(form, (s) => selectFieldErrors(s).userIds !== undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.save' });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Flex direction="column" gap="5">
        <FormPanels form={form} />
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Flex direction="column" gap="3" minWidth="0">
            <RadioChoice<AssignmentItemType>
              legend={intl.formatMessage(am.formItemType)}
              value={itemType.value}
              choices={(['MEDIUM', 'PATH'] as const).map(
                (t) => [t, intl.formatMessage(typeMessages[t])] as const,
              )}
              onChange={(type) => {
                itemType.onChange(type);
                if (itemId.value) itemId.onChange('');
                items.send({ type: 'options.source', source: type });
              }}
            />
            <ItemPicker form={form} search={items} />
          </Flex>
          <Flex direction="column" gap="3" minWidth="0">
            <TargetPicker
              form={form}
              field="unitIds"
              search={units}
              legend={intl.formatMessage(am.formUnits)}
              searchLabel={intl.formatMessage(am.formUnitSearch)}
              showError={false}
            />
            <TargetPicker
              form={form}
              field="userIds"
              search={people}
              legend={intl.formatMessage(am.formPeople)}
              searchLabel={intl.formatMessage(am.formPeopleSearch)}
              showError={targetsError}
            />
          </Flex>
        </Grid>
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Flex direction="column" gap="3" minWidth="0">
            <RadioChoice<DueRuleKind>
              legend={intl.formatMessage(am.formDue)}
              value={dueRule.value}
              choices={DUE_RULES.map((r) => [r, intl.formatMessage(dueRuleMessages[r])] as const)}
              onChange={dueRule.onChange}
            />
            {dueRule.value === 'RELATIVE' ? (
              <TextField
                form={form}
                field="dueDays"
                type="number"
                label={intl.formatMessage(am.formDueDays)}
                hint={intl.formatMessage(am.formDueDaysHint)}
              />
            ) : null}
            {dueRule.value === 'FIXED' ? (
              <TextField form={form} field="dueOn" type="date" label={intl.formatMessage(am.formDueOn)} />
            ) : null}
          </Flex>
          <Flex direction="column" gap="3" minWidth="0">
            <TextField
              form={form}
              field="recurrenceMonths"
              type="number"
              label={intl.formatMessage(am.formRecurrence)}
              hint={intl.formatMessage(am.formRecurrenceHint)}
            />
            <TextField form={form} field="note" type="textarea" label={intl.formatMessage(am.formNote)} />
          </Flex>
        </Grid>
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" loading={saving} disabled={status !== 'editing' && !saving}>
            {intl.formatMessage(am.formCreate)}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={() => form.send({ type: 'form.leave' })}>
            {intl.formatMessage(am.cancel)}
          </Button>
          {saving ? (
            <Text size="2" role="status">
              {intl.formatMessage(am.formSaving)}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </form>
  );
}

/** A new assignment; once made, the address becomes the assignment's own page. */
export function AssignmentCreatePage({ api, navigation, toasts, listSearch }: AssignmentPageProps) {
  const intl = useIntl();
  const form = useActorRef(assignmentFormMachine, {
    input: { api, id: null, navigation, returnTo: listHref(listSearch), toasts },
  });
  const items = useActorRef(optionSearchMachine, { input: { api, source: 'MEDIUM' } });
  const units = useActorRef(optionSearchMachine, { input: { api, source: 'UNITS' } });
  const people = useActorRef(optionSearchMachine, { input: { api, source: 'PEOPLE' } });
  const id = useSelector(form, selectRecordId);
  if (id) return <Redirect to={detailHref(listSearch, id)} replace />;
  return (
    <Flex direction="column" gap="4" minWidth="0">
      <BackToList
        listSearch={listSearch}
        onLeave={() => {
          if (!form.getSnapshot().can({ type: 'form.leave' })) return false;
          form.send({ type: 'form.leave' });
          return true;
        }}
      />
      <Heading as="h1" size="7">
        {intl.formatMessage(am.formTitle)}
      </Heading>
      <AssignmentFormView form={form} items={items} units={units} people={people} />
    </Flex>
  );
}
