import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import type { FormRecord, SaveRecordInput } from '../../../src/machines/admin/formMachine';
import {
  uploadMachine,
  type SendFileInput,
  type UploadEvent,
} from '../../../src/machines/admin/uploadMachine';
import { mediumCreateMachine } from '../../../src/machines/mediaManagement/mediumCreateMachine';
import { mediumFormMachine } from '../../../src/machines/mediaManagement/mediumFormMachine';
import { recordOf, type MediumFormValues } from '../../../src/machines/mediaManagement/mediumValues';
import type { UploadedFile } from '../../../src/services/upload';
import { MediumCreatePage } from '../../../src/views/mediaManagement/MediumCreatePage';
import { medium, storedScorm } from '../../machines/mediaManagement/fixtures';
import { renderView } from '../render';
import { pageProps, settle } from './fixtures';

const REPORT = {
  organisations: [
    { identifier: 'org_main', title: 'Fire safety', itemCount: 9, isDefault: true },
    { identifier: 'org_short', title: 'Short version', itemCount: 1, isDefault: false },
  ],
  importedOrganisation: 'org_main',
  itemCount: 9,
  scoCount: 6,
  assetCount: 1,
  missingFiles: ['content/missing.html'],
  warnings: ['Only the organisation "org_main" is imported.'],
};

/** The create page whose uploads report through `report` and whose saves answer `answer`. */
function setup(answer: (input: SaveRecordInput<MediumFormValues>) => Promise<unknown>) {
  const sends: Array<{ input: SendFileInput; report: (e: UploadEvent) => void }> = [];
  const upload = uploadMachine.provide({
    actors: {
      sendFile: fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
        sends.push({ input, report: sendBack });
      }),
    },
  });
  const saves: SaveRecordInput<MediumFormValues>[] = [];
  const form = mediumFormMachine.provide({
    actors: {
      saveRecord: fromPromise<FormRecord<MediumFormValues>, SaveRecordInput<MediumFormValues>>(
        async ({ input }) => {
          saves.push(input);
          return (await answer(input)) as FormRecord<MediumFormValues>;
        },
      ),
    },
  });
  const machine = mediumCreateMachine.provide({ actors: { uploadFile: upload, mediumForm: form } });
  const page = pageProps('?new=');
  renderView(<MediumCreatePage {...page.props} machine={machine} />, { path: '/media-management' });
  const report = (event: UploadEvent) => act(() => sends.at(-1)!.report(event));
  return { sends, saves, report, asked: page.asked };
}

const uploaded = (file: UploadedFile) => ({ type: 'upload.succeeded' as const, file });

describe('adding a medium', () => {
  it('uploads a package with progress, shows its import report and prefills the form from it', async () => {
    const { sends, saves, report, asked } = setup(async (input) =>
      recordOf(medium('m-9', { type: 'SCORM', title: input.values.title })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a file' }));
    const input = screen.getByLabelText('File');
    expect(input.getAttribute('accept')).toContain('.zip');
    await userEvent.upload(
      input,
      new File([new Uint8Array(2000)], 'course.zip', { type: 'application/zip' }),
    );
    expect(sends[0]!.input.kind).toBeUndefined();
    report({ type: 'upload.progress', loaded: 1000, total: 2000 });
    expect(screen.getByRole('progressbar', { name: 'Upload of course.zip' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    report(uploaded({ ...storedScorm, scorm: { ...storedScorm.scorm!, report: REPORT } }));

    const reportRegion = await screen.findByRole('region', { name: 'What the import found' });
    expect(reportRegion).toHaveTextContent('9 items, 6 SCOs, 1 asset');
    expect(reportRegion).toHaveTextContent('Short version (org_short): 1 item');
    expect(reportRegion).toHaveTextContent('content/missing.html');
    expect(reportRegion).toHaveTextContent('Only the organisation "org_main" is imported.');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Fire safety');
    expect(screen.getByRole('spinbutton', { name: 'Mastery score in percent' })).toHaveAccessibleDescription(
      "Leave empty to use the package's own score, if it has one. The package asks for 80 %.",
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Safety / Fire');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Published/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create medium' }));
    await settle();
    expect(saves[0]).toMatchObject({
      id: null,
      values: {
        type: 'SCORM',
        title: 'Fire safety',
        fileId: storedScorm.id,
        categoryId: '11111111-0000-4000-8000-000000000002',
        published: true,
      },
    });
    expect(asked).toEqual([{ to: '/media-management?edit=m-9', replace: true }]);
  });

  it('checks the fields as one types and shows the server’s field error beside the field', async () => {
    const { saves } = setup(async () => {
      throw new AdminApiError([
        {
          message: 'A medium with this title already exists in this category.',
          extensions: { code: 'BAD_USER_INPUT', field: 'input.title' },
        },
      ]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a link' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    const url = screen.getByRole('textbox', { name: /^Web address/ });
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.tab();
    expect(url).toHaveAccessibleDescription(
      'Only addresses beginning with https:// or http:// can be opened.',
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Create medium' }));
    expect(saves).toHaveLength(0);
    expect(title).toHaveAccessibleDescription('Enter a title.');
    await userEvent.type(title, 'x'.repeat(201));
    expect(title).toHaveAccessibleDescription('The title may have at most 200 characters.');
    await userEvent.clear(title);
    await userEvent.type(title, 'Top tips');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.org/tips');
    expect(title).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Create medium' }));
    await settle();
    expect(saves[0]!.values).toMatchObject({ type: 'LINK', externalUrl: 'https://example.org/tips' });
    expect(title).toHaveAccessibleDescription('A medium with this title already exists in this category.');
    await userEvent.type(title, '!');
    expect(title).not.toHaveAccessibleDescription();
  });

  it('takes a cover image into the form, and can remove it again', async () => {
    const { sends, saves, report } = setup(async () => recordOf(medium('m-9')));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a link' }));
    const cover = screen.getByLabelText('Cover image');
    expect(cover.getAttribute('accept')).toContain('image/png');
    await userEvent.upload(cover, new File([new Uint8Array(8)], 'cover.png', { type: 'image/png' }));
    expect(sends[0]!.input).toMatchObject({ kind: 'IMAGE' });
    report(uploaded({ ...storedScorm, id: 'img-1', kind: 'IMAGE', url: '/files/img-1', scorm: undefined }));
    const form = screen.getByRole('button', { name: 'Create medium' }).closest('form')!;
    expect(form.querySelector('img')).toHaveAttribute('src', '/files/img-1');
    // A fresh upload field for the next image.
    expect(screen.getByLabelText('Cover image')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(form.querySelector('img')).toBeNull();
    await userEvent.upload(cover, new File([new Uint8Array(8)], 'cover2.png', { type: 'image/png' }));
    report(uploaded({ ...storedScorm, id: 'img-2', kind: 'IMAGE', url: '/files/img-2', scorm: undefined }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Tips');
    await userEvent.type(screen.getByRole('textbox', { name: /^Web address/ }), 'https://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create medium' }));
    await settle();
    expect(saves[0]!.values.cover).toEqual({ fileId: 'img-2', url: '/files/img-2', changed: true });
  });
});

describe('leaving the upload', () => {
  it('goes back to the choice, which stops the upload', async () => {
    const { sends } = setup(async () => recordOf(medium('m-9')));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a file' }));
    await userEvent.upload(
      screen.getByLabelText('File'),
      new File([new Uint8Array(10)], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(sends).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'What would you like to add?' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
