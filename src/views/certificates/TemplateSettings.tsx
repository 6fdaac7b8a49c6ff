import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../machines/admin/uploadMachine';
import {
  selectBackground,
  selectDraft,
  selectIsEditable,
  selectIssues,
  selectServerError,
} from '../../machines/certificates/templates/templateEditorSelectors';
import { FormField } from '../admin/FormField';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { SelectField } from '../admin/SelectField';
import { UploadField } from '../admin/UploadField';
import { useErrorAt, type EditorRef } from './editorShared';
import { cm } from './messages';

/** The template's name, its page and its background (colour, and an uploaded image or PDF). */
export function TemplateSettings({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const editable = useSelector(editor, selectIsEditable);
  const background = useSelector(editor, selectBackground);
  const issues = useSelector(editor, selectIssues, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const serverError = useSelector(editor, selectServerError);
  const upload = useSelector(
    editor,
    (s) => s.children.background as ActorRefFrom<typeof uploadMachine> | undefined,
  );
  const errorAt = useErrorAt(issues, serverError);
  const nameError = errorAt('name');
  const bgError = errorAt('design.backgroundFileId');
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {intl.formatMessage(cm.sectionPage)}
        </Heading>
        <FormField label={intl.formatMessage(cm.fieldName)} error={nameError} required>
          {(control) => (
            <input
              {...control}
              style={{ ...(nameError ? invalidField : nativeField), width: '100%' }}
              value={draft.name}
              maxLength={200}
              readOnly={!editable}
              onChange={(e) => editor.send({ type: 'template.rename', name: e.target.value })}
            />
          )}
        </FormField>
        <Grid columns={{ initial: '1', sm: '3', lg: '2', xl: '3' }} gap="3">
          <SelectField
            label={intl.formatMessage(cm.fieldPageSize)}
            value={draft.design.pageSize}
            options={[
              ['A4', intl.formatMessage(cm.pageA4)],
              ['LETTER', intl.formatMessage(cm.pageLETTER)],
            ]}
            onChange={(v) => editor.send({ type: 'template.setPageSize', pageSize: v as 'A4' | 'LETTER' })}
          />
          <SelectField
            label={intl.formatMessage(cm.fieldOrientation)}
            value={draft.design.orientation}
            options={[
              ['LANDSCAPE', intl.formatMessage(cm.LANDSCAPE)],
              ['PORTRAIT', intl.formatMessage(cm.PORTRAIT)],
            ]}
            onChange={(v) =>
              editor.send({ type: 'template.setOrientation', orientation: v as 'LANDSCAPE' | 'PORTRAIT' })
            }
          />
          <FormField
            label={intl.formatMessage(cm.fieldBackgroundColour)}
            error={errorAt('design.backgroundColour')}
          >
            {(control) => (
              <input
                {...control}
                type="color"
                style={{ ...nativeField, width: '100%', height: 'var(--space-7)' }}
                value={draft.design.backgroundColour}
                disabled={!editable}
                onChange={(e) =>
                  editor.send({ type: 'template.setBackgroundColour', colour: e.target.value })
                }
              />
            )}
          </FormField>
        </Grid>
        {draft.design.backgroundFileId ? (
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2">
              {intl.formatMessage(background?.kind === 'PDF' ? cm.backgroundPdf : cm.backgroundImage)}
            </Text>
            <Button
              type="button"
              size="1"
              variant="soft"
              color="red"
              disabled={!editable}
              onClick={() => editor.send({ type: 'template.removeBackground' })}
            >
              {intl.formatMessage(cm.removeBackground)}
            </Button>
          </Flex>
        ) : null}
        {bgError ? (
          <Text size="2" color="red" role="alert">
            {bgError}
          </Text>
        ) : null}
        {upload ? (
          <UploadField
            actor={upload}
            label={intl.formatMessage(cm.fieldBackground)}
            description={intl.formatMessage(cm.backgroundHint)}
            accept="image/png,image/jpeg,image/webp,application/pdf"
          />
        ) : null}
      </Flex>
    </Card>
  );
}
