// CategoryFormDialog — create or rename a category: a name per locale, the languages the app shows
// first (required), the others behind a disclosure, each showing the name it falls back to while empty.
// The kit's form machine (a child of the tree machine) holds the values, errors and saving.
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../machines/admin/formMachine';
import { selectFormStatus, selectIsBusy, selectIsSaving } from '../../machines/admin/formMachine';
import type { CategoryFormRef } from '../../machines/categories/categoryFormMachine';
import { categoryLocaleOrder } from '../../schemas/categories';
import { FormField, useFormField } from '../admin/FormField';
import { FormPanels } from '../admin/FormPanels';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { cm, cv } from './messages';

export interface CategoryFormDialogProps {
  form: CategoryFormRef;
  requiredLocales: readonly string[];
  defaultLocale: string;
  /** The parent's name for a new subcategory; null at the top level or for a rename. */
  parentName: string | null;
  /** The category's current name for a rename; null for a new one. */
  currentName: string | null;
}

/** The language's own name in the reader's language ("German" / "Deutsch"). */
export function useLanguageName() {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return (locale: string) => names.of(locale) ?? locale;
}

export function CategoryFormDialog(props: CategoryFormDialogProps) {
  const intl = useIntl();
  const { form } = props;
  const status = useSelector(form, selectFormStatus);
  const saving = useSelector(form, selectIsSaving);
  const busy = useSelector(form, selectIsBusy);
  const fallback = useSelector(form, (s) => s.context.values[props.defaultLocale] ?? '');
  const locales = categoryLocaleOrder(props.requiredLocales);
  const required = locales.filter((l) => props.requiredLocales.includes(l));
  const optional = locales.filter((l) => !props.requiredLocales.includes(l));
  const title =
    props.currentName !== null
      ? intl.formatMessage(cv.formRenameTitle, { name: props.currentName })
      : props.parentName !== null
        ? intl.formatMessage(cv.formCreateChildTitle, { parent: props.parentName })
        : intl.formatMessage(cm.formCreateTitle);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : form.send({ type: 'form.leave' }))}>
      <Dialog.Content maxWidth="34rem" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        {props.currentName === null && props.parentName === null ? (
          <Text as="p" size="2" color="gray" mb="3">
            {intl.formatMessage(cm.topLevel)}
          </Text>
        ) : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.send({ type: 'form.save' });
          }}
        >
          <Flex direction="column" gap="3">
            <FormPanels form={form} />
            <Text as="p" size="2" color="gray">
              {intl.formatMessage(cm.formRequired)}
            </Text>
            {required.map((locale) => (
              <NameField key={locale} form={form} locale={locale} required disabled={busy} />
            ))}
            <details className="category-optional">
              <summary>
                <Text size="2" weight="bold">
                  {intl.formatMessage(cm.formOptional)}
                </Text>
              </summary>
              <Flex direction="column" gap="3" mt="3">
                {optional.map((locale) => (
                  <NameField key={locale} form={form} locale={locale} fallback={fallback} disabled={busy} />
                ))}
              </Flex>
            </details>
            <Flex gap="3" justify="end" wrap="wrap" mt="2">
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={saving}
                onClick={() => form.send({ type: 'form.leave' })}
              >
                {intl.formatMessage(cm.formCancel)}
              </Button>
              <Button type="submit" loading={saving} disabled={status === 'loading'}>
                {intl.formatMessage(cm.formSave)}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface NameFieldProps {
  form: CategoryFormRef;
  locale: string;
  required?: boolean;
  /** What an empty optional locale shows instead. */
  fallback?: string;
  disabled: boolean;
}

function NameField({ form, locale, required, fallback, disabled }: NameFieldProps) {
  const intl = useIntl();
  const languageName = useLanguageName();
  const field = useFormField(form, locale);
  const language = languageName(locale);
  const errorText = (error: FieldError | null) => {
    if (!error) return null;
    if (error.code === 'name.required') return intl.formatMessage(cv.nameRequired, { language });
    if (error.code === 'name.tooLong')
      return intl.formatMessage(cv.nameTooLong, { maximum: Number(error.params.maximum ?? 100) });
    if (error.code === 'name.duplicate') return intl.formatMessage(cv.nameDuplicate, { language });
    return error.message;
  };
  const error = errorText(field.error);
  const hint = !required && fallback ? intl.formatMessage(cv.formFallback, { fallback }) : undefined;
  return (
    <FormField label={language} required={required} error={error} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...control}
          lang={locale}
          type="text"
          autoComplete="off"
          value={field.value ?? ''}
          placeholder={required ? undefined : fallback}
          disabled={disabled}
          style={{ ...(error ? invalidField : nativeField), width: '100%' }}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
