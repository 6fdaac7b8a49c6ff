import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { PathDraft } from '../../machines/learningPaths/pathDraft';
import type { PathEditEvent } from '../../machines/learningPaths/pathEditorMachine';
import type { PathProblem } from '../../schemas/pathRules';
import { lp } from './messages';
import { SectionCard } from './SectionCard';
import { SortableList, SortableRow } from './sortable';

export interface SectionsEditorProps {
  draft: PathDraft;
  problems: PathProblem[];
  words: (problem: PathProblem) => string;
  issueAt: (field: string) => string | null;
  editable: boolean;
  onEdit: (event: PathEditEvent) => void;
  onAddMedia: (sectionId: string) => void;
}

/** The sections in order, reorderable by drag and drop or by the arrow buttons. */
export function SectionsEditor({
  draft,
  problems,
  words,
  issueAt,
  editable,
  onEdit,
  onAddMedia,
}: SectionsEditorProps) {
  const intl = useIntl();
  const nameOf = (id: string) => {
    const index = draft.sections.findIndex((s) => s.id === id);
    return (
      draft.sections[index]?.title.trim() || intl.formatMessage(lp.sectionHeading, { number: index + 1 })
    );
  };
  return (
    <Flex direction="column" gap="3" style={{ minWidth: 0 }}>
      <Heading as="h2" size="5">
        {intl.formatMessage(lp.sections)}
      </Heading>
      <Text size="2" color="gray">
        {intl.formatMessage(lp.sectionsHint)}
      </Text>
      {issueAt('sections') ? (
        <Text size="2" color="red" role="alert">
          {issueAt('sections')}
        </Text>
      ) : null}
      <SortableList
        ids={draft.sections.map((s) => s.id)}
        nameOf={nameOf}
        onMove={(sectionId, to) => onEdit({ type: 'path.moveSection', sectionId, to })}
      >
        <ol
          aria-label={intl.formatMessage(lp.sections)}
          style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' }}
        >
          {draft.sections.map((section, index) => (
            <SortableRow key={section.id} id={section.id}>
              {(handle) => (
                <SectionCard
                  draft={draft}
                  section={section}
                  index={index}
                  problems={problems.filter((p) => p.sectionId === section.id)}
                  words={words}
                  issueAt={issueAt}
                  editable={editable}
                  handle={handle}
                  onEdit={onEdit}
                  onAddMedia={() => onAddMedia(section.id)}
                />
              )}
            </SortableRow>
          ))}
        </ol>
      </SortableList>
      <Flex>
        <Button
          type="button"
          variant="outline"
          disabled={!editable}
          onClick={() => onEdit({ type: 'path.addSection', id: crypto.randomUUID() })}
        >
          {intl.formatMessage(lp.addSection)}
        </Button>
      </Flex>
    </Flex>
  );
}
