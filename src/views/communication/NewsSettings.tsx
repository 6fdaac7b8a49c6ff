import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  selectActivity,
  selectDraft,
  selectUnitOptions,
  selectUnitsStatus,
} from '../../machines/communication/newsEditorSelectors';
import { cm } from './messages';
import type { NewsEditorActor } from './NewsEditorPage';

/** Who sees the item (everybody, or the units chosen among those the caller may address) and the pin. */
export function NewsSettings({ editor }: { editor: NewsEditorActor }) {
  const intl = useIntl();
  const id = useId();
  const draft = useSelector(editor, selectDraft);
  const options = useSelector(editor, selectUnitOptions);
  const status = useSelector(editor, selectUnitsStatus);
  const editable = useSelector(editor, selectActivity) === 'editing';
  // Units already chosen stay listed even when the caller could not choose them now.
  const units = [...options, ...draft.units.filter((u) => !options.some((o) => o.id === u.id))];
  const everybody = draft.units.length === 0;
  return (
    <Card>
      <Flex direction="column" gap="3">
        <fieldset style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
          <Text as="div" size="2" weight="bold" mb="2">
            <legend>{intl.formatMessage(cm.editorAudience)}</legend>
          </Text>
          <Flex direction="column" gap="2">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <input
                  type="checkbox"
                  checked={everybody}
                  disabled={!editable || everybody}
                  onChange={() => editor.send({ type: 'news.setEveryone' })}
                />
                {intl.formatMessage(cm.editorEverybody)}
              </Flex>
            </Text>
            <Text as="p" size="2" color="gray" id={`${id}-units`}>
              {intl.formatMessage(cm.editorChosenUnits)}
            </Text>
            {status === 'loading' ? (
              <Text size="2" role="status">
                {intl.formatMessage(cm.editorUnitsLoading)}
              </Text>
            ) : null}
            {status === 'failed' ? (
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Text>{intl.formatMessage(cm.editorUnitsFailed)}</Callout.Text>
                <Button size="1" variant="soft" onClick={() => editor.send({ type: 'news.retryUnits' })}>
                  {intl.formatMessage(cm.retry)}
                </Button>
              </Callout.Root>
            ) : null}
            <Flex direction="column" gap="1" role="group" aria-labelledby={`${id}-units`}>
              {units.map((unit) => (
                <Text as="label" size="2" key={unit.id}>
                  <Flex gap="2" align="center">
                    <input
                      type="checkbox"
                      checked={draft.units.some((u) => u.id === unit.id)}
                      disabled={!editable}
                      onChange={() => editor.send({ type: 'news.toggleUnit', unit })}
                    />
                    <span style={{ overflowWrap: 'anywhere' }}>{unit.name}</span>
                  </Flex>
                </Text>
              ))}
            </Flex>
          </Flex>
        </fieldset>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <input
              type="checkbox"
              checked={draft.pinned}
              disabled={!editable}
              onChange={(e) => editor.send({ type: 'news.setPinned', pinned: e.target.checked })}
            />
            {intl.formatMessage(cm.editorPin)}
          </Flex>
        </Text>
      </Flex>
    </Card>
  );
}
