// templateEditorMachine — one certificate template's editor (`?new`, `?edit=<id>`): the name and the design
// as a draft (page, background, fields placed in millimetres, texts per language), saved in one call with
// the version it was loaded at (a newer one answers a conflict: reload theirs or keep mine); leaving with
// unsaved changes asks. Which field is selected and the preview's language live here too, so the keyboard
// and the pointer move the same field. Attaching to media and paths, archive, restore and duplicate act on
// the saved template; the background upload runs in a region of its own, so a slow upload never blocks.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { defaultDesign } from '../../../schemas/certificateDesign';
import type { UploadedFile } from '../../../services/upload';
import { editorConflict, editorFailure, isConflictError } from '../../admin/adminErrors';
import { uploadMachine } from '../../admin/uploadMachine';
import {
  archiveTemplate,
  duplicateTemplate,
  linkTemplate,
  loadTemplate,
  restoreTemplate,
  saveTemplate,
  unlinkTemplate,
} from './templateActors';
import { draftOf, edits, issuesOf, newDraft, sameDraft, type LoadedTemplate } from './templateDraft';
import { applyEdit, EDIT_EVENTS, isLoaded } from './templateEditorEdits';
import {
  TEMPLATE_DONE_MESSAGES,
  type TemplateAction,
  type TemplateEditEvent,
  type TemplateEditorContext,
  type TemplateEditorEvent,
  type TemplateEditorInput,
} from './templateEditorTypes';
import { editHref, listHref } from './templateQuery';

export type * from './templateEditorTypes';

const failure = (action: TemplateAction) => ({
  target: 'editing' as const,
  actions: { type: 'assignFailure' as const, params: action },
});

const backgroundOf = (t: LoadedTemplate) =>
  t.backgroundUrl && t.backgroundKind ? { url: t.backgroundUrl, kind: t.backgroundKind } : null;

const initial = (input: TemplateEditorInput) => {
  const draft = newDraft(defaultDesign(input.locale));
  return { draft, baseline: draft, previewLocale: input.locale };
};

export const templateEditorMachine = setup({
  types: {} as { context: TemplateEditorContext; events: TemplateEditorEvent; input: TemplateEditorInput },
  actors: {
    loadTemplate,
    saveTemplate,
    archiveTemplate,
    restoreTemplate,
    duplicateTemplate,
    linkTemplate,
    unlinkTemplate,
    uploadFile: uploadMachine,
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    isMissing: (_, template: LoadedTemplate | null) => template === null,
    isValid: ({ context }) => issuesOf(context.draft).length === 0,
    isDirty: ({ context }) => !sameDraft(context.draft, context.baseline),
    isSaved: ({ context }) => context.id !== null,
    isActive: ({ context }) => context.id !== null && context.template?.archivedAt == null,
    isArchived: ({ context }) => context.template?.archivedAt != null,
    isConflict: ({ event }) => 'error' in event && isConflictError(event.error),
    hasTheirs: ({ context }) => context.theirs !== null,
    cameFromConflict: ({ context }) => context.theirs !== null || context.problem?.code === 'CONFLICT',
  },
  actions: {
    assignTemplate: assign(({ context }, template: LoadedTemplate) => {
      const draft = draftOf(template);
      const keep = draft.design.fields.some((f) => f.id === context.selected);
      return {
        template,
        id: template.id,
        draft,
        baseline: draft,
        serverError: null,
        theirs: null,
        background: backgroundOf(template),
        selected: keep ? context.selected : null,
        previewLocale: draft.locales.includes(context.previewLocale)
          ? context.previewLocale
          : draft.design.defaultLocale,
      };
    }),
    // Links and archive state change without touching the draft the administrator is editing.
    assignLinks: assign(({ context }, template: LoadedTemplate) => ({
      template: context.template ? { ...context.template, links: template.links } : template,
    })),
    edit: assign(({ context, event }) =>
      (EDIT_EVENTS as string[]).includes(event.type)
        ? {
            draft: applyEdit(context, event as TemplateEditEvent),
            serverError: null,
            ...(event.type === 'template.addField' ? { selected: event.id } : {}),
            ...(event.type === 'template.removeBackground' ? { background: null } : {}),
          }
        : {},
    ),
    select: assign((_, fieldId: string | null) => ({ selected: fieldId })),
    previewIn: assign((_, locale: string) => ({ previewLocale: locale })),
    markSubmitted: assign({ submitted: true }),
    clearProblem: assign({ problem: null }),
    assignLink: assign((_, link: TemplateEditorContext['link']) => ({ link, problem: null })),
    assignUnlink: assign((_, linkId: string) => ({ unlinkId: linkId, problem: null })),
    assignFailure: assign(({ event }, action: TemplateAction) =>
      editorFailure('error' in event ? event.error : null, action),
    ),
    assignConflict: assign(({ event }) => editorConflict('error' in event ? event.error : null, isLoaded)),
    takeTheirs: assign(({ context }) => {
      if (!context.theirs) return {};
      const draft = draftOf(context.theirs);
      return {
        template: context.theirs,
        draft,
        baseline: draft,
        theirs: null,
        problem: null,
        background: backgroundOf(context.theirs),
      };
    }),
    // Keep my draft, based on their version, so the next save overwrites it knowingly.
    keepMine: assign(({ context }) =>
      context.theirs
        ? { template: context.theirs, baseline: draftOf(context.theirs), theirs: null, problem: null }
        : {},
    ),
    clearConflict: assign({ theirs: null, problem: null }),
    setBackground: assign(({ context }, file: UploadedFile | undefined) =>
      file
        ? { draft: edits.background(context.draft, file.id), background: { url: file.url, kind: file.kind } }
        : {},
    ),
    toast: enqueueActions(({ context, enqueue }, action: keyof typeof TEMPLATE_DONE_MESSAGES) => {
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: 'success', text: { id: TEMPLATE_DONE_MESSAGES[action] } },
        });
    }),
    // A new template's address becomes the saved one's, so a reload opens it.
    showSaved: enqueueActions(({ context, enqueue }, saved: { wasNew: boolean; id: string }) => {
      if (saved.wasNew)
        enqueue.sendTo(context.navigation, {
          type: 'navigation.navigate',
          to: editHref(context.listSearch, saved.id),
          replace: true,
        });
    }),
    leaveToCopy: assign(({ context }, copyId: string) => ({ leaveTo: editHref(context.listSearch, copyId) })),
    goBack: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.navigation, {
        type: 'navigation.navigate',
        to: context.leaveTo ?? listHref(context.listSearch),
      }),
    ),
  },
}).createMachine({
  id: 'templateEditor',
  initial: 'starting',
  context: ({ input }) => ({
    ...input,
    ...initial(input),
    template: null,
    submitted: false,
    serverError: null,
    problem: null,
    theirs: null,
    leaveTo: null,
    background: null,
    selected: null,
    link: null,
    unlinkId: null,
  }),
  states: {
    starting: { always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }] },
    loading: {
      on: { 'template.leave': { target: 'left' } },
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ api: context.api, id: context.id! }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'ready', actions: { type: 'assignTemplate', params: ({ event }) => event.output! } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: 'load' } },
      },
    },
    loadFailed: {
      on: {
        'template.retry': { target: 'loading', actions: 'clearProblem' },
        'template.leave': { target: 'left' },
      },
    },
    notFound: { on: { 'template.leave': { target: 'left' } } },
    ready: {
      type: 'parallel',
      on: {
        'template.select': { actions: { type: 'select', params: ({ event }) => event.fieldId } },
        'template.previewIn': { actions: { type: 'previewIn', params: ({ event }) => event.locale } },
      },
      states: {
        main: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editable'],
              on: {
                ...Object.fromEntries(EDIT_EVENTS.map((type) => [type, { actions: 'edit' as const }])),
                'template.save': [
                  { guard: 'isValid', target: 'saving', actions: 'clearProblem' },
                  { actions: 'markSubmitted' },
                ],
                'template.archive': { guard: 'isActive', target: 'archiving', actions: 'clearProblem' },
                'template.restore': { guard: 'isArchived', target: 'restoring', actions: 'clearProblem' },
                'template.duplicate': { guard: 'isSaved', target: 'duplicating', actions: 'clearProblem' },
                'template.link': {
                  guard: 'isSaved',
                  target: 'linking',
                  actions: { type: 'assignLink', params: ({ event }) => event.link },
                },
                'template.unlink': {
                  guard: 'isSaved',
                  target: 'unlinking',
                  actions: { type: 'assignUnlink', params: ({ event }) => event.linkId },
                },
                'template.leave': [
                  { guard: 'isDirty', target: 'confirmingLeave' },
                  { target: '#templateEditor.left' },
                ],
                'template.dismissProblem': { actions: 'clearProblem' },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveTemplate',
                src: 'saveTemplate',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  draft: context.draft,
                  expectedUpdatedAt: context.template?.updatedAt ?? null,
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    {
                      type: 'showSaved',
                      params: ({ context, event }) => ({ wasNew: context.id === null, id: event.output.id }),
                    },
                    { type: 'assignTemplate', params: ({ event }) => event.output },
                    { type: 'toast', params: 'save' },
                  ],
                },
                onError: [
                  { guard: 'isConflict', target: 'conflict', actions: 'assignConflict' },
                  failure('save'),
                ],
              },
            },
            conflict: {
              on: {
                'template.reload': [
                  { guard: 'hasTheirs', target: 'editing', actions: 'takeTheirs' },
                  { target: 'reloading', actions: 'clearConflict' },
                ],
                'template.keepMine': { guard: 'hasTheirs', target: 'saving', actions: 'keepMine' },
                'template.leave': { target: 'confirmingLeave' },
              },
            },
            confirmingLeave: {
              on: {
                'template.leaveConfirm': { target: '#templateEditor.left' },
                'template.leaveCancel': [
                  { guard: 'cameFromConflict', target: 'conflict' },
                  { target: 'editing' },
                ],
              },
            },
            archiving: {
              tags: ['busy'],
              invoke: {
                id: 'archiveTemplate',
                src: 'archiveTemplate',
                input: ({ context }) => ({ api: context.api, id: context.id! }),
                onDone: { target: 'reloading', actions: { type: 'toast', params: 'archive' } },
                onError: failure('archive'),
              },
            },
            restoring: {
              tags: ['busy'],
              invoke: {
                id: 'restoreTemplate',
                src: 'restoreTemplate',
                input: ({ context }) => ({ api: context.api, id: context.id! }),
                onDone: { target: 'reloading', actions: { type: 'toast', params: 'restore' } },
                onError: failure('restore'),
              },
            },
            duplicating: {
              tags: ['busy'],
              invoke: {
                id: 'duplicateTemplate',
                src: 'duplicateTemplate',
                input: ({ context }) => ({ api: context.api, id: context.id! }),
                onDone: {
                  target: '#templateEditor.left',
                  actions: [
                    { type: 'leaveToCopy', params: ({ event }) => event.output },
                    { type: 'toast', params: 'duplicate' },
                  ],
                },
                onError: failure('duplicate'),
              },
            },
            linking: {
              tags: ['busy'],
              invoke: {
                id: 'linkTemplate',
                src: 'linkTemplate',
                input: ({ context }) => ({ api: context.api, id: context.id!, link: context.link! }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'assignLinks', params: ({ event }) => event.output },
                    { type: 'toast', params: 'link' },
                  ],
                },
                onError: failure('link'),
              },
            },
            unlinking: {
              tags: ['busy'],
              invoke: {
                id: 'unlinkTemplate',
                src: 'unlinkTemplate',
                input: ({ context }) => ({ api: context.api, linkId: context.unlinkId! }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'assignLinks', params: ({ event }) => event.output },
                    { type: 'toast', params: 'unlink' },
                  ],
                },
                onError: failure('unlink'),
              },
            },
            reloading: {
              tags: ['busy'],
              invoke: {
                id: 'reloadTemplate',
                src: 'loadTemplate',
                input: ({ context }) => ({ api: context.api, id: context.id! }),
                onDone: [
                  // Gone meanwhile: keep showing what was last read; a save will say the rest.
                  { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'editing' },
                  {
                    target: 'editing',
                    actions: { type: 'assignTemplate', params: ({ event }) => event.output! },
                  },
                ],
                onError: failure('load'),
              },
            },
          },
        },
        background: {
          initial: 'ready',
          states: {
            ready: {
              invoke: {
                id: 'background',
                src: 'uploadFile',
                input: ({ context }) => ({ api: context.api, kinds: ['IMAGE', 'PDF'] as const }),
                onDone: {
                  target: 'ready',
                  reenter: true,
                  actions: {
                    type: 'setBackground',
                    params: ({ event }) => event.output as UploadedFile | undefined,
                  },
                },
              },
            },
          },
        },
      },
    },
    left: { type: 'final', entry: 'goBack' },
  },
});

export type TemplateEditorSnapshot = SnapshotFrom<typeof templateEditorMachine>;
