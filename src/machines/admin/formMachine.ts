// createFormMachine — the machine of every administration form: load a record (or start a new one),
// edit with validation on every change by the concrete form's zod schema (the server's own rules),
// save with the record's updatedAt (a newer row answers CONFLICT: reload theirs or keep mine), field
// errors from BAD_USER_INPUT, leave with unsaved changes asks, delete asks. The concrete form gives
// the schema, the empty values and its API actors; see README.md.
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  changedFields,
  readSaveFailure,
  validateValues,
  type FieldErrors,
  type FormRecord,
  type FormValues,
} from './formValues';
import type {
  DeleteRecordInput,
  FormConfig,
  FormContext,
  FormEvent,
  FormInput,
  FormOutput,
} from './formTypes';

export type * from './formTypes';
export type { FieldError, FieldErrors, FormRecord, FormValues } from './formValues';

const without = (errors: FieldErrors, field: string): FieldErrors => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

const unique = (list: string[]) => [...new Set(list)];

type Step = 'load' | 'save' | 'delete';

export function createFormMachine<TValues extends FormValues>(config: FormConfig<TValues>) {
  type Context = FormContext<TValues>;
  const fields = Object.keys(config.empty);
  const validate = (values: TValues) => validateValues(config.schema, values);
  const fromRecord = (record: FormRecord<TValues>) => {
    const values = { ...config.empty, ...record.values };
    return {
      id: record.id,
      values,
      baseline: values,
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy ?? null,
      validation: validate(values),
      serverErrors: {},
      touched: [],
      submitted: false,
      problem: null,
      conflict: null,
    } satisfies Partial<Context>;
  };

  return setup({
    types: {} as { context: Context; events: FormEvent; input: FormInput<TValues>; output: FormOutput },
    actors: {
      loadRecord: config.actors.loadRecord,
      saveRecord: config.actors.saveRecord,
      deleteRecord:
        config.actors.deleteRecord ??
        fromPromise<unknown, DeleteRecordInput>(() => Promise.reject(new Error('this form cannot delete'))),
    },
    guards: {
      isNew: ({ context }) => context.id === null,
      isValid: ({ context }) => Object.keys(context.validation).length === 0,
      isDirty: ({ context }) => changedFields(context.values, context.baseline).length > 0,
      canDelete: ({ context }) => context.id !== null && config.actors.deleteRecord !== undefined,
      isConflict: ({ event }) => 'error' in event && readSaveFailure(event.error, fields).kind === 'conflict',
      hasTheirs: ({ context }) => context.conflict?.theirs != null,
      // Only `conflict` sets it (reload, keep mine and a new record clear it): asked to leave from there.
      cameFromConflict: ({ context }) => context.conflict !== null,
    },
    actions: {
      startNew: assign(({ context }) => {
        const values = { ...config.empty, ...context.initial } as TValues;
        // What it starts with is not an unsaved change: leaving an untouched new form does not ask.
        return { values, baseline: values, validation: validate(values) };
      }),
      assignRecord: assign((_, record: FormRecord<TValues>) => fromRecord(record)),
      assignChange: assign(({ context, event }) => {
        if (event.type !== 'form.change' || !fields.includes(event.field)) return {};
        const values = { ...context.values, [event.field]: event.value } as TValues;
        return {
          values,
          validation: validate(values),
          serverErrors: without(context.serverErrors, event.field),
        };
      }),
      touch: assign(({ context, event }) =>
        event.type === 'form.blur' && fields.includes(event.field)
          ? { touched: unique([...context.touched, event.field]) }
          : {},
      ),
      markSubmitted: assign({ submitted: true, touched: fields }),
      clearProblem: assign({ problem: null }),
      assignFailure: assign(({ context }, { error, during }: { error: unknown; during: Step }) => {
        const failure = readSaveFailure(error, fields);
        if (failure.kind === 'conflict') {
          return {
            problem: { ...failure.problem, during },
            conflict: { theirs: config.recordFromConflict(failure.current) },
          };
        }
        if (failure.kind === 'field' && during === 'save') {
          return {
            problem: null,
            serverErrors: { ...context.serverErrors, [failure.field]: failure.error },
            touched: unique([...context.touched, failure.field]),
          };
        }
        return { problem: { ...failure.problem, during } };
      }),
      takeTheirs: assign(({ context }) =>
        context.conflict?.theirs ? fromRecord(context.conflict.theirs) : {},
      ),
      // Keep my values, but base them on their version, so the next save overwrites it knowingly.
      keepMine: assign(({ context }) =>
        context.conflict?.theirs
          ? {
              updatedAt: context.conflict.theirs.updatedAt,
              updatedBy: context.conflict.theirs.updatedBy ?? null,
              baseline: { ...config.empty, ...context.conflict.theirs.values },
            }
          : {},
      ),
      clearConflict: assign({ conflict: null, problem: null }),
      setOutcome: assign((_, outcome: 'left' | 'deleted') => ({ outcome })),
      toast: enqueueActions(({ context, enqueue }, which: 'saved' | 'deleted') => {
        const text = config.messages?.[which];
        if (context.toasts && text)
          enqueue.sendTo(context.toasts, { type: 'toast.show', toast: { tone: 'success', text } });
      }),
      goBack: enqueueActions(({ context, enqueue }) => {
        if (context.navigation && context.returnTo)
          enqueue.sendTo(context.navigation, { type: 'navigation.navigate', to: context.returnTo });
      }),
    },
  }).createMachine({
    id: config.id,
    initial: 'starting',
    context: ({ input }) => ({
      ...input,
      values: config.empty,
      baseline: config.empty,
      updatedAt: null,
      updatedBy: null,
      validation: {},
      serverErrors: {},
      touched: [],
      submitted: false,
      problem: null,
      conflict: null,
      outcome: null,
    }),
    output: ({ context }) => ({ outcome: context.outcome ?? 'left', id: context.id }),
    states: {
      starting: {
        always: [{ guard: 'isNew', target: 'editing', actions: 'startNew' }, { target: 'loading' }],
      },
      loading: {
        tags: ['busy'],
        // Nothing to lose yet: leaving stops the load.
        on: { 'form.leave': { target: 'left' } },
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ api: context.api, id: context.id! }),
          onDone: {
            target: 'editing',
            actions: { type: 'assignRecord', params: ({ event }) => event.output },
          },
          onError: {
            target: 'loadFailed',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => ({
                error: event.error,
                during: 'load' as const,
              }),
            },
          },
        },
      },
      loadFailed: {
        on: {
          'form.retry': { target: 'loading', actions: 'clearProblem' },
          'form.leave': { target: 'left' },
        },
      },
      editing: {
        tags: ['editable'],
        on: {
          'form.change': { actions: 'assignChange' },
          'form.blur': { actions: 'touch' },
          'form.save': [
            { guard: 'isValid', target: 'saving', actions: 'clearProblem' },
            { actions: 'markSubmitted' },
          ],
          'form.retry': { guard: 'isValid', target: 'saving', actions: 'clearProblem' },
          'form.leave': [{ guard: 'isDirty', target: 'confirmingLeave' }, { target: 'left' }],
          'form.delete': { guard: 'canDelete', target: 'confirmingDelete' },
        },
      },
      confirmingLeave: {
        on: {
          'form.leaveConfirm': { target: 'left' },
          'form.leaveCancel': [{ guard: 'cameFromConflict', target: 'conflict' }, { target: 'editing' }],
        },
      },
      confirmingDelete: {
        on: {
          'form.deleteConfirm': { target: 'deleting', actions: 'clearProblem' },
          'form.deleteCancel': { target: 'editing' },
        },
      },
      saving: {
        tags: ['busy', 'saving'],
        invoke: {
          id: 'saveRecord',
          src: 'saveRecord',
          input: ({ context }) => ({
            api: context.api,
            id: context.id,
            values: context.values,
            changed: context.id === null ? fields : changedFields(context.values, context.baseline),
            expectedUpdatedAt: context.updatedAt,
          }),
          onDone: {
            target: 'editing',
            actions: [
              { type: 'assignRecord', params: ({ event }) => event.output },
              { type: 'toast', params: 'saved' },
            ],
          },
          onError: [
            {
              guard: 'isConflict',
              target: 'conflict',
              actions: {
                type: 'assignFailure',
                params: ({ event }: { event: { error: unknown } }) => ({
                  error: event.error,
                  during: 'save' as const,
                }),
              },
            },
            {
              target: 'editing',
              actions: {
                type: 'assignFailure',
                params: ({ event }: { event: { error: unknown } }) => ({
                  error: event.error,
                  during: 'save' as const,
                }),
              },
            },
          ],
        },
      },
      conflict: {
        on: {
          'form.reload': [
            { guard: 'hasTheirs', target: 'editing', actions: ['takeTheirs', 'clearConflict'] },
            { target: 'loading', actions: 'clearConflict' },
          ],
          'form.keepMine': {
            guard: 'hasTheirs',
            target: 'saving',
            actions: ['keepMine', 'clearConflict'],
          },
          // The edits were not saved: leaving asks first, and staying comes back to the choice.
          'form.leave': { target: 'confirmingLeave' },
        },
      },
      deleting: {
        tags: ['busy', 'deleting'],
        invoke: {
          id: 'deleteRecord',
          src: 'deleteRecord',
          input: ({ context }) => ({
            api: context.api,
            id: context.id!,
            expectedUpdatedAt: context.updatedAt,
          }),
          onDone: { target: 'deleted', actions: { type: 'toast', params: 'deleted' } },
          onError: {
            target: 'editing',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => ({
                error: event.error,
                during: 'delete' as const,
              }),
            },
          },
        },
      },
      left: { type: 'final', entry: [{ type: 'setOutcome', params: 'left' }, 'goBack'] },
      deleted: { type: 'final', entry: [{ type: 'setOutcome', params: 'deleted' }, 'goBack'] },
    },
  });
}

export type FormMachine<TValues extends FormValues = FormValues> = ReturnType<
  typeof createFormMachine<TValues>
>;
export type FormActorRef<TValues extends FormValues = FormValues> = ActorRefFrom<FormMachine<TValues>>;
type Snapshot<TValues extends FormValues> = SnapshotFrom<FormMachine<TValues>>;

/** The form's state in one word, for the view. */
export type FormStatus =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'saving'
  | 'conflict'
  | 'confirmingLeave'
  | 'confirmingDelete'
  | 'deleting'
  | 'left'
  | 'deleted';

export const selectFormStatus = <T extends FormValues>(s: Snapshot<T>): FormStatus =>
  s.value === 'starting' ? 'loading' : (s.value as FormStatus);
export const selectValues = <T extends FormValues>(s: Snapshot<T>): T => s.context.values;
export const selectIsDirty = <T extends FormValues>(s: Snapshot<T>): boolean =>
  changedFields(s.context.values, s.context.baseline).length > 0;
export const selectIsSaving = <T extends FormValues>(s: Snapshot<T>): boolean => s.hasTag('saving');
export const selectIsBusy = <T extends FormValues>(s: Snapshot<T>): boolean => s.hasTag('busy');
export const selectIsNew = <T extends FormValues>(s: Snapshot<T>): boolean => s.context.id === null;
export const selectRecordId = <T extends FormValues>(s: Snapshot<T>): string | null => s.context.id;
/** The errors to show: a field's once touched or after a save was tried; the API's first. */
export const selectFieldErrors = <T extends FormValues>(s: Snapshot<T>): FieldErrors => {
  const shown: Record<string, FieldErrors[string]> = {};
  for (const field of Object.keys(s.context.values)) {
    const error = s.context.serverErrors[field] ?? s.context.validation[field];
    if (error && (s.context.submitted || s.context.touched.includes(field))) shown[field] = error;
  }
  return shown;
};
export const selectFormError = <T extends FormValues>(s: Snapshot<T>) => s.context.problem;
export const selectConflict = <T extends FormValues>(s: Snapshot<T>) =>
  s.matches('conflict') ? s.context.conflict : null;
/** When and by whom the shown version was saved. */
export const selectVersion = <T extends FormValues>(s: Snapshot<T>) => ({
  updatedAt: s.context.updatedAt,
  updatedBy: s.context.updatedBy,
});
