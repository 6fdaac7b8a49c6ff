// The pickers of the assignment form: the item (a medium or a learning path, one of them) and the targets
// (units and people, several). Each searches on the server through its optionSearchMachine and writes the
// chosen ids into the form; the labels of chosen ones come from the options seen so far.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { FormActorRef } from '../../machines/admin/formMachine';
import type { AssignmentValues } from '../../machines/assignments/assignmentValues';
import type { optionSearchMachine } from '../../machines/assignments/optionSearchMachine';
import { selectOptionSearch } from '../../machines/assignments/optionSearchMachine';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { useFieldErrorText, useFormField } from '../admin/FormField';
import { am, issueMessages } from './messages';

export type OptionSearchActor = ActorRefFrom<typeof optionSearchMachine>;
type Form = FormActorRef<AssignmentValues>;

function SearchBox({ search, label }: { search: OptionSearchActor; label: string }) {
  const id = useId();
  const state = useSelector(search, selectOptionSearch);
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2">
        {label}
      </Text>
      <input
        id={id}
        type="search"
        style={{ ...nativeField, width: '100%' }}
        value={state.search}
        onChange={(e) => search.send({ type: 'options.search', text: e.target.value })}
      />
    </Flex>
  );
}

function OptionsState({ search }: { search: OptionSearchActor }) {
  const intl = useIntl();
  const state = useSelector(search, selectOptionSearch);
  if (state.failed)
    return (
      <Text role="alert" color="red" size="2">
        {intl.formatMessage(am.formOptionsFailed)}{' '}
        <Button size="1" variant="soft" type="button" onClick={() => search.send({ type: 'options.retry' })}>
          {intl.formatMessage(am.retry)}
        </Button>
      </Text>
    );
  if (state.loading && state.options.length === 0)
    return (
      <Text size="2" color="gray" role="status">
        {intl.formatMessage(am.formLoading)}
      </Text>
    );
  if (state.options.length === 0)
    return (
      <Text size="2" color="gray">
        {intl.formatMessage(am.formNoOptions)}
      </Text>
    );
  return null;
}

function Fieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{legend}</legend>
      </Text>
      <Flex direction="column" gap="2" mt="1">
        {children}
        {error ? (
          <Text as="p" size="2" color="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Flex>
    </fieldset>
  );
}

/** One medium or path: radio buttons over the search's results. */
export function ItemPicker({ form, search }: { form: Form; search: OptionSearchActor }) {
  const intl = useIntl();
  const item = useFormField(form, 'itemId');
  const state = useSelector(search, selectOptionSearch);
  const error = useFieldErrorText(issueMessages)(item.error);
  const name = useId();
  const chosen = item.value ? state.labels[item.value] : undefined;
  return (
    <Fieldset legend={intl.formatMessage(am.formItem)} error={error}>
      <SearchBox search={search} label={intl.formatMessage(am.formItemSearch)} />
      {chosen ? <Text size="2">{intl.formatMessage(am.formChosen, { name: chosen })}</Text> : null}
      <OptionsState search={search} />
      {state.options.length ? (
        <ul
          className="assignment-options"
          style={error ? { borderColor: invalidField.borderColor } : undefined}
        >
          {state.options.map((o) => (
            <li key={o.id}>
              <label>
                <input
                  type="radio"
                  name={name}
                  checked={item.value === o.id}
                  onChange={() => {
                    item.onChange(o.id);
                    item.onBlur();
                  }}
                />
                <Text size="2">{o.label}</Text>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </Fieldset>
  );
}

/** Several units or people: checkboxes over the search's results, the chosen ones as removable chips. */
export function TargetPicker({
  form,
  field,
  search,
  legend,
  searchLabel,
  showError,
}: {
  form: Form;
  field: 'unitIds' | 'userIds';
  search: OptionSearchActor;
  legend: string;
  searchLabel: string;
  showError: boolean;
}) {
  const intl = useIntl();
  const target = useFormField(form, field);
  const state = useSelector(search, selectOptionSearch);
  const error = useFieldErrorText(issueMessages)(showError ? target.error : null);
  const chosen = target.value;
  const toggle = (id: string, on: boolean) => {
    target.onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));
    target.onBlur();
  };
  return (
    <Fieldset legend={legend} error={error}>
      {chosen.length ? (
        <div className="assignment-chips">
          {chosen.map((id) => {
            const label = state.labels[id] ?? id;
            return (
              <Button
                key={id}
                type="button"
                size="1"
                variant="soft"
                aria-label={intl.formatMessage(am.formRemove, { name: label })}
                onClick={() => toggle(id, false)}
              >
                {label} ×
              </Button>
            );
          })}
        </div>
      ) : null}
      <SearchBox search={search} label={searchLabel} />
      <OptionsState search={search} />
      {state.options.length ? (
        <ul className="assignment-options">
          {state.options.map((o) => (
            <li key={o.id}>
              <label>
                <input
                  type="checkbox"
                  className="admin-checkbox"
                  checked={chosen.includes(o.id)}
                  onChange={(e) => toggle(o.id, e.target.checked)}
                />
                <Text size="2">
                  {o.label}
                  {o.hint ? <Text color="gray"> ({o.hint})</Text> : null}
                </Text>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </Fieldset>
  );
}
