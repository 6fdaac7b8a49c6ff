import { Button, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { FieldPatch } from '../../machines/certificates/templates/templateDraft';
import {
  selectDesignProblems,
  selectDraft,
  selectIsEditable,
  selectIssues,
  selectSelected,
  selectServerError,
} from '../../machines/certificates/templates/templateEditorSelectors';
import {
  ALIGNMENTS,
  DESIGN_LIMITS,
  FONT_FAMILIES,
  PLACEHOLDERS,
  type CertificateField,
} from '../../schemas/certificateDesign';
import { FormField } from '../admin/FormField';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { SelectField } from '../admin/SelectField';
import { kindName, languageName, problemText, useErrorAt, type EditorRef } from './editorShared';
import { cm } from './messages';

function NumberInput({
  label,
  value,
  error,
  min,
  max,
  step,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  error: string | null;
  min: number;
  max: number;
  step: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          style={{ ...(error ? invalidField : nativeField), width: '100%' }}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            if (Number.isFinite(n)) onChange(n);
          }}
        />
      )}
    </FormField>
  );
}

/** One field of the design: select it for the preview, reorder, remove; place, size, font, colour, texts. */
export function FieldCard({
  editor,
  field,
  index,
  count,
}: {
  editor: EditorRef;
  field: CertificateField;
  index: number;
  count: number;
}) {
  const intl = useIntl();
  const draft = useSelector(editor, selectDraft);
  const editable = useSelector(editor, selectIsEditable);
  const selected = useSelector(editor, selectSelected) === field.id;
  const issues = useSelector(editor, selectIssues, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const serverError = useSelector(editor, selectServerError);
  const problems = useSelector(
    editor,
    selectDesignProblems,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  ).filter((p) => p.fieldId === field.id);
  const errorAt = useErrorAt(issues, serverError);
  const at = (key: string) => errorAt(`design.fields.${index}.${key}`);
  const name = kindName(intl, field.kind);
  const patch = (change: FieldPatch) =>
    editor.send({ type: 'template.updateField', fieldId: field.id, patch: change });
  const qr = field.kind === 'QR_CODE';
  return (
    <Card
      variant={selected ? 'classic' : 'surface'}
      style={selected ? { outline: '2px solid var(--accent-9)' } : undefined}
    >
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Button
            type="button"
            variant="ghost"
            aria-pressed={selected}
            aria-label={intl.formatMessage(cm.selectField, { field: name })}
            onClick={() => editor.send({ type: 'template.select', fieldId: selected ? null : field.id })}
          >
            <Text weight="bold">{name}</Text>
          </Button>
          <Flex gap="1" wrap="wrap">
            <Button
              type="button"
              size="1"
              variant="soft"
              disabled={!editable || index === 0}
              aria-label={intl.formatMessage(cm.moveUp, { field: name })}
              onClick={() => editor.send({ type: 'template.reorderField', fieldId: field.id, to: index - 1 })}
            >
              ↑
            </Button>
            <Button
              type="button"
              size="1"
              variant="soft"
              disabled={!editable || index === count - 1}
              aria-label={intl.formatMessage(cm.moveDown, { field: name })}
              onClick={() => editor.send({ type: 'template.reorderField', fieldId: field.id, to: index + 1 })}
            >
              ↓
            </Button>
            <Button
              type="button"
              size="1"
              variant="soft"
              color="red"
              disabled={!editable}
              onClick={() => editor.send({ type: 'template.removeField', fieldId: field.id })}
            >
              {intl.formatMessage(cm.removeField, { field: name })}
            </Button>
          </Flex>
        </Flex>
        {problems.map((p) => (
          <Text key={p.code} size="2" color="amber" role="status">
            ⚠ {problemText(intl, p.code)}
          </Text>
        ))}
        <Grid columns={{ initial: '2', sm: '4', lg: '2', xl: '4' }} gap="3">
          <NumberInput
            label={intl.formatMessage(cm.x)}
            value={field.x}
            error={at('x')}
            min={0}
            max={300}
            step={1}
            disabled={!editable}
            onChange={(x) => patch({ x })}
          />
          <NumberInput
            label={intl.formatMessage(cm.y)}
            value={field.y}
            error={at('y')}
            min={0}
            max={300}
            step={1}
            disabled={!editable}
            onChange={(y) => patch({ y })}
          />
          <NumberInput
            label={intl.formatMessage(qr ? cm.side : cm.width)}
            value={field.width}
            error={at('width')}
            min={5}
            max={300}
            step={1}
            disabled={!editable}
            onChange={(width) => patch({ width })}
          />
          {!qr ? (
            <NumberInput
              label={intl.formatMessage(cm.fontSize)}
              value={field.fontSize}
              error={at('fontSize')}
              min={DESIGN_LIMITS.fontSizeMin}
              max={DESIGN_LIMITS.fontSizeMax}
              step={1}
              disabled={!editable}
              onChange={(fontSize) => patch({ fontSize })}
            />
          ) : null}
        </Grid>
        {!qr ? (
          <Grid columns={{ initial: '2', sm: '4', lg: '2', xl: '4' }} gap="3" align="end">
            <SelectField
              label={intl.formatMessage(cm.fontFamily)}
              value={field.fontFamily}
              options={FONT_FAMILIES.map((f) => [f, intl.formatMessage(cm[f])] as const)}
              onChange={(v) => patch({ fontFamily: v as CertificateField['fontFamily'] })}
            />
            <SelectField
              label={intl.formatMessage(cm.align)}
              value={field.align}
              options={ALIGNMENTS.map((a) => [a, intl.formatMessage(cm[a])] as const)}
              onChange={(v) => patch({ align: v as CertificateField['align'] })}
            />
            <FormField label={intl.formatMessage(cm.colour)} error={at('colour')}>
              {(control) => (
                <input
                  {...control}
                  type="color"
                  style={{ ...nativeField, width: '100%', height: 'var(--space-6)' }}
                  value={field.colour}
                  disabled={!editable}
                  onChange={(e) => patch({ colour: e.target.value })}
                />
              )}
            </FormField>
            <Text as="label" size="2" weight="bold">
              <Flex gap="2" align="center" style={{ minHeight: 'var(--space-6)' }}>
                <input
                  type="checkbox"
                  checked={field.bold}
                  disabled={!editable}
                  onChange={(e) => patch({ bold: e.target.checked })}
                />
                {intl.formatMessage(cm.bold)}
              </Flex>
            </Text>
          </Grid>
        ) : null}
        {field.kind === 'TEXT' ? (
          <Flex direction="column" gap="2">
            {draft.locales.map((locale) => (
              <FormField
                key={locale}
                label={intl.formatMessage(cm.textIn, { language: languageName(intl, locale) })}
                error={at(`texts.${locale}`)}
              >
                {(control) => (
                  <textarea
                    {...control}
                    lang={locale}
                    rows={2}
                    maxLength={DESIGN_LIMITS.textMax}
                    style={{ ...nativeField, width: '100%', resize: 'vertical' }}
                    value={field.texts[locale] ?? ''}
                    readOnly={!editable}
                    onChange={(e) =>
                      editor.send({
                        type: 'template.setText',
                        fieldId: field.id,
                        locale,
                        text: e.target.value,
                      })
                    }
                  />
                )}
              </FormField>
            ))}
            <Text size="1" color="gray">
              {intl.formatMessage(cm.placeholdersHint, { list: PLACEHOLDERS.map((p) => `{${p}}`).join(' ') })}
            </Text>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
