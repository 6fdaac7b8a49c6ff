// The public verification page's side effects: the code lookup and the file check, plain POSTs that work
// in a browser that never signed in. Tests swap them with machine.provide({ actors }).
import ky, { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { besideApi } from '../../services/oidc';

/** What POST /api/certificates/verify answers (server/api/certificateVerification/lookup.ts). */
export interface PublicCertificate {
  number: string;
  learnerName: string;
  title: string;
  completedOn: string;
  expiresOn: string | null;
  issuedAt: string;
  issuer: string;
  status: 'VALID' | 'EXPIRED' | 'REVOKED';
  revokedAt: string | null;
  pdfAvailable: boolean;
}

export type LookupAnswer =
  | { kind: 'found'; certificate: PublicCertificate }
  | { kind: 'notFound' }
  | { kind: 'rateLimited'; retryAfter: number };

export type FileAnswer =
  | { kind: 'checked'; matches: boolean; certificate: PublicCertificate | null; sameAsCode: boolean | null }
  | { kind: 'notPdf' }
  | { kind: 'tooLarge' }
  | { kind: 'rateLimited'; retryAfter: number };

const retryAfterOf = (error: HTTPError) => Number(error.response.headers.get('retry-after')) || 60;

export const verificationActors = {
  lookupCertificate: fromPromise<LookupAnswer, { api: ApiSettings; code: string }>(
    async ({ input, signal }) => {
      try {
        const certificate = await ky
          .post(besideApi(input.api.apiUrl, 'api/certificates/verify'), {
            json: { code: input.code },
            signal,
            retry: 0,
          })
          .json<PublicCertificate>();
        return { kind: 'found', certificate };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) return { kind: 'notFound' };
        if (error instanceof HTTPError && error.response.status === 429)
          return { kind: 'rateLimited', retryAfter: retryAfterOf(error) };
        throw error;
      }
    },
  ),

  checkFile: fromPromise<FileAnswer, { api: ApiSettings; file: File; code: string | null }>(
    async ({ input, signal }) => {
      const body = new FormData();
      // The code first: the server reads the parts in order.
      if (input.code) body.append('code', input.code);
      body.append('file', input.file, input.file.name);
      const response = await ky.post(besideApi(input.api.apiUrl, 'api/certificates/verify-file'), {
        body,
        signal,
        retry: 0,
        throwHttpErrors: false,
      });
      if (response.status === 413) return { kind: 'tooLarge' };
      if (response.status === 429)
        return { kind: 'rateLimited', retryAfter: Number(response.headers.get('retry-after')) || 60 };
      const answer = (await response.json().catch(() => null)) as {
        matches: boolean;
        certificate: PublicCertificate | null;
        sameAsCode: boolean | null;
        error?: string;
      } | null;
      if (response.status === 400 && answer?.error === 'not_pdf') return { kind: 'notPdf' };
      if (!response.ok || !answer)
        throw new Error(`The file could not be checked (HTTP ${response.status}).`);
      return {
        kind: 'checked',
        matches: answer.matches,
        certificate: answer.certificate,
        sameAsCode: answer.sameAsCode,
      };
    },
  ),
};
