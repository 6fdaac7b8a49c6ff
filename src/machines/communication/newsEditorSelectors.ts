// What the news editor's views read: narrow slices of the editor's snapshot and the input issues derived
// from the draft by the shared rules.
import type { NewsFieldIssue } from '../../schemas/news';
import { issuesOf, sameDraft } from './newsDraft';
import { scheduleInstant, type NewsEditorSnapshot } from './newsEditorMachine';

export type NewsEditorStatus = 'loading' | 'loadFailed' | 'notFound' | 'ready' | 'left';
export type NewsActivity =
  | 'editing'
  | 'previewing'
  | 'saving'
  | 'conflict'
  | 'confirmingLeave'
  | 'publishing'
  | 'scheduling'
  | 'unpublishing'
  | 'reloading';

export const selectEditorStatus = (s: NewsEditorSnapshot): NewsEditorStatus =>
  s.value === 'starting' ? 'loading' : typeof s.value === 'string' ? (s.value as NewsEditorStatus) : 'ready';
export const selectActivity = (s: NewsEditorSnapshot): NewsActivity =>
  s.matches('ready') ? ((s.value as { ready: { main: NewsActivity } }).ready.main ?? 'editing') : 'editing';
export const selectDraft = (s: NewsEditorSnapshot) => s.context.draft;
export const selectNews = (s: NewsEditorSnapshot) => s.context.news;
export const selectActiveLocale = (s: NewsEditorSnapshot) => s.context.activeLocale;
export const selectBodyKey = (s: NewsEditorSnapshot) => s.context.bodyKey;
export const selectScheduleAt = (s: NewsEditorSnapshot) => s.context.scheduleAt;
export const selectUnitOptions = (s: NewsEditorSnapshot) => s.context.unitOptions;
export const selectUnitsStatus = (s: NewsEditorSnapshot): 'loading' | 'failed' | 'loaded' =>
  s.matches({ ready: { units: 'failed' } })
    ? 'failed'
    : s.matches({ ready: { units: 'loaded' } })
      ? 'loaded'
      : 'loading';
export const selectIsDirty = (s: NewsEditorSnapshot) => !sameDraft(s.context.draft, s.context.baseline);
export const selectProblem = (s: NewsEditorSnapshot) => s.context.problem;
export const selectIsNew = (s: NewsEditorSnapshot) => s.context.id === null;

/** Input issues to show (after a save was tried), with the API's own refusal first. */
export function selectIssues(
  s: NewsEditorSnapshot,
): Array<NewsFieldIssue | { field: string; code: 'server'; message: string }> {
  const server = s.context.serverError ? [{ ...s.context.serverError, code: 'server' as const }] : [];
  return [...server, ...(s.context.submitted ? issuesOf(s.context.draft) : [])];
}

/** Why publishing or scheduling is refused now, or null when they can run. */
export type PublishBlock = 'new' | 'unsaved' | 'published' | null;
export function selectPublishBlock(s: NewsEditorSnapshot): PublishBlock {
  const { id, news, draft, baseline } = s.context;
  if (news?.status === 'PUBLISHED') return 'published';
  if (id === null) return 'new';
  if (!sameDraft(draft, baseline)) return 'unsaved';
  return null;
}

/** Whether the typed schedule time is a time in the future. */
export const selectScheduleValid = (s: NewsEditorSnapshot) => {
  const at = scheduleInstant(s.context.scheduleAt);
  return at !== null && at.getTime() > Date.now();
};
