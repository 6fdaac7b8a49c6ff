// The mail template editor machine's input, context and events (mailTemplateEditorMachine.ts).
import type { MailEvent } from '../../schemas/mailEvents';
import type { MailTemplatePosition } from '../../schemas/mailTemplate';
import type { ApiSettings } from '../../services/api';
import type { ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import type { NavigationActorRef } from '../navigationMachine';
import type { LoadedMailTemplate, MailPreview, MailTemplateDraft } from './mailTemplateActors';

export interface MailTemplateEditorInput {
  api: ApiSettings;
  event: MailEvent;
  locale: string;
  navigation: NavigationActorRef;
  /** The address's search (with `?`), so leaving goes back to the overview in the same language. */
  listSearch: string;
  toasts?: ToastActorRef;
}

export type MailTemplateAction = 'load' | 'save' | 'reset' | 'test';

export interface MailTemplateEditorContext extends MailTemplateEditorInput {
  /** `<EVENT>/<locale>`: the kit's record id. */
  id: string;
  /** The template as last loaded or saved (source, updatedAt). */
  template: LoadedMailTemplate | null;
  draft: MailTemplateDraft;
  /** The stored version's text: what "unsaved changes" compares with. */
  baseline: MailTemplateDraft;
  /** A save was tried: the problems show even in a field not touched yet. */
  submitted: boolean;
  /** A BAD_USER_INPUT of the API (the rules should have caught it first), shown until the next edit. */
  serverError: { field: string; message: string; position?: MailTemplatePosition } | null;
  problem: (ProblemInfo & { action: MailTemplateAction }) | null;
  /** In a conflict: the template as it is now on the server. */
  theirs: LoadedMailTemplate | null;
  leaveTo: string | null;
  /** The language the preview shows: the edited one (the draft) or another one (its current template). */
  previewLocale: string;
  preview: MailPreview | null;
  previewProblem: ProblemInfo | null;
}

export type MailTemplateEditorEvent =
  | { type: 'template.change'; field: 'subject' | 'body'; value: string }
  | { type: 'template.save' }
  | { type: 'template.reload' }
  | { type: 'template.keepMine' }
  | { type: 'template.leave' }
  | { type: 'template.leaveConfirm' }
  | { type: 'template.leaveCancel' }
  | { type: 'template.retry' }
  | { type: 'template.dismissProblem' }
  | { type: 'template.reset' }
  | { type: 'template.resetConfirm' }
  | { type: 'template.resetCancel' }
  | { type: 'template.sendTest' }
  | { type: 'preview.locale'; locale: string }
  | { type: 'preview.retry' }
  | { type: 'preview.refresh' };

/** The toast after each call (the views declare these ids with their texts). */
export const MAIL_TEMPLATE_DONE_MESSAGES = {
  save: 'mailTemplates.editor.saved',
  reset: 'mailTemplates.editor.resetDone',
} as const;

export const TEST_MAIL_MESSAGES = {
  queued: 'mailTemplates.editor.testQueued',
  notSent: 'mailTemplates.editor.testNotSent',
} as const;

/** How long the preview waits for typing to pause before it renders the draft. */
export const PREVIEW_DEBOUNCE_MS = 600;
