import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  uploadMachine,
  type SendFileInput,
  type UploadEvent,
} from '../../../src/machines/admin/uploadMachine';
import type { FileKind } from '../../../src/services/upload';
import { UploadField } from '../../../src/views/admin/UploadField';
import { api, failure, pdfFile, storedPdf, zipFile } from '../../machines/mediaManagement/fixtures';
import { renderView } from '../render';

function setup(kinds: FileKind[] = ['SCORM', 'VIDEO', 'PDF'], locale = 'en') {
  const sends: Array<{ input: SendFileInput; stopped: boolean; report: (e: UploadEvent) => void }> = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        sendFile: fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
          const send = { input, stopped: false, report: sendBack };
          sends.push(send);
          return () => {
            send.stopped = true;
          };
        }),
      },
    }),
    { input: { api, kinds } },
  ).start();
  renderView(<UploadField actor={actor} label="File" description="The medium's file." />, { locale });
  const report = (event: UploadEvent) => act(() => sends.at(-1)!.report(event));
  return { actor, sends, report };
}

describe('UploadField', () => {
  it('is a labelled file input that says what it takes', () => {
    setup();
    const input = screen.getByLabelText('File');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('.zip');
    expect(input.getAttribute('accept')).toContain('.pdf');
    expect(input).toHaveAccessibleDescription(
      "The medium's file. Accepted: SCORM 1.2 package (.zip), video (MP4, WebM), and PDF document. Choose a file or drop it here.",
    );
  });

  it('shows the progress with the percentage and bytes, and cancels', async () => {
    const { sends, report } = setup();
    await userEvent.upload(screen.getByLabelText('File'), zipFile());
    report({ type: 'upload.progress', loaded: 900, total: 2000 });
    const bar = screen.getByRole('progressbar', { name: 'Upload of course.zip' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('course.zip: 45 % · 900 byte of 2 kB')).toBeInTheDocument();
    expect(screen.getByLabelText('File')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(sends[0]!.stopped).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The upload of course.zip was cancelled. Nothing was kept.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sends).toHaveLength(2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('says the server is checking once every byte is sent, and when the file is stored', async () => {
    const { report } = setup();
    await userEvent.upload(screen.getByLabelText('File'), pdfFile());
    report({ type: 'upload.progress', loaded: 1000, total: 1000 });
    expect(screen.getByText('handout.pdf is sent. The server is checking it…')).toBeInTheDocument();
    report({ type: 'upload.succeeded', file: storedPdf });
    expect(screen.getByRole('status')).toHaveTextContent('handout.pdf uploaded (1 kB).');
  });

  it("explains a refusal in the reader's language with the server's detail, without a retry", async () => {
    const { report } = setup();
    await userEvent.upload(screen.getByLabelText('File'), zipFile());
    report({ type: 'upload.failed', failure: failure('invalidPackage', 422, 'SCORM_NO_MANIFEST') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('course.zip is not a SCORM 1.2 package that can be imported.');
    expect(alert).toHaveTextContent('Details from the server: Because SCORM_NO_MANIFEST');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // Another file can be chosen right away.
    expect(screen.getByLabelText('File')).toBeEnabled();
  });

  it('offers a retry after a broken connection and says how long to wait when rate limited', async () => {
    const { sends, report } = setup();
    await userEvent.upload(screen.getByLabelText('File'), pdfFile());
    report({ type: 'upload.failed', failure: failure('network', 0) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The connection broke off while sending handout.pdf.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    report({
      type: 'upload.failed',
      failure: { ...failure('rateLimited', 429), retryAfterSeconds: 30 },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests in a short time. Please wait 30 seconds before trying again.',
    );
    expect(sends).toHaveLength(2);
  });

  it('takes a dropped file, and refuses one of another kind before sending it', () => {
    const { sends } = setup(['IMAGE']);
    const zone = screen.getByLabelText('File').closest('div')!.parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdfFile()] } });
    expect(sends).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'handout.pdf is not a kind of file that can be uploaded here.',
    );
    const png = new File([new Uint8Array(8)], 'cover.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [png] } });
    expect(sends).toHaveLength(1);
    expect(sends[0]!.input.file).toBe(png);
  });

  it('speaks German', async () => {
    const { report } = setup(['PDF'], 'de');
    await userEvent.upload(screen.getByLabelText('File'), pdfFile());
    report({ type: 'upload.progress', loaded: 500, total: 1000 });
    expect(screen.getByRole('button', { name: 'Hochladen abbrechen' })).toBeInTheDocument();
    expect(screen.getByText('handout.pdf: 50 % · 500 Byte von 1 kB')).toBeInTheDocument();
  });
});
