import { Badge, Box, Button, Callout, Flex, Grid, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { linkPickerMachine } from '../../machines/certificates/templates/linkPickerMachine';
import { templateEditorMachine } from '../../machines/certificates/templates/templateEditorMachine';
import {
  selectDesignProblems,
  selectDraft,
  selectEditorStatus,
  selectInConflict,
  selectConfirmingLeave,
  selectIsBusy,
  selectIsDirty,
  selectIsEditable,
  selectIsNew,
  selectIsSaving,
  selectProblem,
  selectTemplate,
} from '../../machines/certificates/templates/templateEditorSelectors';
import { listHref } from '../../machines/certificates/templates/templateQuery';
import {
  EditorFrame,
  EditorHeading,
  EditorLeaveDialog,
  EditorProblems,
  type EditorVerb,
} from '../admin/EditorFrame';
import type { EditorRef } from './editorShared';
import { problemText } from './editorShared';
import { FieldsEditor } from './FieldsEditor';
import { LanguagesEditor } from './LanguagesEditor';
import { LinksSection, VersionsSection } from './TemplateHistory';
import { cm } from './messages';
import type { CertificatePageProps } from './pageProps';
import { TemplateSettings } from './TemplateSettings';

// The preview draws the QR code with the qrcode package: only this screen loads it.
const CertificatePreview = lazy(() =>
  import('./CertificatePreview').then((m) => ({ default: m.CertificatePreview })),
);

/** One certificate template: page, background, fields, languages, live preview, versions and links. */
export function TemplateEditorPage({
  id,
  api,
  navigation,
  toasts,
  listSearch,
  locale,
}: CertificatePageProps & { id: string | null; locale: string }) {
  const editor = useActorRef(templateEditorMachine, {
    input: { api, id, navigation, toasts, listSearch, locale },
  });
  const status = useSelector(editor, selectEditorStatus);
  return (
    <EditorFrame
      status={status}
      texts={cm}
      listHref={listHref(listSearch)}
      canLeave={() => editor.getSnapshot().can({ type: 'template.leave' })}
      send={(verb) => editor.send({ type: `template.${verb}` })}
    >
      <EditorReady editor={editor} api={api} />
    </EditorFrame>
  );
}

function EditorReady({ editor, api }: { editor: EditorRef; api: CertificatePageProps['api'] }) {
  const intl = useIntl();
  const picker = useActorRef(linkPickerMachine, { input: { api } });
  const draft = useSelector(editor, selectDraft);
  const template = useSelector(editor, selectTemplate);
  const isNew = useSelector(editor, selectIsNew);
  const dirty = useSelector(editor, selectIsDirty);
  const editable = useSelector(editor, selectIsEditable);
  const busy = useSelector(editor, selectIsBusy);
  const saving = useSelector(editor, selectIsSaving);
  const inConflict = useSelector(editor, selectInConflict);
  const leaving = useSelector(editor, selectConfirmingLeave);
  const problem = useSelector(editor, selectProblem);
  const problems = useSelector(
    editor,
    selectDesignProblems,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const archived = template?.archivedAt != null;
  const failedText =
    problem && problem.code !== 'CONFLICT'
      ? intl.formatMessage(problem.action === 'save' ? cm.failedSave : cm.failedOther, {
          message: problem.message,
        })
      : null;
  const general = problems.filter((p) => !p.fieldId);
  const send = (verb: EditorVerb) => editor.send({ type: `template.${verb}` });
  return (
    <>
      <EditorHeading title={draft.name.trim() || intl.formatMessage(cm.newTitle)} dirty={dirty} texts={cm}>
        {template ? (
          <Badge variant="outline">
            {intl.formatMessage(cm.versionInfo, { version: template.currentVersion })}
          </Badge>
        ) : null}
        {archived ? (
          <Badge color="amber" highContrast>
            {intl.formatMessage(cm.archivedBadge)}
          </Badge>
        ) : null}
      </EditorHeading>
      <Flex gap="2" wrap="wrap" align="center">
        <Button onClick={() => editor.send({ type: 'template.save' })} disabled={!editable} loading={saving}>
          {intl.formatMessage(saving ? cm.saving : cm.save)}
        </Button>
        {!isNew ? (
          <>
            <Button
              variant="soft"
              onClick={() => editor.send({ type: 'template.duplicate' })}
              disabled={!editable || dirty}
            >
              {intl.formatMessage(cm.duplicate)}
            </Button>
            {archived ? (
              <Button
                variant="soft"
                onClick={() => editor.send({ type: 'template.restore' })}
                disabled={!editable}
              >
                {intl.formatMessage(cm.restore)}
              </Button>
            ) : (
              <Button
                variant="soft"
                color="red"
                onClick={() => editor.send({ type: 'template.archive' })}
                disabled={!editable}
              >
                {intl.formatMessage(cm.archive)}
              </Button>
            )}
          </>
        ) : null}
        {busy && !saving ? <Spinner /> : null}
      </Flex>
      {archived ? (
        <Text size="2" color="gray">
          {intl.formatMessage(cm.archivedNote)}
        </Text>
      ) : null}
      <EditorProblems failedText={failedText} inConflict={inConflict} texts={cm} send={send} />
      {general.map((p) => (
        <Callout.Root key={p.code} color="amber" highContrast>
          <Callout.Text>{problemText(intl, p.code)}</Callout.Text>
        </Callout.Root>
      ))}
      {/* Wide screens: the preview stays in view beside the fields; narrow ones: the preview first. */}
      <Grid columns={{ initial: '1', lg: '2' }} gap="4">
        <Box
          gridColumn={{ initial: '1', lg: '2' }}
          gridRow="1"
          minWidth="0"
          position={{ initial: 'static', lg: 'sticky' }}
          top="4"
          style={{ alignSelf: 'start' }}
        >
          <Suspense
            fallback={
              <Flex role="status" gap="2" align="center">
                <Spinner />
                <Text>{intl.formatMessage(cm.previewLoading)}</Text>
              </Flex>
            }
          >
            <CertificatePreview editor={editor} />
          </Suspense>
        </Box>
        <Flex direction="column" gap="4" minWidth="0" gridColumn="1" gridRow={{ initial: '2', lg: '1' }}>
          <TemplateSettings editor={editor} />
          <FieldsEditor editor={editor} />
          <LanguagesEditor editor={editor} />
          <VersionsSection editor={editor} />
          <LinksSection editor={editor} picker={picker} />
        </Flex>
      </Grid>
      <EditorLeaveDialog open={leaving} texts={cm} send={send} />
    </>
  );
}
