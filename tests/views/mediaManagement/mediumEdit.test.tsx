import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type InputFrom } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import type { DeleteRecordInput, SaveRecordInput } from '../../../src/machines/admin/formMachine';
import {
  uploadMachine,
  type SendFileInput,
  type UploadEvent,
} from '../../../src/machines/admin/uploadMachine';
import type { mediumActionActors } from '../../../src/machines/mediaManagement/mediaActors';
import { mediumEditorMachine } from '../../../src/machines/mediaManagement/mediumEditorMachine';
import { mediumFormMachine } from '../../../src/machines/mediaManagement/mediumFormMachine';
import {
  recordOf,
  type ManagedMedium,
  type MediumFormValues,
} from '../../../src/machines/mediaManagement/mediumValues';
import { MediumEditPage } from '../../../src/views/mediaManagement/MediumEditPage';
import { medium, storedScorm } from '../../machines/mediaManagement/fixtures';
import { renderView } from '../render';
import { pageProps, settle } from './fixtures';

type Actions = typeof mediumActionActors;

const COURSE = medium('m-1', {
  title: 'Fire safety',
  type: 'SCORM',
  categoryId: '11111111-0000-4000-8000-000000000002',
  categoryPath: 'Safety / Fire',
  coverUrl: '/files/c-1',
  enrolmentCount: 5,
  fileName: 'fire-v2.zip',
  version: 2,
  versions: [
    {
      version: 2,
      fileId: 'f-2',
      fileName: 'fire-v2.zip',
      createdAt: '2026-03-02T09:00:00.000Z',
      createdByName: 'Maria',
      activeLearners: 0,
    },
    {
      version: 1,
      fileId: 'f-1',
      fileName: 'fire.zip',
      createdAt: '2026-03-01T09:00:00.000Z',
      createdByName: 'Maria',
      activeLearners: 3,
    },
  ],
  importReport: {
    organisations: [{ identifier: 'org', title: 'Fire safety', itemCount: 4, isDefault: true }],
    importedOrganisation: 'org',
    itemCount: 4,
    scoCount: 3,
    assetCount: 1,
    missingFiles: [],
    warnings: [],
  },
});

interface Options {
  start?: ManagedMedium | null | Error;
  save?: (input: SaveRecordInput<MediumFormValues>) => Promise<ManagedMedium>;
  /** The form's own load; default: the medium at once. */
  formLoad?: () => Promise<ManagedMedium>;
}

function setup({ start = COURSE, save, formLoad }: Options = {}) {
  const calls: string[] = [];
  let current = start instanceof Error || start === null ? COURSE : start;
  const uploads: Array<{ input: SendFileInput; report: (e: UploadEvent) => void }> = [];
  const form = mediumFormMachine.provide({
    actors: {
      loadRecord: fromPromise(async () => recordOf(formLoad ? await formLoad() : current)),
      saveRecord: fromPromise(async ({ input }: { input: SaveRecordInput<MediumFormValues> }) => {
        calls.push(`save ${input.changed.join()} ${input.expectedUpdatedAt}`);
        current = save
          ? await save(input)
          : { ...current, ...input.values, updatedAt: '2026-03-03T00:00:00.000Z' };
        return recordOf(current);
      }),
      deleteRecord: fromPromise<unknown, DeleteRecordInput>(async () => {
        calls.push('archive');
        return null;
      }),
    },
  });
  const machine = mediumEditorMachine.provide({
    actors: {
      mediumForm: form,
      loadMedium: fromPromise(async () => {
        if (start instanceof Error) throw start;
        return start === null ? null : current;
      }),
      setPublished: fromPromise<ManagedMedium, InputFrom<Actions['setPublished']>>(async ({ input }) => {
        calls.push(`published ${input.published}`);
        current = { ...current, published: input.published, updatedAt: '2026-03-04T00:00:00.000Z' };
        return current;
      }),
      restoreMedium: fromPromise<unknown, InputFrom<Actions['restoreMedium']>>(async () => {
        calls.push('restore');
        current = { ...current, archivedAt: null, published: false };
      }),
      replaceFile: fromPromise<ManagedMedium, InputFrom<Actions['replaceFile']>>(async ({ input }) => {
        calls.push(`replace ${input.fileId} ${input.expectedUpdatedAt}`);
        current = { ...current, version: 3 };
        return current;
      }),
      uploadFile: uploadMachine.provide({
        actors: {
          sendFile: fromCallback<UploadEvent, SendFileInput>(({ input, sendBack }) => {
            uploads.push({ input, report: sendBack });
          }),
        },
      }),
    },
  });
  const page = pageProps('?edit=m-1');
  const { location } = renderView(
    <>
      <MediumEditPage {...page.props} id="m-1" machine={machine} />
      {page.toaster}
    </>,
    { path: '/media-management' },
  );
  return { calls, uploads, asked: page.asked, location };
}

const title = () => screen.findByRole('textbox', { name: /^Title/ });

describe('a medium’s page', () => {
  it('shows the medium, its versions with the learners on each, its import report and the learner’s preview', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire safety' })).toBeInTheDocument();
    expect(await title()).toHaveValue('Fire safety');
    expect(screen.getByText('Not published')).toBeInTheDocument();
    expect(screen.getByText('5 learners')).toBeInTheDocument();
    const versions = screen.getByRole('table', { name: 'Versions' });
    expect(within(versions).getByRole('row', { name: /Version 2 \(current\)/ })).toHaveTextContent(
      'No learners',
    );
    expect(within(versions).getByRole('row', { name: /^Version 1/ })).toHaveTextContent('3 learners');
    expect(screen.getByRole('region', { name: 'What the import found' })).toHaveTextContent(
      'No files missing, no warnings.',
    );
    const preview = screen.getByRole('region', { name: 'Preview as learners see it' });
    expect(preview).toHaveTextContent('Learners do not see it yet');
    expect(within(preview).getAllByRole('heading', { level: 4, name: 'Fire safety' })).toHaveLength(2);
    expect(within(preview).getAllByText('Course · 10 minutes · Not rated yet')).toHaveLength(2);
    expect(preview.querySelectorAll('img[src="/files/c-1"]')).toHaveLength(2);
    // The preview is not a way into the learner's catalogue.
    expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
  });

  it('publishes only once nothing is unsaved, and the form then holds the new version', async () => {
    const { calls } = setup();
    await userEvent.type(await title(), ' 2');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(
      'Save or undo your changes first.',
    );
    expect(screen.getByRole('button', { name: 'Replace with a new version' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(calls).toEqual(['save title 2026-03-01T10:00:00.000Z']);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(calls).toContain('published true');
    expect(
      (await screen.findAllByText('Published. Learners see it in the catalogue.')).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Withdraw from the catalogue' })).toBeEnabled();
    await userEvent.type(await title(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(calls.at(-1)).toBe('save title 2026-03-04T00:00:00.000Z');
  });

  it('archives after asking, and goes back to the list', async () => {
    const { calls, asked } = setup();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive this medium?' });
    expect(dialog).toHaveTextContent('Learners keep their history');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await settle();
    expect(calls).toEqual(['archive']);
    expect(asked.at(-1)).toEqual({ to: '/media-management' });
  });

  it('asks before leaving with unsaved changes, by Cancel or by the way back to the list', async () => {
    const { asked } = setup();
    await userEvent.type(await title(), '?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(asked).toEqual([]);
    expect(await title()).toHaveValue('Fire safety?');
    // The page's own way back asks as well.
    await userEvent.click(screen.getByRole('link', { name: 'Back to media' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await settle();
    expect(asked).toEqual([{ to: '/media-management' }]);
  });

  it('goes back to the list while the form still loads', async () => {
    const { asked } = setup({ formLoad: () => new Promise(() => {}) });
    await settle();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to media' }));
    await settle();
    expect(asked).toEqual([{ to: '/media-management' }]);
  });

  it('while a save runs (the form cannot leave), the way back is an ordinary link', async () => {
    const { asked, location } = setup({ save: () => new Promise(() => {}) });
    await userEvent.type(await title(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to media' }));
    expect(asked).toEqual([]);
    expect(location.history?.at(-1)).toBe('/media-management');
    expect(location.history).toHaveLength(2);
  });

  it('asks before going back from a conflict, and staying shows the conflict again', async () => {
    const theirs = { ...COURSE, title: 'Fire safety (theirs)', updatedAt: '2026-03-05T10:00:00.000Z' };
    const { asked } = setup({
      save: () =>
        Promise.reject(
          new AdminApiError([{ message: 'changed', extensions: { code: 'CONFLICT', current: theirs } }]),
        ),
    });
    await userEvent.type(await title(), ' (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Changed by someone else');
    await userEvent.click(screen.getByRole('link', { name: 'Back to media' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Changed by someone else');
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to media' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await settle();
    expect(asked).toEqual([{ to: '/media-management' }]);
  });

  it('explains a conflict and keeps mine on their version', async () => {
    let first = true;
    const theirs = { ...COURSE, title: 'Fire safety (theirs)', updatedAt: '2026-03-05T10:00:00.000Z' };
    const { calls } = setup({
      save: async (input) => {
        if (first) {
          first = false;
          throw new AdminApiError([
            { message: 'changed', extensions: { code: 'CONFLICT', current: theirs } },
          ]);
        }
        return { ...theirs, title: input.values.title, updatedAt: '2026-03-06T00:00:00.000Z' };
      },
    });
    await userEvent.type(await title(), ' (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Changed by someone else');
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await settle();
    expect(calls).toEqual(['save title 2026-03-01T10:00:00.000Z', 'save title 2026-03-05T10:00:00.000Z']);
    expect(await title()).toHaveValue('Fire safety (mine)');
  });

  it('uploads a new version of the same kind and puts it in place', async () => {
    const { calls, uploads } = setup();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Replace with a new version' }));
    const field = screen.getByLabelText('New version');
    expect(field).toHaveAccessibleDescription(/Learners who started the current version finish it/);
    await userEvent.upload(field, new File([new Uint8Array(10)], 'fire-v3.zip', { type: 'application/zip' }));
    expect(uploads[0]!.input).toMatchObject({ kind: 'SCORM' });
    act(() => uploads[0]!.report({ type: 'upload.succeeded', file: storedScorm }));
    await settle();
    expect(calls).toEqual([`replace ${storedScorm.id} 2026-03-01T10:00:00.000Z`]);
    expect((await screen.findAllByText(/^New version in place\./)).length).toBeGreaterThan(0);
  });

  it('offers restore instead of archive for an archived medium', async () => {
    const { calls } = setup({ start: { ...COURSE, archivedAt: '2026-03-01T00:00:00.000Z' } });
    await title();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await settle();
    expect(calls).toEqual(['restore']);
  });

  it('says when the medium does not exist', async () => {
    setup({ start: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This medium does not exist, or you may not manage it.',
    );
    expect(screen.getByRole('link', { name: 'Back to media' })).toHaveAttribute('href', '/media-management');
  });

  it('offers a retry when the medium cannot be loaded', async () => {
    setup({ start: new Error('offline') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The medium could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
