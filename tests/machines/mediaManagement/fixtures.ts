// Shared test data of the media-management machines.
import type { UploadedFile, UploadFailure } from '../../../src/services/upload';

export const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

export const pdfFile = () => new File([new Uint8Array(1000)], 'handout.pdf', { type: 'application/pdf' });
export const zipFile = () => new File([new Uint8Array(2000)], 'course.zip', { type: 'application/zip' });
export const exeFile = () =>
  new File([new Uint8Array(10)], 'setup.exe', { type: 'application/x-msdownload' });

export const storedPdf: UploadedFile = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'PDF',
  originalName: 'handout.pdf',
  contentType: 'application/pdf',
  size: 1000,
  url: '/files/11111111-1111-4111-8111-111111111111',
};

export const storedScorm: UploadedFile = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'SCORM',
  originalName: 'course.zip',
  contentType: 'application/zip',
  size: 2000,
  url: '/files/22222222-2222-4222-8222-222222222222',
  scorm: {
    packageId: '33333333-3333-4333-8333-333333333333',
    title: 'Fire safety',
    launchUrl: '/files/scorm/33333333-3333-4333-8333-333333333333/index.html',
    masteryScore: 80,
  },
};

export const failure = (reason: UploadFailure['reason'], status: number, code = ''): UploadFailure => ({
  reason,
  code,
  status,
  message: code ? `Because ${code}` : '',
  retryAfterSeconds: null,
});
