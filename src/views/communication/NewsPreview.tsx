import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectActiveLocale, selectDraft } from '../../machines/communication/newsEditorSelectors';
import { RichTextView } from '../richText/RichTextView';
import { cm } from './messages';
import { LocaleTabs } from './NewsVersions';
import type { NewsEditorActor } from './NewsEditorPage';

/**
 * The version as readers in its language will see it. The draft's HTML comes from the rich-text editor (its
 * schema knows only the allowed formatting) or from the server (sanitised); saving sanitises it again.
 */
export function NewsPreview({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const locale = useSelector(editor, selectActiveLocale);
  const version = draft.versions.find((v) => v.locale === locale) ?? draft.versions[0]!;
  const language =
    new Intl.DisplayNames([intl.locale], { type: 'language' }).of(version.locale) ?? version.locale;
  return (
    <Flex direction="column" gap="3">
      <LocaleTabs editor={editor} />
      <Text size="2" color="gray">
        {intl.formatMessage(cm.editorPreviewFor, { language })}
      </Text>
      <Card size="3" lang={version.locale}>
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="5" style={{ overflowWrap: 'anywhere' }}>
              {version.title}
            </Heading>
            {draft.pinned ? <Badge color="gray">{intl.formatMessage(cm.pinned)}</Badge> : null}
          </Flex>
          <RichTextView html={version.html} />
        </Flex>
      </Card>
    </Flex>
  );
}
