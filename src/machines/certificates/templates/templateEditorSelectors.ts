// What the template editor's views read from its snapshot; the design's problems are derived from the
// draft, so the warnings follow every edit.
import { designProblems } from '../../../schemas/certificateDesign';
import { issuesOf, sameDraft } from './templateDraft';
import type { TemplateEditorSnapshot } from './templateEditorMachine';

export type EditorStatus = 'loading' | 'loadFailed' | 'notFound' | 'ready' | 'left';

export const selectEditorStatus = (s: TemplateEditorSnapshot): EditorStatus => {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('ready')) return 'ready';
  if (s.matches('left')) return 'left';
  return 'loading';
};
export const selectDraft = (s: TemplateEditorSnapshot) => s.context.draft;
export const selectTemplate = (s: TemplateEditorSnapshot) => s.context.template;
export const selectIsNew = (s: TemplateEditorSnapshot) => s.context.id === null;
export const selectIsEditable = (s: TemplateEditorSnapshot) => s.hasTag('editable');
export const selectIsBusy = (s: TemplateEditorSnapshot) => s.hasTag('busy');
export const selectIsSaving = (s: TemplateEditorSnapshot) => s.matches({ ready: { main: 'saving' } });
export const selectIsDirty = (s: TemplateEditorSnapshot) => !sameDraft(s.context.draft, s.context.baseline);
export const selectInConflict = (s: TemplateEditorSnapshot) => s.matches({ ready: { main: 'conflict' } });
export const selectConfirmingLeave = (s: TemplateEditorSnapshot) =>
  s.matches({ ready: { main: 'confirmingLeave' } });
export const selectProblem = (s: TemplateEditorSnapshot) => s.context.problem;
export const selectServerError = (s: TemplateEditorSnapshot) => s.context.serverError;
export const selectSelected = (s: TemplateEditorSnapshot) => s.context.selected;
export const selectPreviewLocale = (s: TemplateEditorSnapshot) => s.context.previewLocale;
export const selectBackground = (s: TemplateEditorSnapshot) => s.context.background;
/** Input issues show once a save was tried. */
export const selectIssues = (s: TemplateEditorSnapshot) =>
  s.context.submitted ? issuesOf(s.context.draft) : [];
export const selectDesignProblems = (s: TemplateEditorSnapshot) => designProblems(s.context.draft.design);
export const selectBackgroundUpload = (s: TemplateEditorSnapshot) => s.children.background;
