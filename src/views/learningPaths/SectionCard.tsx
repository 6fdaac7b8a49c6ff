import { Button, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PathSectionRule } from '../../graphql/generated';
import type { DraftSection, PathDraft } from '../../machines/learningPaths/pathDraft';
import type { PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import type { PathProblem } from '../../schemas/pathRules';
import { FormField } from '../admin/FormField';
import { invalidField, nativeField } from '../admin/fieldStyle';
import { lp } from './messages';
import { SectionMedia } from './SectionMedia';
import { SectionRequires } from './SectionRequires';

const RULES: PathSectionRule[] = ['ALL_IN_ORDER', 'ALL_ANY_ORDER', 'AT_LEAST'];
const iconButton = { minWidth: 'var(--space-6)' } as const;

export interface SectionCardProps {
  draft: PathDraft;
  section: DraftSection;
  index: number;
  problems: PathProblem[];
  words: (problem: PathProblem) => string;
  issueAt: (field: string) => string | null;
  editable: boolean;
  handle: { attributes: Record<string, unknown>; listeners: Record<string, unknown> | undefined };
  onEdit: (event: PathEditEvent) => void;
  onAddMedia: () => void;
}

/** One section: its title, rule, prerequisites, unlock day and media, with its problems in words. */
export function SectionCard({
  draft,
  section,
  index,
  problems,
  words,
  issueAt,
  editable,
  handle,
  onEdit,
  onAddMedia,
}: SectionCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const number = index + 1;
  const sectionId = section.id;
  const at = `sections.${index}`;
  const others = draft.sections.filter((s) => s.id !== sectionId);
  const nameOf = (s: DraftSection) =>
    s.title.trim() || intl.formatMessage(lp.untitled, { number: draft.sections.indexOf(s) + 1 });
  const count = draft.sections.length;
  const errors = problems.some((p) => p.severity === 'error');
  return (
    <Card
      aria-labelledby={headingId}
      style={{
        borderLeft: `4px solid ${errors ? 'var(--red-9)' : problems.length ? 'var(--amber-9)' : 'var(--accent-7)'}`,
      }}
    >
      <Flex direction="column" gap="3">
        <Flex gap="2" align="center" wrap="wrap" justify="between">
          <Heading as="h3" size="4" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {intl.formatMessage(lp.sectionHeading, { number })}
            {section.title.trim() ? `: ${section.title}` : ''}
          </Heading>
          <Flex gap="1" wrap="wrap">
            <Button
              type="button"
              variant="soft"
              color="gray"
              style={{ ...iconButton, cursor: 'grab', touchAction: 'none' }}
              aria-label={intl.formatMessage(lp.dragSection, { number })}
              disabled={!editable}
              {...handle.attributes}
              {...handle.listeners}
            >
              ⠿
            </Button>
            <Button
              type="button"
              variant="soft"
              style={iconButton}
              aria-label={intl.formatMessage(lp.moveUp, { number })}
              disabled={!editable || index === 0}
              onClick={() => onEdit({ type: 'path.moveSection', sectionId, to: index - 1 })}
            >
              ↑
            </Button>
            <Button
              type="button"
              variant="soft"
              style={iconButton}
              aria-label={intl.formatMessage(lp.moveDown, { number })}
              disabled={!editable || index === count - 1}
              onClick={() => onEdit({ type: 'path.moveSection', sectionId, to: index + 1 })}
            >
              ↓
            </Button>
            <Button
              type="button"
              variant="soft"
              color="red"
              aria-label={intl.formatMessage(lp.removeSection, { number })}
              disabled={!editable || count === 1}
              onClick={() => onEdit({ type: 'path.removeSection', sectionId })}
            >
              ✕
            </Button>
          </Flex>
        </Flex>

        {problems.length ? (
          <Flex direction="column" gap="2">
            {problems.map((problem, i) => (
              <Callout.Root
                key={i}
                color={problem.severity === 'error' ? 'red' : 'amber'}
                size="1"
                highContrast
              >
                <Callout.Text>
                  <strong>{intl.formatMessage(problem.severity === 'error' ? lp.error : lp.warning)}:</strong>{' '}
                  {words(problem)}
                </Callout.Text>
              </Callout.Root>
            ))}
          </Flex>
        ) : null}

        <FormField label={intl.formatMessage(lp.sectionTitle)} error={issueAt(`${at}.title`)} required>
          {(control) => (
            <input
              {...control}
              style={{ ...(issueAt(`${at}.title`) ? invalidField : nativeField), width: '100%' }}
              value={section.title}
              readOnly={!editable}
              onChange={(e) => onEdit({ type: 'path.renameSection', sectionId, title: e.target.value })}
            />
          )}
        </FormField>
        {draft.translations.map((t) => (
          <FormField key={t.locale} label={intl.formatMessage(lp.sectionTranslation, { language: t.locale })}>
            {(control) => (
              <input
                {...control}
                lang={t.locale}
                style={{ ...nativeField, width: '100%' }}
                value={section.translations[t.locale] ?? ''}
                readOnly={!editable}
                onChange={(e) =>
                  onEdit({
                    type: 'path.translateSection',
                    sectionId,
                    locale: t.locale,
                    title: e.target.value,
                  })
                }
              />
            )}
          </FormField>
        ))}

        <Flex gap="3" wrap="wrap">
          <FormField label={intl.formatMessage(lp.rule)}>
            {(control) => (
              <select
                {...control}
                style={nativeField}
                value={section.rule}
                disabled={!editable}
                onChange={(e) =>
                  onEdit({ type: 'path.setRule', sectionId, rule: e.target.value as PathSectionRule })
                }
              >
                {RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {intl.formatMessage(lp[`rule${rule}`])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {section.rule === 'AT_LEAST' ? (
            <FormField label={intl.formatMessage(lp.minCount)} error={issueAt(`${at}.minCount`)} required>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={100}
                  inputMode="numeric"
                  style={{ ...(issueAt(`${at}.minCount`) ? invalidField : nativeField), width: '6rem' }}
                  value={section.minCount ?? ''}
                  readOnly={!editable}
                  onChange={(e) =>
                    onEdit({
                      type: 'path.setMinCount',
                      sectionId,
                      minCount: e.target.value === '' ? null : Number(e.target.value),
                    })
                  }
                />
              )}
            </FormField>
          ) : null}
          <FormField
            label={intl.formatMessage(lp.unlockOn)}
            hint={intl.formatMessage(lp.unlockHint)}
            error={issueAt(`${at}.unlockOn`)}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                style={nativeField}
                value={section.unlockOn ?? ''}
                readOnly={!editable}
                onChange={(e) =>
                  onEdit({ type: 'path.setUnlockOn', sectionId, unlockOn: e.target.value || null })
                }
              />
            )}
          </FormField>
        </Flex>

        <SectionRequires
          section={section}
          others={others}
          nameOf={nameOf}
          editable={editable}
          onEdit={onEdit}
        />

        <SectionMedia section={section} editable={editable} onEdit={onEdit} onAddMedia={onAddMedia} />
      </Flex>
    </Card>
  );
}
