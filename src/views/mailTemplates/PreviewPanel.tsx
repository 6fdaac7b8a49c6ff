// The preview: the draft (or another language's current template) rendered with sample data as a recipient
// gets it, the HTML in a sandboxed frame (no scripts, no navigation) and the plain-text part below.
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { dictionaryLocales } from '../../i18n/locales';
import type { mailTemplateEditorMachine } from '../../machines/mailTemplates/mailTemplateEditorMachine';
import {
  selectPreview,
  selectPreviewLocale,
  selectPreviewProblem,
  selectPreviewStatus,
} from '../../machines/mailTemplates/mailTemplateSelectors';
import { nativeField } from '../admin/fieldStyle';
import { useLanguageName } from './languageName';
import { mt } from './messages';

export function PreviewPanel({ editor }: { editor: ActorRefFrom<typeof mailTemplateEditorMachine> }) {
  const intl = useIntl();
  const status = useSelector(editor, selectPreviewStatus);
  const preview = useSelector(editor, selectPreview);
  const locale = useSelector(editor, selectPreviewLocale);
  const problem = useSelector(editor, selectPreviewProblem);
  const languageName = useLanguageName();
  const busy = status === 'waiting' || status === 'rendering' || status === 'idle';
  return (
    <Flex direction="column" gap="3" style={{ minWidth: 0 }} aria-busy={busy}>
      <Flex gap="3" align="end" wrap="wrap" justify="between">
        <Heading as="h2" size="4">
          {intl.formatMessage(mt.preview)}
        </Heading>
        <Flex direction="column" gap="1">
          <Text as="label" size="1" htmlFor="mt-preview-locale">
            {intl.formatMessage(mt.previewLanguage)}
          </Text>
          <select
            id="mt-preview-locale"
            value={locale}
            style={nativeField}
            onChange={(e) => editor.send({ type: 'preview.locale', locale: e.target.value })}
          >
            {dictionaryLocales.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </select>
        </Flex>
      </Flex>
      <Text size="1" color="gray">
        {intl.formatMessage(mt.previewSample)}
      </Text>
      <div role="status" aria-live="polite">
        {busy ? (
          <Flex gap="2" align="center">
            <Spinner />
            <Text size="2">{intl.formatMessage(mt.previewUpdating)}</Text>
          </Flex>
        ) : status === 'blocked' ? (
          <Text size="2" color="amber">
            {intl.formatMessage(mt.previewBlocked)}
          </Text>
        ) : null}
      </div>
      {status === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {intl.formatMessage(mt.previewFailed)} {problem?.message ?? ''}
          </Callout.Text>
          <Button variant="soft" size="1" onClick={() => editor.send({ type: 'preview.retry' })}>
            {intl.formatMessage(mt.retry)}
          </Button>
        </Callout.Root>
      ) : null}
      {preview?.html ? (
        <>
          <Text size="2">
            <strong>{intl.formatMessage(mt.previewSubject)}</strong> {preview.subject}
          </Text>
          <iframe
            className="mt-preview-frame"
            title={intl.formatMessage(mt.previewFrame)}
            sandbox=""
            referrerPolicy="no-referrer"
            // A data: address, not srcdoc: the app's Trusted Types refuse markup handed to srcdoc.
            src={`data:text/html;charset=utf-8,${encodeURIComponent(preview.html)}`}
            style={{ opacity: busy || status === 'blocked' ? 0.6 : 1 }}
          />
          <details>
            <summary>
              <Text size="2">{intl.formatMessage(mt.previewText)}</Text>
            </summary>
            <pre className="mt-text-part" data-testid="mail-text-part">
              {preview.text}
            </pre>
          </details>
        </>
      ) : null}
    </Flex>
  );
}
