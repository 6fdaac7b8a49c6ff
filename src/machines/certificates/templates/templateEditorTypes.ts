// The template editor machine's input, context and events (templateEditorMachine.ts).
import type { ApiSettings } from '../../../services/api';
import type { FieldKind, Orientation, PageSize } from '../../../schemas/certificateDesign';
import type { ProblemInfo } from '../../admin/adminErrors';
import type { ToastActorRef } from '../../admin/toastMachine';
import type { NavigationActorRef } from '../../navigationMachine';
import type { LinkRequest } from './templateActors';
import type { FieldPatch, LoadedTemplate, TemplateDraft } from './templateDraft';

export interface TemplateEditorInput {
  api: ApiSettings;
  /** null: a new template. */
  id: string | null;
  navigation: NavigationActorRef;
  /** The list's query (with `?`), so leaving goes back to the same list. */
  listSearch: string;
  /** The app's language: a new template's texts are written in it. */
  locale: string;
  toasts?: ToastActorRef;
}

export type TemplateAction = 'load' | 'save' | 'archive' | 'restore' | 'duplicate' | 'link' | 'unlink';

/** The background the preview draws: the saved one's address, or the upload's. */
export interface BackgroundShown {
  url: string;
  kind: string;
}

export interface TemplateEditorContext extends TemplateEditorInput {
  template: LoadedTemplate | null;
  draft: TemplateDraft;
  baseline: TemplateDraft;
  submitted: boolean;
  serverError: { field: string; message: string } | null;
  problem: (ProblemInfo & { action: TemplateAction }) | null;
  theirs: LoadedTemplate | null;
  leaveTo: string | null;
  background: BackgroundShown | null;
  /** The field the preview and the keyboard act on. */
  selected: string | null;
  /** The language the preview shows. */
  previewLocale: string;
  link: LinkRequest | null;
  unlinkId: string | null;
}

export type TemplateEditEvent =
  | { type: 'template.rename'; name: string }
  | { type: 'template.setPageSize'; pageSize: PageSize }
  | { type: 'template.setOrientation'; orientation: Orientation }
  | { type: 'template.setBackgroundColour'; colour: string }
  | { type: 'template.removeBackground' }
  | { type: 'template.addField'; kind: FieldKind; id: string }
  | { type: 'template.removeField'; fieldId: string }
  | { type: 'template.reorderField'; fieldId: string; to: number }
  | { type: 'template.updateField'; fieldId: string; patch: FieldPatch }
  | { type: 'template.setText'; fieldId: string; locale: string; text: string }
  | { type: 'template.nudgeField'; fieldId: string; dx: number; dy: number }
  | { type: 'template.placeField'; fieldId: string; x: number; y: number }
  | { type: 'template.addLocale'; locale: string }
  | { type: 'template.removeLocale'; locale: string }
  | { type: 'template.setDefaultLocale'; locale: string };

export type TemplateEditorEvent =
  | TemplateEditEvent
  | { type: 'template.select'; fieldId: string | null }
  | { type: 'template.previewIn'; locale: string }
  | { type: 'template.save' }
  | { type: 'template.archive' }
  | { type: 'template.restore' }
  | { type: 'template.duplicate' }
  | { type: 'template.link'; link: LinkRequest }
  | { type: 'template.unlink'; linkId: string }
  | { type: 'template.reload' }
  | { type: 'template.keepMine' }
  | { type: 'template.leave' }
  | { type: 'template.leaveConfirm' }
  | { type: 'template.leaveCancel' }
  | { type: 'template.retry' }
  | { type: 'template.dismissProblem' };

/** The toast after each action (the views declare these ids with their texts). */
export const TEMPLATE_DONE_MESSAGES = {
  save: 'certificates.editor.saved',
  archive: 'certificates.editor.archived',
  restore: 'certificates.editor.restored',
  duplicate: 'certificates.editor.duplicated',
  link: 'certificates.editor.linked',
  unlink: 'certificates.editor.unlinked',
} as const;
