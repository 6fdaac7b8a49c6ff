// Shared test data of the media-management machines.
import { assign, createActor, setup } from 'xstate';
import type { ManagedMediumFieldsFragment, ManagedMediumRowFragment } from '../../../src/graphql/generated';
import type { NavigationActorRef } from '../../../src/machines/navigationMachine';
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

/** A navigation actor that stays where it is and records where it was asked to go. */
export function fakeNavigation(path = '/media-management', search = '') {
  const asked: Array<{ to: string; replace?: boolean }> = [];
  const machine = setup({
    types: {} as {
      context: { location: { path: string; search: string } };
      events: { type: 'navigation.navigate'; to: string; replace?: boolean };
    },
  }).createMachine({
    context: { location: { path, search } },
    on: {
      'navigation.navigate': {
        actions: assign(({ context, event }) => {
          asked.push({ to: event.to, ...(event.replace ? { replace: true } : {}) });
          return context;
        }),
      },
    },
  });
  const actor = createActor(machine).start();
  return { navigation: actor as unknown as NavigationActorRef, asked };
}

export const row = (
  id: string,
  overrides: Partial<ManagedMediumRowFragment> = {},
): ManagedMediumRowFragment => ({
  id,
  title: `Medium ${id}`,
  type: 'PDF',
  categoryId: null,
  categoryPath: null,
  unitId: null,
  unitName: null,
  published: false,
  archivedAt: null,
  coverUrl: null,
  enrolmentCount: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const medium = (
  id: string,
  overrides: Partial<ManagedMediumFieldsFragment> = {},
): ManagedMediumFieldsFragment => ({
  ...row(id),
  description: 'About it',
  language: 'en',
  durationMinutes: 10,
  fileId: storedPdf.id,
  fileName: 'handout.pdf',
  fileSize: 1000,
  scormPackageId: null,
  launchUrl: storedPdf.url,
  externalUrl: null,
  masteryScore: null,
  version: 1,
  versions: [
    {
      version: 1,
      fileId: storedPdf.id,
      fileName: 'handout.pdf',
      createdAt: '2026-03-01T09:00:00.000Z',
      createdByName: 'Manager',
      activeLearners: 2,
    },
  ],
  importReport: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});
