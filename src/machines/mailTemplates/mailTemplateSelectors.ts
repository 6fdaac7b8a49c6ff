// What the mail template editor's views read: narrow slices of the snapshot, and the rules' problems of the
// draft (derived, so they show at their position while the administrator types).
import { validateMailTemplate, type MailTemplateProblem } from '../../schemas/mailTemplate';
import { sameDraft, type MailTemplateEditorSnapshot } from './mailTemplateEditorMachine';

export type MailTemplateEditorStatus = 'loading' | 'loadFailed' | 'notFound' | 'ready' | 'left';
export type MailTemplateActivity =
  | 'editing'
  | 'saving'
  | 'conflict'
  | 'confirmingLeave'
  | 'confirmingReset'
  | 'resetting'
  | 'sendingTest'
  | 'reloading';
export type PreviewStatus = 'idle' | 'waiting' | 'blocked' | 'rendering' | 'shown' | 'failed';

type ReadyValue = { ready: { main: MailTemplateActivity; preview: PreviewStatus } };

export const selectEditorStatus = (s: MailTemplateEditorSnapshot): MailTemplateEditorStatus =>
  s.value === 'starting'
    ? 'loading'
    : typeof s.value === 'string'
      ? (s.value as MailTemplateEditorStatus)
      : 'ready';
export const selectActivity = (s: MailTemplateEditorSnapshot): MailTemplateActivity =>
  s.matches('ready') ? (s.value as ReadyValue).ready.main : 'editing';
export const selectPreviewStatus = (s: MailTemplateEditorSnapshot): PreviewStatus =>
  s.matches('ready') ? (s.value as ReadyValue).ready.preview : 'idle';
export const selectDraft = (s: MailTemplateEditorSnapshot) => s.context.draft;
export const selectTemplate = (s: MailTemplateEditorSnapshot) => s.context.template;
export const selectIsDirty = (s: MailTemplateEditorSnapshot) =>
  !sameDraft(s.context.draft, s.context.baseline);
export const selectIsBusy = (s: MailTemplateEditorSnapshot) => s.hasTag('busy');
export const selectProblem = (s: MailTemplateEditorSnapshot) => s.context.problem;
export const selectPreview = (s: MailTemplateEditorSnapshot) => s.context.preview;
export const selectPreviewLocale = (s: MailTemplateEditorSnapshot) => s.context.previewLocale;
export const selectPreviewProblem = (s: MailTemplateEditorSnapshot) => s.context.previewProblem;

/** The rules' problems of the draft as it is now, with the API's own refusal first (until the next edit). */
export function selectTemplateProblems(s: MailTemplateEditorSnapshot): MailTemplateProblem[] {
  const { serverError, event, draft } = s.context;
  const own = validateMailTemplate(event, draft);
  if (!serverError || (serverError.field !== 'subject' && serverError.field !== 'body')) return own;
  const at = serverError.position ?? { line: 1, column: 1, offset: 0 };
  return [
    { field: serverError.field, code: 'INVALID_ICU', message: serverError.message, position: at, end: at },
    ...own,
  ];
}
