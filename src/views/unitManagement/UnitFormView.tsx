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
import { NO_LOGO } from '../../machines/unitManagement/unitValues';
import { keyFromName } from '../../schemas/unit';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../admin/FormField';
import { FormPanels } from '../admin/FormPanels';
import { ListLoading } from '../admin/ListStates';
import { UploadField, type UploadActor } from '../admin/UploadField';
import { issueMessages, um } from './messages';
import { UnitLogo, unitOptions, type UnitForm } from './UnitParts';

const style = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });

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

function ColorInput({ form }: { form: UnitForm }) {
  const intl = useIntl();
  const { value, error, onChange, onBlur } = useFormField(form, 'color');
  const errorText = useFieldErrorText(issueMessages)(error);
  const valid = value !== null && /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <FormField
      label={intl.formatMessage(um.fieldColor)}
      error={errorText}
      hint={intl.formatMessage(um.fieldColorHint)}
    >
      {(control) => (
        <Flex gap="2" align="center">
          <input
            {...control}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            style={style(errorText)}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value)}
            onBlur={onBlur}
          />
          <input
            type="color"
            className="unit-color-input"
            aria-label={intl.formatMessage(um.fieldColorPicker)}
            value={valid ? value.toLowerCase() : '#5761ee'}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        </Flex>
      )}
    </FormField>
  );
}

function LogoInput({ form, upload }: { form: UnitForm; upload: UploadActor | undefined }) {
  const intl = useIntl();
  const { value, onChange } = useFormField(form, 'logo');
  return (
    <Grid columns={{ initial: '1', sm: '8rem 1fr' }} gap="3" align="start">
      <Flex direction="column" gap="2" align="start">
        {value.url ? (
          <UnitLogo url={value.url} size={96} />
        ) : (
          <Text size="2" color="gray">
            {intl.formatMessage(um.noLogo)}
          </Text>
        )}
        {value.url ? (
          <Button
            type="button"
            variant="soft"
            color="gray"
            onClick={() => onChange({ ...NO_LOGO, changed: true })}
          >
            {intl.formatMessage(um.removeLogo)}
          </Button>
        ) : null}
      </Flex>
      {upload ? (
        <UploadField
          actor={upload}
          label={intl.formatMessage(um.fieldLogo)}
          description={intl.formatMessage(um.fieldLogoHint)}
        />
      ) : null}
    </Grid>
  );
}

/** A new unit's parent: a top unit only for an ADMIN; the server's refusal shows at the field. */
function ParentSelect({
  form,
  parents,
  mayMakeTop,
}: {
  form: UnitForm;
  parents: readonly ManagedUnit[];
  mayMakeTop: boolean;
}) {
  const intl = useIntl();
  const { value, error, onChange, onBlur } = useFormField(form, 'parentId');
  const errorText = useFieldErrorText(issueMessages)(error);
  const none = intl.formatMessage(mayMakeTop ? um.fieldNoParent : um.deactivateChooseTarget);
  return (
    <FormField label={intl.formatMessage(um.fieldParent)} error={errorText} required={!mayMakeTop}>
      {(control) => (
        <select
          {...control}
          style={style(errorText)}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
          onBlur={onBlur}
        >
          {[['', none] as const, ...unitOptions(parents)].map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
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
