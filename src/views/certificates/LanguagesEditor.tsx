import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { selectDraft, selectIsEditable } from '../../machines/certificates/templates/templateEditorSelectors';
import { dictionaryLocales } from '../../i18n/locales';
import { nativeField } from '../admin/fieldStyle';
import { languageName, type EditorRef } from './editorShared';
import { cm } from './messages';

/** The languages the texts are written in (any of the app's 19), and which one is the fallback. */
export function LanguagesEditor({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const addId = useId();
  const draft = useSelector(editor, selectDraft);
  const editable = useSelector(editor, selectIsEditable);
  const missing = dictionaryLocales.filter((l) => !draft.locales.includes(l));
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {intl.formatMessage(cm.sectionLanguages)}
        </Heading>
        <Text size="2" color="gray">
          {intl.formatMessage(cm.languagesHint)}
        </Text>
        <Flex direction="column" gap="2" asChild>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {draft.locales.map((locale) => {
              const language = languageName(intl, locale);
              const isDefault = locale === draft.design.defaultLocale;
              return (
                <li key={locale}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text weight="medium">{language}</Text>
                    {isDefault ? <Badge>{intl.formatMessage(cm.defaultLanguage)}</Badge> : null}
                    {!isDefault ? (
                      <>
                        <Button
                          type="button"
                          size="1"
                          variant="soft"
                          disabled={!editable}
                          onClick={() => editor.send({ type: 'template.setDefaultLocale', locale })}
                        >
                          {intl.formatMessage(cm.makeDefault, { language })}
                        </Button>
                        <Button
                          type="button"
                          size="1"
                          variant="soft"
                          color="red"
                          disabled={!editable}
                          onClick={() => editor.send({ type: 'template.removeLocale', locale })}
                        >
                          {intl.formatMessage(cm.removeLanguage, { language })}
                        </Button>
                      </>
                    ) : null}
                  </Flex>
                </li>
              );
            })}
          </ul>
        </Flex>
        {missing.length ? (
          <Flex direction="column" gap="1" minWidth="0">
            <Text as="label" htmlFor={addId} size="2" weight="bold">
              {intl.formatMessage(cm.addLanguage)}
            </Text>
            <select
              id={addId}
              style={{ ...nativeField, maxWidth: '20rem' }}
              value=""
              disabled={!editable}
              onChange={(e) => {
                if (e.target.value) editor.send({ type: 'template.addLocale', locale: e.target.value });
              }}
            >
              <option value="">—</option>
              {missing.map((l) => (
                <option key={l} value={l}>
                  {languageName(intl, l)}
                </option>
              ))}
            </select>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
