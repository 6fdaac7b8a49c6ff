// Model-based test of the learner's certificates machine: every transition and both sides of every guard,
// plus what the download (only ever a ready PDF) and the copy (the verification address) were started with.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import { myCertificatesMachine } from '../../../src/machines/myCertificates/myCertificatesMachine';
import type { MyCertificate } from '../../../src/machines/myCertificates/myCertificatesActors';
import { api } from '../learning/fixtures';

const certificate = (id: string, pdfStatus: MyCertificate['pdfStatus']): MyCertificate => ({
  id,
  number: `C-00000${id}`,
  title: `Course ${id}`,
  status: 'VALID',
  pdfStatus,
  issuedAt: '2026-01-15T10:00:00.000Z',
  completedOn: '2026-01-15',
  expiresOn: null,
  revokedAt: null,
  verificationUrl: `https://lms.example/verify/CODE${id}`,
  downloadUrl: `https://lms.example/api/certificates/${id}.pdf`,
  linkedIn: {
    name: `Course ${id}`,
    organizationName: 'Sitos Academy',
    issueYear: 2026,
    issueMonth: 1,
    expirationYear: null,
    expirationMonth: null,
    certUrl: `https://lms.example/verify/CODE${id}`,
    certId: `C-00000${id}`,
    addToProfileUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME',
  },
});

const ready = certificate('1', 'READY');
const pending = certificate('2', 'PENDING');

describe('myCertificatesMachine (model-based)', () => {
  it('walks every transition', async () => {
    const result = await runModel({
      machine: myCertificatesMachine,
      inputs: [{ api }],
      outputs: {
        loadMyCertificates: [[ready, pending], [ready]],
        refreshMyCertificates: [
          [ready, { ...pending, pdfStatus: 'READY' }],
          [ready, pending],
        ],
      },
      events: [
        { type: 'myCertificates.retry' },
        { type: 'myCertificates.download', id: '1' },
        { type: 'myCertificates.download', id: '2' },
        { type: 'myCertificates.copyLink', id: '1' },
        { type: 'myCertificates.copyLink', id: 'unknown' },
      ],
      afterPath: (live) => {
        // Whatever the path, a download was only ever started for a ready PDF, with its own address.
        for (const started of live.started.filter((s) => s.id === 'downloadCertificate')) {
          const { certificate } = started.input as { certificate: MyCertificate };
          expect(certificate.pdfStatus).toBe('READY');
          expect(certificate.downloadUrl).toBe(`https://lms.example/api/certificates/${certificate.id}.pdf`);
        }
        for (const started of live.started.filter((s) => s.id === 'copyText'))
          expect(started.input).toEqual({ text: ready.verificationUrl });
      },
    });
    const report = coverageReport(myCertificatesMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  it('reads again while a PDF is pending, but not for a failed one (it stays failed until an administrator acts)', async () => {
    const failed = certificate('3', 'FAILED');
    const settle = async (list: MyCertificate[]) => {
      const actor = createActor(
        myCertificatesMachine.provide({ actors: { loadMyCertificates: fromPromise(async () => list) } }),
        { input: { api } },
      ).start();
      const snapshot = await waitFor(actor, (s) => s.matches('ready'));
      actor.stop();
      return snapshot;
    };
    expect((await settle([ready, failed])).matches({ ready: { list: 'settled' } })).toBe(true);
    expect((await settle([ready, failed, pending])).matches({ ready: { list: 'waiting' } })).toBe(true);
  });
});
