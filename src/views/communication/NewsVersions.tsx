import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../machines/admin/uploadMachine';
import { selectUploadStatus } from '../../machines/admin/uploadMachine';
import {
  selectActiveLocale,
  selectActivity,
  selectBodyKey,
  selectDraft,
  selectIssues,
} from '../../machines/communication/newsEditorSelectors';
import { AddLanguage } from '../admin/AddLanguage';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { FormField } from '../admin/FormField';
import { rt } from '../richText/messages';
import { cm } from './messages';
import type { NewsEditorActor } from './NewsEditorPage';

// Tiptap is big: only the editor screen loads it, when it shows a version to write.
const RichTextEditor = lazy(() =>
  import('../richText/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

const LANGUAGES = [
  'en',
  'de',
  'sw',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'tr',
  'cs',
  'el',
  'fi',
  'hu',
  'ja',
  'ru',
  'sl',
  'sv',
  'vi',
  'zh',
];

const ISSUE_WORDS: Record<
  string,
  'issue_title_required' | 'issue_title_tooLong' | 'issue_body_required' | 'issue_body_tooLong'
> = {
  'title.required': 'issue_title_required',
  'title.tooLong': 'issue_title_tooLong',
  'body.required': 'issue_body_required',
  'body.tooLong': 'issue_body_tooLong',
};

function useLanguageName() {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return (code: string) => names.of(code) ?? code;
}

/** One button per version; the pressed one is the version being written (or previewed). */
export function LocaleTabs({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const active = useSelector(editor, selectActiveLocale);
  const language = useLanguageName();
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage(cm.editorLanguages)}>
      {draft.versions.map((v) => (
        <Button
          key={v.locale}
          size="1"
          variant={v.locale === active ? 'solid' : 'soft'}
          aria-pressed={v.locale === active}
          onClick={() => editor.send({ type: 'news.selectLocale', locale: v.locale })}
        >
          {language(v.locale)}
          {v.locale === draft.defaultLocale ? ' ★' : ''}
        </Button>
      ))}
    </Flex>
  );
}

/** The versions: the one being written (title and formatted text), adding, removing and the default. */
export function NewsVersions({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const active = useSelector(editor, selectActiveLocale);
  const bodyKey = useSelector(editor, selectBodyKey);
  const editable = useSelector(editor, selectActivity) === 'editing';
  const issues = useSelector(editor, selectIssues, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const image = useSelector(
    editor,
    (s) => s.children.image as ActorRefFrom<typeof uploadMachine> | undefined,
  );
  const imageStatus = useSelector(image, (s) => (s ? selectUploadStatus(s) : 'idle'));
  const language = useLanguageName();
  const index = Math.max(
    0,
    draft.versions.findIndex((v) => v.locale === active),
  );
  const version = draft.versions[index]!;
  const issueAt = (field: string) => {
    const found = issues.find((i) => i.field.replace(/^input\./, '') === `versions.${index}.${field}`);
    if (!found) return null;
    if ('message' in found) return found.message;
    const key = ISSUE_WORDS[found.code];
    return intl.formatMessage(key ? cm[key] : cm.issue_other);
  };
  const titleError = issueAt('title');
  const bodyError = issueAt('html');
  const free = LANGUAGES.filter((code) => !draft.versions.some((v) => v.locale === code));
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" weight="bold">
        {intl.formatMessage(cm.editorLanguages)}
      </Text>
      <LocaleTabs editor={editor} />
      <Flex gap="2" wrap="wrap" align="center">
        {version.locale === draft.defaultLocale ? (
          <Text size="2" color="gray">
            ★ {intl.formatMessage(cm.editorDefaultLanguage)}
          </Text>
        ) : (
          <>
            <Button
              size="1"
              variant="soft"
              disabled={!editable}
              onClick={() => editor.send({ type: 'news.setDefaultLocale', locale: version.locale })}
            >
              {intl.formatMessage(cm.editorMakeDefault, { language: language(version.locale) })}
            </Button>
            <Button
              size="1"
              variant="soft"
              color="red"
              disabled={!editable}
              onClick={() => editor.send({ type: 'news.removeLocale', locale: version.locale })}
            >
              {intl.formatMessage(cm.editorRemoveLanguage, { language: language(version.locale) })}
            </Button>
          </>
        )}
      </Flex>
      <div lang={version.locale}>
        <Flex direction="column" gap="3">
          <FormField label={intl.formatMessage(cm.editorTitle)} error={titleError} required>
            {(control) => (
              <input
                {...control}
                style={{ ...(titleError ? invalidField : nativeField), width: '100%' }}
                value={version.title}
                readOnly={!editable}
                maxLength={220}
                onChange={(e) =>
                  editor.send({ type: 'news.setTitle', locale: version.locale, value: e.target.value })
                }
              />
            )}
          </FormField>
          <FormField label={intl.formatMessage(cm.editorBody)} error={bodyError} required>
            {(control) => (
              <Suspense fallback={<Text role="status">{intl.formatMessage(rt.loading)}</Text>}>
                <RichTextEditor
                  key={`${version.locale}:${bodyKey}`}
                  html={version.html}
                  label={intl.formatMessage(cm.editorBody)}
                  describedBy={control['aria-describedby']}
                  invalid={bodyError !== null}
                  onChange={(html) => editor.send({ type: 'news.setBody', locale: version.locale, html })}
                  onImage={(file) => image?.send({ type: 'upload.choose', file })}
                  imageStatus={
                    imageStatus === 'uploading' ? 'uploading' : imageStatus === 'failed' ? 'failed' : 'idle'
                  }
                />
              </Suspense>
            )}
          </FormField>
        </Flex>
      </div>
      {free.length ? (
        <AddLanguage
          languages={free}
          nameOf={language}
          label={intl.formatMessage(cm.editorNewLanguage)}
          addLabel={intl.formatMessage(cm.editorAddLanguage)}
          disabled={!editable}
          onAdd={(locale) => editor.send({ type: 'news.addLocale', locale })}
        />
      ) : null}
    </Flex>
  );
}
