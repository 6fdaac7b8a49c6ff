// templateEditorMachine — one certificate template's editor (`?new`, `?edit=<id>`): the name and the design
// as a draft (page, background, fields placed in millimetres, texts per language), saved in one call with
// the version it was loaded at (a newer one answers a conflict: reload theirs or keep mine); leaving with
// unsaved changes asks. Which field is selected and the preview's language live here too, so the keyboard
// and the pointer move the same field. Attaching to media and paths, archive, restore and duplicate act on
// the saved template; the background upload runs in a region of its own, so a slow upload never blocks.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { defaultDesign } from '../../../schemas/certificateDesign';
import type { UploadedFile } from '../../../services/upload';
import { editorActions } from '../../admin/editorActions';
import { duplicateState, recordCallState, uploadRegion } from '../../admin/editorCallStates';
import {
  editingTransitions,
  editorEntryStates,
  editorGuards,
  editorSavingStates,
  failure,
  type EditorNames,
} from '../../admin/editorStates';
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

const names: EditorNames<'template', 'loadTemplate', 'saveTemplate', 'assignTemplate'> = {
  prefix: 'template',
  id: 'templateEditor',
  load: 'loadTemplate',
  reload: 'reloadTemplate',
  save: 'saveTemplate',
  assign: 'assignTemplate',
};

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
    ...editorGuards,
    isValid: ({ context }) => issuesOf(context.draft).length === 0,
    isDirty: ({ context }) => !sameDraft(context.draft, context.baseline),
    isSaved: ({ context }) => context.id !== null,
    isActive: ({ context }) => context.id !== null && context.template?.archivedAt == null,
    isArchived: ({ context }) => context.template?.archivedAt != null,
  },
  actions: {
    ...editorActions<
      TemplateEditorContext,
      TemplateEditorEvent,
      keyof typeof TEMPLATE_DONE_MESSAGES,
      TemplateAction
    >({ messages: TEMPLATE_DONE_MESSAGES, editHref, listHref, isRecord: isLoaded }),
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
    assignLink: assign((_, link: TemplateEditorContext['link']) => ({ link, problem: null })),
    assignUnlink: assign((_, linkId: string) => ({ unlinkId: linkId, problem: null })),
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
    setBackground: assign(({ context }, file: UploadedFile | undefined) =>
      file
        ? { draft: edits.background(context.draft, file.id), background: { url: file.url, kind: file.kind } }
        : {},
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
    ...editorEntryStates<'template', 'loadTemplate', 'saveTemplate', 'assignTemplate', LoadedTemplate>(names),
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
                ...editingTransitions('template', 'templateEditor'),
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
              },
            },
            ...editorSavingStates<
              'template',
              'loadTemplate',
              'saveTemplate',
              'assignTemplate',
              LoadedTemplate,
              TemplateEditorContext
            >(names, (context) => context.template?.updatedAt ?? null),
            archiving: recordCallState('archiveTemplate', 'archive'),
            restoring: recordCallState('restoreTemplate', 'restore'),
            duplicating: duplicateState('duplicateTemplate', 'templateEditor'),
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
          },
        },
        background: uploadRegion('background', 'setBackground', { kinds: ['IMAGE', 'PDF'] }),
      },
    },
  },
});

export type TemplateEditorSnapshot = SnapshotFrom<typeof templateEditorMachine>;
