// The verification page's result as a pure view: the big status with its sentence (valid, expired with its
// day, revoked with its day) and the issued data, in English and German.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicCertificate } from '../../../src/machines/verification/verificationActors';
import { CertificateFacts } from '../../../src/views/verification/CertificateFacts';
import { renderView } from '../render';

const certificate: PublicCertificate = {
  number: 'C-000123',
  learnerName: 'Anna Berg',
  title: 'Fire safety',
  completedOn: '2026-01-15',
  expiresOn: '2028-01-15',
  issuedAt: '2026-01-15T10:00:00.000Z',
  issuer: 'Sitos Academy',
  status: 'VALID',
  revokedAt: null,
  pdfAvailable: true,
};

const status = () => screen.getByRole('status');
/** The issued data as [label, value] pairs, in the order shown. */
const facts = () => {
  const values = screen.getAllByRole('definition');
  return screen.getAllByRole('term').map((term, i) => [term.textContent, values[i]?.textContent]);
};

describe('CertificateFacts', () => {
  it('shows a valid certificate with its issuer and data', () => {
    renderView(<CertificateFacts certificate={certificate} onAnother={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Valid');
    expect(status()).toHaveTextContent('This certificate was issued by Sitos Academy and is valid.');
    expect(facts()).toEqual([
      ['Issued to', 'Anna Berg'],
      ['For completing', 'Fire safety'],
      ['Completed on', 'January 15, 2026'],
      ['Expires on', 'January 15, 2028'],
      ['Certificate number', 'C-000123'],
      ['Issued on', 'January 15, 2026'],
      ['Issued by', 'Sitos Academy'],
    ]);
  });

  it('says expired with the expiry day and revoked with the revocation day', () => {
    const { rerender } = renderView(
      <CertificateFacts certificate={{ ...certificate, status: 'EXPIRED' }} onAnother={vi.fn()} />,
    );
    expect(status()).toHaveTextContent('It expired on January 15, 2028.');
    rerender(
      <CertificateFacts
        certificate={{ ...certificate, status: 'REVOKED', revokedAt: '2026-02-03T10:00:00.000Z' }}
        onAnother={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Revoked');
    expect(status()).toHaveTextContent('revoked by Sitos Academy on February 3, 2026');
  });

  it('speaks German', () => {
    renderView(<CertificateFacts certificate={{ ...certificate, expiresOn: null }} onAnother={vi.fn()} />, {
      locale: 'de',
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Gültig');
    expect(screen.getByText('Läuft nicht ab')).toBeInTheDocument();
  });
});
