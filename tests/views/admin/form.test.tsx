// The kit's form and feedback views: a field with its error, the form panels on a live sample form
// machine (failure, conflict, leave, delete), the confirm dialog, and the toasts with undo.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { selectFormStatus, type FieldError } from '../../../src/machines/admin/formMachine';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import { ConfirmDialog } from '../../../src/views/admin/ConfirmDialog';
import { FormField, useFieldErrorText, useFormField } from '../../../src/views/admin/FormField';
import { FormPanels } from '../../../src/views/admin/FormPanels';
import { Toaster } from '../../../src/views/admin/Toaster';
import { am } from '../../../src/views/admin/messages';
import {
  api,
  conflictError,
  forbiddenError,
  record,
  sampleFormMachine,
  type SampleValues,
} from '../../machines/admin/samples';
import { renderView } from '../render';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('FormField', () => {
  it('ties the control to its label, hint and error', () => {
    renderView(
      <FormField label="Title" hint="Shown in the catalogue" error="Required" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Shown in the catalogue Required');
  });

  it('without an error the control is not invalid', () => {
    renderView(<FormField label="Title">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('useFieldErrorText: the area text for a code with its params, the API message, a fallback', () => {
    const seen: Array<string | null> = [];
    function Probe({ errors }: { errors: Array<FieldError | null> }) {
      // An area maps its issue codes to its messages; any admin message serves for the test.
      const text = useFieldErrorText({ 'title.tooLong': am.listSelectedCount });
      seen.push(...errors.map(text));
      return null;
    }
    renderView(
      <Probe
        errors={[
          { code: 'title.tooLong', params: { count: 20 }, message: 'title.tooLong' },
          { code: 'server', params: {}, message: 'Title: at most 200 characters' },
          { code: 'mystery', params: {}, message: 'mystery' },
          null,
        ]}
      />,
    );
    expect(seen.slice(0, 4)).toEqual([
      '20 selected',
      'Title: at most 200 characters',
      'Check this value.',
      null,
    ]);
  });
});

function startForm(save: () => Promise<unknown>, remove: () => Promise<unknown> = async () => true) {
  return createActor(
    sampleFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => record()),
        saveRecord: fromPromise(save),
        deleteRecord: fromPromise(remove),
      } as never,
    }),
    { input: { api, id: 'r-1' } },
  ).start();
}

function TitleField({ form }: { form: ReturnType<typeof startForm> }) {
  const title = useFormField(form, 'title');
  const text = useFieldErrorText({});
  return (
    <FormField label="Title" error={text(title.error)}>
      {(control) => (
        <input
          {...control}
          value={String(title.value)}
          onChange={(e) => title.onChange(e.target.value as SampleValues['title'])}
          onBlur={title.onBlur}
        />
      )}
    </FormField>
  );
}

describe('FormPanels on a live form machine', () => {
  it('a field bound with useFormField shows its error after blur', async () => {
    const form = startForm(async () => record());
    renderView(<TitleField form={form} />);
    await settle();
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Check this value.');
  });

  it('explains a conflict with who and when, and offers reload and keep mine', async () => {
    const form = startForm(() => Promise.reject(conflictError()));
    renderView(<FormPanels form={form} />);
    await settle();
    form.send({ type: 'form.change', field: 'title', value: 'Mine' });
    form.send({ type: 'form.save' });
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(alert).toHaveTextContent(/Other Person saved this at .*\d\d:02, after you opened it\./);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    expect(selectFormStatus(form.getSnapshot())).toBe('editing');
    expect(form.getSnapshot().context.values.title).toBe('Theirs');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed save says what failed and retries', async () => {
    const save = vi.fn(() => Promise.reject(forbiddenError()));
    const form = startForm(save);
    renderView(<FormPanels form={form} />);
    await settle();
    form.send({ type: 'form.save' });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your changes could not be saved; they are still here. You are not allowed to do this.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a refused delete says so without a retry that would save instead', async () => {
    const form = startForm(
      async () => record(),
      () => Promise.reject(forbiddenError()),
    );
    renderView(<FormPanels form={form} />);
    await settle();
    act(() => form.send({ type: 'form.delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This could not be deleted. You are not allowed to do this.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks before leaving with unsaved changes, and before deleting', async () => {
    const form = startForm(async () => record());
    renderView(<FormPanels form={form} deleteTitle="Delete “Intro”?" />);
    await settle();
    form.send({ type: 'form.change', field: 'title', value: 'Unsaved' });
    act(() => form.send({ type: 'form.leave' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Stay and keep editing' }));
    expect(selectFormStatus(form.getSnapshot())).toBe('editing');

    act(() => form.send({ type: 'form.delete' }));
    const del = await screen.findByRole('alertdialog', { name: 'Delete “Intro”?' });
    expect(within(del).getByText('This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(del).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(form.getSnapshot().output).toEqual({ outcome: 'deleted', id: 'r-1' });
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Archive all</button>
        <ConfirmDialog
          open={open}
          title="Archive 3 media?"
          description="Learners keep their history."
          confirmLabel="Archive"
          destructive
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('starts on Cancel, Escape cancels, and focus returns to the opener', async () => {
    const onConfirm = vi.fn();
    renderView(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Archive all' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive 3 media?' });
    expect(dialog).toHaveAccessibleDescription('Learners keep their history.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });
});

describe('Toaster', () => {
  it('shows toasts in a labelled region; Undo sends the undo event and the toast goes', async () => {
    const toasts = createActor(toastMachine).start();
    const target = createActor(toastMachine).start();
    renderView(<Toaster actor={toasts} />);
    act(() => {
      toasts.send({
        type: 'toast.show',
        toast: { tone: 'success', text: { id: 'admin.list.selectedCount', values: { count: 3 } } },
      });
      toasts.send({
        type: 'toast.show',
        toast: {
          tone: 'success',
          text: { id: 'admin.form.unsaved' },
          undo: {
            target,
            event: { type: 'toast.show', toast: { tone: 'info', text: { id: 'admin.loading' } } },
          },
        },
      });
    });
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
    expect(await screen.findByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(target.getSnapshot().context.toasts.map((t) => t.text.id)).toEqual(['admin.loading']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toasts.getSnapshot().context.toasts).toEqual([]);
  });
});
