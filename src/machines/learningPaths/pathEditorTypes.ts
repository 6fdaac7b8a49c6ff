// The path editor machine's input, context and events (pathEditorMachine.ts).
import type { PathSectionRule } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import type { ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import type { NavigationActorRef } from '../navigationMachine';
import type { DraftField } from './draftEdits';
import type { DraftMedium, LoadedPath, PathDraft } from './pathDraft';

export interface PathEditorInput {
  api: ApiSettings;
  /** null: a new path. */
  id: string | null;
  /** The first section's id of a new path (the view makes a uuid; tests pass a fixed one). */
  firstSectionId?: string;
  navigation: NavigationActorRef;
  /** The list's query (with `?`), so leaving goes back to the same list. */
  listSearch: string;
  toasts?: ToastActorRef;
}

export type PathAction = 'load' | 'save' | 'publish' | 'archive' | 'restore' | 'duplicate';

export interface PathEditorContext extends PathEditorInput {
  /** The path as last loaded or saved (status, updatedAt, learners). */
  path: LoadedPath | null;
  draft: PathDraft;
  /** The stored version's draft: what "unsaved changes" compares with. */
  baseline: PathDraft;
  /** A save was tried: every input issue shows. */
  submitted: boolean;
  /** A BAD_USER_INPUT of the API, shown at its field until the next edit. */
  serverError: { field: string; message: string } | null;
  problem: (ProblemInfo & { action: PathAction }) | null;
  /** In a conflict: the path as it is now on the server, when the API sent it. */
  theirs: LoadedPath | null;
  /** Where leaving goes (the list, or a copy just made). */
  leaveTo: string | null;
}

export type PathEditEvent =
  | { type: 'path.change'; field: DraftField; value: string | null }
  | { type: 'path.addTranslation'; locale: string }
  | { type: 'path.translate'; locale: string; field: 'title' | 'description'; value: string }
  | { type: 'path.removeTranslation'; locale: string }
  | { type: 'path.removeCover' }
  | { type: 'path.addSection'; id: string }
  | { type: 'path.removeSection'; sectionId: string }
  | { type: 'path.renameSection'; sectionId: string; title: string }
  | { type: 'path.translateSection'; sectionId: string; locale: string; title: string }
  | { type: 'path.setRule'; sectionId: string; rule: PathSectionRule }
  | { type: 'path.setMinCount'; sectionId: string; minCount: number | null }
  | { type: 'path.setRequires'; sectionId: string; requires: string[] }
  | { type: 'path.setUnlockOn'; sectionId: string; unlockOn: string | null }
  | { type: 'path.moveSection'; sectionId: string; to: number }
  | { type: 'path.addMedium'; sectionId: string; medium: DraftMedium }
  | { type: 'path.removeMedium'; sectionId: string; mediumId: string }
  | { type: 'path.moveMedium'; sectionId: string; mediumId: string; to: number; toSectionId?: string };

export type PathEditorEvent =
  | PathEditEvent
  | { type: 'path.save' }
  | { type: 'path.publish' }
  | { type: 'path.archive' }
  | { type: 'path.archiveConfirm' }
  | { type: 'path.archiveCancel' }
  | { type: 'path.restore' }
  | { type: 'path.duplicate' }
  | { type: 'path.reload' }
  | { type: 'path.keepMine' }
  | { type: 'path.leave' }
  | { type: 'path.leaveConfirm' }
  | { type: 'path.leaveCancel' }
  | { type: 'path.retry' }
  | { type: 'path.dismissProblem' };

/** The toast after each action (the views declare these ids with their texts). */
export const PATH_DONE_MESSAGES = {
  save: 'learningPaths.editor.saved',
  publish: 'learningPaths.editor.published',
  archive: 'learningPaths.editor.archived',
  restore: 'learningPaths.editor.restored',
  duplicate: 'learningPaths.editor.duplicated',
} as const;
