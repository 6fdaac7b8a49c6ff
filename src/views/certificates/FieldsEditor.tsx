import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsEditable } from '../../machines/certificates/templates/templateEditorSelectors';
import { DESIGN_LIMITS, FIELD_KINDS, type FieldKind } from '../../schemas/certificateDesign';
import { nativeField } from '../admin/fieldStyle';
import { kindName, type EditorRef } from './editorShared';
import { FieldCard } from './FieldCard';
import { cm } from './messages';

/** The design's fields: add one of a kind, and per field its place, size, font, colour and texts. */
export function FieldsEditor({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const kindId = useId();
  const [kind, setKind] = useState<FieldKind>('TEXT');
  const fields = useSelector(editor, (s) => s.context.draft.design.fields);
  const editable = useSelector(editor, selectIsEditable);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        {intl.formatMessage(cm.sectionFields)}
      </Heading>
      <Text size="2" color="gray">
        {intl.formatMessage(cm.fieldsHint)}
      </Text>
      {fields.map((field, index) => (
        <FieldCard key={field.id} editor={editor} field={field} index={index} count={fields.length} />
      ))}
      <Flex gap="2" align="end" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Text as="label" htmlFor={kindId} size="2" weight="bold">
            {intl.formatMessage(cm.addFieldKind)}
          </Text>
          <select
            id={kindId}
            style={nativeField}
            value={kind}
            onChange={(e) => setKind(e.target.value as FieldKind)}
          >
            {FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(intl, k)}
              </option>
            ))}
          </select>
        </Flex>
        <Button
          type="button"
          variant="soft"
          disabled={!editable || fields.length >= DESIGN_LIMITS.fieldsMax}
          onClick={() =>
            editor.send({ type: 'template.addField', kind, id: `f-${crypto.randomUUID().slice(0, 8)}` })
          }
        >
          {intl.formatMessage(cm.addField)}
        </Button>
      </Flex>
    </Flex>
  );
}
