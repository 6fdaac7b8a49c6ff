// The badge editor's text fields (name, description, criteria, threshold), bound to the badge form.
import type { FormActorRef } from '../../../machines/admin/formMachine';
import type { BadgeFormValues } from '../../../machines/badges/admin/badgeValues';
import { invalidField, nativeField } from '../../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../../admin/FormField';
import { badgeIssueMessages } from './messages';

export type BadgeForm = FormActorRef<BadgeFormValues>;
export const fieldStyle = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });

export function TextField({
  form,
  field,
  label,
  hint,
  multiline,
  number,
  required,
}: {
  form: BadgeForm;
  field: 'name' | 'description' | 'criteria' | 'threshold';
  label: string;
  hint?: string;
  multiline?: boolean;
  number?: boolean;
  required?: boolean;
}) {
  const { value, error, onChange, onBlur } = useFormField(form, field);
  const errorText = useFieldErrorText(badgeIssueMessages)(error);
  return (
    <FormField label={label} error={errorText} hint={hint} required={required}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={3}
            style={fieldStyle(errorText)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            type={number ? 'number' : 'text'}
            inputMode={number ? 'numeric' : undefined}
            min={number ? 1 : undefined}
            style={fieldStyle(errorText)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormField>
  );
}
