// The mail template screens' API calls over the shared GraphQL client, with the kit's requireAdminData so a
// failure keeps its extensions (the position of a BAD_USER_INPUT, the current template of a CONFLICT).
// Tests swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  MailTemplateDocument,
  MailTemplatesDocument,
  PreviewMailTemplateDocument,
  ResetMailTemplateDocument,
  SaveMailTemplateDocument,
  SendTestMailDocument,
  type MailTemplateFieldsFragment,
  type MailTemplatesQuery,
  type PreviewMailTemplateQuery,
  type SendTestMailMutation,
} from '../../graphql/generated';
import type { MailEvent } from '../../schemas/mailEvents';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { SaveInput } from '../admin/editorStates';

/** A template with the editor's record id (`<EVENT>/<locale>`), which the kit's save states read. */
export type LoadedMailTemplate = MailTemplateFieldsFragment & { id: string };
export type MailTemplateRow = MailTemplatesQuery['mailTemplates'][number];
export type MailPreview = PreviewMailTemplateQuery['previewMailTemplate'];
export type TestMailResult = SendTestMailMutation['sendTestMail'];

export interface MailTemplateDraft {
  subject: string;
  body: string;
}

type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

/** The editor's record id: `<EVENT>/<locale>`. */
export const templateId = (event: string, locale: string) => `${event}/${locale}`;
const withId = (t: MailTemplateFieldsFragment): LoadedMailTemplate => ({
  ...t,
  id: templateId(t.event, t.locale),
});

export const partsOf = (id: string) => {
  const [event, locale] = id.split('/');
  return { event: event as MailEvent, locale: locale! };
};

export const loadTemplates = fromPromise<MailTemplateRow[], Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(MailTemplatesDocument, {}, { signal })).mailTemplates,
);

export const loadTemplate = fromPromise<LoadedMailTemplate | null, Api & { id: string }>(
  async ({ input, signal }) =>
    withId(
      requireAdminData(await client(input.api).request(MailTemplateDocument, partsOf(input.id), { signal }))
        .mailTemplate,
    ),
);

export const saveTemplate = fromPromise<LoadedMailTemplate, SaveInput<MailTemplateDraft>>(
  async ({ input, signal }) => {
    const variables = {
      input: { ...partsOf(input.id!), ...input.draft, expectedUpdatedAt: input.expectedUpdatedAt },
    };
    return withId(
      requireAdminData(await client(input.api).request(SaveMailTemplateDocument, variables, { signal }))
        .saveMailTemplate,
    );
  },
);

export const resetTemplate = fromPromise<
  LoadedMailTemplate,
  Api & { id: string; expectedUpdatedAt: string | null }
>(async ({ input, signal }) => {
  const variables = { ...partsOf(input.id), expectedUpdatedAt: input.expectedUpdatedAt };
  return withId(
    requireAdminData(await client(input.api).request(ResetMailTemplateDocument, variables, { signal }))
      .resetMailTemplate,
  );
});

/** The draft rendered in its locale, or (draft null) another locale's current template. */
export const previewTemplate = fromPromise<
  MailPreview,
  Api & { event: MailEvent; locale: string; draft: MailTemplateDraft | null }
>(async ({ input, signal }) => {
  const { api, event, locale } = input;
  const draft =
    input.draft ??
    requireAdminData(await client(api).request(MailTemplateDocument, { event, locale }, { signal }))
      .mailTemplate;
  const variables = { input: { event, locale, subject: draft.subject, body: draft.body } };
  return requireAdminData(await client(api).request(PreviewMailTemplateDocument, variables, { signal }))
    .previewMailTemplate;
});

export const sendTestMail = fromPromise<TestMailResult, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(SendTestMailDocument, partsOf(input.id), { signal }))
      .sendTestMail,
);
