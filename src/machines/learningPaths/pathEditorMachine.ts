// pathEditorMachine — one learning path's editor (`?new`, `?edit=<id>`): the whole structure as a draft
// (fields, translations, sections with rule, minimum, prerequisites, unlock day, media in order), saved in
// one call with the version it was loaded at (a newer one answers a conflict: reload theirs or keep mine),
// leaving with unsaved changes asks, and publish / archive / restore / duplicate beside it. The problems
// the shared rules find are derived from the draft by the selectors, so they show while the manager edits.
// The cover upload runs in a region of its own, so a slow upload never blocks editing.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { editorActions } from '../admin/editorActions';
import { duplicateState, recordCallState, uploadRegion } from '../admin/editorCallStates';
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
import { archivePath, duplicatePath, loadPath, publishPath, restorePath, savePath } from './pathActors';
import { edits } from './draftEdits';
import { draftOf, emptyDraft, hasErrors, issuesOf, sameDraft, type LoadedPath } from './pathDraft';
import { applyEdit, EDIT_EVENTS, isLoaded } from './pathEditorEdits';
import {
  PATH_DONE_MESSAGES,
  type PathAction,
  type PathEditorContext,
  type PathEditEvent,
  type PathEditorEvent,
  type PathEditorInput,
} from './pathEditorTypes';
import { editHref, listHref } from './pathLocations';

export type * from './pathEditorTypes';

const names: EditorNames<'path', 'loadPath', 'savePath', 'assignPath'> = {
  prefix: 'path',
  id: 'pathEditor',
  load: 'loadPath',
  reload: 'reloadPath',
  save: 'savePath',
  assign: 'assignPath',
};

export const pathEditorMachine = setup({
  types: {} as { context: PathEditorContext; events: PathEditorEvent; input: PathEditorInput },
  actors: {
    loadPath,
    savePath,
    publishPath,
    archivePath,
    restorePath,
    duplicatePath,
    uploadFile: uploadMachine,
  },
  guards: {
    ...editorGuards,
    isValid: ({ context }) => issuesOf(context.draft).length === 0,
    isDirty: ({ context }) => !sameDraft(context.draft, context.baseline),
    canPublish: ({ context }) =>
      context.id !== null &&
      context.path?.status === 'DRAFT' &&
      sameDraft(context.draft, context.baseline) &&
      !hasErrors(context.draft),
    canArchive: ({ context }) => context.id !== null && context.path?.status !== 'ARCHIVED',
    isArchived: ({ context }) => context.path?.status === 'ARCHIVED',
    canDuplicate: ({ context }) => context.id !== null && sameDraft(context.draft, context.baseline),
  },
  actions: {
    ...editorActions<PathEditorContext, PathEditorEvent, keyof typeof PATH_DONE_MESSAGES, PathAction>({
      messages: PATH_DONE_MESSAGES,
      editHref,
      listHref,
      isRecord: isLoaded,
    }),
    startNew: assign(({ context }) => {
      const draft = emptyDraft(context.firstSectionId ?? '00000000-0000-4000-8000-000000000000');
      return { draft, baseline: draft };
    }),
    assignPath: assign((_, path: LoadedPath) => {
      const draft = draftOf(path);
      return { path, id: path.id, draft, baseline: draft, serverError: null, theirs: null };
    }),
    edit: assign(({ context, event }) =>
      (EDIT_EVENTS as string[]).includes(event.type)
        ? { draft: applyEdit(context.draft, event as PathEditEvent), serverError: null }
        : {},
    ),
    takeTheirs: assign(({ context }) => {
      if (!context.theirs) return {};
      const draft = draftOf(context.theirs);
      return { path: context.theirs, draft, baseline: draft, theirs: null, problem: null };
    }),
    // Keep my draft, based on their version, so the next save overwrites it knowingly.
    keepMine: assign(({ context }) =>
      context.theirs
        ? { path: context.theirs, baseline: draftOf(context.theirs), theirs: null, problem: null }
        : {},
    ),
    setCover: assign(({ context }, file: UploadedFile | undefined) =>
      file ? { draft: edits.cover(context.draft, { fileId: file.id, url: file.url }) } : {},
    ),
  },
}).createMachine({
  id: 'pathEditor',
  initial: 'starting',
  context: ({ input }) => {
    const draft = emptyDraft(input.firstSectionId ?? '00000000-0000-4000-8000-000000000000');
    return {
      ...input,
      path: null,
      draft,
      baseline: draft,
      submitted: false,
      serverError: null,
      problem: null,
      theirs: null,
      leaveTo: null,
    };
  },
  states: {
    ...editorEntryStates<'path', 'loadPath', 'savePath', 'assignPath', LoadedPath, 'startNew'>(
      names,
      'startNew',
    ),
    ready: {
      type: 'parallel',
      states: {
        main: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editable'],
              on: {
                ...Object.fromEntries(EDIT_EVENTS.map((type) => [type, { actions: 'edit' as const }])),
                ...editingTransitions('path', 'pathEditor'),
                'path.publish': { guard: 'canPublish', target: 'publishing', actions: 'clearProblem' },
                'path.archive': { guard: 'canArchive', target: 'confirmingArchive' },
                'path.restore': { guard: 'isArchived', target: 'restoring', actions: 'clearProblem' },
                'path.duplicate': { guard: 'canDuplicate', target: 'duplicating', actions: 'clearProblem' },
              },
            },
            ...editorSavingStates<
              'path',
              'loadPath',
              'savePath',
              'assignPath',
              LoadedPath,
              PathEditorContext
            >(names, (context) => context.path?.updatedAt ?? null),
            confirmingArchive: {
              on: {
                'path.archiveConfirm': { target: 'archiving', actions: 'clearProblem' },
                'path.archiveCancel': { target: 'editing' },
              },
            },
            publishing: {
              tags: ['busy'],
              invoke: {
                id: 'publishPath',
                src: 'publishPath',
                input: ({ context }) => ({ api: context.api, id: context.id! }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'assignPath', params: ({ event }) => event.output },
                    { type: 'toast', params: 'publish' },
                  ],
                },
                onError: failure('publish'),
              },
            },
            archiving: recordCallState('archivePath', 'archive'),
            restoring: recordCallState('restorePath', 'restore'),
            duplicating: duplicateState('duplicatePath', 'pathEditor'),
          },
        },
        cover: uploadRegion('cover', 'setCover', { kinds: ['IMAGE'], kind: 'IMAGE' }),
      },
    },
  },
});

export type PathEditorSnapshot = SnapshotFrom<typeof pathEditorMachine>;
