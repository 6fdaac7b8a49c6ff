import { Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { mediaPickerMachine } from '../../machines/learningPaths/mediaPickerMachine';
import {
  selectPickerResults,
  selectPickerSearch,
  selectPickerSection,
  selectPickerStatus,
} from '../../machines/learningPaths/mediaPickerMachine';
import type { PathDraft } from '../../machines/learningPaths/pathDraft';
import type { PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import { nativeField } from '../admin/fieldStyle';
import { lp } from './messages';

/** "Add media": published media the manager may add to the section the dialog was opened for. */
export function MediaPickerDialog({
  picker,
  draft,
  onEdit,
}: {
  picker: ActorRefFrom<typeof mediaPickerMachine>;
  draft: PathDraft;
  onEdit: (event: PathEditEvent) => void;
}) {
  const intl = useIntl();
  const status = useSelector(picker, selectPickerStatus);
  const sectionId = useSelector(picker, selectPickerSection);
  const results = useSelector(picker, selectPickerResults);
  const search = useSelector(picker, selectPickerSearch);
  const index = draft.sections.findIndex((s) => s.id === sectionId);
  const section = draft.sections[index];
  const name = section?.title.trim() || intl.formatMessage(lp.untitled, { number: index + 1 });
  const close = () => picker.send({ type: 'picker.close' });
  return (
    <Dialog.Root open={status !== 'closed'} onOpenChange={(open) => (open ? null : close())}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{intl.formatMessage(lp.pickerTitle, { section: name })}</Dialog.Title>
        <Dialog.Description size="2">{intl.formatMessage(lp.pickerDescription)}</Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <input
            type="search"
            aria-label={intl.formatMessage(lp.pickerSearch)}
            placeholder={intl.formatMessage(lp.pickerSearch)}
            style={{ ...nativeField, width: '100%' }}
            value={search}
            onChange={(e) => picker.send({ type: 'picker.search', text: e.target.value })}
          />
          {status === 'loading' ? (
            <Flex role="status" gap="2" align="center">
              <Spinner />
            </Flex>
          ) : status === 'failed' ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{intl.formatMessage(lp.pickerFailed)}</Callout.Text>
              <Button variant="soft" onClick={() => picker.send({ type: 'picker.retry' })}>
                {intl.formatMessage(lp.retry)}
              </Button>
            </Callout.Root>
          ) : results.length === 0 ? (
            <Text color="gray">{intl.formatMessage(lp.pickerEmpty)}</Text>
          ) : (
            <ul
              aria-label={intl.formatMessage(lp.media)}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {results.map((medium) => {
                const added = section?.media.some((m) => m.id === medium.id) ?? false;
                return (
                  <li
                    key={medium.id}
                    style={{ padding: 'var(--space-2) 0', borderBottom: '1px solid var(--gray-a5)' }}
                  >
                    <Flex gap="3" align="center" justify="between" wrap="wrap">
                      <Flex direction="column" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                        <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
                          {medium.title}
                        </Text>
                        <Text size="1" color="gray">
                          {[
                            medium.type,
                            medium.unitName,
                            medium.durationMinutes
                              ? intl.formatMessage(lp.minutes, { minutes: medium.durationMinutes })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Flex>
                      <Button
                        size="1"
                        variant={added ? 'soft' : 'solid'}
                        disabled={added || !sectionId}
                        aria-label={`${intl.formatMessage(added ? lp.pickerAdded : lp.pickerAdd)}: ${medium.title}`}
                        onClick={() =>
                          sectionId &&
                          onEdit({
                            type: 'path.addMedium',
                            sectionId,
                            medium: {
                              id: medium.id,
                              title: medium.title,
                              type: medium.type,
                              durationMinutes: medium.durationMinutes ?? null,
                              available: true,
                            },
                          })
                        }
                      >
                        {intl.formatMessage(added ? lp.pickerAdded : lp.pickerAdd)}
                      </Button>
                    </Flex>
                  </li>
                );
              })}
            </ul>
          )}
          <Flex justify="end">
            <Button onClick={close}>{intl.formatMessage(lp.pickerDone)}</Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
