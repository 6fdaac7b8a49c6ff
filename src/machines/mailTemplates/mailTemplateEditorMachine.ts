// mailTemplateEditorMachine — one event's template in one language (`?edit=<EVENT>&locale=<locale>`) on the
// kit's editor states: loaded (the administrator's text or the default mails use now), saved with the
// version it was loaded at (a conflict: reload theirs or keep mine), leaving with unsaved changes asks.
// Beside them: reset to the default (asks first), a test mail of the saved text, and a preview region that
// renders the draft with sample data once typing pauses (or another language's current template). The
// rules' problems are derived from the draft by the selectors, so they show, at their position, as one types.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { validateMailTemplate } from '../../schemas/mailTemplate';
import { editorFailure, problemOf } from '../admin/adminErrors';
import { editorActions } from '../admin/editorActions';
import {
  editingTransitions,
  editorEntryStates,
  editorGuards,
  editorSavingStates,
  failure,
  type EditorNames,
} from '../admin/editorStates';
import {
  loadTemplate,
  partsOf,
  previewTemplate,
  resetTemplate,
  saveTemplate,
  sendTestMail,
  templateId,
  type LoadedMailTemplate,
  type MailPreview,
  type TestMailResult,
} from './mailTemplateActors';
import {
  MAIL_TEMPLATE_DONE_MESSAGES,
  PREVIEW_DEBOUNCE_MS,
  TEST_MAIL_MESSAGES,
  type MailTemplateAction,
  type MailTemplateEditorContext,
  type MailTemplateEditorEvent,
  type MailTemplateEditorInput,
} from './mailTemplateEditorTypes';
import { draftOf, isLoaded, sameDraft, serverPosition } from './mailTemplateDraft';
import { editHref, listHref } from './mailTemplateLocations';
import { previewRegion } from './mailTemplatePreview';

export { sameDraft } from './mailTemplateDraft';

export type * from './mailTemplateEditorTypes';

const names: EditorNames<'template', 'loadTemplate', 'saveTemplate', 'assignTemplate'> = {
  prefix: 'template',
  id: 'mailTemplateEditor',
  load: 'loadTemplate',
  reload: 'reloadTemplate',
  save: 'saveTemplate',
  assign: 'assignTemplate',
};

type C = MailTemplateEditorContext;
type E = MailTemplateEditorEvent;

export const mailTemplateEditorMachine = setup({
  types: {} as {
    context: MailTemplateEditorContext;
    events: MailTemplateEditorEvent;
    input: MailTemplateEditorInput;
  },
  actors: { loadTemplate, saveTemplate, resetTemplate, previewTemplate, sendTestMail },
  delays: { PREVIEW_DEBOUNCE: PREVIEW_DEBOUNCE_MS },
  guards: {
    ...editorGuards,
    isValid: ({ context }) => validateMailTemplate(context.event, context.draft).length === 0,
    isDirty: ({ context }) => !sameDraft(context.draft, context.baseline),
    isCustom: ({ context }) => context.template?.source === 'CUSTOM',
    // The test mail is the saved text (the worker renders what is stored), so unsaved edits wait for a save.
    isSaved: ({ context }) => sameDraft(context.draft, context.baseline),
    isPreviewable: ({ context }) =>
      context.previewLocale !== context.locale ||
      validateMailTemplate(context.event, context.draft).length === 0,
    wasQueued: (_, result: TestMailResult) => result.status === 'QUEUED',
  },
  actions: {
    ...editorActions<
      MailTemplateEditorContext,
      MailTemplateEditorEvent,
      keyof typeof MAIL_TEMPLATE_DONE_MESSAGES,
      MailTemplateAction
    >({
      messages: MAIL_TEMPLATE_DONE_MESSAGES,
      editHref: (_search, id) => editHref(partsOf(id).event, partsOf(id).locale),
      listHref,
      isRecord: isLoaded,
    }),
    // A loaded, saved or reset template is the new baseline; the preview renders it again.
    assignTemplate: enqueueActions<C, E, LoadedMailTemplate, E, never, never, never, never, never>(
      ({ enqueue }, template) => {
        const draft = draftOf(template);
        enqueue.assign({
          template,
          draft,
          baseline: draft,
          serverError: null,
          theirs: null,
          submitted: false,
        });
        enqueue.raise({ type: 'preview.refresh' });
      },
    ),
    edit: assign(({ context, event }) =>
      event.type === 'template.change'
        ? { draft: { ...context.draft, [event.field]: event.value }, serverError: null }
        : {},
    ),
    // The kit's failure, with the position of a refused template kept beside its field.
    assignFailure: assign(({ event }, action: MailTemplateAction) => {
      const error = 'error' in event ? event.error : null;
      const failed = editorFailure(error, action);
      const position = serverPosition(error);
      return failed.serverError && position
        ? { ...failed, serverError: { ...failed.serverError, position } }
        : failed;
    }),
    takeTheirs: enqueueActions<C, E, undefined, E, never, never, never, never, never>(
      ({ context, enqueue }) => {
        if (!context.theirs) return;
        const draft = draftOf(context.theirs);
        enqueue.assign({ template: context.theirs, draft, baseline: draft, theirs: null, problem: null });
        enqueue.raise({ type: 'preview.refresh' });
      },
    ),
    // Keep my draft, based on their version, so the next save overwrites it knowingly.
    keepMine: assign(({ context }) =>
      context.theirs
        ? { template: context.theirs, baseline: draftOf(context.theirs), theirs: null, problem: null }
        : {},
    ),
    toastTest: enqueueActions<C, E, TestMailResult, E, never, never, never, never, never>(
      ({ context, enqueue }, result) => {
        if (!context.toasts) return;
        const queued = result.status === 'QUEUED';
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: {
            tone: queued ? 'success' : 'error',
            text: {
              id: queued ? TEST_MAIL_MESSAGES.queued : TEST_MAIL_MESSAGES.notSent,
              values: { address: result.toAddress || '—' },
            },
          },
        });
      },
    ),
    assignPreview: assign((_, preview: MailPreview) => ({ preview, previewProblem: null })),
    assignPreviewProblem: assign((_, error: unknown) => ({ previewProblem: problemOf(error) })),
    setPreviewLocale: assign(({ event }) =>
      event.type === 'preview.locale' ? { previewLocale: event.locale } : {},
    ),
  },
}).createMachine({
  id: 'mailTemplateEditor',
  initial: 'starting',
  context: ({ input }) => {
    const draft = { subject: '', body: '' };
    return {
      ...input,
      id: templateId(input.event, input.locale),
      template: null,
      draft,
      baseline: draft,
      submitted: false,
      serverError: null,
      problem: null,
      theirs: null,
      leaveTo: null,
      previewLocale: input.locale,
      preview: null,
      previewProblem: null,
    };
  },
  states: {
    ...editorEntryStates<'template', 'loadTemplate', 'saveTemplate', 'assignTemplate', LoadedMailTemplate>(
      names,
    ),
    // Every template exists (the administrator's or a default), so there is no "new" one to start.
    starting: { always: { target: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        main: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editable'],
              on: {
                'template.change': { actions: 'edit' },
                ...editingTransitions('template', 'mailTemplateEditor'),
                'template.reset': { guard: 'isCustom', target: 'confirmingReset' },
                'template.sendTest': { guard: 'isSaved', target: 'sendingTest', actions: 'clearProblem' },
              },
            },
            ...editorSavingStates<
              'template',
              'loadTemplate',
              'saveTemplate',
              'assignTemplate',
              LoadedMailTemplate,
              MailTemplateEditorContext
            >(names, (context) => context.template?.updatedAt ?? null),
            confirmingReset: {
              on: {
                'template.resetConfirm': { target: 'resetting', actions: 'clearProblem' },
                'template.resetCancel': { target: 'editing' },
              },
            },
            resetting: {
              tags: ['busy'],
              invoke: {
                id: 'resetTemplate',
                src: 'resetTemplate',
                input: ({ context }) => ({
                  api: context.api,
                  id: context.id,
                  expectedUpdatedAt: context.template?.updatedAt ?? null,
                }),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'assignTemplate', params: ({ event }) => event.output },
                    { type: 'toast', params: 'reset' },
                  ],
                },
                onError: [
                  { guard: 'isConflict', target: 'conflict', actions: 'assignConflict' },
                  failure('reset'),
                ],
              },
            },
            sendingTest: {
              tags: ['busy'],
              invoke: {
                id: 'sendTestMail',
                src: 'sendTestMail',
                input: ({ context }) => ({ api: context.api, id: context.id }),
                onDone: {
                  target: 'editing',
                  actions: { type: 'toastTest', params: ({ event }) => event.output },
                },
                onError: failure('test'),
              },
            },
          },
        },
        preview: previewRegion,
      },
    },
  },
});

export type MailTemplateEditorSnapshot = SnapshotFrom<typeof mailTemplateEditorMachine>;
