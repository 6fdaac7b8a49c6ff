// The news editor machine's input, context and events (newsEditorMachine.ts).
import type { ApiSettings } from '../../services/api';
import type { ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import type { NavigationActorRef } from '../navigationMachine';
import type { NewsUnitOption } from './newsActors';
import type { LoadedNews, NewsDraft, NewsEdit } from './newsDraft';

export interface NewsEditorInput {
  api: ApiSettings;
  /** null: a new item. */
  id: string | null;
  /** A new item's first version's locale (the app's language). */
  locale: string;
  navigation: NavigationActorRef;
  /** The list's query (with `?`), so leaving goes back to the same list. */
  listSearch: string;
  toasts?: ToastActorRef;
}

export type NewsAction = 'load' | 'save' | 'publish' | 'schedule' | 'unpublish';

export interface NewsEditorContext extends NewsEditorInput {
  news: LoadedNews | null;
  draft: NewsDraft;
  baseline: NewsDraft;
  /** The version shown in the editor. */
  activeLocale: string;
  /** The rich-text editor's key: changes only when the text is set from outside it (newsDraft contentKey). */
  bodyKey: string;
  /** The schedule field as typed (datetime-local, the browser's time zone). */
  scheduleAt: string;
  unitOptions: NewsUnitOption[];
  submitted: boolean;
  serverError: { field: string; message: string } | null;
  problem: (ProblemInfo & { action: NewsAction }) | null;
  theirs: LoadedNews | null;
  leaveTo: string | null;
}

export type NewsEditorEvent =
  | NewsEdit
  | { type: 'news.selectLocale'; locale: string }
  | { type: 'news.setScheduleAt'; value: string }
  | { type: 'news.save' }
  | { type: 'news.publish' }
  | { type: 'news.schedule' }
  | { type: 'news.unpublish' }
  | { type: 'news.preview' }
  | { type: 'news.closePreview' }
  | { type: 'news.retryUnits' }
  | { type: 'news.reload' }
  | { type: 'news.keepMine' }
  | { type: 'news.leave' }
  | { type: 'news.leaveConfirm' }
  | { type: 'news.leaveCancel' }
  | { type: 'news.retry' }
  | { type: 'news.dismissProblem' };

/** The toast after each action (the views declare these ids with their texts). */
export const NEWS_DONE_MESSAGES = {
  save: 'communication.editor.saved',
  publish: 'communication.editor.published',
  schedule: 'communication.editor.scheduled',
  unpublish: 'communication.editor.unpublished',
} as const;
