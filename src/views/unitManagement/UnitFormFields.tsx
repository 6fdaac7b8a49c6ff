// The unit form's compound fields: colour (text and the platform's colour picker, the same value), logo
// (upload, preview, remove) and a new unit's parent (a top unit only for an ADMIN).
import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { ManagedUnit } from '../../machines/unitManagement/unitValues';
import { NO_LOGO } from '../../machines/unitManagement/unitValues';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../admin/FormField';
import { UploadField, type UploadActor } from '../admin/UploadField';
import { issueMessages, um } from './messages';
import { UnitLogo, unitOptions, type UnitForm } from './UnitParts';

export const fieldStyle = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });
const style = fieldStyle;

export function ColorInput({ form }: { form: UnitForm }) {
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

export function LogoInput({ form, upload }: { form: UnitForm; upload: UploadActor | undefined }) {
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
export function ParentSelect({
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
