// newsEditorMachine — one news item's editor (`?new`, `?edit=<id>`): every locale's version with its
// formatted text, the units (or everybody) and the pin as a draft, saved in one call with the version it was
// loaded at (a newer one answers a conflict: reload theirs or keep mine); leaving with unsaved changes asks;
// a preview; and beside it publish now, schedule and unpublish on the saved item. Images upload in a region
// of their own (a slow upload never blocks typing) and are appended to the version being edited; the units
// the caller may address load in another, with their own retry.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { editorActions } from '../admin/editorActions';
import { uploadRegion } from '../admin/editorCallStates';
import {
  editingTransitions,
  editorEntryStates,
  editorGuards,
  editorSavingStates,
  failure,
  type EditorNames,
} from '../admin/editorStates';
import { uploadMachine } from '../admin/uploadMachine';
import type { UploadedFile } from '../../services/upload';
import {
  loadNews,
  loadUnitOptions,
  publishNews,
  saveNews,
  scheduleNews,
  unpublishNews,
  type NewsUnitOption,
} from './newsActors';
import {
  applyEdit,
  contentKey,
  draftOf,
  emptyDraft,
  issuesOf,
  NEWS_EDITS,
  sameDraft,
  withImage,
  type LoadedNews,
  type NewsEdit,
} from './newsDraft';
import {
  NEWS_DONE_MESSAGES,
  type NewsAction,
  type NewsEditorContext,
  type NewsEditorEvent,
  type NewsEditorInput,
} from './newsEditorTypes';
import { editHref, listHref } from './newsLocations';

export type * from './newsEditorTypes';

const names: EditorNames<'news', 'loadNews', 'saveNews', 'assignNews'> = {
  prefix: 'news',
  id: 'newsEditor',
  load: 'loadNews',
  reload: 'reloadNews',
  save: 'saveNews',
  assign: 'assignNews',
};

const isLoaded = (value: unknown): value is LoadedNews =>
  typeof value === 'object' && value !== null && 'versions' in value && 'updatedAt' in value;

/** A datetime-local value ("2026-11-25T09:30", the browser's time zone) from an ISO time. */
export function localInputOf(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The typed schedule time as an instant, or null when it is not a time. */
export function scheduleInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const isSavedClean = (c: NewsEditorContext) => c.id !== null && sameDraft(c.draft, c.baseline);
const isLive = (c: NewsEditorContext) => c.news?.status === 'PUBLISHED' || c.news?.status === 'SCHEDULED';

const newsCall = (src: 'publishNews' | 'unpublishNews', action: NewsAction) => ({
  tags: ['busy'],
  invoke: {
    id: src,
    src,
    input: ({ context }: { context: NewsEditorContext }) => ({ api: context.api, id: context.id! }),
    onDone: {
      target: 'editing' as const,
      actions: [
        {
          type: 'assignNews' as const,
          params: ({ event }: { event: { output: LoadedNews } }) => event.output,
        },
        { type: 'toast' as const, params: action as keyof typeof NEWS_DONE_MESSAGES },
      ],
    },
    onError: failure(action),
  },
});

export const newsEditorMachine = setup({
  types: {} as { context: NewsEditorContext; events: NewsEditorEvent; input: NewsEditorInput },
  actors: {
    loadNews,
    saveNews,
    publishNews,
    scheduleNews,
    unpublishNews,
    loadUnitOptions,
    uploadFile: uploadMachine,
  },
  guards: {
    ...editorGuards,
    isValid: ({ context }) => issuesOf(context.draft).length === 0,
    isDirty: ({ context }) => !sameDraft(context.draft, context.baseline),
    canPublish: ({ context }) => isSavedClean(context) && context.news?.status !== 'PUBLISHED',
    canSchedule: ({ context }) => {
      const at = scheduleInstant(context.scheduleAt);
      return (
        isSavedClean(context) &&
        context.news?.status !== 'PUBLISHED' &&
        at !== null &&
        at.getTime() > Date.now()
      );
    },
    isLive: ({ context }) => isLive(context),
  },
  actions: {
    ...editorActions<NewsEditorContext, NewsEditorEvent, keyof typeof NEWS_DONE_MESSAGES, NewsAction>({
      messages: NEWS_DONE_MESSAGES,
      editHref,
      listHref,
      isRecord: isLoaded,
    }),
    assignNews: assign(({ context }, news: LoadedNews) => {
      const draft = draftOf(news);
      const keep = draft.versions.some((v) => v.locale === context.activeLocale);
      return {
        news,
        id: news.id,
        draft,
        baseline: draft,
        activeLocale: keep ? context.activeLocale : draft.defaultLocale,
        bodyKey: contentKey(draft),
        scheduleAt: news.publishAt ? localInputOf(news.publishAt) : context.scheduleAt,
        serverError: null,
        theirs: null,
      };
    }),
    edit: assign(({ context, event }) => {
      if (!(NEWS_EDITS as string[]).includes(event.type)) return {};
      const draft = applyEdit(context.draft, event as NewsEdit);
      const active = draft.versions.some((v) => v.locale === context.activeLocale)
        ? context.activeLocale
        : draft.defaultLocale;
      // A version just added is the one the editor wants to write.
      const added = event.type === 'news.addLocale' && draft !== context.draft ? event.locale : active;
      return { draft, activeLocale: added, serverError: null };
    }),
    selectLocale: assign(({ context, event }) =>
      event.type === 'news.selectLocale' && context.draft.versions.some((v) => v.locale === event.locale)
        ? { activeLocale: event.locale }
        : {},
    ),
    setScheduleAt: assign(({ event }) =>
      event.type === 'news.setScheduleAt' ? { scheduleAt: event.value } : {},
    ),
    takeTheirs: assign(({ context }) => {
      if (!context.theirs) return {};
      const draft = draftOf(context.theirs);
      return {
        news: context.theirs,
        draft,
        baseline: draft,
        theirs: null,
        problem: null,
        activeLocale: draft.defaultLocale,
        bodyKey: contentKey(draft),
      };
    }),
    keepMine: assign(({ context }) =>
      context.theirs
        ? { news: context.theirs, baseline: draftOf(context.theirs), theirs: null, problem: null }
        : {},
    ),
    insertImage: assign(({ context }, file: UploadedFile | undefined) => {
      if (!file) return {};
      const alt = file.originalName.replace(/\.[^.]+$/, '');
      const draft = withImage(context.draft, context.activeLocale, file.url, alt);
      return { draft, bodyKey: contentKey(draft) };
    }),
    assignUnitOptions: assign((_, options: NewsUnitOption[]) => ({ unitOptions: options })),
  },
}).createMachine({
  id: 'newsEditor',
  initial: 'starting',
  context: ({ input }) => {
    const draft = emptyDraft(input.locale);
    return {
      ...input,
      news: null,
      draft,
      baseline: draft,
      activeLocale: input.locale,
      bodyKey: contentKey(draft),
      scheduleAt: '',
      unitOptions: [],
      submitted: false,
      serverError: null,
      problem: null,
      theirs: null,
      leaveTo: null,
    };
  },
  states: {
    ...editorEntryStates<'news', 'loadNews', 'saveNews', 'assignNews', LoadedNews>(names),
    ready: {
      type: 'parallel',
      states: {
        main: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editable'],
              on: {
                ...Object.fromEntries(NEWS_EDITS.map((type) => [type, { actions: 'edit' as const }])),
                ...editingTransitions('news', 'newsEditor'),
                'news.selectLocale': { actions: 'selectLocale' },
                'news.setScheduleAt': { actions: 'setScheduleAt' },
                'news.preview': { target: 'previewing' },
                'news.publish': { guard: 'canPublish', target: 'publishing', actions: 'clearProblem' },
                'news.schedule': { guard: 'canSchedule', target: 'scheduling', actions: 'clearProblem' },
                'news.unpublish': { guard: 'isLive', target: 'unpublishing', actions: 'clearProblem' },
              },
            },
            previewing: {
              on: {
                'news.closePreview': { target: 'editing' },
                'news.selectLocale': { actions: 'selectLocale' },
              },
            },
            ...editorSavingStates<
              'news',
              'loadNews',
              'saveNews',
              'assignNews',
              LoadedNews,
              NewsEditorContext
            >(names, (context) => context.news?.updatedAt ?? null),
            publishing: newsCall('publishNews', 'publish'),
            unpublishing: newsCall('unpublishNews', 'unpublish'),
            scheduling: {
              tags: ['busy'],
              invoke: {
                id: 'scheduleNews',
                src: 'scheduleNews',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id!,
                  at: scheduleInstant(context.scheduleAt)!.toISOString(),
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'assignNews', params: ({ event }) => event.output },
                    { type: 'toast', params: 'schedule' },
                  ],
                },
                onError: failure('schedule'),
              },
            },
          },
        },
        image: uploadRegion('image', 'insertImage', { kinds: ['IMAGE'], kind: 'IMAGE' }),
        units: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadUnitOptions',
                src: 'loadUnitOptions',
                input: ({ context }) => ({ api: context.api }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignUnitOptions', params: ({ event }) => event.output },
                },
                onError: { target: 'failed' },
              },
            },
            failed: { on: { 'news.retryUnits': { target: 'loading' } } },
            loaded: {},
          },
        },
      },
    },
  },
});

export type NewsEditorSnapshot = SnapshotFrom<typeof newsEditorMachine>;
