import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../machines/admin/uploadMachine';
import type { PathDraft } from '../../machines/learningPaths/pathDraft';
import type { PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import {
  selectOptions,
  selectOptionsStatus,
  type mediaOptionsMachine,
} from '../../machines/mediaManagement/mediaOptionsMachine';
import { AddLanguage } from '../admin/AddLanguage';
import { FormField } from '../admin/FormField';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { UploadField } from '../admin/UploadField';
import { lp } from './messages';

const LANGUAGES = ['en', 'de', 'sw', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'tr'];
const full = (error: string | null) => ({ ...(error ? invalidField : nativeField), width: '100%' });

export interface PathDetailsProps {
  draft: PathDraft;
  editable: boolean;
  issueAt: (field: string) => string | null;
  options: ActorRefFrom<typeof mediaOptionsMachine>;
  cover: ActorRefFrom<typeof uploadMachine> | undefined;
  onEdit: (event: PathEditEvent) => void;
}

/** Title, description, language, who sees it, cover and translations. */
export function PathDetails({ draft, editable, issueAt, options, cover, onEdit }: PathDetailsProps) {
  const intl = useIntl();
  const units = useSelector(options, selectOptions).units;
  const unitsStatus = useSelector(options, selectOptionsStatus);
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const language = (code: string) => names.of(code) ?? code;
  const free = LANGUAGES.filter(
    (l) => l !== draft.language && !draft.translations.some((t) => t.locale === l),
  );
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          {intl.formatMessage(lp.details)}
        </Heading>
        <FormField label={intl.formatMessage(lp.fieldTitle)} error={issueAt('title')} required>
          {(control) => (
            <input
              {...control}
              style={full(issueAt('title'))}
              value={draft.title}
              readOnly={!editable}
              onChange={(e) => onEdit({ type: 'path.change', field: 'title', value: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={intl.formatMessage(lp.fieldDescription)} error={issueAt('description')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              style={full(issueAt('description'))}
              value={draft.description}
              readOnly={!editable}
              onChange={(e) => onEdit({ type: 'path.change', field: 'description', value: e.target.value })}
            />
          )}
        </FormField>
        <Flex gap="3" wrap="wrap">
          <FormField label={intl.formatMessage(lp.fieldLanguage)}>
            {(control) => (
              <select
                {...control}
                style={nativeField}
                value={draft.language}
                disabled={!editable}
                onChange={(e) => onEdit({ type: 'path.change', field: 'language', value: e.target.value })}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {language(code)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={intl.formatMessage(lp.fieldUnit)}
            error={issueAt('unitId')}
            hint={unitsStatus === 'failed' ? intl.formatMessage(lp.unitsFailed) : undefined}
          >
            {(control) => (
              <select
                {...control}
                style={{ ...nativeField, maxWidth: '100%' }}
                value={draft.unitId ?? ''}
                disabled={!editable}
                onChange={(e) =>
                  onEdit({ type: 'path.change', field: 'unitId', value: e.target.value || null })
                }
              >
                <option value="">{intl.formatMessage(lp.everyUnit)}</option>
                {units.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </Flex>
        <Flex direction="column" gap="2">
          {draft.cover ? (
            <Flex gap="3" align="center" wrap="wrap">
              <img
                src={draft.cover.url}
                alt={intl.formatMessage(lp.coverAlt)}
                style={{
                  width: 160,
                  maxWidth: '100%',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  borderRadius: 'var(--radius-2)',
                }}
              />
              <Button
                type="button"
                variant="soft"
                color="red"
                disabled={!editable}
                onClick={() => onEdit({ type: 'path.removeCover' })}
              >
                {intl.formatMessage(lp.removeCover)}
              </Button>
            </Flex>
          ) : null}
          {cover ? (
            <UploadField
              actor={cover}
              label={intl.formatMessage(lp.fieldCover)}
              description={intl.formatMessage(lp.coverHint)}
              accept="image/png,image/jpeg,image/webp"
            />
          ) : null}
        </Flex>
        <Flex direction="column" gap="2">
          <Heading as="h3" size="3">
            {intl.formatMessage(lp.translations)}
          </Heading>
          <Text size="2" color="gray">
            {intl.formatMessage(lp.translationsHint)}
          </Text>
          {draft.translations.map((t, i) => (
            <Card key={t.locale} variant="surface">
              <Flex direction="column" gap="2">
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Text weight="medium">{language(t.locale)}</Text>
                  <Button
                    type="button"
                    size="1"
                    variant="soft"
                    color="red"
                    disabled={!editable}
                    onClick={() => onEdit({ type: 'path.removeTranslation', locale: t.locale })}
                  >
                    {intl.formatMessage(lp.removeTranslation, { language: language(t.locale) })}
                  </Button>
                </Flex>
                <FormField
                  label={intl.formatMessage(lp.translationTitle, { language: language(t.locale) })}
                  error={issueAt(`translations.${i}.title`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      lang={t.locale}
                      style={full(null)}
                      value={t.title}
                      readOnly={!editable}
                      onChange={(e) =>
                        onEdit({
                          type: 'path.translate',
                          locale: t.locale,
                          field: 'title',
                          value: e.target.value,
                        })
                      }
                    />
                  )}
                </FormField>
                <FormField
                  label={intl.formatMessage(lp.translationDescription, { language: language(t.locale) })}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      lang={t.locale}
                      rows={2}
                      style={full(null)}
                      value={t.description}
                      readOnly={!editable}
                      onChange={(e) =>
                        onEdit({
                          type: 'path.translate',
                          locale: t.locale,
                          field: 'description',
                          value: e.target.value,
                        })
                      }
                    />
                  )}
                </FormField>
              </Flex>
            </Card>
          ))}
          {free.length ? (
            <AddLanguage
              languages={free}
              nameOf={language}
              label={intl.formatMessage(lp.translationLanguage)}
              addLabel={intl.formatMessage(lp.addTranslation)}
              disabled={!editable}
              onAdd={(locale) => onEdit({ type: 'path.addTranslation', locale })}
            />
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
