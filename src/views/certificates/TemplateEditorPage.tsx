import {
  Badge,
  Box,
  Button,
  Callout,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Spinner,
  Text,
} from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
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
import { ConfirmDialog } from '../admin/ConfirmDialog';
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
  const intl = useIntl();
  const editor = useActorRef(templateEditorMachine, {
    input: { api, id, navigation, toasts, listSearch, locale },
  });
  const status = useSelector(editor, selectEditorStatus);
  const back = (
    <RadixLink asChild>
      <Link
        href={listHref(listSearch)}
        onClick={(e) => {
          // Leaving asks first when there are unsaved changes; the machine then navigates itself.
          if (editor.getSnapshot().can({ type: 'template.leave' })) {
            e.preventDefault();
            editor.send({ type: 'template.leave' });
          }
        }}
      >
        ← {intl.formatMessage(cm.backToList)}
      </Link>
    </RadixLink>
  );
  if (status === 'loading' || status === 'left')
    return (
      <Flex direction="column" gap="3">
        {back}
        <Flex role="status" gap="2" align="center">
          <Spinner />
          <Text>{intl.formatMessage(cm.loading)}</Text>
        </Flex>
      </Flex>
    );
  if (status === 'loadFailed' || status === 'notFound')
    return (
      <Flex direction="column" gap="3">
        {back}
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {intl.formatMessage(status === 'notFound' ? cm.notFound : cm.loadFailed)}
          </Callout.Text>
          {status === 'loadFailed' ? (
            <Button variant="soft" onClick={() => editor.send({ type: 'template.retry' })}>
              {intl.formatMessage(cm.retry)}
            </Button>
          ) : null}
        </Callout.Root>
      </Flex>
    );
  return <EditorReady editor={editor} api={api} back={back} />;
}

function EditorReady({
  editor,
  api,
  back,
}: {
  editor: EditorRef;
  api: CertificatePageProps['api'];
  back: React.ReactNode;
}) {
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
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {back}
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {draft.name.trim() || intl.formatMessage(cm.newTitle)}
        </Heading>
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
        {dirty ? (
          <Text size="2" color="amber">
            {intl.formatMessage(cm.unsaved)}
          </Text>
        ) : null}
      </Flex>
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
      {failedText ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failedText}</Callout.Text>
          <Button variant="soft" size="1" onClick={() => editor.send({ type: 'template.dismissProblem' })}>
            {intl.formatMessage(cm.dismiss)}
          </Button>
        </Callout.Root>
      ) : null}
      {inConflict ? (
        <Callout.Root color="amber" role="alert" highContrast>
          <Callout.Text>
            <strong>{intl.formatMessage(cm.conflictTitle)}</strong> {intl.formatMessage(cm.conflictText)}
          </Callout.Text>
          <Flex gap="2" wrap="wrap">
            <Button variant="soft" onClick={() => editor.send({ type: 'template.reload' })}>
              {intl.formatMessage(cm.conflictReload)}
            </Button>
            <Button onClick={() => editor.send({ type: 'template.keepMine' })}>
              {intl.formatMessage(cm.conflictKeep)}
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}
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
      <ConfirmDialog
        open={leaving}
        title={intl.formatMessage(cm.leaveTitle)}
        description={intl.formatMessage(cm.leaveText)}
        confirmLabel={intl.formatMessage(cm.leaveConfirm)}
        cancelLabel={intl.formatMessage(cm.stay)}
        destructive
        onConfirm={() => editor.send({ type: 'template.leaveConfirm' })}
        onCancel={() => editor.send({ type: 'template.leaveCancel' })}
      />
    </Flex>
  );
}
