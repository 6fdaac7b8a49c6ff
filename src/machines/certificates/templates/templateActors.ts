// The certificate template screens' API calls over the shared GraphQL client, with the kit's
// requireAdminData so a failure keeps its extensions (a BAD_USER_INPUT's field, a CONFLICT's current
// template). Tests swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  ArchiveCertificateTemplatesDocument,
  CertificateLinkTargetsDocument,
  CertificateTemplateDocument,
  CertificateTemplatesDocument,
  DuplicateCertificateTemplateDocument,
  RemoveCertificateLinkDocument,
  RestoreCertificateTemplatesDocument,
  SaveCertificateTemplateDocument,
  SetCertificateLinkDocument,
  type CertificateLinkTargetsQuery,
  type CertificateTemplateRowFieldsFragment,
} from '../../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../../services/api';
import { requireAdminData } from '../../admin/adminErrors';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../../admin/listMachine';
import { designOf, type LoadedTemplate, type TemplateDraft } from './templateDraft';
import { variablesOf } from './templateQuery';

export type TemplateRow = CertificateTemplateRowFieldsFragment;
export type LinkTarget = CertificateLinkTargetsQuery['certificateLinkTargets'][number];
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadTemplatesPage = fromPromise<ListPage<TemplateRow>, LoadPageInput>(
  async ({ input, signal }) => {
    const variables = variablesOf(input.query, input.offset, input.first);
    const page = requireAdminData(
      await client(input.api).request(CertificateTemplatesDocument, variables, { signal }),
    ).certificateTemplates;
    return { rows: page.items, total: page.total };
  },
);

const bulk = (run: (input: BulkActionInput, signal: AbortSignal) => Promise<Array<{ id: string }>>) =>
  fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const changed = (await run(input, signal)).map((t) => t.id);
    return { count: changed.length, ids: changed };
  });

const archive = bulk(
  async ({ api, ids }, signal) =>
    requireAdminData(await client(api).request(ArchiveCertificateTemplatesDocument, { ids }, { signal }))
      .archiveCertificateTemplates,
);
const restore = bulk(
  async ({ api, ids }, signal) =>
    requireAdminData(await client(api).request(RestoreCertificateTemplatesDocument, { ids }, { signal }))
      .restoreCertificateTemplates,
);

/** unarchive is the undo of an archive (the same call as restore, its own toast). */
export const templateBulkActors = { archive, unarchive: restore, restore };

export const loadTemplate = fromPromise<LoadedTemplate | null, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(CertificateTemplateDocument, { id: input.id }, { signal }),
    ).certificateTemplate ?? null,
);

export interface SaveTemplateInput extends Api {
  id: string | null;
  draft: TemplateDraft;
  expectedUpdatedAt: string | null;
}

export const saveTemplate = fromPromise<LoadedTemplate, SaveTemplateInput>(async ({ input, signal }) => {
  const variables = {
    input: {
      id: input.id,
      name: input.draft.name.trim(),
      design: designOf(input.draft),
      expectedUpdatedAt: input.expectedUpdatedAt,
    },
  };
  return requireAdminData(
    await client(input.api).request(SaveCertificateTemplateDocument, variables, { signal }),
  ).saveCertificateTemplate;
});

export const archiveTemplate = fromPromise<unknown, Api & { id: string }>(async ({ input, signal }) =>
  requireAdminData(
    await client(input.api).request(ArchiveCertificateTemplatesDocument, { ids: [input.id] }, { signal }),
  ),
);

export const restoreTemplate = fromPromise<unknown, Api & { id: string }>(async ({ input, signal }) =>
  requireAdminData(
    await client(input.api).request(RestoreCertificateTemplatesDocument, { ids: [input.id] }, { signal }),
  ),
);

/** The copy's id. */
export const duplicateTemplate = fromPromise<string, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(DuplicateCertificateTemplateDocument, { id: input.id }, { signal }),
    ).duplicateCertificateTemplate.id,
);

export interface LinkRequest {
  kind: 'MEDIUM' | 'PATH';
  targetId: string;
  validityMonths: number | null;
}

export const linkTemplate = fromPromise<LoadedTemplate, Api & { id: string; link: LinkRequest }>(
  async ({ input, signal }) => {
    const { kind, targetId, validityMonths } = input.link;
    const variables = {
      input: {
        templateId: input.id,
        ...(kind === 'MEDIUM' ? { mediaId: targetId } : { pathId: targetId }),
        validityMonths,
      },
    };
    return requireAdminData(
      await client(input.api).request(SetCertificateLinkDocument, variables, { signal }),
    ).setCertificateLink;
  },
);

export const unlinkTemplate = fromPromise<LoadedTemplate, Api & { linkId: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(RemoveCertificateLinkDocument, { id: input.linkId }, { signal }),
    ).removeCertificateLink,
);

export const searchLinkTargets = fromPromise<LinkTarget[], Api & { search: string }>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(
        CertificateLinkTargetsDocument,
        { search: input.search.trim() || null },
        { signal },
      ),
    ).certificateLinkTargets,
);
