// What the path editor's views read: narrow slices of the editor's snapshot, the live problems and the
// input issues derived from the draft by the shared rules.
import type { PathFieldIssue } from '../../schemas/learningPath';
import type { PathProblem } from '../../schemas/pathRules';
import { estimateOf, hasErrors, issuesOf, problemsOf, sameDraft } from './pathDraft';
import type { PathEditorSnapshot } from './pathEditorMachine';

export type PathEditorStatus = 'loading' | 'loadFailed' | 'notFound' | 'ready' | 'left';
export type PathActivity =
  | 'editing'
  | 'saving'
  | 'conflict'
  | 'confirmingLeave'
  | 'confirmingArchive'
  | 'publishing'
  | 'archiving'
  | 'restoring'
  | 'duplicating'
  | 'reloading';

export const selectEditorStatus = (s: PathEditorSnapshot): PathEditorStatus =>
  s.value === 'starting' ? 'loading' : typeof s.value === 'string' ? (s.value as PathEditorStatus) : 'ready';
export const selectActivity = (s: PathEditorSnapshot): PathActivity =>
  s.matches('ready') ? ((s.value as { ready: { main: PathActivity } }).ready.main ?? 'editing') : 'editing';
export const selectDraft = (s: PathEditorSnapshot) => s.context.draft;
export const selectPath = (s: PathEditorSnapshot) => s.context.path;
export const selectIsNew = (s: PathEditorSnapshot) => s.context.id === null;
export const selectIsDirty = (s: PathEditorSnapshot) => !sameDraft(s.context.draft, s.context.baseline);
export const selectIsBusy = (s: PathEditorSnapshot) => s.hasTag('busy');
export const selectProblem = (s: PathEditorSnapshot) => s.context.problem;
export const selectTheirs = (s: PathEditorSnapshot) => s.context.theirs;
export const selectEstimate = (s: PathEditorSnapshot) => estimateOf(s.context.draft);

/** The rules' problems for the draft as it is now (they show while the manager edits). */
export const selectProblems = (s: PathEditorSnapshot): PathProblem[] => problemsOf(s.context.draft);

/** Input issues to show (after a save was tried), with the API's own refusal first. */
export function selectIssues(
  s: PathEditorSnapshot,
): Array<PathFieldIssue | { field: string; code: 'server'; message: string }> {
  const server = s.context.serverError ? [{ ...s.context.serverError, code: 'server' as const }] : [];
  return [...server, ...(s.context.submitted ? issuesOf(s.context.draft) : [])];
}

/** Why Publish is refused now, or null when it can run. */
export type PublishBlock = 'new' | 'unsaved' | 'errors' | 'published' | 'archived' | null;
export function selectPublishBlock(s: PathEditorSnapshot): PublishBlock {
  const { id, path, draft, baseline } = s.context;
  if (path?.status === 'PUBLISHED') return 'published';
  if (path?.status === 'ARCHIVED') return 'archived';
  // The rules first: the reason the manager can act on while still editing.
  if (hasErrors(draft)) return 'errors';
  if (id === null) return 'new';
  if (!sameDraft(draft, baseline)) return 'unsaved';
  return null;
}
