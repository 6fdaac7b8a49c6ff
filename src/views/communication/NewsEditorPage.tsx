import { Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { newsEditorMachine } from '../../machines/communication/newsEditorMachine';
import {
  selectActivity,
  selectDraft,
  selectEditorStatus,
  selectIsDirty,
  selectNews,
  selectProblem,
} from '../../machines/communication/newsEditorSelectors';
import { listHref } from '../../machines/communication/newsLocations';
import {
  EditorFrame,
  EditorHeading,
  EditorLeaveDialog,
  EditorProblems,
  type EditorVerb,
} from '../admin/EditorFrame';
import { NewsStatusBadge } from './NewsListPage';
import { NewsEditorActions } from './NewsEditorActions';
import { NewsPreview } from './NewsPreview';
import { NewsSettings } from './NewsSettings';
import { NewsVersions } from './NewsVersions';
import { cm } from './messages';
import type { NewsPageProps } from './pageProps';

export type NewsEditorActor = ActorRefFrom<typeof newsEditorMachine>;

/** One news item: its language versions, who sees it and the pin; save, preview, publish, schedule, unpublish. */
export function NewsEditorPage({
  id,
  api,
  navigation,
  toasts,
  listSearch,
}: NewsPageProps & { id: string | null }) {
  const intl = useIntl();
  const editor = useActorRef(newsEditorMachine, {
    input: { api, id, navigation, toasts, listSearch, locale: intl.locale.split('-')[0] ?? 'en' },
  });
  const status = useSelector(editor, selectEditorStatus);
  const send = (verb: EditorVerb) => editor.send({ type: `news.${verb}` });
  return (
    <EditorFrame
      status={status}
      texts={cm}
      listHref={listHref(listSearch)}
      canLeave={() => editor.getSnapshot().can({ type: 'news.leave' })}
      send={send}
    >
      <NewsEditorReady editor={editor} />
    </EditorFrame>
  );
}

function StatusLine({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const news = useSelector(editor, selectNews);
  if (!news) return null;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const parts = [
    news.publishedAt ? intl.formatMessage(cm.editorPublishedOn, { date: when(news.publishedAt) }) : null,
    news.publishedAt && news.editedAt
      ? intl.formatMessage(cm.editorEditedOn, { date: when(news.editedAt) })
      : null,
    news.publishAt ? intl.formatMessage(cm.editorScheduledFor, { date: when(news.publishAt) }) : null,
  ].filter(Boolean);
  return parts.length ? (
    <Text size="2" color="gray">
      {parts.join(' · ')}
    </Text>
  ) : null;
}

function NewsEditorReady({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const news = useSelector(editor, selectNews);
  const dirty = useSelector(editor, selectIsDirty);
  const activity = useSelector(editor, selectActivity);
  const problem = useSelector(editor, selectProblem);
  const title = draft.versions.find((v) => v.locale === draft.defaultLocale)?.title.trim();
  const send = (verb: EditorVerb) => editor.send({ type: `news.${verb}` });
  return (
    <>
      <Flex direction="column" gap="2">
        <EditorHeading title={title || intl.formatMessage(cm.newNews)} dirty={dirty} texts={cm}>
          {news ? <NewsStatusBadge status={news.status} /> : null}
        </EditorHeading>
        <StatusLine editor={editor} />
      </Flex>
      <NewsEditorActions editor={editor} />
      <EditorProblems
        failedText={problem ? intl.formatMessage(cm.editorFailed, { message: problem.message }) : null}
        inConflict={activity === 'conflict'}
        texts={cm}
        send={send}
      />
      {activity === 'previewing' ? <NewsPreview editor={editor} /> : <NewsVersions editor={editor} />}
      <NewsSettings editor={editor} />
      <EditorLeaveDialog open={activity === 'confirmingLeave'} texts={cm} send={send} />
    </>
  );
}
