import { Button, Callout, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectPickerResults,
  selectPickerSearch,
  selectPickerStatus,
  type linkPickerMachine,
} from '../../machines/certificates/templates/linkPickerMachine';
import { selectTemplate } from '../../machines/certificates/templates/templateEditorSelectors';
import { FormField } from '../admin/FormField';
import { invalidField, nativeField } from '../admin/fieldStyle';
import type { EditorRef } from './editorShared';
import { cm } from './messages';

/** Months 1-600, or null for no expiry; undefined when the text is neither. */
export function parseValidity(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  return months >= 1 && months <= 600 ? months : undefined;
}

/** "Attach": media and paths found by the search, each saying which template it has now. */
export function LinkPickerDialog({
  picker,
  editor,
}: {
  picker: ActorRefFrom<typeof linkPickerMachine>;
  editor: EditorRef;
}) {
  const intl = useIntl();
  const status = useSelector(picker, selectPickerStatus);
  const results = useSelector(picker, selectPickerResults);
  const search = useSelector(picker, selectPickerSearch);
  const template = useSelector(editor, selectTemplate);
  const [validity, setValidity] = useState('');
  const months = parseValidity(validity);
  const close = () => picker.send({ type: 'picker.close' });
  return (
    <Dialog.Root open={status !== 'closed'} onOpenChange={(open) => (open ? null : close())}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{intl.formatMessage(cm.pickerTitle)}</Dialog.Title>
        <Dialog.Description size="2">{intl.formatMessage(cm.linksHint)}</Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <FormField
            label={intl.formatMessage(cm.pickerValidity)}
            hint={intl.formatMessage(cm.pickerValidityHint)}
            error={months === undefined ? intl.formatMessage(cm.validityInvalid) : null}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                style={{ ...(months === undefined ? invalidField : nativeField), width: '8rem' }}
                value={validity}
                onChange={(e) => setValidity(e.target.value)}
              />
            )}
          </FormField>
          <input
            type="search"
            aria-label={intl.formatMessage(cm.pickerSearch)}
            placeholder={intl.formatMessage(cm.pickerSearch)}
            style={{ ...nativeField, width: '100%' }}
            value={search}
            onChange={(e) => picker.send({ type: 'picker.search', text: e.target.value })}
          />
          {status === 'loading' ? (
            <Flex role="status" gap="2" align="center">
              <Spinner />
              <Text>{intl.formatMessage(cm.pickerLoading)}</Text>
            </Flex>
          ) : status === 'failed' ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{intl.formatMessage(cm.pickerFailed)}</Callout.Text>
              <Button variant="soft" onClick={() => picker.send({ type: 'picker.retry' })}>
                {intl.formatMessage(cm.retry)}
              </Button>
            </Callout.Root>
          ) : results.length === 0 ? (
            <Text color="gray">{intl.formatMessage(cm.pickerNone)}</Text>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {results.map((target) => {
                const mine = target.templateId === template?.id;
                return (
                  <li
                    key={`${target.kind}:${target.id}`}
                    style={{ padding: 'var(--space-2) 0', borderBottom: '1px solid var(--gray-a5)' }}
                  >
                    <Flex gap="3" align="center" justify="between" wrap="wrap">
                      <Flex direction="column" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                        <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
                          {target.title}
                        </Text>
                        <Text size="1" color="gray">
                          {intl.formatMessage(target.kind === 'MEDIUM' ? cm.kindMEDIUM : cm.kindPATH)}
                          {target.templateName
                            ? ` · ${mine ? intl.formatMessage(cm.pickerThis) : intl.formatMessage(cm.pickerReplaces, { name: target.templateName })}`
                            : ''}
                        </Text>
                      </Flex>
                      <Button
                        size="1"
                        disabled={months === undefined}
                        aria-label={intl.formatMessage(cm.pickerAttach, { title: target.title })}
                        onClick={() => {
                          if (months === undefined) return;
                          editor.send({
                            type: 'template.link',
                            link: { kind: target.kind, targetId: target.id, validityMonths: months },
                          });
                          close();
                        }}
                      >
                        {intl.formatMessage(cm.pickerAttachShort)}
                      </Button>
                    </Flex>
                  </li>
                );
              })}
            </ul>
          )}
          <Flex justify="end">
            <Button variant="soft" onClick={close}>
              {intl.formatMessage(cm.close)}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
