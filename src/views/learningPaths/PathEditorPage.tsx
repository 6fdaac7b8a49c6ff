import { Callout, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../machines/admin/uploadMachine';
import { mediaPickerMachine } from '../../machines/learningPaths/mediaPickerMachine';
import { pathEditorMachine, type PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import {
  selectActivity,
  selectDraft,
  selectEditorStatus,
  selectEstimate,
  selectIsDirty,
  selectIssues,
  selectPath,
  selectProblems,
} from '../../machines/learningPaths/pathEditorSelectors';
import { listHref } from '../../machines/learningPaths/pathLocations';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { EditorFrame, EditorHeading, EditorLeaveDialog, type EditorVerb } from '../admin/EditorFrame';
import { MediaPickerDialog } from './MediaPickerDialog';
import { lp } from './messages';
import type { PathPageProps } from './pageProps';
import { PathDetails } from './PathDetails';
import { PathStatusBadge } from './PathListPage';
import { useIssueAt, useProblemWords } from './problemWords';
import { PathEditorActions } from './PathEditorActions';
import { SectionsEditor } from './SectionsEditor';

/** One learning path: its details and sections, problems shown live, save / publish / archive / duplicate. */
export function PathEditorPage({
  id,
  api,
  navigation,
  toasts,
  options,
  listSearch,
}: PathPageProps & { id: string | null }) {
  const editor = useActorRef(pathEditorMachine, {
    input: { api, id, navigation, toasts, listSearch, firstSectionId: crypto.randomUUID() },
  });
  const picker = useActorRef(mediaPickerMachine, { input: { api } });
  const status = useSelector(editor, selectEditorStatus);
  const send = (verb: EditorVerb) => editor.send({ type: `path.${verb}` });
  return (
    <EditorFrame
      status={status}
      texts={lp}
      listHref={listHref(listSearch)}
      canLeave={() => editor.getSnapshot().can({ type: 'path.leave' })}
      send={send}
    >
      <PathEditorReady editor={editor} picker={picker} options={options} />
    </EditorFrame>
  );
}

function PathEditorReady({
  editor,
  picker,
  options,
}: {
  editor: ActorRefFrom<typeof pathEditorMachine>;
  picker: ActorRefFrom<typeof mediaPickerMachine>;
  options: PathPageProps['options'];
}) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const path = useSelector(editor, selectPath);
  const dirty = useSelector(editor, selectIsDirty);
  const activity = useSelector(editor, selectActivity);
  const problems = useSelector(editor, selectProblems, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const issues = useSelector(editor, selectIssues, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const estimate = useSelector(editor, selectEstimate);
  const cover = useSelector(
    editor,
    (s) => s.children.cover as ActorRefFrom<typeof uploadMachine> | undefined,
  );
  const words = useProblemWords(draft);
  const issueAt = useIssueAt(issues);
  const editable = activity === 'editing';
  const send = (event: PathEditEvent) => editor.send(event);
  const pathProblems = problems.filter((p) => !p.sectionId);
  return (
    <>
      <Flex direction="column" gap="2">
        <EditorHeading title={draft.title.trim() || intl.formatMessage(lp.newPath)} dirty={dirty} texts={lp}>
          {path ? <PathStatusBadge status={path.status} /> : null}
        </EditorHeading>
        <Text size="2" color="gray">
          {[
            path ? intl.formatMessage(lp.learners, { count: path.learnerCount }) : null,
            estimate !== null ? intl.formatMessage(lp.estimate, { minutes: estimate }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Flex>

      <PathEditorActions editor={editor} />
      {pathProblems.map((p, i) => (
        <Callout.Root key={i} color={p.severity === 'error' ? 'red' : 'amber'} highContrast>
          <Callout.Text>{words(p)}</Callout.Text>
        </Callout.Root>
      ))}

      <PathDetails
        draft={draft}
        editable={editable}
        issueAt={issueAt}
        options={options}
        cover={cover}
        onEdit={send}
      />
      <SectionsEditor
        draft={draft}
        problems={problems}
        words={words}
        issueAt={issueAt}
        editable={editable}
        onEdit={send}
        onAddMedia={(sectionId) => picker.send({ type: 'picker.open', target: sectionId })}
      />
      <MediaPickerDialog picker={picker} draft={draft} onEdit={send} />
      <EditorLeaveDialog
        open={activity === 'confirmingLeave'}
        texts={lp}
        send={(verb) => editor.send({ type: `path.${verb}` })}
      />
      <ConfirmDialog
        open={activity === 'confirmingArchive'}
        title={intl.formatMessage(lp.archiveTitle, { count: 1 })}
        description={intl.formatMessage(lp.archiveDescription)}
        confirmLabel={intl.formatMessage(lp.archiveConfirm)}
        destructive
        onConfirm={() => editor.send({ type: 'path.archiveConfirm' })}
        onCancel={() => editor.send({ type: 'path.archiveCancel' })}
      />
    </>
  );
}
