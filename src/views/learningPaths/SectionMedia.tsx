// A section's media in order: dragged (dnd-kit, keyboard too) or moved with the buttons, removed, and the
// way to the picker that adds more. Each change is one edit event of the path editor.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { DraftSection } from '../../machines/learningPaths/pathDraft';
import type { PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import { lp } from './messages';
import { SortableList, SortableRow } from './sortable';

export interface SectionMediaProps {
  section: DraftSection;
  editable: boolean;
  onEdit: (event: PathEditEvent) => void;
  onAddMedia: () => void;
}

export function SectionMedia({ section, editable, onEdit, onAddMedia }: SectionMediaProps) {
  const intl = useIntl();
  const sectionId = section.id;
  const mediumName = (id: string) => section.media.find((m) => m.id === id)?.title ?? id;
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium">
        {intl.formatMessage(lp.media)}
      </Text>
      {section.media.length === 0 ? (
        <Text size="2" color="gray">
          {intl.formatMessage(lp.noMedia)}
        </Text>
      ) : (
        <SortableList
          ids={section.media.map((m) => m.id)}
          nameOf={mediumName}
          onMove={(mediumId, to) => onEdit({ type: 'path.moveMedium', sectionId, mediumId, to })}
        >
          <ol aria-label={intl.formatMessage(lp.media)} style={{ margin: 0, padding: 0 }}>
            {section.media.map((medium, i) => (
              <SortableRow key={medium.id} id={medium.id}>
                {(h) => (
                  <Flex
                    gap="2"
                    align="center"
                    wrap="wrap"
                    py="1"
                    style={{
                      borderBottom: '1px solid var(--gray-a4)',
                      background: 'var(--color-panel-solid)',
                    }}
                  >
                    <Button
                      type="button"
                      size="1"
                      variant="ghost"
                      color="gray"
                      style={{ cursor: 'grab', touchAction: 'none' }}
                      aria-label={intl.formatMessage(lp.mediumDrag, { title: medium.title })}
                      disabled={!editable}
                      {...h.attributes}
                      {...h.listeners}
                    >
                      ⠿
                    </Button>
                    <Text size="2" style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                      {i + 1}. {medium.title}
                      {medium.durationMinutes ? (
                        <Text color="gray">
                          {' '}
                          · {intl.formatMessage(lp.minutes, { minutes: medium.durationMinutes })}
                        </Text>
                      ) : null}
                      {!medium.available ? (
                        <Text color="red"> · {intl.formatMessage(lp.mediumUnavailable)}</Text>
                      ) : null}
                    </Text>
                    <Flex gap="1">
                      <Button
                        type="button"
                        size="1"
                        variant="soft"
                        aria-label={intl.formatMessage(lp.mediumUp, { title: medium.title })}
                        disabled={!editable || i === 0}
                        onClick={() =>
                          onEdit({ type: 'path.moveMedium', sectionId, mediumId: medium.id, to: i - 1 })
                        }
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        size="1"
                        variant="soft"
                        aria-label={intl.formatMessage(lp.mediumDown, { title: medium.title })}
                        disabled={!editable || i === section.media.length - 1}
                        onClick={() =>
                          onEdit({ type: 'path.moveMedium', sectionId, mediumId: medium.id, to: i + 1 })
                        }
                      >
                        ↓
                      </Button>
                      <Button
                        type="button"
                        size="1"
                        variant="soft"
                        color="red"
                        aria-label={intl.formatMessage(lp.mediumRemove, { title: medium.title })}
                        disabled={!editable}
                        onClick={() => onEdit({ type: 'path.removeMedium', sectionId, mediumId: medium.id })}
                      >
                        ✕
                      </Button>
                    </Flex>
                  </Flex>
                )}
              </SortableRow>
            ))}
          </ol>
        </SortableList>
      )}
      <Flex>
        <Button type="button" variant="soft" disabled={!editable} onClick={onAddMedia}>
          {intl.formatMessage(lp.addMedia)}
        </Button>
      </Flex>
    </Flex>
  );
}
