// The template editor's edit events, each one pure change of the draft (templateDraft.ts), and how it
// reads a saved template the server sent back with a conflict: kept beside the machine so its definition
// reads as states and transitions (as the learning path editor's pathEditorEdits.ts).
import { edits, type LoadedTemplate } from './templateDraft';
import type { TemplateEditEvent, TemplateEditorContext } from './templateEditorTypes';

export const isLoaded = (value: unknown): value is LoadedTemplate =>
  typeof value === 'object' && value !== null && 'design' in value && 'updatedAt' in value;

/** The draft after one edit event. */
export function applyEdit(context: TemplateEditorContext, event: TemplateEditEvent) {
  const d = context.draft;
  switch (event.type) {
    case 'template.rename':
      return edits.rename(d, event.name);
    case 'template.setPageSize':
      return edits.pageSize(d, event.pageSize);
    case 'template.setOrientation':
      return edits.orientation(d, event.orientation);
    case 'template.setBackgroundColour':
      return edits.backgroundColour(d, event.colour);
    case 'template.removeBackground':
      return edits.background(d, null);
    case 'template.addField':
      return edits.addField(d, event.kind, event.id);
    case 'template.removeField':
      return edits.removeField(d, event.fieldId);
    case 'template.reorderField':
      return edits.reorderField(d, event.fieldId, event.to);
    case 'template.updateField':
      return edits.updateField(d, event.fieldId, event.patch);
    case 'template.setText':
      return edits.setText(d, event.fieldId, event.locale, event.text);
    case 'template.nudgeField':
      return edits.nudge(d, event.fieldId, event.dx, event.dy);
    case 'template.placeField':
      return edits.place(d, event.fieldId, event.x, event.y);
    case 'template.addLocale':
      return edits.addLocale(d, event.locale);
    case 'template.removeLocale':
      return edits.removeLocale(d, event.locale);
    case 'template.setDefaultLocale':
      return edits.defaultLocale(d, event.locale);
  }
}

/** The events `applyEdit` takes. */
export const EDIT_EVENTS: TemplateEditEvent['type'][] = [
  'template.rename',
  'template.setPageSize',
  'template.setOrientation',
  'template.setBackgroundColour',
  'template.removeBackground',
  'template.addField',
  'template.removeField',
  'template.reorderField',
  'template.updateField',
  'template.setText',
  'template.nudgeField',
  'template.placeField',
  'template.addLocale',
  'template.removeLocale',
  'template.setDefaultLocale',
];
