// The editor's actions and what they answer: save, publish (and in words why it cannot be published yet),
// duplicate, archive or restore; a failed call, and a conflict with "reload theirs" or "keep mine".
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { pathEditorMachine } from '../../machines/learningPaths/pathEditorMachine';
import {
  selectActivity,
  selectIsDirty,
  selectIsNew,
  selectPath,
  selectProblem,
  selectProblems,
  selectPublishBlock,
} from '../../machines/learningPaths/pathEditorSelectors';
import { EditorProblems } from '../admin/EditorFrame';
import { lp } from './messages';

export function PathEditorActions({ editor }: { editor: ActorRefFrom<typeof pathEditorMachine> }) {
  const intl = useIntl();
  const path = useSelector(editor, selectPath);
  const isNew = useSelector(editor, selectIsNew);
  const dirty = useSelector(editor, selectIsDirty);
  const activity = useSelector(editor, selectActivity);
  const errorCount = useSelector(
    editor,
    (s) => selectProblems(s).filter((p) => p.severity === 'error').length,
  );
  const block = useSelector(editor, selectPublishBlock);
  const problem = useSelector(editor, selectProblem);
  const editable = activity === 'editing';
  const busy =
    !editable &&
    activity !== 'conflict' &&
    activity !== 'confirmingLeave' &&
    activity !== 'confirmingArchive';
  const blockText =
    block === 'new'
      ? lp.blockNew
      : block === 'unsaved'
        ? lp.blockUnsaved
        : block === 'errors'
          ? lp.blockErrors
          : block === 'published'
            ? lp.blockPublished
            : block === 'archived'
              ? lp.blockArchived
              : null;
  const failedText =
    problem && problem.code !== 'CONFLICT'
      ? intl.formatMessage(
          problem.action === 'save'
            ? lp.failedSave
            : problem.action === 'publish'
              ? lp.failedPublish
              : lp.failedOther,
          { message: problem.message },
        )
      : null;
  return (
    <>
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          onClick={() => editor.send({ type: 'path.save' })}
          disabled={!editable}
          loading={activity === 'saving'}
        >
          {intl.formatMessage(activity === 'saving' ? lp.saving : lp.save)}
        </Button>
        <Button
          variant="soft"
          color="green"
          onClick={() => editor.send({ type: 'path.publish' })}
          disabled={!editable || block !== null}
          aria-describedby={blockText ? 'path-publish-why' : undefined}
          loading={activity === 'publishing'}
        >
          {intl.formatMessage(lp.publish)}
        </Button>
        {!isNew ? (
          <>
            <Button
              variant="soft"
              onClick={() => editor.send({ type: 'path.duplicate' })}
              disabled={!editable || dirty}
            >
              {intl.formatMessage(lp.duplicate)}
            </Button>
            {path?.status === 'ARCHIVED' ? (
              <Button
                variant="soft"
                onClick={() => editor.send({ type: 'path.restore' })}
                disabled={!editable}
              >
                {intl.formatMessage(lp.restore)}
              </Button>
            ) : (
              <Button
                variant="soft"
                color="red"
                onClick={() => editor.send({ type: 'path.archive' })}
                disabled={!editable}
              >
                {intl.formatMessage(lp.archive)}
              </Button>
            )}
          </>
        ) : null}
        {busy ? <Spinner /> : null}
      </Flex>
      {blockText ? (
        <Text
          id="path-publish-why"
          size="2"
          color={block === 'errors' ? 'red' : 'gray'}
          role={block === 'errors' ? 'status' : undefined}
        >
          {intl.formatMessage(blockText, { count: errorCount })}
        </Text>
      ) : null}
      <EditorProblems
        failedText={failedText}
        inConflict={activity === 'conflict'}
        texts={lp}
        send={(verb) => editor.send({ type: `path.${verb}` })}
      />
    </>
  );
}
