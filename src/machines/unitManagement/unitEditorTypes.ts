// The unit edit page's machine contract: its input, context and events, and the toast after each action.
import type { UnitMembersOnDeactivate } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import { AdminApiError, type ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import type { NavigationActorRef } from '../navigationMachine';
import type { ManagedUnit } from './unitValues';

export type UnitAction = 'setDefault' | 'reactivate' | 'deactivate' | 'move';

/** The API refused because the unit changed after it was loaded. */
export const isConflict = (error: unknown) => error instanceof AdminApiError && !!error.find('CONFLICT');

export interface UnitEditorInput {
  api: ApiSettings;
  id: string;
  navigation: NavigationActorRef;
  listSearch: string;
  toasts?: ToastActorRef;
}

export interface Deactivation {
  members: UnitMembersOnDeactivate;
  /** The unit the members move to (MOVE). */
  moveTo: string | null;
}

export interface UnitEditorContext extends UnitEditorInput {
  unit: ManagedUnit | null;
  /** The form has unsaved changes (from its snapshots). */
  formDirty: boolean;
  /** The version the form holds (from its snapshots): sent back with a move or deactivation. */
  formUpdatedAt: string | null;
  problem: (ProblemInfo & { action: UnitAction }) | null;
  deactivation: Deactivation;
  /** The new parent chosen in the move dialog; null: a top unit. */
  moveTo: string | null;
}

export type FormSnapshotEvent = {
  type: 'xstate.snapshot.form';
  snapshot: { context?: { values: unknown; baseline: unknown; updatedAt: string | null } };
};

export type UnitEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.setDefault' }
  | { type: 'editor.reactivate' }
  | { type: 'editor.deactivate' }
  | { type: 'deactivate.choose'; members: UnitMembersOnDeactivate }
  | { type: 'deactivate.target'; unitId: string | null }
  | { type: 'deactivate.confirm' }
  | { type: 'deactivate.cancel' }
  | { type: 'editor.move' }
  | { type: 'move.target'; parentId: string | null }
  | { type: 'move.confirm' }
  | { type: 'move.cancel' }
  | { type: 'editor.refresh' }
  | { type: 'editor.dismissProblem' }
  /** Internal: the form loads the unit's new version. */
  | { type: 'editor.formRestart' }
  | FormSnapshotEvent;

/** The toast after each action (the views declare these ids with their texts). */
export const UNIT_DONE_MESSAGES: Record<UnitAction, string> = {
  setDefault: 'unitManagement.editor.setDefaultDone',
  reactivate: 'unitManagement.editor.reactivateDone',
  deactivate: 'unitManagement.editor.deactivateDone',
  move: 'unitManagement.editor.moveDone',
};

export const KEEP_MEMBERS: Deactivation = { members: 'KEEP', moveTo: null };

// Transitions every action beside the form shares: done (a toast, then the unit read again with the
// form restarted) and failed (a conflict shows theirs; anything else goes back with the problem).
export const done = (action: UnitAction) => ({
  target: '#unitEditor.ready.actions.reloading' as const,
  actions: [{ type: 'toastDone' as const, params: action }, 'restartForm' as const],
});
export const failed = (action: UnitAction, back: string) => [
  // Someone else changed it first: show theirs (the form is clean, nothing is lost).
  {
    guard: 'isConflict' as const,
    target: '#unitEditor.ready.actions.reloading',
    actions: [{ type: 'assignProblem' as const, params: action }, 'restartForm' as const],
  },
  { target: back, actions: { type: 'assignProblem' as const, params: action } },
];
export const expected = ({ context }: { context: UnitEditorContext }) =>
  context.formUpdatedAt ?? context.unit?.updatedAt ?? null;
