// The editor's edit events, each one pure change of the draft (draftEdits.ts), and which answer is a whole
// path (a conflict's current version): kept beside the machine so its definition reads as states and
// transitions.
import { edits } from './draftEdits';
import type { LoadedPath, PathDraft } from './pathDraft';
import type { PathEditEvent } from './pathEditorTypes';

export const isLoaded = (value: unknown): value is LoadedPath =>
  typeof value === 'object' && value !== null && 'sections' in value && 'updatedAt' in value;

/** The draft after one edit event. */
export function applyEdit(d: PathDraft, event: PathEditEvent): PathDraft {
  switch (event.type) {
    case 'path.change':
      return edits.field(d, event.field, event.value);
    case 'path.addTranslation':
      return edits.addTranslation(d, event.locale);
    case 'path.translate':
      return edits.translate(d, event.locale, event.field, event.value);
    case 'path.removeTranslation':
      return edits.removeTranslation(d, event.locale);
    case 'path.removeCover':
      return edits.cover(d, null);
    case 'path.addSection':
      return edits.addSection(d, event.id);
    case 'path.removeSection':
      return edits.removeSection(d, event.sectionId);
    case 'path.renameSection':
      return edits.renameSection(d, event.sectionId, event.title);
    case 'path.translateSection':
      return edits.translateSection(d, event.sectionId, event.locale, event.title);
    case 'path.setRule':
      return edits.setRule(d, event.sectionId, event.rule);
    case 'path.setMinCount':
      return edits.setMinCount(d, event.sectionId, event.minCount);
    case 'path.setRequires':
      return edits.setRequires(d, event.sectionId, event.requires);
    case 'path.setUnlockOn':
      return edits.setUnlockOn(d, event.sectionId, event.unlockOn);
    case 'path.moveSection':
      return edits.moveSection(d, event.sectionId, event.to);
    case 'path.addMedium':
      return edits.addMedium(d, event.sectionId, event.medium);
    case 'path.removeMedium':
      return edits.removeMedium(d, event.sectionId, event.mediumId);
    case 'path.moveMedium':
      return edits.moveMedium(d, event.sectionId, event.mediumId, event.to, event.toSectionId);
  }
}

export const EDIT_EVENTS: PathEditEvent['type'][] = [
  'path.change',
  'path.addTranslation',
  'path.translate',
  'path.removeTranslation',
  'path.removeCover',
  'path.addSection',
  'path.removeSection',
  'path.renameSection',
  'path.translateSection',
  'path.setRule',
  'path.setMinCount',
  'path.setRequires',
  'path.setUnlockOn',
  'path.moveSection',
  'path.addMedium',
  'path.removeMedium',
  'path.moveMedium',
];
