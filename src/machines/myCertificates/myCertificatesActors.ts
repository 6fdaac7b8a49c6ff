// The learner's certificates' side effects: the list (GraphQL), the PDF download (B1's route with the
// access token, saved through the browser) and copying the share link. Tests swap them with
// machine.provide({ actors }).
import { fromPromise } from 'xstate';
import { MyCertificatesDocument, type MyCertificatesQuery } from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireData } from '../../services/graphql';
import { fetchAuthenticatedPdf } from '../../services/authenticatedPdf';
import { saveFile } from '../superConsole/saveFile';

export type MyCertificate = MyCertificatesQuery['myCertificates'][number];

export const myCertificatesActors = {
  loadMyCertificates: fromPromise<MyCertificate[], { api: ApiSettings }>(
    async ({ input, signal }) =>
      requireData(await getApiClient(input.api).request(MyCertificatesDocument, {}, { signal }))
        .myCertificates,
  ),

  /** The PDF exactly as issued, saved as "<number>.pdf". */
  downloadCertificate: fromPromise<void, { api: ApiSettings; certificate: MyCertificate }>(
    async ({ input, signal }) =>
      saveFile(
        `${input.certificate.number}.pdf`,
        await fetchAuthenticatedPdf(input.api, input.certificate.downloadUrl, signal),
      ),
  ),

  copyText: fromPromise<void, { text: string }>(async ({ input }) => {
    await globalThis.navigator.clipboard.writeText(input.text);
  }),
};
