// Model-based test of the public verification page's machine: every transition and both sides of every
// guard, for a page opened with a code and one opened at /verify; plus what the lookups and file checks
// were started with.
import { describe, expect, it } from 'vitest';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import {
  normaliseTypedCode,
  verificationMachine,
} from '../../../src/machines/verification/verificationMachine';
import type { PublicCertificate } from '../../../src/machines/verification/verificationActors';
import { api } from '../learning/fixtures';

const CODE = 'ABCDEFGHIJKLMNOPQRST';
const certificate: PublicCertificate = {
  number: 'C-000123',
  learnerName: 'Anna Example',
  title: 'Fire safety',
  completedOn: '2026-01-15',
  expiresOn: null,
  issuedAt: '2026-01-15T10:00:00.000Z',
  issuer: 'Sitos Academy',
  status: 'VALID',
  revokedAt: null,
  pdfAvailable: true,
};
// Stand-ins for File: the machine reads only name and size.
const small = { name: 'certificate.pdf', size: 40_000 } as File;
const big = { name: 'scan.pdf', size: 11 * 1024 * 1024 } as File;

describe('verificationMachine (model-based)', () => {
  it('walks every transition', async () => {
    const result = await runModel({
      machine: verificationMachine,
      inputs: [
        { api, code: CODE },
        { api, code: null },
      ],
      outputs: {
        lookupCertificate: [
          { kind: 'found', certificate },
          { kind: 'notFound' },
          { kind: 'rateLimited', retryAfter: 30 },
        ],
        checkFile: [
          { kind: 'checked', matches: true, certificate, sameAsCode: true },
          { kind: 'notPdf' },
          { kind: 'tooLarge' },
          { kind: 'rateLimited', retryAfter: 20 },
        ],
      },
      events: [
        { type: 'verification.codeChange', code: 'abcde fghij-klmno pqrst' },
        { type: 'verification.codeChange', code: 'not a code' },
        { type: 'verification.submit' },
        { type: 'verification.another' },
        { type: 'verification.retry' },
        { type: 'verification.file', file: small },
        { type: 'verification.file', file: big },
        { type: 'verification.retryFile' },
      ],
      afterPath: (live) => {
        for (const started of live.started.filter((s) => s.id === 'lookupCertificate'))
          expect(started.input).toEqual({ api, code: CODE });
        // Only files within the limit are ever sent, with the page's code when it has one.
        for (const started of live.started.filter((s) => s.id === 'checkFile')) {
          const input = started.input as { file: File; code: string | null };
          expect(input.file).toBe(small);
          expect([CODE, null]).toContain(input.code);
        }
      },
    });
    const report = coverageReport(verificationMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  it('reads typed codes without spaces, dashes or lower case', () => {
    expect(normaliseTypedCode(' abcde-fghij klmno\tpqrst ')).toBe(CODE);
  });
});
