// The editor's preview region: the draft rendered with sample data once typing pauses (a draft with problems
// waits: they show in the editor), or another language's current template; a failed render can be retried.
import type { MailPreview } from './mailTemplateActors';
import type { MailTemplateEditorContext } from './mailTemplateEditorTypes';

export const previewRegion = {
  initial: 'idle',
  on: {
    'template.change': '.waiting',
    'preview.refresh': '.waiting',
    'preview.locale': { target: '.rendering', actions: 'setPreviewLocale' },
  },
  states: {
    idle: {},
    waiting: {
      after: {
        PREVIEW_DEBOUNCE: [{ guard: 'isPreviewable', target: 'rendering' }, { target: 'blocked' }],
      },
    },
    // The draft has problems: they show in the editor; the preview waits for a fix.
    blocked: {},
    rendering: {
      tags: ['previewing'],
      invoke: {
        id: 'previewTemplate',
        src: 'previewTemplate',
        input: ({ context }: { context: MailTemplateEditorContext }) => ({
          api: context.api,
          event: context.event,
          locale: context.previewLocale,
          draft: context.previewLocale === context.locale ? context.draft : null,
        }),
        onDone: {
          target: 'shown',
          actions: {
            type: 'assignPreview' as const,
            params: ({ event }: { event: { output: MailPreview } }) => event.output,
          },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'assignPreviewProblem' as const,
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    shown: {},
    failed: { on: { 'preview.retry': 'rendering' } },
  },
} as const;
