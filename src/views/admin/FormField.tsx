// FormField — one labelled form control with its hint and error: the control gets the id, and
// aria-invalid / aria-describedby point at the error, so a screen reader reads it with the field.
// useFieldErrorText turns a FieldError (a schema issue code with params, or the API's message) into
// words; useFormField binds a control to a form machine's field.
import { Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  selectFieldErrors,
  selectValues,
  type FieldError,
  type FormActorRef,
  type FormValues,
} from '../../machines/admin/formMachine';
import { am } from './messages';

export interface FormControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: string;
  /** The error to show, in words (see useFieldErrorText), or none. */
  error?: string | null;
  hint?: string;
  required?: boolean;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FormControlProps) => ReactNode;
}

export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
        {required ? (
          <Text weight="regular" color="gray">
            {' '}
            ({intl.formatMessage(am.fieldRequired)})
          </Text>
        ) : null}
      </Text>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * Words for a field error: the area's message for the issue code (`title.tooLong` -> its
 * descriptor, formatted with the params), the API's own message for an error it gave, and
 * "Check this value." for a code the area has no text for.
 */
export function useFieldErrorText(messages: Readonly<Record<string, MessageDescriptor>>) {
  const intl = useIntl();
  return (error: FieldError | null | undefined): string | null => {
    if (!error) return null;
    const descriptor = messages[error.code];
    if (descriptor) {
      const values = Object.fromEntries(
        Object.entries(error.params).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]),
      );
      return intl.formatMessage(descriptor, values);
    }
    if (error.code === 'server' && error.message) return error.message;
    return intl.formatMessage(am.fieldInvalid);
  };
}

/** A field of a form machine: its value, its shown error, and the events a control sends. */
export function useFormField<TValues extends FormValues, K extends keyof TValues & string>(
  form: FormActorRef<TValues>,
  field: K,
) {
  const value = useSelector(form, (s) => selectValues(s)[field]);
  const error = useSelector(form, (s) => selectFieldErrors(s)[field] ?? null);
  return {
    value,
    error,
    onChange: (next: TValues[K]) => form.send({ type: 'form.change', field, value: next }),
    onBlur: () => form.send({ type: 'form.blur', field }),
  };
}
