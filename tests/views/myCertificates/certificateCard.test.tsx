// A learner's certificate card as a pure view: status badge, dates, the actions and what they came to,
// LinkedIn in a new tab with the data for entering it by hand; a revoked certificate offers no LinkedIn.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyCertificate } from '../../../src/machines/myCertificates/myCertificatesActors';
import { CertificateCard } from '../../../src/views/myCertificates/CertificateCard';
import { renderView } from '../render';

const certificate: MyCertificate = {
  id: 'c-1',
  number: 'C-000042',
  title: 'Fire safety',
  status: 'EXPIRING_SOON',
  pdfStatus: 'PENDING',
  issuedAt: '2026-01-15T10:00:00.000Z',
  completedOn: '2026-01-15',
  expiresOn: '2026-12-01',
  revokedAt: null,
  verificationUrl: 'https://lms.example/verify/ABCDEFGHIJKLMNOPQRST',
  downloadUrl: 'https://lms.example/api/certificates/c-1.pdf',
  linkedIn: {
    name: 'Fire safety',
    organizationName: 'Sitos Academy',
    issueYear: 2026,
    issueMonth: 1,
    expirationYear: 2026,
    expirationMonth: 12,
    certUrl: 'https://lms.example/verify/ABCDEFGHIJKLMNOPQRST',
    certId: 'C-000042',
    addToProfileUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Fire+safety',
  },
};

describe('CertificateCard', () => {
  it('shows the status, number and dates, and sends download and copy', () => {
    const onDownload = vi.fn();
    const onCopy = vi.fn();
    renderView(
      <CertificateCard
        certificate={certificate}
        download="idle"
        copy="idle"
        onDownload={onDownload}
        onCopy={onCopy}
      />,
    );
    const card = screen.getByRole('article', { name: 'Fire safety' });
    expect(card).toHaveTextContent('Expires soon');
    expect(card).toHaveTextContent('Certificate C-000042');
    expect(card).toHaveTextContent('Completed on January 15, 2026');
    expect(card).toHaveTextContent('Expires on December 1, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Download the PDF of Fire safety' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the share link of Fire safety' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onCopy).toHaveBeenCalledTimes(1);
    const linkedIn = screen.getByRole('link', { name: /Add Fire safety to your LinkedIn profile/ });
    expect(linkedIn).toHaveAttribute('href', certificate.linkedIn.addToProfileUrl);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toMatch(/noopener/);
    expect(card).toHaveTextContent('Issuing organisationSitos Academy');
    expect(card).toHaveTextContent('December 2026');
  });

  it('says a PDF is being prepared, a copy is confirmed, and a failed copy shows the link to copy by hand', () => {
    const { rerender } = renderView(
      <CertificateCard
        certificate={certificate}
        download="notReady"
        copy="copied"
        onDownload={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    expect(screen.getByText(/The PDF is being prepared/)).toBeInTheDocument();
    expect(screen.getByText(/Link copied/)).toBeInTheDocument();
    rerender(
      <CertificateCard
        certificate={certificate}
        download="failed"
        copy="copyFailed"
        onDownload={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    expect(screen.getByText(/could not be downloaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: certificate.verificationUrl })).toBeInTheDocument();
    rerender(
      <CertificateCard
        certificate={certificate}
        download="downloading"
        copy="idle"
        onDownload={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download the PDF of Fire safety' })).toBeDisabled();
  });

  it('marks a revoked certificate and offers no LinkedIn for it', () => {
    renderView(
      <CertificateCard
        certificate={{
          ...certificate,
          status: 'REVOKED',
          revokedAt: '2026-03-02T10:00:00.000Z',
          pdfStatus: 'READY',
        }}
        download="idle"
        copy="idle"
        onDownload={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Fire safety' });
    expect(card).toHaveTextContent('Revoked on March 2, 2026');
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('says a PDF that could not be made is not being prepared, and to ask an administrator', () => {
    renderView(
      <CertificateCard
        certificate={{ ...certificate, pdfStatus: 'FAILED' }}
        download="idle"
        copy="idle"
        onDownload={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    expect(screen.getByText(/could not be made\. Ask your administrator/)).toBeInTheDocument();
    expect(screen.queryByText(/being prepared/)).toBeNull();
  });
});
