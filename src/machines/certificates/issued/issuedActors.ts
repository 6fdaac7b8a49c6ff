// The Issued tab's API calls over the shared GraphQL client, with the kit's requireAdminData so a failure
// keeps its extensions (a BAD_USER_INPUT's field), and the PDF download with the access token. Tests
// swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  CertificateLinkTargetsDocument,
  IssueCertificateDocument,
  IssueCertificatePeopleDocument,
  IssuedCertificatesDocument,
  ReissueCertificateDocument,
  RetryCertificateRenderDocument,
  RevokeCertificateDocument,
  type IssuedCertificateRowFragment,
} from '../../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../../services/api';
import { fetchAuthenticatedPdf } from '../../../services/authenticatedPdf';
import { besideApi } from '../../../services/oidc';
import { requireAdminData } from '../../admin/adminErrors';
import type { ListPage, LoadPageInput } from '../../admin/listMachine';
import { saveFile } from '../../superConsole/saveFile';
import { variablesOf } from './issuedQuery';

export type IssuedRow = IssuedCertificateRowFragment;
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadIssuedPage = fromPromise<ListPage<IssuedRow>, LoadPageInput>(async ({ input, signal }) => {
  const variables = variablesOf(input.query, input.offset, input.first);
  const page = requireAdminData(
    await client(input.api).request(IssuedCertificatesDocument, variables, { signal }),
  ).issuedCertificates;
  return { rows: page.items, total: page.total };
});

export type RowAction = 'revoke' | 'reissue' | 'retry';

export const runRowAction = fromPromise<IssuedRow, Api & { action: RowAction; id: string; reason: string }>(
  async ({ input, signal }) => {
    const c = client(input.api);
    const { id } = input;
    switch (input.action) {
      case 'revoke':
        return requireAdminData(
          await c.request(RevokeCertificateDocument, { id, reason: input.reason.trim() }, { signal }),
        ).revokeCertificate;
      case 'reissue':
        return requireAdminData(await c.request(ReissueCertificateDocument, { id }, { signal }))
          .reissueCertificate;
      case 'retry':
        return requireAdminData(await c.request(RetryCertificateRenderDocument, { id }, { signal }))
          .retryCertificateRender;
    }
  },
);

/** The PDF exactly as issued, saved as "<number>.pdf". */
export const downloadPdf = fromPromise<void, Api & { row: IssuedRow }>(async ({ input, signal }) =>
  saveFile(
    `${input.row.number}.pdf`,
    await fetchAuthenticatedPdf(
      input.api,
      besideApi(input.api.apiUrl, input.row.downloadUrl.replace(/^\//, '')),
      signal,
    ),
  ),
);

/** A person or a medium/path with a template, as the manual issue dialog offers them. */
export interface IssueOption {
  id: string;
  label: string;
  hint?: string;
  kind?: 'MEDIUM' | 'PATH';
}

export const searchPeople = fromPromise<IssueOption[], Api & { search: string }>(async ({ input, signal }) =>
  requireAdminData(
    await client(input.api).request(
      IssueCertificatePeopleDocument,
      { search: input.search.trim() || null },
      { signal },
    ),
  ).managedUsers.items.map((u) => ({ id: u.id, label: u.name, hint: u.username })),
);

/** Media and paths with a template attached: only those can be issued for. */
export const searchSubjects = fromPromise<IssueOption[], Api & { search: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(
        CertificateLinkTargetsDocument,
        { search: input.search.trim() || null },
        { signal },
      ),
    )
      .certificateLinkTargets.filter((t) => t.templateId)
      .map((t) => ({ id: t.id, label: t.title, hint: t.templateName ?? undefined, kind: t.kind })),
);

export const issueManually = fromPromise<IssuedRow, Api & { userId: string; subject: IssueOption }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(
        IssueCertificateDocument,
        {
          userId: input.userId,
          mediaId: input.subject.kind === 'PATH' ? null : input.subject.id,
          pathId: input.subject.kind === 'PATH' ? input.subject.id : null,
        },
        { signal },
      ),
    ).issueCertificate,
);
