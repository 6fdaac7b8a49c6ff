// The badge's name, description and criteria in other languages than its own.
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { dictionaryLocales } from '../../../i18n/locales';
import { BADGE_LIMITS } from '../../../schemas/badge';
import { AddLanguage } from '../../admin/AddLanguage';
import { FormField, useFormField } from '../../admin/FormField';
import { fieldStyle, type BadgeForm } from './BadgeTextField';
import { bm } from './messages';

// The specification's three first, then the other dictionaries.
const FIRST = ['en', 'de', 'sw'];
const LANGUAGES = [...FIRST, ...dictionaryLocales.filter((l) => !FIRST.includes(l))];

/** Name, description and criteria in other languages than the badge's own. */
export function Translations({ form }: { form: BadgeForm }) {
  const intl = useIntl();
  const language = useFormField(form, 'language').value;
  const list = useFormField(form, 'translations');
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const nameOf = (code: string) => names.of(code) ?? code;
  const free = LANGUAGES.filter((l) => l !== language && !list.value.some((t) => t.locale === l));
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
                      style={fieldStyle(null)}
                      value={t[key]}
                      onChange={(e) => edit(i, key, e.target.value)}
                    />
                  ) : (
                    <textarea
                      {...control}
                      lang={t.locale}
                      rows={2}
                      style={fieldStyle(null)}
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
        <AddLanguage
          languages={free}
          nameOf={nameOf}
          label={intl.formatMessage(bm.translationLanguage)}
          addLabel={intl.formatMessage(bm.addTranslation)}
          onAdd={(locale) =>
            list.onChange([...list.value, { locale, name: '', description: '', criteria: '' }])
          }
        />
      ) : null}
    </Flex>
  );
}
