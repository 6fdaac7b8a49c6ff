// The edit page's calls beside the form (publish, restore, a new file), over the API calls of
// mediaActors.ts, what their failures mean, and the edit machine's input, context and events.
import type { ApiSettings } from '../../services/api';
import type { UploadedFile } from '../../services/upload';
import { AdminApiError, type ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import type { NavigationActorRef } from '../navigationMachine';
import { discardUploads, loadMedium, mediumActionActors } from './mediaActors';
import type { ManagedMedium } from './mediumValues';

export type EditorAction = 'publish' | 'unpublish' | 'restore' | 'replace';

/** The API refused because the medium changed after it was loaded. */
export const isConflict = (error: unknown) => error instanceof AdminApiError && !!error.find('CONFLICT');

export const editorActors = {
  loadMedium,
  discardUploads,
  ...mediumActionActors,
};

export interface MediumEditorInput {
  api: ApiSettings;
  id: string;
  navigation: NavigationActorRef;
  listSearch: string;
  toasts?: ToastActorRef;
}

export interface MediumEditorContext extends MediumEditorInput {
  medium: ManagedMedium | null;
  /** The form has unsaved changes (from its snapshots). */
  formDirty: boolean;
  /** The version the form holds (from its snapshots): sent back with a new file. */
  formUpdatedAt: string | null;
  problem: (ProblemInfo & { action: EditorAction }) | null;
  replacement: UploadedFile | null;
}

export type FormSnapshotEvent = {
  type: 'xstate.snapshot.form';
  snapshot: { context?: { values: unknown; baseline: unknown; updatedAt: string | null } };
};

export type MediumEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.publish' }
  | { type: 'editor.unpublish' }
  | { type: 'editor.restore' }
  | { type: 'editor.replace' }
  | { type: 'editor.cancelReplace' }
  | { type: 'editor.refresh' }
  | { type: 'editor.dismissProblem' }
  /** Internal: the form loads the medium's new version. */
  | { type: 'editor.formRestart' }
  | FormSnapshotEvent;

/** The toast after each action (the views declare these ids with their texts). */
export const EDITOR_DONE_MESSAGES: Record<EditorAction, string> = {
  publish: 'mediaManagement.editor.publishDone',
  unpublish: 'mediaManagement.editor.unpublishDone',
  restore: 'mediaManagement.editor.restoreDone',
  replace: 'mediaManagement.editor.replaceDone',
};
