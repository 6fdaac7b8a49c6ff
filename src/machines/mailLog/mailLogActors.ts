// The mail log's API calls over the shared GraphQL client, through the kit's requireAdminData so a failure
// keeps its code. Tests swap them with machine.provide({ actors }) or the model runner's fakes.
import { fromPromise } from 'xstate';
import {
  MailLogDocument,
  MailMessageDocument,
  ResendMailDocument,
  type MailLogRowFragment,
  type MailMessageQuery,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { ListPage, LoadPageInput } from '../admin/listMachine';
import { mailLogVariablesOf } from './mailLogQuery';

/** A row of the list; every row of a page carries whether SMTP is configured (the page's banner). */
export type MailRow = MailLogRowFragment & { smtpConfigured: boolean };
export type MailDetail = NonNullable<MailMessageQuery['mailMessage']>;

export const loadMailLogPage = fromPromise<ListPage<MailRow>, LoadPageInput>(async ({ input, signal }) => {
  const page = requireAdminData(
    await getApiClient(input.api).request(
      MailLogDocument,
      { ...mailLogVariablesOf(input.query), offset: input.offset, first: input.first },
      { signal },
    ),
  ).mailLog;
  return {
    rows: page.messages.map((m) => ({ ...m, smtpConfigured: page.smtpConfigured })),
    total: page.total,
  };
});

export const loadMailMessage = fromPromise<MailDetail | null, { api: ApiSettings; id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await getApiClient(input.api).request(MailMessageDocument, { id: input.id }, { signal }))
      .mailMessage ?? null,
);

export const resendMail = fromPromise<MailLogRowFragment, { api: ApiSettings; id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await getApiClient(input.api).request(ResendMailDocument, { id: input.id }, { signal }))
      .resendMail,
);
