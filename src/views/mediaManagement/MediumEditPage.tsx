import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  mediumEditorMachine,
  selectEditorActivity,
  selectEditorProblem,
  selectEditorStatus,
  selectFormDirty,
  selectMedium,
  type MediumEditorSnapshot,
} from '../../machines/mediaManagement/mediumEditorMachine';
import { selectOptions } from '../../machines/mediaManagement/mediaOptionsMachine';
import type { ManagedMedium } from '../../machines/mediaManagement/mediumValues';
import { ListLoading, useProblemText } from '../admin/ListStates';
import { UploadField, type UploadActor } from '../admin/UploadField';
import { ImportReport } from './ImportReport';
import { OptionsProblem } from './MediaFilters';
import { MediumFormView, type MediumForm } from './MediumFormView';
import { BackToList, LearnerPreview, StateBadge, VersionsTable } from './MediumParts';
import { actionMessages, mm } from './messages';
import type { MediaPageProps } from './pageProps';

type Editor = ReturnType<typeof useActorRef<typeof mediumEditorMachine>>;
const childOf = <T,>(s: MediumEditorSnapshot, id: string) => s.children[id] as T | undefined;

/** Publish, withdraw, archive or restore: only without unsaved changes (each makes a new version). */
function StateActions({
  editor,
  medium,
  form,
}: {
  editor: Editor;
  medium: ManagedMedium;
  form?: MediumForm;
}) {
  const intl = useIntl();
  const hintId = useId();
  const dirty = useSelector(editor, selectFormDirty);
  const busy = useSelector(editor, selectEditorActivity) !== 'idle';
  const props = { disabled: dirty || busy, 'aria-describedby': dirty ? hintId : undefined };
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" wrap="wrap">
        {medium.archivedAt ? (
          <Button {...props} onClick={() => editor.send({ type: 'editor.restore' })}>
            {intl.formatMessage(mm.restore)}
          </Button>
        ) : (
          <>
            {medium.published ? (
              <Button {...props} variant="soft" onClick={() => editor.send({ type: 'editor.unpublish' })}>
                {intl.formatMessage(mm.unpublish)}
              </Button>
            ) : (
              <Button {...props} onClick={() => editor.send({ type: 'editor.publish' })}>
                {intl.formatMessage(mm.publish)}
              </Button>
            )}
            <Button {...props} color="red" variant="soft" onClick={() => form?.send({ type: 'form.delete' })}>
              {intl.formatMessage(mm.archive)}
            </Button>
          </>
        )}
      </Flex>
      {dirty ? (
        <Text id={hintId} size="1" color="gray">
          {intl.formatMessage(mm.saveFirst)}
        </Text>
      ) : null}
    </Flex>
  );
}

/** The file, a new version of it, and every version with the learners still on it. */
function FileSection({ editor, medium }: { editor: Editor; medium: ManagedMedium }) {
  const intl = useIntl();
  const headingId = useId();
  const activity = useSelector(editor, selectEditorActivity);
  const dirty = useSelector(editor, selectFormDirty);
  const upload = useSelector(editor, (s) => childOf<UploadActor>(s, 'replaceUpload'));
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            {intl.formatMessage(mm.fileHeading)}
          </Heading>
          {medium.fileName ? (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(mm.fileInfo, { name: medium.fileName, version: medium.version })}
            </Text>
          ) : null}
          {activity === 'replacing' && upload ? (
            <Flex direction="column" gap="2">
              <UploadField
                actor={upload}
                label={intl.formatMessage(mm.replaceLabel)}
                description={intl.formatMessage(mm.replaceHint)}
              />
              <Flex>
                <Button
                  variant="soft"
                  color="gray"
                  onClick={() => editor.send({ type: 'editor.cancelReplace' })}
                >
                  {intl.formatMessage(mm.cancel)}
                </Button>
              </Flex>
            </Flex>
          ) : activity === 'replacingFile' ? (
            <Text role="status">{intl.formatMessage(mm.replacing)}</Text>
          ) : (
            <Flex>
              <Button
                variant="soft"
                disabled={dirty || activity !== 'idle'}
                onClick={() => editor.send({ type: 'editor.replace' })}
              >
                {intl.formatMessage(mm.replace)}
              </Button>
            </Flex>
          )}
          <VersionsTable medium={medium} />
        </Flex>
      </section>
    </Card>
  );
}

/** `?edit=<id>`: one medium, its form, its file and versions, its import report and a preview. */
export function MediumEditPage({
  id,
  api,
  navigation,
  toasts,
  options,
  listSearch,
  machine = mediumEditorMachine,
}: MediaPageProps & { id: string; machine?: typeof mediumEditorMachine }) {
  const intl = useIntl();
  const describe = useProblemText();
  const editor = useActorRef(machine, { input: { api, id, navigation, toasts, listSearch } });
  const status = useSelector(editor, selectEditorStatus);
  const medium = useSelector(editor, selectMedium);
  const problem = useSelector(editor, selectEditorProblem);
  const form = useSelector(editor, (s) => childOf<MediumForm>(s, 'form'));
  const cover = useSelector(editor, (s) => childOf<UploadActor>(s, 'cover'));
  const choices = useSelector(options, selectOptions);
  const back = <BackToList listSearch={listSearch} form={form} />;
  if (status === 'loading' || status === 'left') return <ListLoading />;
  if (status === 'failed' || status === 'notFound' || !medium) {
    return (
      <Flex direction="column" gap="3" align="start">
        {back}
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {intl.formatMessage(status === 'failed' ? mm.editLoadFailed : mm.notFound)}
          </Callout.Text>
          {status === 'failed' ? (
            <Flex mt="2">
              <Button onClick={() => editor.send({ type: 'editor.retry' })}>
                {intl.formatMessage(mm.retry)}
              </Button>
            </Flex>
          ) : null}
        </Callout.Root>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="3">
        {back}
        <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere' }}>
          {medium.title}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <StateBadge medium={medium} />
          <Text size="2" color="gray">
            {intl.formatMessage(mm.enrolments, { count: medium.enrolmentCount })}
          </Text>
        </Flex>
        <StateActions editor={editor} medium={medium} form={form} />
        {problem ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {intl.formatMessage(actionMessages[problem.action], { error: describe(problem) })}
            </Callout.Text>
            <Flex mt="2">
              <Button variant="soft" onClick={() => editor.send({ type: 'editor.dismissProblem' })}>
                {intl.formatMessage(mm.dismiss)}
              </Button>
            </Flex>
          </Callout.Root>
        ) : null}
      </Flex>
      <OptionsProblem options={options} />
      {form ? <MediumFormView form={form} coverUpload={cover} options={choices} /> : <ListLoading />}
      {medium.type !== 'LINK' ? <FileSection editor={editor} medium={medium} /> : null}
      {medium.importReport ? <ImportReport report={medium.importReport} /> : null}
      <LearnerPreview medium={medium} />
    </Flex>
  );
}
