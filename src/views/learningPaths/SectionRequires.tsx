// A section's prerequisites: the other sections, ticked when this one needs them done first. The rules
// (src/schemas/pathRules.ts) name a cycle as a problem; the choice itself is free.
import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { DraftSection } from '../../machines/learningPaths/pathDraft';
import type { PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import { lp } from './messages';

export interface SectionRequiresProps {
  section: DraftSection;
  /** The path's other sections, in order. */
  others: DraftSection[];
  nameOf: (section: DraftSection) => string;
  editable: boolean;
  onEdit: (event: PathEditEvent) => void;
}

export function SectionRequires({ section, others, nameOf, editable, onEdit }: SectionRequiresProps) {
  const intl = useIntl();
  const sectionId = section.id;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend>
        <Text size="2" weight="medium">
          {intl.formatMessage(lp.requires)}
        </Text>{' '}
        <Text size="1" color="gray">
          {intl.formatMessage(lp.requiresHint)}
        </Text>
      </legend>
      {others.length === 0 ? (
        <Text size="2" color="gray">
          {intl.formatMessage(lp.requiresNone)}
        </Text>
      ) : (
        <Flex direction="column" gap="1" mt="1">
          {others.map((other) => {
            const checked = section.requires.includes(other.id);
            return (
              <Text
                as="label"
                size="2"
                key={other.id}
                style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!editable}
                  onChange={() =>
                    onEdit({
                      type: 'path.setRequires',
                      sectionId,
                      requires: checked
                        ? section.requires.filter((r) => r !== other.id)
                        : [...section.requires, other.id],
                    })
                  }
                />
                <span style={{ overflowWrap: 'anywhere' }}>{nameOf(other)}</span>
              </Text>
            );
          })}
        </Flex>
      )}
    </fieldset>
  );
}
