import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  selectActivity,
  selectNews,
  selectPublishBlock,
  selectScheduleAt,
  selectScheduleValid,
} from '../../machines/communication/newsEditorSelectors';
import { nativeField } from '../admin/fieldStyle';
import { cm } from './messages';
import type { NewsEditorActor } from './NewsEditorPage';

const BLOCK = {
  new: cm.editorBlockNew,
  unsaved: cm.editorBlockUnsaved,
  published: cm.editorBlockPublished,
} as const;

/** Save and preview; publish now, schedule and unpublish on the saved item, with why they are not offered. */
export function NewsEditorActions({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const id = useId();
  const activity = useSelector(editor, selectActivity);
  const news = useSelector(editor, selectNews);
  const block = useSelector(editor, selectPublishBlock);
  const scheduleAt = useSelector(editor, selectScheduleAt);
  const scheduleValid = useSelector(editor, selectScheduleValid);
  const busy = !['editing', 'previewing'].includes(activity);
  const previewing = activity === 'previewing';
  const live = news?.status === 'PUBLISHED' || news?.status === 'SCHEDULED';
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap">
        <Button
          onClick={() => editor.send({ type: 'news.save' })}
          disabled={busy || previewing}
          loading={activity === 'saving'}
        >
          {intl.formatMessage(cm.editorSave)}
        </Button>
        <Button
          variant="soft"
          onClick={() => editor.send({ type: previewing ? 'news.closePreview' : 'news.preview' })}
          disabled={busy}
          aria-pressed={previewing}
        >
          {intl.formatMessage(previewing ? cm.editorClosePreview : cm.editorPreview)}
        </Button>
      </Flex>
      <Card>
        <Flex direction="column" gap="2">
          <Text as="p" size="2" weight="bold">
            {intl.formatMessage(cm.editorPublishing)}
          </Text>
          {block ? (
            <Text as="p" size="2" color="gray">
              {intl.formatMessage(BLOCK[block])}
            </Text>
          ) : null}
          <Flex gap="2" wrap="wrap" align="end">
            <Button
              onClick={() => editor.send({ type: 'news.publish' })}
              disabled={busy || block !== null}
              loading={activity === 'publishing'}
            >
              {intl.formatMessage(cm.editorPublishNow)}
            </Button>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={id} size="2">
                {intl.formatMessage(cm.editorScheduleAt)}
              </Text>
              <input
                id={id}
                type="datetime-local"
                step={1}
                style={nativeField}
                value={scheduleAt}
                disabled={block !== null}
                aria-invalid={scheduleAt !== '' && !scheduleValid ? true : undefined}
                aria-describedby={scheduleAt !== '' && !scheduleValid ? `${id}-error` : undefined}
                onChange={(e) => editor.send({ type: 'news.setScheduleAt', value: e.target.value })}
              />
            </Flex>
            <Button
              variant="soft"
              onClick={() => editor.send({ type: 'news.schedule' })}
              disabled={busy || block !== null || !scheduleValid}
              loading={activity === 'scheduling'}
            >
              {intl.formatMessage(cm.editorSchedule)}
            </Button>
            {live ? (
              <Button
                variant="soft"
                color="red"
                onClick={() => editor.send({ type: 'news.unpublish' })}
                disabled={busy}
                loading={activity === 'unpublishing'}
              >
                {intl.formatMessage(cm.editorUnpublish)}
              </Button>
            ) : null}
          </Flex>
          {scheduleAt !== '' && !scheduleValid && block === null ? (
            <Text id={`${id}-error`} size="2" color="red">
              {intl.formatMessage(cm.editorScheduleInvalid)}
            </Text>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  );
}
