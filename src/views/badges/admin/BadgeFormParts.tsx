// The editor's fields bound to the badge form: text fields, a radio choice, the course badge's medium or
// path picker (searched on the server) and the translations.
import { Button, Card, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormActorRef } from '../../../machines/admin/formMachine';
import { optionSearchMachine, selectOptionSearch } from '../../../machines/assignments/optionSearchMachine';
import type { BadgeFormValues } from '../../../machines/badges/admin/badgeValues';
import { BADGE_LIMITS } from '../../../schemas/badge';
import type { ApiSettings } from '../../../services/api';
import { invalidField, nativeField } from '../../admin/fieldStyle';
import { FormField, useFieldErrorText, useFormField } from '../../admin/FormField';
import { badgeIssueMessages, bm } from './messages';

export type BadgeForm = FormActorRef<BadgeFormValues>;
const style = (error: unknown) => ({ ...(error ? invalidField : nativeField), width: '100%' });

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
            style={style(errorText)}
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

export function Choice<T extends string>({
  legend,
  value,
  choices,
  onChange,
}: {
  legend: string;
  value: T;
  choices: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{legend}</legend>
      </Text>
      <RadioGroup.Root value={value} onValueChange={(v) => onChange(v as T)} mt="1">
        {choices.map(([choice, label]) => (
          <RadioGroup.Item key={choice} value={choice}>
            {label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}

/** The medium or path a course badge is for: the chosen one, a search and the matches to choose from. */
export function SubjectPicker({ form, api }: { form: BadgeForm; api: ApiSettings }) {
  const intl = useIntl();
  const id = useId();
  const rule = useFormField(form, 'rule').value;
  // Keyed by the rule where it is used, so the search always looks for media or for paths as the rule says.
  const search = useActorRef(optionSearchMachine, {
    input: { api, source: rule === 'PATH' ? 'PATH' : 'MEDIUM' },
  });
  const field = rule === 'PATH' ? 'pathId' : 'mediaId';
  const chosen = useFormField(form, field);
  const title = useFormField(form, 'subjectTitle');
  const state = useSelector(search, selectOptionSearch);
  const errorText = useFieldErrorText(badgeIssueMessages)(chosen.error);
  const label = state.labels[chosen.value] ?? title.value;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{intl.formatMessage(rule === 'PATH' ? bm.fieldPath : bm.fieldMedium)}</legend>
      </Text>
      <Flex direction="column" gap="2" mt="1">
        <Text size="2" id={`${id}-chosen`} color={errorText ? 'red' : undefined}>
          {chosen.value
            ? intl.formatMessage(bm.subjectChosen, { title: label || intl.formatMessage(bm.unknownSubject) })
            : (errorText ?? intl.formatMessage(bm.subjectNone))}
        </Text>
        <Text as="label" htmlFor={id} size="2">
          {intl.formatMessage(bm.subjectSearch)}
        </Text>
        <input
          id={id}
          type="search"
          style={{ ...nativeField, width: '100%' }}
          value={state.search}
          onChange={(e) => search.send({ type: 'options.search', text: e.target.value })}
        />
        {state.failed ? (
          <Text role="alert" color="red" size="2">
            {intl.formatMessage(bm.subjectFailed)}{' '}
            <Button
              size="1"
              variant="soft"
              type="button"
              onClick={() => search.send({ type: 'options.retry' })}
            >
              {intl.formatMessage(bm.awardsRetry)}
            </Button>
          </Text>
        ) : !state.loading && state.options.length === 0 ? (
          <Text size="2" color="gray">
            {intl.formatMessage(bm.subjectNoResults)}
          </Text>
        ) : null}
        <Flex direction="column" gap="1" role="list" aria-busy={state.loading}>
          {state.options.slice(0, 8).map((o) => (
            <Flex key={o.id} role="listitem" justify="between" align="center" gap="2" wrap="wrap">
              <Text size="2">{o.label}</Text>
              <Button
                type="button"
                size="1"
                variant={o.id === chosen.value ? 'solid' : 'soft'}
                aria-pressed={o.id === chosen.value}
                aria-label={intl.formatMessage(bm.subjectChooseNamed, { title: o.label })}
                onClick={() => {
                  chosen.onChange(o.id);
                  title.onChange(o.label);
                }}
              >
                {intl.formatMessage(bm.subjectChoose)}
              </Button>
            </Flex>
          ))}
        </Flex>
      </Flex>
    </fieldset>
  );
}

const LANGUAGES = [
  'en',
  'de',
  'sw',
  'cs',
  'el',
  'es',
  'fi',
  'fr',
  'hu',
  'it',
  'ja',
  'nl',
  'pt',
  'ru',
  'sl',
  'sv',
  'tr',
  'vi',
  'zh',
];

/** Name, description and criteria in other languages than the badge's own. */
export function Translations({ form }: { form: BadgeForm }) {
  const intl = useIntl();
  const language = useFormField(form, 'language').value;
  const list = useFormField(form, 'translations');
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const nameOf = (code: string) => names.of(code) ?? code;
  const free = LANGUAGES.filter((l) => l !== language && !list.value.some((t) => t.locale === l));
  const [adding, setAdding] = useState('');
  const picked = free.includes(adding) ? adding : (free[0] ?? '');
  const edit = (index: number, key: 'name' | 'description' | 'criteria', value: string) =>
    list.onChange(list.value.map((t, i) => (i === index ? { ...t, [key]: value } : t)));
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2" color="gray">
        {intl.formatMessage(bm.translationsHint)}
      </Text>
      {list.value.map((t, i) => (
        <Card key={t.locale} variant="surface">
          <Flex direction="column" gap="2">
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text weight="medium">{nameOf(t.locale)}</Text>
              <Button
                type="button"
                size="1"
                variant="soft"
                color="red"
                onClick={() => list.onChange(list.value.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(bm.removeTranslation, { language: nameOf(t.locale) })}
              </Button>
            </Flex>
            {(['name', 'description', 'criteria'] as const).map((key) => (
              <FormField
                key={key}
                label={intl.formatMessage(
                  key === 'name'
                    ? bm.translationName
                    : key === 'description'
                      ? bm.translationDescription
                      : bm.translationCriteria,
                  { language: nameOf(t.locale) },
                )}
              >
                {(control) =>
                  key === 'name' ? (
                    <input
                      {...control}
                      lang={t.locale}
                      maxLength={BADGE_LIMITS.nameMax}
                      style={style(null)}
                      value={t[key]}
                      onChange={(e) => edit(i, key, e.target.value)}
                    />
                  ) : (
                    <textarea
                      {...control}
                      lang={t.locale}
                      rows={2}
                      style={style(null)}
                      value={t[key]}
                      onChange={(e) => edit(i, key, e.target.value)}
                    />
                  )
                }
              </FormField>
            ))}
          </Flex>
        </Card>
      ))}
      {free.length && list.value.length < BADGE_LIMITS.translationsMax ? (
        <Flex gap="2" align="end" wrap="wrap">
          <FormField label={intl.formatMessage(bm.translationLanguage)}>
            {(control) => (
              <select
                {...control}
                style={nativeField}
                value={picked}
                onChange={(e) => setAdding(e.target.value)}
              >
                {free.map((code) => (
                  <option key={code} value={code}>
                    {nameOf(code)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button
            type="button"
            variant="soft"
            disabled={!picked}
            onClick={() =>
              list.onChange([...list.value, { locale: picked, name: '', description: '', criteria: '' }])
            }
          >
            {intl.formatMessage(bm.addTranslation)}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
