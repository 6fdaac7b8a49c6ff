import { Badge, Button, Flex, Grid, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  selectFormStatus,
  selectIsDirty,
  selectIsNew,
  selectIsSaving,
  type FormActorRef,
} from '../../machines/admin/formMachine';
import type { MediaOptions } from '../../machines/mediaManagement/mediaActors';
import { NO_COVER, type MediumFormValues } from '../../machines/mediaManagement/mediumValues';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../admin/FormField';
import { FormPanels } from '../admin/FormPanels';
import { ListLoading } from '../admin/ListStates';
import { UploadField, type UploadActor } from '../admin/UploadField';
import { MediumCover } from '../learning/MediumCover';
import { SelectField } from './MediaFilters';
import { issueMessages, mm } from './messages';

export type MediumForm = FormActorRef<MediumFormValues>;

const LANGUAGES = ['en', 'de', 'sw', 'fr', 'es', 'it', 'nl', 'pt'];

const style = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function TextInput({
  form,
  field,
  label,
  required,
  type = 'text',
  multiline,
}: {
  form: MediumForm;
  field: 'title' | 'description' | 'externalUrl';
  label: string;
  required?: boolean;
  type?: 'text' | 'url';
  multiline?: boolean;
}) {
  const { value, error, onChange, onBlur } = useFormField(form, field);
  const errorText = useFieldErrorText(issueMessages)(error);
  return (
    <FormField label={label} error={errorText} required={required}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={4}
            style={style(errorText)}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            type={type}
            style={style(errorText)}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormField>
  );
}

function NumberInput({
  form,
  field,
  label,
  hint,
}: {
  form: MediumForm;
  field: 'durationMinutes' | 'masteryScore';
  label: string;
  hint?: string;
}) {
  const { value, error, onChange, onBlur } = useFormField(form, field);
  const errorText = useFieldErrorText(issueMessages)(error);
  return (
    <FormField label={label} error={errorText} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
          style={style(errorText)}
          value={value ?? ''}
          onChange={(e) => onChange(numberOrNull(e.target.value))}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}

function CoverInput({ form, upload }: { form: MediumForm; upload: UploadActor | undefined }) {
  const intl = useIntl();
  const { value, onChange } = useFormField(form, 'cover');
  const type = useSelector(form, (s) => s.context.values.type);
  return (
    <Flex direction="column" gap="2">
      <Grid columns={{ initial: '1', sm: '12rem 1fr' }} gap="3" align="start">
        <Flex direction="column" gap="2">
          <MediumCover type={type} coverUrl={value.url} />
          {value.url ? (
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={() => onChange({ ...NO_COVER, changed: true })}
            >
              {intl.formatMessage(mm.removeCover)}
            </Button>
          ) : null}
        </Flex>
        {upload ? (
          <UploadField
            actor={upload}
            label={intl.formatMessage(mm.fieldCover)}
            description={intl.formatMessage(mm.coverHint)}
          />
        ) : null}
      </Grid>
    </Flex>
  );
}

export interface MediumFormViewProps {
  form: MediumForm;
  /** The cover's upload (the parent machine's child); none while it restarts. */
  coverUpload: UploadActor | undefined;
  options: MediaOptions;
  /** SCORM: the package's own mastery score, for the hint. */
  packageMastery?: number | null;
}

/** The medium's fields, checked as the manager types, with save and cancel. */
export function MediumFormView({ form, coverUpload, options, packageMastery }: MediumFormViewProps) {
  const intl = useIntl();
  const type = useSelector(form, (s) => s.context.values.type);
  const isNew = useSelector(form, selectIsNew);
  const dirty = useSelector(form, selectIsDirty);
  const saving = useSelector(form, selectIsSaving);
  const status = useSelector(form, selectFormStatus);
  const language = useFormField(form, 'language');
  const category = useFormField(form, 'categoryId');
  const unit = useFormField(form, 'unitId');
  const published = useFormField(form, 'published');
  const languages = LANGUAGES.includes(language.value) ? LANGUAGES : [language.value, ...LANGUAGES];
  if (status === 'loading') return <ListLoading />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.save' });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Flex direction="column" gap="4">
        <FormPanels
          form={form}
          deleteTitle={intl.formatMessage(mm.archiveTitle)}
          deleteDescription={intl.formatMessage(mm.archiveDescription)}
          deleteLabel={intl.formatMessage(mm.archiveConfirm)}
        />
        <TextInput form={form} field="title" label={intl.formatMessage(mm.fieldTitle)} required />
        {type === 'LINK' ? (
          <TextInput
            form={form}
            field="externalUrl"
            type="url"
            label={intl.formatMessage(mm.fieldUrl)}
            required
          />
        ) : null}
        <TextInput
          form={form}
          field="description"
          label={intl.formatMessage(mm.fieldDescription)}
          multiline
        />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <SelectField
            label={intl.formatMessage(mm.fieldLanguage)}
            value={language.value}
            options={languages.map((l) => [l, intl.formatDisplayName(l, { type: 'language' }) ?? l] as const)}
            onChange={language.onChange}
          />
          <NumberInput form={form} field="durationMinutes" label={intl.formatMessage(mm.fieldDuration)} />
          <SelectField
            label={intl.formatMessage(mm.fieldCategory)}
            value={category.value ?? ''}
            options={[
              ['', intl.formatMessage(mm.noCategory)],
              ...options.categories.map((c) => [c.id, c.path] as const),
            ]}
            onChange={(v) => category.onChange(v || null)}
          />
          <SelectField
            label={intl.formatMessage(mm.fieldUnit)}
            value={unit.value ?? ''}
            options={[
              ['', intl.formatMessage(mm.everyUnit)],
              ...options.units.map((u) => [u.id, u.name] as const),
            ]}
            onChange={(v) => unit.onChange(v || null)}
          />
          {type === 'SCORM' ? (
            <NumberInput
              form={form}
              field="masteryScore"
              label={intl.formatMessage(mm.fieldMastery)}
              hint={
                packageMastery != null
                  ? `${intl.formatMessage(mm.masteryHint)} ${intl.formatMessage(mm.packageMastery, { score: packageMastery })}`
                  : intl.formatMessage(mm.masteryHint)
              }
            />
          ) : null}
        </Grid>
        <CoverInput form={form} upload={coverUpload} />
        {isNew ? (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <input
                type="checkbox"
                className="admin-checkbox"
                checked={published.value}
                onChange={(e) => published.onChange(e.target.checked)}
              />
              {intl.formatMessage(mm.fieldPublished)}
            </Flex>
          </Text>
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" loading={saving} disabled={status !== 'editing' && !saving}>
            {intl.formatMessage(isNew ? mm.create : mm.save)}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={() => form.send({ type: 'form.leave' })}>
            {intl.formatMessage(mm.cancel)}
          </Button>
          {dirty && !isNew ? <Badge highContrast>{intl.formatMessage(mm.unsaved)}</Badge> : null}
          {saving ? (
            <Text size="2" role="status">
              {intl.formatMessage(mm.saving)}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </form>
  );
}
