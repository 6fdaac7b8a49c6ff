// One template: subject and body with placeholder chips and the problems at their position (live, the same
// rules the server applies), save, a test mail to oneself, reset to the default (asks first), and the
// preview beside it.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ToastActorRef } from '../../machines/admin/toastMachine';
import { mailTemplateEditorMachine } from '../../machines/mailTemplates/mailTemplateEditorMachine';
import { listHref } from '../../machines/mailTemplates/mailTemplateLocations';
import {
  selectActivity,
  selectDraft,
  selectEditorStatus,
  selectIsDirty,
  selectProblem,
  selectTemplate,
  selectTemplateProblems,
} from '../../machines/mailTemplates/mailTemplateSelectors';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import type { MailEvent, PlaceholderDef } from '../../schemas/mailEvents';
import { placeholderSnippet } from '../../schemas/mailTemplate';
import type { ApiSettings } from '../../services/api';
import { ChoiceDialog } from '../admin/ChoiceDialog';
import {
  EditorFrame,
  EditorHeading,
  EditorLeaveDialog,
  EditorProblems,
  type EditorVerb,
} from '../admin/EditorFrame';
import { useLanguageName } from './languageName';
import { eventName, eventWhen, mt } from './messages';
import { PlaceholderChips } from './PlaceholderChips';
import { PreviewPanel } from './PreviewPanel';
import { SourceBadge } from './SourceBadge';
import { TemplateField, type TemplateFieldHandle } from './TemplateField';
import './mailTemplates.css';

type Editor = ActorRefFrom<typeof mailTemplateEditorMachine>;

export function MailTemplateEditorPage(props: {
  api: ApiSettings;
  event: MailEvent;
  locale: string;
  navigation: NavigationActorRef;
  toasts: ToastActorRef;
  listSearch: string;
}) {
  const editor = useActorRef(mailTemplateEditorMachine, { input: props });
  const status = useSelector(editor, selectEditorStatus);
  const send = (verb: EditorVerb) => editor.send({ type: `template.${verb}` });
  return (
    <EditorFrame
      status={status}
      texts={{ ...mt, loading: mt.loading, retry: mt.retry, loadFailed: mt.loadFailed }}
      listHref={listHref(props.listSearch)}
      canLeave={() => editor.getSnapshot().can({ type: 'template.leave' })}
      send={send}
    >
      <EditorReady editor={editor} event={props.event} locale={props.locale} send={send} />
    </EditorFrame>
  );
}

function EditorReady({
  editor,
  event,
  locale,
  send,
}: {
  editor: Editor;
  event: MailEvent;
  locale: string;
  send: (verb: EditorVerb) => void;
}) {
  const intl = useIntl();
  const languageName = useLanguageName();
  const draft = useSelector(editor, selectDraft);
  const template = useSelector(editor, selectTemplate);
  const dirty = useSelector(editor, selectIsDirty);
  const activity = useSelector(editor, selectActivity);
  const failed = useSelector(editor, selectProblem);
  const problems = useSelector(
    editor,
    selectTemplateProblems,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const subjectField = useRef<TemplateFieldHandle>(null);
  const bodyField = useRef<TemplateFieldHandle>(null);
  const editable = activity === 'editing';
  const change = (field: 'subject' | 'body', value: string) =>
    editor.send({ type: 'template.change', field, value });
  const insert = (p: PlaceholderDef) => {
    const label = p.kind === 'LINK' ? intl.formatMessage(mt.linkLabel) : undefined;
    const next = (target === 'subject' ? subjectField : bodyField).current?.insert(
      placeholderSnippet(p.name, p.kind, label),
    );
    if (next !== undefined) change(target, next);
  };
  const failedText = failed
    ? `${intl.formatMessage(mt[`failed${failed.action}`])} ${failed.message}`.trim()
    : null;
  return (
    <>
      <Flex direction="column" gap="2">
        <EditorHeading
          title={intl.formatMessage(mt.editorTitle, {
            event: intl.formatMessage(eventName(event)),
            language: languageName(locale),
          })}
          dirty={dirty}
          texts={mt}
        >
          {template ? <SourceBadge source={template.source} /> : null}
        </EditorHeading>
        <Text size="2" color="gray">
          {intl.formatMessage(eventWhen(event))}
          {template?.updatedAt
            ? ` · ${intl.formatMessage(mt.lastChanged, {
                when: intl.formatDate(template.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                who: template.updatedBy ?? '—',
              })}`
            : ''}
        </Text>
        {template?.source === 'FALLBACK' ? (
          <Text size="2">{intl.formatMessage(mt.fallbackNote, { language: languageName(locale) })}</Text>
        ) : null}
      </Flex>
      <EditorProblems failedText={failedText} inConflict={activity === 'conflict'} texts={mt} send={send} />
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          onClick={() => editor.send({ type: 'template.save' })}
          disabled={!editable}
          loading={activity === 'saving'}
        >
          {intl.formatMessage(mt.save)}
        </Button>
        <Button
          variant="soft"
          onClick={() => editor.send({ type: 'template.sendTest' })}
          disabled={!editable || dirty}
          loading={activity === 'sendingTest'}
          aria-describedby={dirty ? 'mt-test-hint' : undefined}
        >
          {intl.formatMessage(mt.sendTest)}
        </Button>
        {template?.source === 'CUSTOM' ? (
          <Button
            variant="soft"
            color="red"
            onClick={() => editor.send({ type: 'template.reset' })}
            disabled={!editable}
          >
            {intl.formatMessage(mt.reset)}
          </Button>
        ) : null}
        {dirty ? (
          <Text id="mt-test-hint" size="1" color="gray">
            {intl.formatMessage(mt.sendTestHint)}
          </Text>
        ) : null}
      </Flex>
      <div className="mt-layout">
        <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
          <TemplateField
            ref={subjectField}
            id="mt-subject"
            label={intl.formatMessage(mt.subject)}
            value={draft.subject}
            multiline={false}
            disabled={!editable}
            problems={problems.filter((p) => p.field === 'subject')}
            onChange={(v) => change('subject', v)}
            onFocus={() => setTarget('subject')}
          />
          <PlaceholderChips event={event} target={target} disabled={!editable} onInsert={insert} />
          <TemplateField
            ref={bodyField}
            id="mt-body"
            label={intl.formatMessage(mt.body)}
            hint={intl.formatMessage(mt.bodyHint)}
            value={draft.body}
            multiline
            disabled={!editable}
            problems={problems.filter((p) => p.field === 'body')}
            onChange={(v) => change('body', v)}
            onFocus={() => setTarget('body')}
          />
        </Flex>
        <PreviewPanel editor={editor} />
      </div>
      <EditorLeaveDialog open={activity === 'confirmingLeave'} texts={mt} send={send} />
      <ChoiceDialog
        open={activity === 'confirmingReset' || activity === 'resetting'}
        title={intl.formatMessage(mt.resetTitle)}
        description={intl.formatMessage(mt.resetText, { language: languageName(locale) })}
        confirmLabel={intl.formatMessage(mt.resetConfirm)}
        cancelLabel={intl.formatMessage(mt.cancel)}
        destructive
        busy={activity === 'resetting'}
        onConfirm={() => editor.send({ type: 'template.resetConfirm' })}
        onCancel={() => editor.send({ type: 'template.resetCancel' })}
      />
    </>
  );
}
