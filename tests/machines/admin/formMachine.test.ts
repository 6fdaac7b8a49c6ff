// The form machine factory's behaviour beyond its transitions: validation as the person types,
// what a save sends, the API's field errors and conflicts, leaving and deleting.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  AdminApiError,
  fieldOfBadInput,
  problemOf,
  requireAdminData,
} from '../../../src/machines/admin/adminErrors';
import {
  selectConflict,
  selectFieldErrors,
  selectFormError,
  selectFormStatus,
  selectIsDirty,
  selectRecordId,
  selectValues,
  type DeleteRecordInput,
  type LoadRecordInput,
  type SaveRecordInput,
} from '../../../src/machines/admin/formMachine';
import { selectToasts } from '../../../src/machines/admin/toastMachine';
import {
  T1,
  T2,
  T3,
  api,
  badInputError,
  conflictError,
  forbiddenError,
  record,
  sampleFormMachine,
  startedToasts,
  stubNavigation,
  type SampleValues,
} from './samples';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Answer<T> = (input: T) => Promise<unknown>;

function formWith(
  answers: {
    load?: Answer<LoadRecordInput>;
    save?: Answer<SaveRecordInput<SampleValues>>;
    remove?: Answer<DeleteRecordInput>;
  },
  input: Partial<Parameters<typeof createActor<typeof sampleFormMachine>>[1] & object> & {
    id?: string | null;
  } = {},
) {
  const calls = {
    load: [] as LoadRecordInput[],
    save: [] as SaveRecordInput<SampleValues>[],
    remove: [] as DeleteRecordInput[],
  };
  const machine = sampleFormMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input: i }: { input: LoadRecordInput }) => {
        calls.load.push(i);
        return (answers.load ?? (async () => record()))(i);
      }),
      saveRecord: fromPromise(({ input: i }: { input: SaveRecordInput<SampleValues> }) => {
        calls.save.push(i);
        return (answers.save ?? (async (s: SaveRecordInput<SampleValues>) => record(s.values, T3)))(i);
      }),
      deleteRecord: fromPromise(({ input: i }: { input: DeleteRecordInput }) => {
        calls.remove.push(i);
        return (answers.remove ?? (async () => true))(i);
      }),
    } as never,
  });
  const actor = createActor(machine, { input: { api, id: 'r-1', ...input } as never }).start();
  return { actor, calls };
}

const change = (value: unknown, field = 'title') => ({ type: 'form.change' as const, field, value });

describe('createFormMachine: editing and validation', () => {
  it('validates every change; an error shows once the field is touched or a save was tried', async () => {
    const { actor, calls } = formWith({});
    await settle();
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectValues(actor.getSnapshot())).toEqual({ title: 'Intro', minutes: 10 });

    actor.send(change(''));
    expect(actor.getSnapshot().context.validation.title?.code).toBe('title.required');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'form.blur', field: 'title' });
    expect(selectFieldErrors(actor.getSnapshot()).title?.code).toBe('title.required');
    actor.send(change('x'.repeat(21)));
    expect(selectFieldErrors(actor.getSnapshot()).title).toMatchObject({
      code: 'title.tooLong',
      params: { maximum: 20 },
    });

    // Untouched field, wrong value: hidden until a save is tried; then nothing is sent.
    actor.send(change('Fine'));
    actor.send(change(0, 'minutes'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'form.save' });
    await settle();
    expect(calls.save).toHaveLength(0);
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFieldErrors(actor.getSnapshot()).minutes?.code).toBe('minutes.tooSmall');
    expect(actor.getSnapshot().context.touched).toEqual(['title', 'minutes']);
    // A field the form does not have is not added.
    actor.send(change('x', 'password'));
    expect(selectValues(actor.getSnapshot())).not.toHaveProperty('password');
    actor.stop();
  });

  it('saves only with the version it edits, sends what changed, and is clean afterwards', async () => {
    const toasts = startedToasts();
    const { actor, calls } = formWith({}, { toasts } as never);
    await settle();
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send(change('Changed'));
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send(change('Intro'));
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send(change('Changed'));
    actor.send({ type: 'form.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await settle();
    expect(calls.save).toEqual([
      {
        api,
        id: 'r-1',
        values: { title: 'Changed', minutes: 10 },
        changed: ['title'],
        expectedUpdatedAt: T1,
      },
    ]);
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.updatedAt).toBe(T3);
    expect(selectToasts(toasts.getSnapshot()).map((t) => t.text.id)).toEqual(['sample.saved']);
    actor.stop();
  });

  it('a new record starts from empty and initial values, creates with every field, then has its id', async () => {
    const { actor, calls } = formWith({ save: async (s) => ({ ...record(s.values, T3), id: 'r-new' }) }, {
      id: null,
      initial: { minutes: 5 },
    } as never);
    await settle();
    expect(calls.load).toHaveLength(0);
    expect(selectValues(actor.getSnapshot())).toEqual({ title: '', minutes: 5 });
    // Its starting values are not unsaved changes.
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send(change('Brand new'));
    actor.send({ type: 'form.save' });
    await settle();
    expect(calls.save[0]).toMatchObject({ id: null, changed: ['title', 'minutes'], expectedUpdatedAt: null });
    expect(selectRecordId(actor.getSnapshot())).toBe('r-new');
    // Now it is an existing record: it can be deleted.
    actor.send({ type: 'form.delete' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('confirmingDelete');
    actor.stop();
  });
});

describe('createFormMachine: the API says no', () => {
  it('BAD_USER_INPUT on a field shows beside it until that field changes; on an unknown field, on the form', async () => {
    let fail: unknown = badInputError('input.title', 'Title: at most 20 characters');
    const { actor } = formWith({ save: () => Promise.reject(fail) });
    await settle();
    actor.send(change('Long enough'));
    actor.send({ type: 'form.save' });
    await settle();
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFieldErrors(actor.getSnapshot()).title).toEqual({
      code: 'server',
      params: {},
      message: 'Title: at most 20 characters',
    });
    expect(selectFormError(actor.getSnapshot())).toBeNull();
    actor.send(change('Shorter'));
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});

    fail = badInputError('input.colour', 'colour: unknown');
    actor.send({ type: 'form.save' });
    await settle();
    expect(selectFormError(actor.getSnapshot())).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'colour: unknown',
      during: 'save',
    });
    expect(selectValues(actor.getSnapshot()).title).toBe('Shorter');
    actor.stop();
  });

  it('a conflict: keep mine saves again with their updatedAt and my values', async () => {
    const saves: Array<SaveRecordInput<SampleValues>> = [];
    const { actor } = formWith({
      save: (s) => {
        saves.push(s);
        return saves.length === 1 ? Promise.reject(conflictError()) : Promise.resolve(record(s.values, T3));
      },
    });
    await settle();
    actor.send(change('Mine'));
    actor.send({ type: 'form.save' });
    await settle();
    expect(selectFormStatus(actor.getSnapshot())).toBe('conflict');
    expect(selectConflict(actor.getSnapshot())?.theirs).toEqual({
      id: 'r-1',
      values: { title: 'Theirs', minutes: 15 },
      updatedAt: T2,
      updatedBy: 'Other Person',
    });
    actor.send({ type: 'form.keepMine' });
    await settle();
    expect(saves[1]).toMatchObject({ values: { title: 'Mine', minutes: 10 }, expectedUpdatedAt: T2 });
    // Compared with their version, mine changed the title and the minutes.
    expect(saves[1]?.changed).toEqual(['title', 'minutes']);
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.updatedAt).toBe(T3);
    expect(selectConflict(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('a conflict: reload takes theirs; when theirs cannot be read, reload loads again and keep mine is refused', async () => {
    let fail = conflictError();
    const { actor, calls } = formWith({ save: () => Promise.reject(fail) });
    await settle();
    actor.send(change('Mine'));
    actor.send({ type: 'form.save' });
    await settle();
    actor.send({ type: 'form.reload' });
    expect(selectValues(actor.getSnapshot())).toEqual({ title: 'Theirs', minutes: 15 });
    expect(actor.getSnapshot().context.updatedAt).toBe(T2);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);

    fail = conflictError({ garbage: true });
    actor.send(change('Mine again'));
    actor.send({ type: 'form.save' });
    await settle();
    expect(selectConflict(actor.getSnapshot())).toEqual({ theirs: null });
    actor.send({ type: 'form.keepMine' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('conflict');
    actor.send({ type: 'form.reload' });
    await settle();
    expect(calls.load).toHaveLength(2);
    expect(selectValues(actor.getSnapshot())).toEqual({ title: 'Intro', minutes: 10 });
    actor.stop();
  });

  it('a failed load offers retry; a failed save keeps the edits and retries', async () => {
    let loadFails = true;
    let saveFails = true;
    const { actor, calls } = formWith({
      load: () => (loadFails ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(record())),
      save: (s) => (saveFails ? Promise.reject(forbiddenError()) : Promise.resolve(record(s.values, T3))),
    });
    await settle();
    expect(selectFormStatus(actor.getSnapshot())).toBe('loadFailed');
    expect(selectFormError(actor.getSnapshot())).toEqual({
      code: 'NETWORK',
      message: 'Failed to fetch',
      during: 'load',
    });
    loadFails = false;
    actor.send({ type: 'form.retry' });
    await settle();
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFormError(actor.getSnapshot())).toBeNull();

    actor.send(change('Edited'));
    actor.send({ type: 'form.save' });
    await settle();
    expect(selectFormError(actor.getSnapshot())).toEqual({
      code: 'FORBIDDEN',
      message: 'not yours',
      during: 'save',
    });
    expect(selectValues(actor.getSnapshot()).title).toBe('Edited');
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    saveFails = false;
    actor.send({ type: 'form.retry' });
    await settle();
    expect(calls.save).toHaveLength(2);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});

describe('createFormMachine: leaving and deleting', () => {
  it('leaving with unsaved changes asks; the answer decides; then it navigates back', async () => {
    const nav = stubNavigation('/sample-management?edit=r-1');
    const { actor } = formWith({}, { navigation: nav.ref, returnTo: '/sample-management' } as never);
    await settle();
    actor.send(change('Unsaved'));
    actor.send({ type: 'form.leave' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('confirmingLeave');
    actor.send({ type: 'form.leaveCancel' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectValues(actor.getSnapshot()).title).toBe('Unsaved');
    actor.send({ type: 'form.leave' });
    actor.send({ type: 'form.leaveConfirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left', id: 'r-1' });
    expect(nav.actor.getSnapshot().context.navigated).toEqual([{ to: '/sample-management' }]);
  });

  it('leaving while the record loads stops the load and goes back at once', async () => {
    const nav = stubNavigation('/sample-management?edit=r-1');
    const { actor } = formWith({ load: () => new Promise(() => {}) }, {
      navigation: nav.ref,
      returnTo: '/sample-management',
    } as never);
    expect(selectFormStatus(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().can({ type: 'form.leave' })).toBe(true);
    actor.send({ type: 'form.leave' });
    expect(actor.getSnapshot().children.loadRecord).toBeUndefined();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left', id: 'r-1' });
    expect(nav.actor.getSnapshot().context.navigated).toEqual([{ to: '/sample-management' }]);
  });

  it('leaving in a conflict asks (the edits are not saved); staying comes back to the conflict', async () => {
    const nav = stubNavigation('/sample-management?edit=r-1');
    const { actor } = formWith({ save: () => Promise.reject(conflictError()) }, {
      navigation: nav.ref,
      returnTo: '/sample-management',
    } as never);
    await settle();
    actor.send(change('Mine'));
    actor.send({ type: 'form.save' });
    await settle();
    expect(selectFormStatus(actor.getSnapshot())).toBe('conflict');
    actor.send({ type: 'form.leave' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('confirmingLeave');
    actor.send({ type: 'form.leaveCancel' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('conflict');
    expect(selectConflict(actor.getSnapshot())?.theirs?.values.title).toBe('Theirs');
    expect(selectValues(actor.getSnapshot()).title).toBe('Mine');
    actor.send({ type: 'form.leave' });
    actor.send({ type: 'form.leaveConfirm' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left', id: 'r-1' });
    expect(nav.actor.getSnapshot().context.navigated).toEqual([{ to: '/sample-management' }]);
  });

  it('leaving a clean form does not ask', async () => {
    const { actor } = formWith({});
    await settle();
    actor.send({ type: 'form.leave' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left', id: 'r-1' });
  });

  it('delete asks, sends the version, ends deleted; a refused delete keeps the form and says why', async () => {
    const toasts = startedToasts();
    let refuse = true;
    const { actor, calls } = formWith(
      { remove: () => (refuse ? Promise.reject(forbiddenError()) : Promise.resolve(true)) },
      { toasts } as never,
    );
    await settle();
    actor.send({ type: 'form.delete' });
    actor.send({ type: 'form.deleteCancel' });
    expect(calls.remove).toHaveLength(0);
    actor.send({ type: 'form.delete' });
    actor.send({ type: 'form.deleteConfirm' });
    expect(actor.getSnapshot().hasTag('deleting')).toBe(true);
    await settle();
    expect(calls.remove).toEqual([{ api, id: 'r-1', expectedUpdatedAt: T1 }]);
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFormError(actor.getSnapshot())).toMatchObject({ code: 'FORBIDDEN', during: 'delete' });
    refuse = false;
    actor.send({ type: 'form.delete' });
    actor.send({ type: 'form.deleteConfirm' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'deleted', id: 'r-1' });
    expect(selectToasts(toasts.getSnapshot()).map((t) => t.text.id)).toEqual(['sample.deleted']);
  });
});

describe('admin errors', () => {
  it('maps extensions.field to a form field', () => {
    const fields = ['title', 'units', 'input'];
    const field = (f: unknown) => fieldOfBadInput({ message: 'x', extensions: { field: f } }, fields);
    expect(field('title')).toBe('title');
    expect(field('input.title')).toBe('title');
    expect(field('input.units.0')).toBe('units');
    expect(field('units.3.id')).toBe('units');
    expect(field('input.colour')).toBeNull();
    expect(field('')).toBeNull();
    expect(field(7)).toBeNull();
    // A form with a field named "input" still gets it when the path names nothing below it.
    expect(field('input')).toBe('input');
  });

  it('requireAdminData keeps the errors and their extensions', () => {
    expect(requireAdminData({ data: { ok: 1 }, errors: [] })).toEqual({ ok: 1 });
    const errors = [{ message: 'changed', extensions: { code: 'CONFLICT', current: { id: 'm-1' } } }];
    let thrown: unknown;
    try {
      requireAdminData({ data: null, errors });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AdminApiError);
    expect((thrown as AdminApiError).code).toBe('CONFLICT');
    expect((thrown as AdminApiError).errors).toEqual(errors);
    expect(problemOf(thrown)).toEqual({ code: 'CONFLICT', message: 'changed' });
    expect(problemOf(new Error('socket hang up'))).toEqual({ code: 'NETWORK', message: 'socket hang up' });
  });
});
