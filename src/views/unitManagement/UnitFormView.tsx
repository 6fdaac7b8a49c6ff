// The unit's fields, checked as the administrator types with the server's own rules: name, key (filled
// from the name for a new unit until the key is edited), displayed id, colour (text and the platform's
// colour picker, the same value), parent (a new unit only; later a move), logo (upload, preview, remove),
// active (a new unit only; later the page's deactivate/reactivate).
import { Badge, Button, Flex, Grid, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  selectFormStatus,
  selectIsDirty,
  selectIsNew,
  selectIsSaving,
} from '../../machines/admin/formMachine';
import type { ManagedUnit } from '../../machines/unitManagement/unitValues';
import { keyFromName } from '../../schemas/unit';
import { FormField, useFieldErrorText, useFormField } from '../admin/FormField';
import { FormPanels } from '../admin/FormPanels';
import { ListLoading } from '../admin/ListStates';
import type { UploadActor } from '../admin/UploadField';
import { ColorInput, fieldStyle as style, LogoInput, ParentSelect } from './UnitFormFields';
import { issueMessages, um } from './messages';
import type { UnitForm } from './UnitParts';

function TextInput({
  form,
  field,
  label,
  hint,
  onValue,
}: {
  form: UnitForm;
  field: 'name' | 'key' | 'displayedId';
  label: string;
  hint?: string;
  onValue?: (value: string) => void;
}) {
  const { value, error, onChange, onBlur } = useFormField(form, field);
  const errorText = useFieldErrorText(issueMessages)(error);
  return (
    <FormField label={label} error={errorText} hint={hint} required>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          style={style(errorText)}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            onValue?.(e.target.value);
          }}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}

export interface UnitFormViewProps {
  form: UnitForm;
  logoUpload: UploadActor | undefined;
  /** The units a new unit may go below (the caller's active units). */
  parents: readonly ManagedUnit[];
  /** An ADMIN may make a top unit. */
  mayMakeTop: boolean;
}

export function UnitFormView({ form, logoUpload, parents, mayMakeTop }: UnitFormViewProps) {
  const intl = useIntl();
  const isNew = useSelector(form, selectIsNew);
  const dirty = useSelector(form, selectIsDirty);
  const saving = useSelector(form, selectIsSaving);
  const status = useSelector(form, selectFormStatus);
  const active = useFormField(form, 'isActive');
  const key = useFormField(form, 'key');
  const name = useFormField(form, 'name');
  if (status === 'loading') return <ListLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.save' });
  };
  // A new unit's key follows its name until someone writes a key of their own.
  const followName = (text: string) => {
    if (isNew && key.value === keyFromName(name.value)) key.onChange(keyFromName(text));
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Flex direction="column" gap="4">
        <FormPanels
          form={form}
          deleteTitle={intl.formatMessage(um.deleteTitle)}
          deleteDescription={intl.formatMessage(um.deleteDescription)}
          deleteLabel={intl.formatMessage(um.deleteConfirm)}
        />
        <TextInput form={form} field="name" label={intl.formatMessage(um.fieldName)} onValue={followName} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <TextInput
            form={form}
            field="key"
            label={intl.formatMessage(um.fieldKey)}
            hint={intl.formatMessage(um.fieldKeyHint)}
          />
          <TextInput
            form={form}
            field="displayedId"
            label={intl.formatMessage(um.fieldDisplayedId)}
            hint={intl.formatMessage(um.fieldDisplayedIdHint)}
          />
          <ColorInput form={form} />
          {isNew ? <ParentSelect form={form} parents={parents} mayMakeTop={mayMakeTop} /> : null}
        </Grid>
        <LogoInput form={form} upload={logoUpload} />
        {isNew ? (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <input
                type="checkbox"
                className="admin-checkbox"
                checked={active.value}
                onChange={(e) => active.onChange(e.target.checked)}
              />
              {intl.formatMessage(um.fieldActive)}
            </Flex>
          </Text>
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" loading={saving} disabled={status !== 'editing' && !saving}>
            {intl.formatMessage(isNew ? um.create : um.save)}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={() => form.send({ type: 'form.leave' })}>
            {intl.formatMessage(um.cancel)}
          </Button>
          {isNew ? null : (
            <Button
              type="button"
              variant="soft"
              color="red"
              onClick={() => form.send({ type: 'form.delete' })}
            >
              {intl.formatMessage(um.delete)}
            </Button>
          )}
          {dirty && !isNew ? <Badge highContrast>{intl.formatMessage(um.unsaved)}</Badge> : null}
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
